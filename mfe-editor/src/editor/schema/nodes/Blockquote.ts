import type { NodeSpec } from 'prosemirror-model';

/** A quotation holding other blocks. */
export const blockquote: NodeSpec = {
  content: 'block+',
  group: 'block',
  defining: true,
  parseDOM: [{ tag: 'blockquote' }],
  toDOM: () => ['blockquote', 0],
};
