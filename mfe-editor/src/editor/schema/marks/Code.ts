import type { MarkSpec } from 'prosemirror-model';

/** Inline code. It excludes every other mark, as Markdown cannot express bold code. */
export const code: MarkSpec = {
  excludes: '_',
  code: true,
  parseDOM: [{ tag: 'code' }],
  toDOM: () => ['code', 0],
};
