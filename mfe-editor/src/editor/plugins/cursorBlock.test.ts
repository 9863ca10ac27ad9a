import { splitBlock } from 'prosemirror-commands';
import { TextSelection } from 'prosemirror-state';
import { b } from '../test/builders';
import { destroyViews, mountView, type } from '../test/view';
import { editorPlugins } from '.';
import { CURSOR_BLOCK_CLASS, cursorBlockPositions } from './cursorBlock';

const { doc, p, ul, li } = b;

afterEach(destroyViews);

const marked = (view: ReturnType<typeof mountView>) =>
  [...view.dom.children].map((child) => child.classList.contains(CURSOR_BLOCK_CLASS));

describe('the block with the cursor', () => {
  it('is marked, and only it', () => {
    const view = mountView(doc(p('one'), p('tw<a>o'), p('three')), editorPlugins());
    expect(marked(view)).toEqual([false, true, false]);
  });

  it('is marked from the transaction that creates it: a new paragraph made by Enter is never skipped', () => {
    const view = mountView(doc(p('First paragraph.<a>')), editorPlugins());
    splitBlock(view.state, view.dispatch);
    // The new, empty paragraph holds the cursor and is marked in the same update that put it in the page.
    expect(marked(view)).toEqual([false, true]);
    type(view, 'Write');
    expect(view.state.doc.lastChild?.textContent).toBe('Write');
    expect(marked(view)).toEqual([false, true]);
  });

  it('follows the cursor, and marks both ends of a selection over several blocks', () => {
    const view = mountView(doc(p('<a>one'), p('two'), p('three')), editorPlugins());
    const { doc: d } = view.state;
    view.dispatch(view.state.tr.setSelection(TextSelection.create(d, 2, d.content.size - 1)));
    expect(marked(view)).toEqual([true, false, true]);
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 7)));
    expect(marked(view)).toEqual([false, true, false]);
  });

  it('is the top-level block, also inside a list', () => {
    const view = mountView(doc(p('intro'), ul(li(p('it<a>em')))), editorPlugins());
    expect(cursorBlockPositions(view.state)).toEqual([view.state.doc.firstChild!.nodeSize]);
    expect(marked(view)).toEqual([false, true]);
  });
});
