import { EditorState, NodeSelection } from 'prosemirror-state';
import { schema } from '../schema';
import { b, stateFor } from '../test/builders';
import {
  activeHeadingLevel,
  firstHeadingText,
  getCharacterCount,
  getMarkAttrs,
  getMarkRange,
  getReadingTime,
  getWordCount,
  isMarkActive,
  isNodeActive,
  selectedText,
} from '.';

const { doc, p, h1, h2, quote, ul, li, img, strong, em, a } = b;
const { marks, nodes } = schema;

describe('isMarkActive', () => {
  it('at a cursor reads the marks there, or the stored marks', () => {
    expect(isMarkActive(stateFor(doc(p(strong('bo<a>ld')))), marks.strong)).toBe(true);
    expect(isMarkActive(stateFor(doc(p('pl<a>ain'))), marks.strong)).toBe(false);
    const state = stateFor(doc(p('pl<a>ain')));
    const stored = state.apply(state.tr.addStoredMark(marks.em.create()));
    expect(isMarkActive(stored, marks.em)).toBe(true);
  });

  it('over a range is true when any text in it has the mark, and checks attributes when given', () => {
    expect(isMarkActive(stateFor(doc(p('<a>plain ', em('it<b>')))), marks.em)).toBe(true);
    expect(isMarkActive(stateFor(doc(p('<a>plain<b> ', em('it')))), marks.em)).toBe(false);
    const linked = stateFor(doc(p(a('<a>x<b>'))));
    expect(isMarkActive(linked, marks.link, { href: 'https://example.com' })).toBe(true);
    expect(isMarkActive(linked, marks.link, { href: 'https://other.test' })).toBe(false);
  });
});

describe('mark ranges and attributes', () => {
  it('finds the whole run of a link around the cursor', () => {
    const state = stateFor(doc(p('x ', a('long ', strong('li<a>nk')), ' y')));
    expect(getMarkRange(state, marks.link)).toEqual({ from: 3, to: 12 });
    expect(getMarkAttrs(state, marks.link)).toMatchObject({ href: 'https://example.com' });
    expect(getMarkRange(stateFor(doc(p('x<a> ', a('link')))), marks.link)).toBeNull();
  });
});

describe('isNodeActive and activeHeadingLevel', () => {
  it('looks at the ancestors of the selection and at a selected node', () => {
    const inList = stateFor(doc(quote(ul(li(p('o<a>ne'))))));
    expect(isNodeActive(inList, nodes.bullet_list)).toBe(true);
    expect(isNodeActive(inList, nodes.blockquote)).toBe(true);
    expect(isNodeActive(inList, nodes.ordered_list)).toBe(false);
    const withImage = doc(p('x', img()));
    const selected = EditorState.create({ doc: withImage, selection: NodeSelection.create(withImage, 2) });
    expect(isNodeActive(selected, nodes.image)).toBe(true);
  });

  it('gives the heading level only when the whole selection is in one heading', () => {
    expect(activeHeadingLevel(stateFor(doc(h2('Ti<a>tle'))))).toBe(2);
    expect(isNodeActive(stateFor(doc(h2('Ti<a>tle'))), nodes.heading, { level: 2 })).toBe(true);
    expect(activeHeadingLevel(stateFor(doc(p('Ti<a>tle'))))).toBeNull();
    expect(activeHeadingLevel(stateFor(doc(h1('<a>One'), h1('Two<b>'))))).toBeNull();
  });
});

describe('text queries', () => {
  it('selectedText separates blocks with a blank line', () => {
    expect(selectedText(stateFor(doc(p('one <a>two'), p('three<b> four'))))).toBe('two\n\nthree');
    expect(selectedText(stateFor(doc(p('x<a>'))))).toBe('');
  });

  it('counts words and characters without joining blocks, and reading time', () => {
    const d = doc(h1('Title here'), p('One two three.'), ul(li(p('four')), li(p('five'))));
    expect(getWordCount(d)).toBe(7);
    expect(getCharacterCount(d)).toBe(10 + 14 + 8);
    expect(getReadingTime(d)).toBe(1);
    expect(getReadingTime(doc(p()))).toBe(0);
    const long = doc(...Array.from({ length: 5 }, () => p('word '.repeat(100).trim())));
    expect(getWordCount(long)).toBe(500);
    expect(getReadingTime(long)).toBe(3);
  });

  it('firstHeadingText finds the first h1 with text, in document order', () => {
    expect(firstHeadingText(doc(p('intro'), h2('Sub'), h1(' '), quote(h1(' The title ')), h1('Later')))).toBe(
      'The title',
    );
    expect(firstHeadingText(doc(h2('Only h2')))).toBeNull();
    expect(firstHeadingText(doc(h2('Only h2')), 2)).toBe('Only h2');
  });
});
