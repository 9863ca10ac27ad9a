import { act, screen } from '@testing-library/react';
import { TextSelection } from 'prosemirror-state';
import { useState } from 'react';
import { toggleStrong } from './commands';
import { EditorController, useEditorController } from './EditorController';
import { EditorView } from './EditorView';
import { acceptSuggestion, appendSuggestion, getWordCountState, startSuggestion } from './plugins';
import { Toolbar } from './Toolbar';
import { renderThemed } from './test/render';

function typeInto(controller: EditorController, text: string) {
  act(() => {
    const view = controller.view!;
    view.dispatch(view.state.tr.insertText(text));
  });
}

function pressKey(target: Element, key: string, init: KeyboardEventInit = {}) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
}

describe('EditorView', () => {
  it('shows the initial HTML in a labelled, multi-line text box', () => {
    renderThemed(
      <EditorView initialHtml="<h1>Title</h1><p>Body <strong>bold</strong></p>" label="Post body" />,
    );
    const box = screen.getByRole('textbox', { name: 'Post body' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box.querySelector('h1')?.textContent).toBe('Title');
    expect(box.querySelector('strong')?.textContent).toBe('bold');
  });

  it('never renders a javascript: link or an event handler from the initial HTML', () => {
    renderThemed(
      <EditorView
        initialHtml={'<p><a href="javascript:alert(1)">x</a><img src="x.png" onerror="alert(2)"></p>'}
      />,
    );
    const box = screen.getByRole('textbox');
    expect(box.innerHTML).not.toMatch(/javascript:|onerror/);
  });

  it('calls onChange with the HTML after a change', () => {
    const onChange = jest.fn();
    const controller = new EditorController();
    renderThemed(
      <EditorView initialHtml="<p>Hi</p>" onChange={onChange} controller={controller} changeDelay={0} />,
    );
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      const view = controller.view!;
      view.dispatch(view.state.tr.insertText(' there', 3));
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>Hi there</p>');
  });

  it('does not call onChange for selection changes', () => {
    const onChange = jest.fn();
    const controller = new EditorController();
    renderThemed(
      <EditorView initialHtml="<p>Hi</p>" onChange={onChange} controller={controller} changeDelay={0} />,
    );
    act(() => {
      const view = controller.view!;
      view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 2)));
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  describe('with a change delay', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('batches quick changes into one onChange', () => {
      const onChange = jest.fn();
      const controller = new EditorController();
      renderThemed(<EditorView onChange={onChange} controller={controller} changeDelay={200} />);
      typeInto(controller, 'a');
      typeInto(controller, 'b');
      act(() => jest.advanceTimersByTime(199));
      expect(onChange).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith('<p>ab</p>');
    });

    it('Ctrl-S flushes the pending change, then calls onSave', () => {
      const calls: string[] = [];
      const controller = new EditorController();
      renderThemed(
        <EditorView
          controller={controller}
          changeDelay={1000}
          onChange={(html) => calls.push(`change ${html}`)}
          onSave={() => calls.push('save')}
        />,
      );
      typeInto(controller, 'draft');
      pressKey(screen.getByRole('textbox'), 's', { ctrlKey: true });
      expect(calls).toEqual(['change <p>draft</p>', 'save']);
    });

    it('flushes the pending change when unmounted, and detaches the controller', () => {
      const onChange = jest.fn();
      const controller = new EditorController();
      const { unmount } = renderThemed(
        <EditorView onChange={onChange} controller={controller} changeDelay={1000} />,
      );
      typeInto(controller, 'last words');
      unmount();
      expect(onChange).toHaveBeenCalledWith('<p>last words</p>');
      expect(controller.view).toBeNull();
    });
  });

  it('follows the editable and placeholder props', () => {
    const { rerender } = renderThemed(<EditorView editable={false} placeholder="Write here" />);
    const box = screen.getByRole('textbox');
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(box.firstElementChild).toHaveAttribute('data-placeholder', 'Write here');
    rerender(<EditorView editable placeholder="Start your article" />);
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box.firstElementChild).toHaveAttribute('data-placeholder', 'Start your article');
  });

  it('uses the latest onSave without recreating the view', () => {
    const first = jest.fn();
    const second = jest.fn();
    const controller = new EditorController();
    const { rerender } = renderThemed(<EditorView controller={controller} onSave={first} />);
    const view = controller.view;
    rerender(<EditorView controller={controller} onSave={second} />);
    expect(controller.view).toBe(view);
    pressKey(screen.getByRole('textbox'), 's', { ctrlKey: true });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('runs commands and AI suggestions through the controller', () => {
    const onChange = jest.fn();
    const controller = new EditorController();
    renderThemed(
      <EditorView
        initialHtml="<p>Hello world</p>"
        controller={controller}
        onChange={onChange}
        changeDelay={0}
      />,
    );
    act(() => {
      expect(controller.run(startSuggestion(7, 12))).toBe(true);
      controller.run(appendSuggestion('there'));
    });
    expect(screen.getByTestId('ai-suggestion')).toHaveTextContent('there');
    act(() => {
      controller.run(acceptSuggestion);
    });
    expect(controller.getHtml()).toBe('<p>Hello there</p>');
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello there</p>');
    expect(getWordCountState(controller.state!).words).toBe(2);
    expect(controller.can(toggleStrong)).toBe(true);
  });

  it('works with the Toolbar through a controller', async () => {
    function Screen() {
      const editor = useEditorController();
      const [html, setHtml] = useState('');
      return (
        <>
          <Toolbar editor={editor} />
          <EditorView controller={editor} initialHtml="<p>Some text</p>" onChange={setHtml} changeDelay={0} />
          <output>{html}</output>
        </>
      );
    }
    const { user } = renderThemed(<Screen />);
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Heading 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('<h1>Some text</h1>');
    expect(screen.getByRole('button', { name: 'Heading 1' })).toHaveAttribute('aria-pressed', 'true');
  });
});
