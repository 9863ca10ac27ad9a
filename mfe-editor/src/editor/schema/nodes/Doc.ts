import type { NodeSpec } from 'prosemirror-model';

/** The document: one or more blocks. */
export const doc: NodeSpec = {
  content: 'block+',
};
