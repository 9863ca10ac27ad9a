import './domPolyfills';
// A real EditorView in jsdom, and typing through its input-rule handler as the browser would.
import type { Node } from 'prosemirror-model';
import type { Plugin } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { stateFor } from './builders';

const views: EditorView[] = [];

export function mountView(doc: Node, plugins: Plugin[]): EditorView {
  const place = document.createElement('div');
  document.body.appendChild(place);
  const view = new EditorView(place, { state: stateFor(doc, plugins) });
  views.push(view);
  return view;
}

/** Types `text` character by character; each goes to handleTextInput first (input rules), else is inserted. */
export function type(view: EditorView, text: string): void {
  for (const char of text) {
    const { from, to } = view.state.selection;
    const handled = view.someProp('handleTextInput', (f) =>
      f(view, from, to, char, () => view.state.tr.insertText(char, from, to)),
    );
    if (!handled) view.dispatch(view.state.tr.insertText(char, from, to));
  }
}

/** Destroys the views mounted since the last call (use in afterEach). */
export function destroyViews(): void {
  for (const view of views.splice(0)) {
    view.destroy();
    view.dom.parentElement?.remove();
  }
}
