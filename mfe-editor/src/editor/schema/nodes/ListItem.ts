import type { NodeSpec } from 'prosemirror-model';

/** A list item: a paragraph first, then any blocks (nested lists among them). */
export const list_item: NodeSpec = {
  content: 'paragraph block*',
  defining: true,
  parseDOM: [{ tag: 'li' }],
  toDOM: () => ['li', 0],
};
