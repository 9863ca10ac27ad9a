import { history, redo, undo } from 'prosemirror-history';
import type { EditorState } from 'prosemirror-state';
import { b, run, stateFor } from '../test/builders';
import { destroyViews, mountView } from '../test/view';
import {
  acceptSuggestion,
  appendSuggestion,
  getSuggestion,
  rejectSuggestion,
  setSuggestionText,
  startSuggestion,
  suggestionPlugin,
} from './suggestion';

const { doc, p, h2, ul, li, strong, pre } = b;

afterEach(destroyViews);

const plugins = () => [suggestionPlugin(), history()];

/** "Hello <world> again": the suggestion covers "world". */
function started(format?: 'text' | 'html' | 'markdown' | 'auto') {
  let state: EditorState = stateFor(doc(p('Hello world again')), plugins());
  state = run(state, startSuggestion(7, 12, { format })).state;
  return state;
}

function stream(state: EditorState, ...deltas: string[]): EditorState {
  return deltas.reduce((s, delta) => run(s, appendSuggestion(delta)).state, state);
}

describe('the AI suggestion', () => {
  it('collects streamed text without touching the document', () => {
    const state = stream(started(), 'bright ', 'new ', 'world');
    expect(state.doc.toJSON()).toEqual(doc(p('Hello world again')).toJSON());
    expect(getSuggestion(state)).toMatchObject({ from: 7, to: 12, text: 'bright new world', format: 'auto' });
  });

  it('accepts: the range is replaced, and one undo restores the original', () => {
    let state = stream(started(), 'bright ', 'new ', 'world');
    state = run(state, acceptSuggestion).state;
    expect(state.doc.toJSON()).toEqual(doc(p('Hello bright new world again')).toJSON());
    expect(getSuggestion(state)).toBeNull();
    expect(state.selection.from).toBe(23);

    state = run(state, undo).state;
    expect(state.doc.toJSON()).toEqual(doc(p('Hello world again')).toJSON());
    expect(undo(state)).toBe(false);
    state = run(state, redo).state;
    expect(state.doc.toJSON()).toEqual(doc(p('Hello bright new world again')).toJSON());
  });

  it('accepts as its own undo step, even right after typing next to the range', () => {
    let state = stateFor(doc(p('Hello world<a>')), plugins());
    state = state.apply(state.tr.insertText('!'));
    state = run(state, startSuggestion(7, 13)).state;
    state = run(run(state, appendSuggestion('there')).state, acceptSuggestion).state;
    expect(state.doc.textContent).toBe('Hello there');
    state = run(state, undo).state;
    expect(state.doc.textContent).toBe('Hello world!');
    state = run(state, undo).state;
    expect(state.doc.textContent).toBe('Hello world');
  });

  it('parses HTML into nodes when accepted', () => {
    let state = stateFor(doc(p('intro'), p('old paragraph'), p('outro')), plugins());
    state = run(state, startSuggestion(7, 22, { format: 'html' })).state;
    state = stream(
      state,
      '<h2>New part</h2><p>With <strong>bold</strong>',
      ' text.</p><ul><li><p>one</p></li></ul>',
    );
    state = run(state, acceptSuggestion).state;
    expect(state.doc.toJSON()).toEqual(
      doc(
        p('intro'),
        h2('New part'),
        p('With ', strong('bold'), ' text.'),
        ul(li(p('one'))),
        p('outro'),
      ).toJSON(),
    );
    state = run(state, undo).state;
    expect(state.doc.toJSON()).toEqual(doc(p('intro'), p('old paragraph'), p('outro')).toJSON());
  });

  it('detects HTML in auto format, and reads Markdown when told', () => {
    const html = run(stream(started(), '<strong>bold</strong>'), acceptSuggestion).state;
    expect(html.doc.toJSON()).toEqual(doc(p('Hello ', strong('bold'), ' again')).toJSON());
    const markdown = run(stream(started('markdown'), '**big**'), acceptSuggestion).state;
    expect(markdown.doc.toJSON()).toEqual(doc(p('Hello ', strong('big'), ' again')).toJSON());
  });

  it('turns plain text with blank lines into paragraphs', () => {
    let state = stateFor(doc(p('a'), p('b')), plugins());
    state = run(state, startSuggestion(4, 5, { format: 'text' })).state;
    state = run(stream(state, 'first\n\nsecond'), acceptSuggestion).state;
    expect(state.doc.toJSON()).toEqual(doc(p('a'), p('first'), p('second')).toJSON());
  });

  it('keeps plain text as text inside a code block', () => {
    let state = stateFor(doc(pre('let x')), plugins());
    state = run(state, startSuggestion(6, 6)).state;
    state = run(stream(state, ' = 1;\n\nx++'), acceptSuggestion).state;
    expect(state.doc.toJSON()).toEqual(doc(pre('let x = 1;\n\nx++')).toJSON());
  });

  it('inserts at a cursor when the range is empty', () => {
    let state = stateFor(doc(p('Hello')), plugins());
    state = run(state, startSuggestion(6, 6)).state;
    state = run(stream(state, ' there'), acceptSuggestion).state;
    expect(state.doc.textContent).toBe('Hello there');
  });

  it('rejects: the suggestion goes and the document is as it was, with nothing to undo', () => {
    let state = stream(started(), 'anything');
    state = run(state, rejectSuggestion).state;
    expect(getSuggestion(state)).toBeNull();
    expect(state.doc.toJSON()).toEqual(doc(p('Hello world again')).toJSON());
    expect(undo(state)).toBe(false);
  });

  it('follows edits made while it streams', () => {
    let state = started();
    state = state.apply(state.tr.insertText('Oh, ', 1));
    expect(getSuggestion(state)).toMatchObject({ from: 11, to: 16 });
    state = run(stream(state, 'planet'), acceptSuggestion).state;
    expect(state.doc.textContent).toBe('Oh, Hello planet again');
  });

  it('replaces the whole text with setSuggestionText', () => {
    const state = run(stream(started(), 'draft'), setSuggestionText('final')).state;
    expect(getSuggestion(state)?.text).toBe('final');
  });

  it('commands are refused without a pending suggestion, an empty one, or a bad range', () => {
    const idle = stateFor(doc(p('x')), plugins());
    expect(run(idle, appendSuggestion('a')).applied).toBe(false);
    expect(run(idle, acceptSuggestion).applied).toBe(false);
    expect(run(idle, rejectSuggestion).applied).toBe(false);
    expect(run(idle, startSuggestion(2, 1)).applied).toBe(false);
    expect(run(idle, startSuggestion(0, 99)).applied).toBe(false);
    expect(run(started(), acceptSuggestion).applied).toBe(false);
    expect(run(stateFor(doc(p('x'))), startSuggestion(1, 1)).applied).toBe(false);
  });

  it('shows the original range marked and the streamed text in a widget', () => {
    const view = mountView(doc(p('Hello world again')), plugins());
    startSuggestion(7, 12)(view.state, view.dispatch);
    appendSuggestion('bright')(view.state, view.dispatch);
    expect(view.dom.querySelector('.pm-suggestion-original')?.textContent).toBe('world');
    expect(view.dom.querySelector('.pm-suggestion')?.textContent).toBe('bright');
    appendSuggestion(' world')(view.state, view.dispatch);
    expect(view.dom.querySelector('.pm-suggestion')?.textContent).toBe('bright world');
    rejectSuggestion(view.state, view.dispatch);
    expect(view.dom.querySelector('.pm-suggestion')).toBeNull();
    expect(view.dom.querySelector('.pm-suggestion-original')).toBeNull();
  });

  it('renders streamed HTML through the schema: no script, no javascript: link', () => {
    const view = mountView(doc(p('Hello')), plugins());
    startSuggestion(6, 6, { format: 'html' })(view.state, view.dispatch);
    appendSuggestion(
      '<script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)>',
    )(view.state, view.dispatch);
    const widget = view.dom.querySelector('.pm-suggestion')!;
    expect(widget.innerHTML).not.toMatch(/script|javascript|onerror/i);
    expect(widget.textContent).toContain('x');
  });
});
