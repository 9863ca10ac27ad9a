export {
  insertHorizontalRule,
  setHeading,
  setParagraph,
  toggleBlockquote,
  toggleCodeBlock,
  toggleHeading,
} from './blocks';
export { canInsertNode, markApplies, spacingAt } from './helpers';
export { redo, undo } from './history';
export { type ImageOptions, insertImage } from './image';
export { insertLink, type LinkOptions, removeLink } from './link';
export {
  liftListItem,
  sinkListItem,
  splitListItem,
  toggleBulletList,
  toggleList,
  toggleOrderedList,
} from './lists';
export { toggleCode, toggleEm, toggleStrike, toggleStrong } from './marks';
export {
  addColumnAfter,
  addColumnBefore,
  addRow,
  addRowAfter,
  addRowBefore,
  createTable,
  deleteColumn,
  deleteRow,
  deleteTable,
  goToNextCell,
  insertTable,
  mergeCells,
  splitCell,
  type TableOptions,
  toggleHeaderRow,
} from './table';
