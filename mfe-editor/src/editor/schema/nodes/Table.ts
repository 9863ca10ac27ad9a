import { tableNodes } from 'prosemirror-tables';

/**
 * The table group from prosemirror-tables: `table`, `table_row`, `table_cell`
 * and `table_header`. Cells hold blocks, so a cell can carry a list; header
 * cells are `th`. They live in one file because prosemirror-tables builds them
 * together and they only make sense as a set.
 */
export const { table, table_row, table_cell, table_header } = tableNodes({
  tableGroup: 'block',
  cellContent: 'block+',
  cellAttributes: {},
});
