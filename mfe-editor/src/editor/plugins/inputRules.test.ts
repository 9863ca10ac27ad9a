import { undoInputRule } from 'prosemirror-inputrules';
import { b } from '../test/builders';
import { destroyViews, mountView, type } from '../test/view';
import { inputRulesPlugin } from './inputRules';

const { doc, p, h1, quote, pre, ul, ol, li } = b;

afterEach(destroyViews);

function typed(text: string, start = doc(p('<a>'))) {
  const view = mountView(start, [inputRulesPlugin()]);
  type(view, text);
  return view;
}

describe('input rules', () => {
  it.each([
    ['# ', doc(h1())],
    ['### Deep', doc(b.h3('Deep'))],
    ['> Quote', doc(quote(p('Quote')))],
    ['- item', doc(ul(li(p('item'))))],
    ['* item', doc(ul(li(p('item'))))],
    ['1. first', doc(ol(li(p('first'))))],
    ['```', doc(pre())],
  ])('%j becomes the block it stands for', (text, expected) => {
    expect(typed(text).state.doc.toJSON()).toEqual(expected.toJSON());
  });

  it('starts a numbered list at the number typed', () => {
    expect(typed('3. third').state.doc.toJSON()).toEqual(doc(b.ol({ order: 3 }, li(p('third')))).toJSON());
  });

  it('needs the space: "#hashtag" stays a paragraph, and a hash mid-line does nothing', () => {
    expect(typed('#hashtag').state.doc.toJSON()).toEqual(doc(p('#hashtag')).toJSON());
    expect(typed('C# rocks').state.doc.toJSON()).toEqual(doc(p('C# rocks')).toJSON());
  });

  it('does not fire inside a code block', () => {
    expect(typed('# not a heading', doc(pre('<a>'))).state.doc.toJSON()).toEqual(
      doc(pre('# not a heading')).toJSON(),
    );
  });

  it('typographic rules: three dots and two hyphens', () => {
    expect(typed('wait... and -- so').state.doc.textContent).toBe('wait… and — so');
  });

  it('Backspace right after a rule undoes it, leaving the typed text', () => {
    const view = typed('## ');
    expect(view.state.doc.firstChild?.type.name).toBe('heading');
    expect(undoInputRule(view.state, view.dispatch)).toBe(true);
    expect(view.state.doc.toJSON()).toEqual(doc(p('## ')).toJSON());
  });
});
