import type { NodeSpec } from 'prosemirror-model';

/** An unordered list (`ul`). */
export const bullet_list: NodeSpec = {
  content: 'list_item+',
  group: 'block',
  parseDOM: [{ tag: 'ul' }],
  toDOM: () => ['ul', 0],
};
