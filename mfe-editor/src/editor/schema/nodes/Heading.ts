import type { NodeSpec } from 'prosemirror-model';

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** A heading, levels 1 to 6 (`h1`…`h6`). */
export const heading: NodeSpec = {
  attrs: { level: { default: 1, validate: 'number' } },
  content: 'inline*',
  group: 'block',
  defining: true,
  parseDOM: HEADING_LEVELS.map((level) => ({ tag: `h${level}`, attrs: { level } })),
  toDOM: (node) => [`h${node.attrs.level as HeadingLevel}`, 0],
};
