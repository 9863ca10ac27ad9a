import type { MarkSpec } from 'prosemirror-model';

/** Strikethrough (`s`). */
export const strike: MarkSpec = {
  parseDOM: [
    { tag: 's' },
    { tag: 'del' },
    { tag: 'strike' },
    { style: 'text-decoration', getAttrs: (value) => value.includes('line-through') && null },
    { style: 'text-decoration-line', getAttrs: (value) => value.includes('line-through') && null },
  ],
  toDOM: () => ['s', 0],
};
