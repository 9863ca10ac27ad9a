import { setBlockType, wrapIn } from 'prosemirror-commands';
import type { NodeType } from 'prosemirror-model';
import type { Command } from 'prosemirror-state';
import { liftTarget } from 'prosemirror-transform';
import { activeHeadingLevel, isNodeActive } from '../queries';
import { type HeadingLevel, schema } from '../schema';
import { canInsertNode } from './helpers';

const { paragraph, heading, code_block, blockquote, horizontal_rule } = schema.nodes;

/** Turns the selected textblocks into paragraphs. */
export const setParagraph: Command = setBlockType(paragraph);

/** Turns the selected textblocks into headings of `level`; false when they already are. */
export function setHeading(level: HeadingLevel): Command {
  return setBlockType(heading, { level });
}

/** A heading of `level`, or back to a paragraph when the selection is already one. */
export function toggleHeading(level: HeadingLevel): Command {
  return (state, dispatch, view) =>
    activeHeadingLevel(state) === level
      ? setParagraph(state, dispatch, view)
      : setHeading(level)(state, dispatch, view);
}

/** A code block, or back to a paragraph when the selection is in one. */
export const toggleCodeBlock: Command = (state, dispatch, view) =>
  isNodeActive(state, code_block)
    ? setParagraph(state, dispatch, view)
    : setBlockType(code_block)(state, dispatch, view);

function liftOutOf(type: NodeType): Command {
  return (state, dispatch) => {
    const { $from, $to } = state.selection;
    // A range of the wrapper's children that hold the selection.
    const range = $from.blockRange($to, (node) => node.type === type);
    const target = range && liftTarget(range);
    if (!range || target == null) return false;
    if (dispatch) dispatch(state.tr.lift(range, target).scrollIntoView());
    return true;
  };
}

/** Wraps the selected blocks in a quote, or lifts them out of the quote they are in. */
export const toggleBlockquote: Command = (state, dispatch, view) => {
  if (isNodeActive(state, blockquote)) return liftOutOf(blockquote)(state, dispatch, view);
  return wrapIn(blockquote)(state, dispatch, view);
};

/** Inserts a horizontal rule at the selection. */
export const insertHorizontalRule: Command = (state, dispatch) => {
  if (!canInsertNode(state, horizontal_rule)) return false;
  if (dispatch) dispatch(state.tr.replaceSelectionWith(horizontal_rule.create()).scrollIntoView());
  return true;
};
