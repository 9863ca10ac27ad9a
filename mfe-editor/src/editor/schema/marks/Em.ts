import type { MarkSpec } from 'prosemirror-model';

/** Italic. */
export const em: MarkSpec = {
  parseDOM: [
    { tag: 'i' },
    { tag: 'em' },
    { style: 'font-style=italic' },
    { style: 'font-style=normal', clearMark: (mark) => mark.type.name === 'em' },
  ],
  toDOM: () => ['em', 0],
};
