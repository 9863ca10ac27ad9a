import { type Command, type EditorState, Plugin, PluginKey } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';

const key = new PluginKey<string>('placeholder');

/**
 * Shows `text` in an empty document: the empty first block gets the class
 * `is-editor-empty` and a `data-placeholder` attribute that CSS displays.
 */
export function placeholderPlugin(text = ''): Plugin<string> {
  return new Plugin<string>({
    key,
    state: {
      init: () => text,
      apply: (tr, value) => {
        const next = tr.getMeta(key) as string | undefined;
        return next ?? value;
      },
    },
    props: {
      decorations(state) {
        const placeholder = key.getState(state);
        const { doc } = state;
        const first = doc.firstChild;
        if (!placeholder || doc.childCount !== 1 || !first?.isTextblock || first.content.size > 0)
          return null;
        return DecorationSet.create(doc, [
          Decoration.node(0, first.nodeSize, { class: 'is-editor-empty', 'data-placeholder': placeholder }),
        ]);
      },
    },
  });
}

/** Changes the placeholder text (false when it is already that, or the plugin is absent). */
export function setPlaceholder(text: string): Command {
  return (state, dispatch) => {
    const current = key.getState(state);
    if (current === undefined || current === text) return false;
    if (dispatch) dispatch(state.tr.setMeta(key, text).setMeta('addToHistory', false));
    return true;
  };
}

/** The placeholder text, or undefined without the plugin. */
export function getPlaceholder(state: EditorState): string | undefined {
  return key.getState(state);
}
