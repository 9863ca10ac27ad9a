import { act, screen, within } from '@testing-library/react';
import type { Node } from 'prosemirror-model';
import { EditorState, TextSelection } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { EditorController } from './EditorController';
import { isMarkActive } from './queries';
import { schema } from './schema';
import { createEditorState } from './state';
import { Toolbar } from './Toolbar';
import { b, selectionFor } from './test/builders';
import { renderThemed } from './test/render';
import { toolbarGroups } from './toolbarItems';

const { doc, p, pre, table, tr, td, th, strong, a } = b;

let views: EditorView[] = [];
afterEach(() => {
  for (const view of views) view.destroy();
  views = [];
});

/** A controller with a real view on `content` (tags give the selection), with all editor plugins. */
function editorOn(content: Node): EditorController {
  const base = createEditorState();
  const state = EditorState.create({
    doc: content,
    selection: selectionFor(content as Node & { tag: Record<string, number> }),
    plugins: base.plugins,
  });
  const controller = new EditorController();
  const view: EditorView = new EditorView(document.createElement('div'), {
    state,
    dispatchTransaction(tr) {
      view.updateState(view.state.apply(tr));
      controller.notify();
    },
  });
  views.push(view);
  controller.attach(view);
  return controller;
}

const button = (name: string) => screen.getByRole('button', { name });
const isDisabled = (name: string) => button(name).getAttribute('aria-disabled') === 'true';

describe('Toolbar', () => {
  it('enables each item exactly when its command’s dry run says it applies', () => {
    const contents = [
      doc(p('one <a>two<b>')),
      doc(pre('code<a>')),
      doc(table(tr(th(p('h<a>'))), tr(td(p('c'))))),
      doc(p(a('li<a>nk'))),
    ];
    for (const content of contents) {
      const editor = editorOn(content);
      const { unmount } = renderThemed(<Toolbar editor={editor} requestImage={() => null} />);
      const state = editor.state!;
      for (const item of toolbarGroups({ requestImage: () => null }).flat()) {
        expect([item.id, isDisabled(item.label)]).toEqual([item.id, !item.command(state)(state)]);
      }
      unmount();
    }
  });

  it('disables table items outside a table and marks in code', () => {
    renderThemed(<Toolbar editor={editorOn(doc(pre('x<a>')))} />);
    expect(isDisabled('Bold')).toBe(true);
    expect(isDisabled('Add row')).toBe(true);
    expect(isDisabled('Delete table')).toBe(true);
    expect(isDisabled('Paragraph')).toBe(false);
  });

  it('enables the table items inside a table, and Add row adds a row', async () => {
    const editor = editorOn(doc(table(tr(td(p('a<a>'))))));
    const { user } = renderThemed(<Toolbar editor={editor} />);
    expect(isDisabled('Add row')).toBe(false);
    expect(isDisabled('Insert table')).toBe(true);
    await user.click(button('Add row'));
    expect(editor.state!.doc.firstChild!.childCount).toBe(2);
  });

  it('shows pressed marks with aria-pressed and toggles them', async () => {
    const editor = editorOn(doc(p(strong('<a>bold<b>'), ' plain')));
    const { user } = renderThemed(<Toolbar editor={editor} />);
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Bold'));
    expect(isMarkActive(editor.state!, schema.marks.strong)).toBe(false);
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Italic'));
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows the selection as it moves', () => {
    const editor = editorOn(doc(p(strong('bold'), ' <a>plain')));
    renderThemed(<Toolbar editor={editor} />);
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      const view = editor.view!;
      view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 3)));
    });
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the heading level and toggles headings', async () => {
    const editor = editorOn(doc(b.h2('Ti<a>tle')));
    const { user } = renderThemed(<Toolbar editor={editor} />);
    expect(button('Heading 2')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Heading 1')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Heading 1'));
    expect(editor.state!.doc.firstChild!.attrs.level).toBe(1);
  });

  it('undo is disabled until there is something to undo', async () => {
    const editor = editorOn(doc(p('<a>word<b>')));
    const { user } = renderThemed(<Toolbar editor={editor} />);
    expect(isDisabled('Undo')).toBe(true);
    await user.click(button('Bold'));
    expect(isDisabled('Undo')).toBe(false);
    await user.click(button('Undo'));
    expect(isMarkActive(editor.state!, schema.marks.strong)).toBe(false);
    expect(isDisabled('Redo')).toBe(false);
  });

  it('asks for a link address, links the selection, and removes a link', async () => {
    const requestLink = jest.fn(async () => 'https://inkpress.test/');
    const editor = editorOn(doc(p('see <a>docs<b>')));
    const { user } = renderThemed(<Toolbar editor={editor} requestLink={requestLink} />);
    await user.click(button('Link'));
    expect(requestLink).toHaveBeenCalled();
    expect(isMarkActive(editor.state!, schema.marks.link, { href: 'https://inkpress.test/' })).toBe(true);
    expect(button('Link')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Link'));
    expect(isMarkActive(editor.state!, schema.marks.link)).toBe(false);
  });

  it('does nothing when the link prompt is cancelled or the item is disabled', async () => {
    const editor = editorOn(doc(p('<a>x<b>')));
    const before = editor.state!.doc;
    const { user } = renderThemed(<Toolbar editor={editor} requestLink={() => null} />);
    await user.click(button('Link'));
    await user.click(button('Add row'));
    expect(editor.state!.doc.eq(before)).toBe(true);
  });

  it('inserts an image from requestImage, and has no image item without it', async () => {
    const editor = editorOn(doc(p('x<a>')));
    const { user, unmount } = renderThemed(
      <Toolbar editor={editor} requestImage={() => ({ src: 'https://img.test/a.png', alt: 'A' })} />,
    );
    await user.click(button('Image'));
    expect(editor.state!.doc.firstChild!.lastChild!.type.name).toBe('image');
    unmount();
    renderThemed(<Toolbar editor={editor} />);
    expect(screen.queryByRole('button', { name: 'Image' })).toBeNull();
  });

  it('is one tab stop, moved with arrows, Home and End, and used with Enter', async () => {
    const editor = editorOn(doc(p('<a>word<b>')));
    const { user } = renderThemed(
      <>
        <button type="button">before</button>
        <Toolbar editor={editor} />
      </>,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((el) => el.tabIndex === 0)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(button('Undo')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Redo')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(buttons[buttons.length - 1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Undo')).toHaveFocus();
    for (let i = 0; i < 6; i++) await user.keyboard('{ArrowRight}');
    expect(button('Bold')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(isMarkActive(editor.state!, schema.marks.strong)).toBe(true);
    expect(button('Bold').getAttribute('aria-keyshortcuts')).toMatch(/^(Control|Meta)\+B$/);
  });

  it('renders disabled before the editor exists', () => {
    renderThemed(<Toolbar editor={new EditorController()} />);
    expect(isDisabled('Bold')).toBe(true);
    expect(isDisabled('Undo')).toBe(true);
  });
});
