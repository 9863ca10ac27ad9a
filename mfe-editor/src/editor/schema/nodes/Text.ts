import type { NodeSpec } from 'prosemirror-model';

/** Inline text. */
export const text: NodeSpec = {
  group: 'inline',
};
