import type { Command } from 'prosemirror-state';
import { TextSelection } from 'prosemirror-state';
import { getMarkRange } from '../queries';
import { sanitizeHref, schema } from '../schema';
import { markApplies, spacingAt } from './helpers';

export interface LinkOptions {
  /** The address; refused (the command returns false) when unsafe, e.g. `javascript:`. */
  href: string;
  title?: string | null;
  /** Text to insert for a cursor (default: the href), or to replace the selected text with. */
  text?: string;
  /**
   * At a cursor, puts a space between the inserted link and a word it would
   * touch (inserting beside the user's text rather than into it).
   */
  spaced?: boolean;
}

const { link } = schema.marks;

/**
 * Links the selection. With a range, the range gets the link (replacing any
 * link in it; with `text`, the range is replaced by that text). With a cursor
 * inside a link, that link's address is changed; otherwise `text` (or the
 * href) is inserted as a link.
 */
export function insertLink({ href, title = null, text, spaced = false }: LinkOptions): Command {
  return (state, dispatch) => {
    const safe = sanitizeHref(href);
    if (!safe || !markApplies(state, link)) return false;
    const mark = link.create({ href: safe, title });
    const { selection } = state;
    if (selection.empty) {
      const existing = text === undefined ? getMarkRange(state, link) : null;
      if (existing) {
        if (dispatch)
          dispatch(
            state.tr.removeMark(existing.from, existing.to, link).addMark(existing.from, existing.to, mark),
          );
        return true;
      }
      const label = text || safe;
      if (dispatch) {
        const plain = link.removeFromSet(selection.$from.marks());
        const marks = mark.addToSet(plain);
        const { before, after } = spaced
          ? spacingAt(state, selection.from, label)
          : { before: '', after: '' };
        const nodes = [
          ...(before ? [schema.text(before, plain)] : []),
          schema.text(label, marks),
          ...(after ? [schema.text(after, plain)] : []),
        ];
        const tr = state.tr.insert(selection.from, nodes);
        tr.setSelection(
          TextSelection.create(tr.doc, selection.from + before.length + label.length + after.length),
        );
        dispatch(tr.scrollIntoView());
      }
      return true;
    }
    if (dispatch) {
      const { from, to } = selection;
      const tr = state.tr;
      if (text) {
        const marks = mark.addToSet(link.removeFromSet(selection.$from.marksAcross(selection.$to) ?? []));
        tr.replaceWith(from, to, schema.text(text, marks));
      } else {
        tr.removeMark(from, to, link).addMark(from, to, mark);
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** Removes the link(s) in the selection, or the whole link around a cursor; false when there is none. */
export const removeLink: Command = (state, dispatch) => {
  const { from, to, empty } = state.selection;
  const range = empty
    ? getMarkRange(state, link)
    : state.doc.rangeHasMark(from, to, link)
      ? { from, to }
      : null;
  if (!range) return false;
  if (dispatch) dispatch(state.tr.removeMark(range.from, range.to, link).scrollIntoView());
  return true;
};
