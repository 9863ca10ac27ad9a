import { EditorState } from 'prosemirror-state';
import { htmlToDoc } from '../html';
import { isMarkActive } from '../queries';
import { schema } from '../schema';
import { createEditorState } from '../state';
import { b } from '../test/builders';
import { destroyViews, mountView, type } from '../test/view';
import { editorPlugins } from '.';
import { getPlaceholder, placeholderPlugin, setPlaceholder } from './placeholder';
import { getWordCountState, wordCountPlugin } from './wordCount';

const { doc, p, ul, li, table, tr, td, h1 } = b;

afterEach(destroyViews);

function press(view: ReturnType<typeof mountView>, key: string, modifiers: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers });
  if (modifiers.keyCode) Object.defineProperty(event, 'keyCode', { value: modifiers.keyCode });
  view.dom.dispatchEvent(event);
  return event;
}

describe('keymap', () => {
  it('Mod-s calls onSave and stops the browser from saving the page', () => {
    const onSave = jest.fn();
    const view = mountView(doc(p('x')), editorPlugins({ onSave }));
    const event = press(view, 's', { ctrlKey: true });
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('Mod-b makes the selection bold; Mod-z undoes, Mod-y and Shift-Mod-z redo', () => {
    const view = mountView(doc(p('<a>bold<b>')), editorPlugins());
    press(view, 'b', { ctrlKey: true });
    expect(isMarkActive(view.state, schema.marks.strong)).toBe(true);
    press(view, 'z', { ctrlKey: true });
    expect(isMarkActive(view.state, schema.marks.strong)).toBe(false);
    press(view, 'y', { ctrlKey: true });
    expect(isMarkActive(view.state, schema.marks.strong)).toBe(true);
    press(view, 'z', { ctrlKey: true });
    expect(isMarkActive(view.state, schema.marks.strong)).toBe(false);
    // Browsers send "Z" with a key code of 90 for Ctrl-Shift-z.
    press(view, 'Z', { ctrlKey: true, shiftKey: true, keyCode: 90 });
    expect(isMarkActive(view.state, schema.marks.strong)).toBe(true);
  });

  it('Enter splits a list item, Tab nests it, Shift-Tab lifts it back', () => {
    const view = mountView(doc(ul(li(p('one<a>')))), editorPlugins());
    press(view, 'Enter');
    type(view, 'two');
    expect(view.state.doc.toJSON()).toEqual(doc(ul(li(p('one')), li(p('two')))).toJSON());
    press(view, 'Tab');
    expect(view.state.doc.toJSON()).toEqual(doc(ul(li(p('one'), ul(li(p('two')))))).toJSON());
    press(view, 'Tab', { shiftKey: true });
    expect(view.state.doc.toJSON()).toEqual(doc(ul(li(p('one')), li(p('two')))).toJSON());
  });

  it('Tab moves between table cells', () => {
    const view = mountView(doc(table(tr(td(p('a<a>')), td(p('b'))))), editorPlugins());
    press(view, 'Tab');
    expect(view.state.selection.$from.parent.textContent).toBe('b');
  });
});

describe('placeholder', () => {
  it('marks the empty document and goes once there is text', () => {
    const view = mountView(doc(p()), [placeholderPlugin('Start writing…')]);
    const first = () => view.dom.firstElementChild!;
    expect(first().getAttribute('data-placeholder')).toBe('Start writing…');
    expect(first().classList.contains('is-editor-empty')).toBe(true);
    type(view, 'x');
    expect(first().hasAttribute('data-placeholder')).toBe(false);
  });

  it('can be changed', () => {
    let state = EditorState.create({ schema, plugins: [placeholderPlugin('a')] });
    expect(setPlaceholder('a')(state)).toBe(false);
    setPlaceholder('b')(state, (tr) => {
      state = state.apply(tr);
    });
    expect(getPlaceholder(state)).toBe('b');
  });
});

describe('word count', () => {
  it('counts words, characters and reading time, and updates on change', () => {
    let state = EditorState.create({
      doc: doc(h1('Two words'), p('and three more')),
      plugins: [wordCountPlugin()],
    });
    expect(getWordCountState(state)).toEqual({ words: 5, characters: 23, readingTime: 1 });
    state = state.apply(state.tr.insertText(' plus four', state.doc.content.size - 1));
    expect(getWordCountState(state).words).toBe(7);
  });

  it('does not join words across blocks, and reading time grows with length', () => {
    const long = `<p>${'word '.repeat(450)}</p><p>end</p>`;
    const state = EditorState.create({ doc: htmlToDoc('<p>one</p><p>two</p>') });
    expect(getWordCountState(state).words).toBe(2);
    expect(getWordCountState(EditorState.create({ doc: htmlToDoc(long) }))).toMatchObject({
      words: 451,
      readingTime: 3,
    });
  });
});

describe('createEditorState', () => {
  it('parses the HTML and has every plugin', () => {
    const state = createEditorState('<h1>Hi</h1><p>there</p>', { placeholder: 'Write' });
    expect(state.doc.childCount).toBe(2);
    expect(getPlaceholder(state)).toBe('Write');
    expect(getWordCountState(state).words).toBe(2);
  });
});
