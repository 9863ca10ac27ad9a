import type { MarkType, NodeType } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';

/** A letter, digit or closing punctuation that text inserted beside it would run into. */
const WORD_END = /[\p{L}\p{N}.,;:!?)\]"'’”]$/u;
const WORD_START = /^[\p{L}\p{N}(["'‘“]/u;

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

/**
 * The spaces that `text` needs when inserted at the cursor `pos` so it does
 * not run into the words beside it ("see[link]" → "see [link]"): one before
 * when the text before ends a word, one after when the text after starts one.
 * Nothing at a block's edges, beside a space, or inside code.
 */
export function spacingAt(state: EditorState, pos: number, text: string): { before: string; after: string } {
  const $pos = state.doc.resolve(pos);
  const parent = $pos.parent;
  if (!parent.isTextblock || parent.type.spec.code) return { before: '', after: '' };
  const start = $pos.start();
  const textBefore = state.doc.textBetween(Math.max(start, pos - 1), pos, undefined, '\ufffc');
  const textAfter = state.doc.textBetween(pos, Math.min($pos.end(), pos + 1), undefined, '\ufffc');
  return {
    before: textBefore && WORD_END.test(textBefore) && !/^\s/.test(text) ? ' ' : '',
    after: textAfter && WORD_START.test(textAfter) && !/\s$/.test(text) ? ' ' : '',
  };
}
