import type { NodeSpec } from 'prosemirror-model';

/** A thematic break (`hr`). */
export const horizontal_rule: NodeSpec = {
  group: 'block',
  parseDOM: [{ tag: 'hr' }],
  toDOM: () => ['hr'],
};
