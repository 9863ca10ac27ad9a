import { type EditorState, Plugin, PluginKey } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';

/** The class of the top-level block(s) holding the selection's ends. */
export const CURSOR_BLOCK_CLASS = 'has-cursor';

const key = new PluginKey('cursorBlock');

/** The start positions of the top-level blocks that hold the selection's anchor and head. */
export function cursorBlockPositions(state: EditorState): number[] {
  const positions = new Set<number>();
  for (const pos of [state.selection.anchor, state.selection.head]) {
    const $pos = state.doc.resolve(pos);
    // depth 0: between top-level blocks (a gap cursor, a selected node): no block holds it.
    if ($pos.depth >= 1) positions.add($pos.before(1));
  }
  return [...positions].sort((a, b) => a - b);
}

/**
 * Marks the top-level block that holds the cursor (and the one holding the
 * other end of a selection) with `has-cursor`, from the very transaction
 * that creates it. The editor lets the browser skip off-screen blocks
 * (`content-visibility: auto`); a block made by Enter is new and not laid
 * out until the next frame, and a key typed before that frame (a busy
 * machine) went into a block the browser was still skipping: Chrome put
 * the caret back before the letter, so the paragraph's first letter ended
 * up at its end. The block with the cursor is always rendered normally.
 */
export function cursorBlockPlugin(): Plugin {
  return new Plugin({
    key,
    props: {
      decorations(state) {
        const positions = cursorBlockPositions(state);
        if (positions.length === 0) return null;
        return DecorationSet.create(
          state.doc,
          positions.map((from) =>
            Decoration.node(from, from + state.doc.nodeAt(from)!.nodeSize, { class: CURSOR_BLOCK_CLASS }),
          ),
        );
      },
    },
  });
}
