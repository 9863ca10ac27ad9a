import { TextSelection } from 'prosemirror-state';
import { createEditorState } from '../../editor';
import { escapeParagraphs, rangeOf } from './ranges';

describe('rangeOf', () => {
  const html = '<p>First paragraph here.</p><p>Second one.</p>';

  it('takes the whole text, blocks apart, when nothing is selected', () => {
    const state = createEditorState(html);
    expect(rangeOf(state)).toEqual({
      from: 0,
      to: state.doc.content.size,
      text: 'First paragraph here.\n\nSecond one.',
      whole: true,
    });
  });

  it('takes just the selection when there is one', () => {
    const start = createEditorState(html);
    const state = start.apply(start.tr.setSelection(TextSelection.create(start.doc, 1, 6)));
    expect(rangeOf(state)).toEqual({ from: 1, to: 6, text: 'First', whole: false });
  });
});

describe('escapeParagraphs', () => {
  it('makes a paragraph of each line and escapes markup', () => {
    expect(escapeParagraphs('One <b>bold</b> & more\n\nTwo\nThree')).toBe(
      '<p>One &lt;b&gt;bold&lt;/b&gt; &amp; more</p><p>Two</p><p>Three</p>',
    );
    expect(escapeParagraphs('  \n\n ')).toBe('');
  });
});
