import { Schema } from 'prosemirror-model';
import { code } from './marks/Code';
import { em } from './marks/Em';
import { link } from './marks/Link';
import { strike } from './marks/Strike';
import { strong } from './marks/Strong';
import { blockquote } from './nodes/Blockquote';
import { bullet_list } from './nodes/BulletList';
import { code_block } from './nodes/CodeBlock';
import { doc } from './nodes/Doc';
import { hard_break } from './nodes/HardBreak';
import { heading } from './nodes/Heading';
import { horizontal_rule } from './nodes/HorizontalRule';
import { image } from './nodes/Image';
import { list_item } from './nodes/ListItem';
import { ordered_list } from './nodes/OrderedList';
import { paragraph } from './nodes/Paragraph';
import { table, table_cell, table_header, table_row } from './nodes/Table';
import { text } from './nodes/Text';

export { HEADING_LEVELS, type HeadingLevel } from './nodes/Heading';
export { sanitizeHref, sanitizeImageSrc } from './url';

/**
 * The Inkpress document schema. Paragraph comes first so it is the default
 * block; the order of marks is their nesting order in the output.
 */
export const schema = new Schema({
  nodes: {
    doc,
    paragraph,
    heading,
    blockquote,
    code_block,
    horizontal_rule,
    bullet_list,
    ordered_list,
    list_item,
    table,
    table_row,
    table_cell,
    table_header,
    text,
    image,
    hard_break,
  },
  marks: { link, strong, em, strike, code },
});

export type EditorSchema = typeof schema;
