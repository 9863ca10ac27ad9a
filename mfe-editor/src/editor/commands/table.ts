import type { Node } from 'prosemirror-model';
import { type Command, TextSelection } from 'prosemirror-state';
import { isInTable } from 'prosemirror-tables';
import { schema } from '../schema';
import { canInsertNode } from './helpers';

export {
  addColumnAfter,
  addColumnBefore,
  addRowAfter,
  addRowBefore,
  deleteColumn,
  deleteRow,
  deleteTable,
  goToNextCell,
  mergeCells,
  splitCell,
  toggleHeaderRow,
} from 'prosemirror-tables';

export interface TableOptions {
  rows?: number;
  cols?: number;
  /** The first row as header cells (`th`). Default true, as Markdown tables need one. */
  withHeaderRow?: boolean;
}

/** An empty table: each cell holds one empty paragraph. */
export function createTable({ rows = 3, cols = 3, withHeaderRow = true }: TableOptions = {}): Node {
  const { table, table_row, table_cell, table_header, paragraph } = schema.nodes;
  const rowNodes: Node[] = [];
  for (let r = 0; r < Math.max(1, rows); r++) {
    const cellType = withHeaderRow && r === 0 ? table_header : table_cell;
    const cells: Node[] = [];
    for (let c = 0; c < Math.max(1, cols); c++) cells.push(cellType.create(null, paragraph.create()));
    rowNodes.push(table_row.create(null, cells));
  }
  return table.create(null, rowNodes);
}

/**
 * Inserts an empty table at the selection and puts the cursor in its first
 * cell. False inside a table (no nested tables) or where a table cannot go.
 */
export function insertTable(options: TableOptions = {}): Command {
  return (state, dispatch) => {
    const { table } = schema.nodes;
    if (isInTable(state) || !canInsertNode(state, table)) return false;
    if (dispatch) {
      const node = createTable(options);
      const tr = state.tr.replaceSelectionWith(node);
      let tablePos = -1;
      tr.mapping.maps[tr.mapping.maps.length - 1]?.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
        tr.doc.nodesBetween(newStart, newEnd, (child, pos) => {
          if (tablePos < 0 && child.type === table) tablePos = pos;
          return tablePos < 0;
        });
      });
      if (tablePos >= 0) tr.setSelection(TextSelection.near(tr.doc.resolve(tablePos + 1)));
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** Adds a row below the current one (alias of addRowAfter). */
export { addRowAfter as addRow } from 'prosemirror-tables';
