import type { MarkSpec } from 'prosemirror-model';

/** Bold. Also read from a font-weight of bold or 600 and above; Google Docs' normal-weight `<b>` wrapper is not bold. */
export const strong: MarkSpec = {
  parseDOM: [
    { tag: 'strong' },
    {
      tag: 'b',
      getAttrs: (node) => node.style.fontWeight !== 'normal' && node.style.fontWeight !== '400' && null,
    },
    { style: 'font-weight=400', clearMark: (mark) => mark.type.name === 'strong' },
    { style: 'font-weight', getAttrs: (value) => /^(?:bold(?:er)?|[6-9]\d\d)$/.test(value) && null },
  ],
  toDOM: () => ['strong', 0],
};
