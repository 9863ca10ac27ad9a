import type { MarkType, NodeType } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';

/** Whether a node of `type` can go at the selection's start, in its parent or in an ancestor. */
export function canInsertNode(state: EditorState, type: NodeType): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth >= 0; depth--) {
    const index = $from.index(depth);
    if ($from.node(depth).canReplaceWith(index, index, type)) return true;
  }
  return false;
}

/** Whether `type` may be applied to the selection (it holds text that allows the mark). */
export function markApplies(state: EditorState, type: MarkType): boolean {
  const { $from, from, to, empty } = state.selection;
  if (empty) return $from.parent.inlineContent && $from.parent.type.allowsMarkType(type);
  let applies = false;
  state.doc.nodesBetween(from, to, (node) => {
    if (applies) return false;
    applies = node.inlineContent && node.type.allowsMarkType(type);
    return !applies;
  });
  return applies;
}
