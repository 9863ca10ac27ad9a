import type { NodeSpec } from 'prosemirror-model';

/** A line break inside a block (`br`). */
export const hard_break: NodeSpec = {
  inline: true,
  group: 'inline',
  selectable: false,
  parseDOM: [{ tag: 'br' }],
  toDOM: () => ['br'],
};
