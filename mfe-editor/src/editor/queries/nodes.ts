import type { Attrs, Node, NodeType } from 'prosemirror-model';
import { type EditorState, NodeSelection } from 'prosemirror-state';
import type { HeadingLevel } from '../schema';

function attrsMatch(actual: Attrs, expected?: Attrs): boolean {
  if (!expected) return true;
  return Object.entries(expected).every(([key, value]) => actual[key] === value);
}

/** The closest node of `type` (with `attrs`) around the selection's start, with its position. */
export function findParentNode(
  state: EditorState,
  type: NodeType,
  attrs?: Attrs,
): { node: Node; pos: number; depth: number } | null {
  const { selection } = state;
  if (selection instanceof NodeSelection && selection.node.type === type) {
    if (attrsMatch(selection.node.attrs, attrs))
      return { node: selection.node, pos: selection.from, depth: -1 };
  }
  const { $from } = selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type === type && attrsMatch(node.attrs, attrs)) {
      return { node, pos: $from.before(depth), depth };
    }
  }
  return null;
}

/**
 * Whether the selection sits in a node of `type` (with `attrs`, when given):
 * a selected node of that type, or an ancestor of the selection's start.
 */
export function isNodeActive(state: EditorState, type: NodeType, attrs?: Attrs): boolean {
  return findParentNode(state, type, attrs) !== null;
}

/** The level of the heading the whole selection is in, or null when it is not in one heading. */
export function activeHeadingLevel(state: EditorState): HeadingLevel | null {
  const { $from, $to } = state.selection;
  const parent = $from.parent;
  if (parent.type.name !== 'heading' || !$from.sameParent($to)) return null;
  return parent.attrs.level as HeadingLevel;
}
