import type { Attrs, MarkType } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';

function attrsMatch(actual: Attrs, expected?: Attrs): boolean {
  if (!expected) return true;
  return Object.entries(expected).every(([key, value]) => actual[key] === value);
}

/**
 * Whether `type` (with `attrs`, when given) applies to the selection: for a
 * cursor, the stored marks or the marks at the cursor; for a range, any text
 * in it carrying the mark (the toolbar shows "pressed" then).
 */
export function isMarkActive(state: EditorState, type: MarkType, attrs?: Attrs): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) {
    const marks = state.storedMarks ?? $from.marks();
    return marks.some((mark) => mark.type === type && attrsMatch(mark.attrs, attrs));
  }
  let found = false;
  state.doc.nodesBetween(from, to, (node) => {
    if (found) return false;
    found = node.marks.some((mark) => mark.type === type && attrsMatch(mark.attrs, attrs));
    return !found;
  });
  return found;
}

/** The attributes of the first `type` mark in the selection (at the cursor for an empty one), or null. */
export function getMarkAttrs(state: EditorState, type: MarkType): Attrs | null {
  const { from, to, empty, $from } = state.selection;
  if (empty) return ($from.marks().find((mark) => mark.type === type) ?? null)?.attrs ?? null;
  let attrs: Attrs | null = null;
  state.doc.nodesBetween(from, to, (node) => {
    if (attrs) return false;
    attrs = node.marks.find((mark) => mark.type === type)?.attrs ?? null;
    return !attrs;
  });
  return attrs;
}

/**
 * The extent of the `type` mark at `pos` (the run of text carrying the same
 * mark), or null. The mark must be active there by ProseMirror's rules
 * (`$pos.marks()`), so a cursor just after a non-inclusive link is not in it.
 */
export function getMarkRange(
  state: EditorState,
  type: MarkType,
  pos = state.selection.from,
): { from: number; to: number } | null {
  const $pos = state.doc.resolve(pos);
  const mark = $pos.marks().find((m) => m.type === type);
  if (!mark) return null;
  const parent = $pos.parent;
  let index = $pos.index();
  if ($pos.textOffset === 0 && index > 0 && mark.isInSet(parent.child(index - 1).marks)) index -= 1;
  let startIndex = index;
  let endIndex = index + 1;
  while (startIndex > 0 && mark.isInSet(parent.child(startIndex - 1).marks)) startIndex -= 1;
  while (endIndex < parent.childCount && mark.isInSet(parent.child(endIndex).marks)) endIndex += 1;
  let from = $pos.start();
  for (let i = 0; i < startIndex; i++) from += parent.child(i).nodeSize;
  let to = from;
  for (let i = startIndex; i < endIndex; i++) to += parent.child(i).nodeSize;
  return { from, to };
}
