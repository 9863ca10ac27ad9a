import { history } from 'prosemirror-history';
import type { Node } from 'prosemirror-model';
import type { Command, EditorState } from 'prosemirror-state';
import { isMarkActive, isNodeActive } from '../queries';
import { schema } from '../schema';
import { b, run, stateFor } from '../test/builders';
import {
  addColumnAfter,
  addRow,
  deleteTable,
  insertHorizontalRule,
  insertImage,
  insertLink,
  insertTable,
  redo,
  removeLink,
  setHeading,
  setParagraph,
  sinkListItem,
  toggleBlockquote,
  toggleBulletList,
  toggleCode,
  toggleCodeBlock,
  toggleEm,
  toggleHeading,
  toggleOrderedList,
  toggleStrike,
  toggleStrong,
  undo,
} from '.';

const { doc, p, h1, h2, quote, pre, hr, ul, ol, li, table, tr, td, th, img, a, strong, em, s, code } = b;

/** Applies `command` to the tagged `input`; expects `output`, or no change when output is null. */
function expectCommand(input: Node, command: Command, output: Node | null) {
  const state = stateFor(input);
  const result = run(state, command);
  if (output === null) {
    expect(result.applied).toBe(false);
    expect(result.state).toBe(state);
  } else {
    expect(result.applied).toBe(true);
    expect(result.state.doc.toJSON()).toEqual(output.toJSON());
  }
  return result.state;
}

describe('the dry-run contract', () => {
  const commands: [string, Command][] = [
    ['toggleStrong', toggleStrong],
    ['toggleCode', toggleCode],
    ['setHeading(2)', setHeading(2)],
    ['toggleHeading(1)', toggleHeading(1)],
    ['setParagraph', setParagraph],
    ['toggleBulletList', toggleBulletList],
    ['toggleOrderedList', toggleOrderedList],
    ['toggleBlockquote', toggleBlockquote],
    ['toggleCodeBlock', toggleCodeBlock],
    ['insertLink', insertLink({ href: 'https://x.test' })],
    ['removeLink', removeLink],
    ['insertImage', insertImage({ src: 'https://img.test/b.png' })],
    ['insertTable', insertTable()],
    ['addRow', addRow],
    ['deleteTable', deleteTable],
    ['insertHorizontalRule', insertHorizontalRule],
    ['sinkListItem', sinkListItem],
  ];
  const documents: [string, Node][] = [
    ['a cursor in a paragraph', doc(p('one <a>two'))],
    ['a range in a paragraph', doc(p('<a>one<b> two'))],
    ['a cursor in a heading', doc(h2('ti<a>tle'))],
    ['a cursor in code', doc(pre('let <a>x'))],
    ['a cursor in a list', doc(ul(li(p('one')), li(p('tw<a>o'))))],
    ['a cursor in a quote', doc(quote(p('said<a>')))],
    ['a cursor in a link', doc(p(a('li<a>nk')))],
    ['a cursor in a table', doc(table(tr(th(p('h<a>ead'))), tr(td(p('cell')))))],
  ];
  it.each(commands)(
    '%s: the dry run agrees with the real run everywhere and dispatches nothing',
    (_, command) => {
      for (const [, d] of documents) {
        const state = stateFor(d);
        const dispatch = jest.fn();
        const dry = command(state);
        expect(dispatch).not.toHaveBeenCalled();
        expect(run(state, command).applied).toBe(dry);
      }
    },
  );

  it('undo and redo dry runs follow the history', () => {
    let state: EditorState = stateFor(doc(p('<a>one<b>')), [history()]);
    expect(undo(state)).toBe(false);
    state = run(state, toggleStrong).state;
    expect(undo(state)).toBe(true);
    expect(redo(state)).toBe(false);
    state = run(state, undo).state;
    expect(state.doc.toJSON()).toEqual(doc(p('one')).toJSON());
    expect(redo(state)).toBe(true);
    state = run(state, redo).state;
    expect(state.doc.toJSON()).toEqual(doc(p(strong('one'))).toJSON());
  });
});

describe('mark commands', () => {
  it('toggles bold on and off over a range', () => {
    const on = expectCommand(doc(p('<a>one<b> two')), toggleStrong, doc(p(strong('one'), ' two')));
    expect(isMarkActive(on, schema.marks.strong)).toBe(true);
    const off = run(on, toggleStrong).state;
    expect(off.doc.toJSON()).toEqual(doc(p('one two')).toJSON());
    expect(isMarkActive(off, schema.marks.strong)).toBe(false);
  });

  it('sets a stored mark at a cursor, so the next text typed is bold', () => {
    const state = run(stateFor(doc(p('one<a>'))), toggleEm).state;
    expect(state.doc.eq(doc(p('one')))).toBe(true);
    expect(isMarkActive(state, schema.marks.em)).toBe(true);
    const typed = state.apply(state.tr.insertText('!'));
    expect(typed.doc.toJSON()).toEqual(doc(p('one', em('!'))).toJSON());
  });

  it('strikes and codes text, and code excludes other marks', () => {
    expectCommand(doc(p('<a>gone<b>')), toggleStrike, doc(p(s('gone'))));
    expectCommand(doc(p(strong('<a>x = 1<b>'))), toggleCode, doc(p(code('x = 1'))));
  });

  it('does not apply marks inside a code block', () => {
    expectCommand(doc(pre('<a>let x<b>')), toggleStrong, null);
  });
});

describe('heading and block commands', () => {
  it('sets a heading level and does nothing when it is already that level', () => {
    expectCommand(doc(p('Ti<a>tle')), setHeading(1), doc(h1('Title')));
    expectCommand(doc(h2('Ti<a>tle')), setHeading(1), doc(h1('Title')));
    expectCommand(doc(h1('Ti<a>tle')), setHeading(1), null);
  });

  it('toggles a heading back to a paragraph', () => {
    expectCommand(doc(h2('Ti<a>tle')), toggleHeading(2), doc(p('Title')));
    expectCommand(doc(p('Ti<a>tle')), toggleHeading(2), doc(h2('Title')));
  });

  it('wraps in and lifts out of a quote', () => {
    expectCommand(doc(p('a<a>'), p('b')), toggleBlockquote, doc(quote(p('a')), p('b')));
    expectCommand(doc(quote(p('a<a>'), p('b'))), toggleBlockquote, doc(p('a'), quote(p('b'))));
    expectCommand(doc(quote(p('<a>a'), p('b<b>'))), toggleBlockquote, doc(p('a'), p('b')));
  });

  it('toggles a code block', () => {
    expectCommand(doc(p('x<a>')), toggleCodeBlock, doc(pre('x')));
    expectCommand(doc(pre('x<a>')), toggleCodeBlock, doc(p('x')));
  });

  it('inserts a horizontal rule', () => {
    expectCommand(doc(p('a<a>')), insertHorizontalRule, doc(p('a'), hr()));
  });
});

describe('list commands', () => {
  it('wraps paragraphs in a bullet list and lifts them out again', () => {
    const listed = expectCommand(
      doc(p('<a>one'), p('two<b>')),
      toggleBulletList,
      doc(ul(li(p('one')), li(p('two')))),
    );
    expect(isNodeActive(listed, schema.nodes.bullet_list)).toBe(true);
    const back = run(listed, toggleBulletList).state;
    expect(back.doc.toJSON()).toEqual(doc(p('one'), p('two')).toJSON());
  });

  it('switches a bullet list to a numbered one and back', () => {
    expectCommand(
      doc(ul(li(p('o<a>ne')), li(p('two')))),
      toggleOrderedList,
      doc(ol(li(p('one')), li(p('two')))),
    );
    expectCommand(doc(ol(li(p('o<a>ne')))), toggleBulletList, doc(ul(li(p('one')))));
  });

  it('nests an item under the previous one, not the first', () => {
    expectCommand(
      doc(ul(li(p('one')), li(p('tw<a>o')))),
      sinkListItem,
      doc(ul(li(p('one'), ul(li(p('two')))))),
    );
    expectCommand(doc(ul(li(p('o<a>ne')), li(p('two')))), sinkListItem, null);
  });
});

describe('link commands', () => {
  it('links the selected text', () => {
    expectCommand(
      doc(p('see <a>docs<b>')),
      insertLink({ href: 'https://example.com' }),
      doc(p('see ', a('docs'))),
    );
  });

  it('inserts the href as linked text at a cursor, or the given text', () => {
    expectCommand(
      doc(p('see <a>')),
      insertLink({ href: 'https://example.com' }),
      doc(p('see ', a('https://example.com'))),
    );
    expectCommand(
      doc(p('<a>')),
      insertLink({ href: 'https://example.com', text: 'here' }),
      doc(p(a('here'))),
    );
  });

  it('spaced: keeps an inserted link from running into the words beside the cursor', () => {
    const spaced = insertLink({ href: 'https://example.com', text: 'here', spaced: true });
    expectCommand(doc(p('see<a>')), spaced, doc(p('see ', a('here'))));
    expectCommand(doc(p('see.<a>')), spaced, doc(p('see. ', a('here'))));
    expectCommand(doc(p('<a>then')), spaced, doc(p(a('here'), ' then')));
    expectCommand(doc(p('see<a>more')), spaced, doc(p('see ', a('here'), ' more')));
    // Beside a space, at a block's edges or unspaced: no extra space.
    expectCommand(doc(p('see <a> more')), spaced, doc(p('see ', a('here'), ' more')));
    expectCommand(doc(p('<a>')), spaced, doc(p(a('here'))));
    expectCommand(
      doc(p('see<a>')),
      insertLink({ href: 'https://example.com', text: 'here' }),
      doc(p('see', a('here'))),
    );
  });

  it('changes the address of the link under the cursor', () => {
    const state = expectCommand(
      doc(p('x ', a('li<a>nk'), ' y')),
      insertLink({ href: 'https://other.test/' }),
      doc(p('x ', b.a({ href: 'https://other.test/' }, 'link'), ' y')),
    );
    expect(isMarkActive(state, schema.marks.link, { href: 'https://other.test/' })).toBe(true);
  });

  it('refuses javascript: and other unsafe hrefs', () => {
    expectCommand(doc(p('<a>click<b>')), insertLink({ href: 'javascript:alert(1)' }), null);
    expectCommand(doc(p('<a>click<b>')), insertLink({ href: ' JaVa\tScRiPt:alert(1)' }), null);
    expectCommand(doc(p('<a>click<b>')), insertLink({ href: 'data:text/html,<script>' }), null);
  });

  it('removes the link around the cursor, or in a range; false when there is none', () => {
    expectCommand(doc(p('x ', a('li<a>nk'), ' y')), removeLink, doc(p('x link y')));
    expectCommand(doc(p('<a>x ', a('link'), ' y<b>')), removeLink, doc(p('x link y')));
    expectCommand(doc(p('x <a>y')), removeLink, null);
    // Just after a link (links are not inclusive) the cursor is not in it.
    expectCommand(doc(p(a('link'), '<a> y')), removeLink, null);
  });
});

describe('image commands', () => {
  it('inserts an image with alt and title', () => {
    expectCommand(
      doc(p('a<a>b')),
      insertImage({ src: 'https://img.test/x.png', alt: 'X', title: 'T' }),
      doc(p('a', img({ src: 'https://img.test/x.png', alt: 'X', title: 'T' }), 'b')),
    );
  });

  it('refuses unsafe sources and code blocks', () => {
    expectCommand(doc(p('a<a>')), insertImage({ src: 'javascript:alert(1)' }), null);
    expectCommand(doc(pre('a<a>')), insertImage({ src: 'https://img.test/x.png' }), null);
  });
});

describe('table commands', () => {
  const emptyCell = () => p();
  it('inserts a table with a header row and puts the cursor in its first cell', () => {
    const state = expectCommand(
      doc(p('intro<a>')),
      insertTable({ rows: 2, cols: 2 }),
      doc(p('intro'), table(tr(th(emptyCell()), th(emptyCell())), tr(td(emptyCell()), td(emptyCell())))),
    );
    expect(state.selection.$from.parent.type).toBe(schema.nodes.paragraph);
    expect(state.selection.$from.node(-1).type).toBe(schema.nodes.table_header);
  });

  it('does not nest tables', () => {
    expectCommand(doc(table(tr(td(p('x<a>'))))), insertTable(), null);
  });

  it('adds a row and an column, and deletes the table', () => {
    const start = doc(table(tr(th(p('h<a>')), th(p('i'))), tr(td(p('1')), td(p('2')))));
    expectCommand(
      start,
      addRow,
      doc(table(tr(th(p('h')), th(p('i'))), tr(td(p()), td(p())), tr(td(p('1')), td(p('2'))))),
    );
    expectCommand(doc(table(tr(td(p('a<a>'))))), addColumnAfter, doc(table(tr(td(p('a')), td(p())))));
    expectCommand(start, deleteTable, doc(p()));
  });

  it('row and table commands are unavailable outside a table', () => {
    expectCommand(doc(p('x<a>')), addRow, null);
    expectCommand(doc(p('x<a>')), deleteTable, null);
  });
});
