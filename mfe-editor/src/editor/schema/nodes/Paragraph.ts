import type { NodeSpec } from 'prosemirror-model';

/** A paragraph of inline content. */
export const paragraph: NodeSpec = {
  content: 'inline*',
  group: 'block',
  parseDOM: [{ tag: 'p' }],
  toDOM: () => ['p', 0],
};
