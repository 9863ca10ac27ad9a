import type { NodeType } from 'prosemirror-model';
import {
  liftListItem as liftListItemOf,
  sinkListItem as sinkListItemOf,
  splitListItem as splitListItemOf,
  wrapInList,
} from 'prosemirror-schema-list';
import type { Command } from 'prosemirror-state';
import { schema } from '../schema';

const { bullet_list, ordered_list, list_item } = schema.nodes;

function isList(type: NodeType): boolean {
  return type === bullet_list || type === ordered_list;
}

/**
 * Toggles a list of `listType` for the selected blocks: wraps them in one;
 * lifts them out when they are already items of such a list; switches the
 * list's type when they are items of the other kind of list.
 */
export function toggleList(listType: NodeType, itemType: NodeType = list_item): Command {
  return (state, dispatch, view) => {
    const { $from, $to } = state.selection;
    const range = $from.blockRange($to, (node) => isList(node.type));
    if (range) {
      const list = range.parent;
      if (list.type === listType) return liftListItemOf(itemType)(state, dispatch, view);
      const listPos = range.$from.before(range.depth);
      if (listType.validContent(list.content)) {
        if (dispatch) dispatch(state.tr.setNodeMarkup(listPos, listType).scrollIntoView());
        return true;
      }
    }
    return wrapInList(listType)(state, dispatch, view);
  };
}

/** A bullet list on or off. */
export const toggleBulletList: Command = toggleList(bullet_list);
/** A numbered list on or off. */
export const toggleOrderedList: Command = toggleList(ordered_list);
/** Splits the list item at the cursor (Enter); an empty item leaves the list. */
export const splitListItem: Command = splitListItemOf(list_item);
/** Nests the selected items one level deeper (Tab). */
export const sinkListItem: Command = sinkListItemOf(list_item);
/** Moves the selected items one level out (Shift-Tab). */
export const liftListItem: Command = liftListItemOf(list_item);
