/** Undo and redo of the editor's own history (prosemirror-history); both support the dry run. */
export { redo, undo } from 'prosemirror-history';
