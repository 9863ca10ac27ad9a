import { collectionView, userView } from '@inkpress/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { TextSelection } from 'prosemirror-state';
import type { EditorController } from '../../editor';
import type { CollectionPayload } from '../../stores';
import { fakeShell, type Handler, renderScreen, type StreamHandler } from '../test/fakeShell';
import EditorScreen from './EditorScreen';

// The screen's editor controller, to reach the ProseMirror view (selections are set on it directly).
const mockControllers: EditorController[] = [];
jest.mock('../../editor', () => {
  const actual = jest.requireActual('../../editor');
  return {
    ...actual,
    useEditorController: () => {
      const controller = actual.useEditorController();
      if (!mockControllers.includes(controller)) mockControllers.push(controller);
      return controller;
    },
  };
});

const collection = (html: string) =>
  collectionView({
    id: 'c1',
    clientId: 'cc1',
    title: 'Email marketing',
    autoSave: false,
    createdAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    posts: [
      {
        id: 'p1',
        clientId: 'pc1',
        title: 'Email marketing',
        content: [{ value: html }],
        postConfig: { faqs: [], language: 'en-US' },
      },
    ],
  });

function setup(
  html = '<h1>Email marketing</h1><p>Email works. It is direct.</p>',
  extra: (store: {
    set: (next: ReturnType<typeof collection>) => void;
  }) => Record<string, Handler> = () => ({}),
  generate?: StreamHandler,
) {
  let stored = collection(html);
  const fake = fakeShell(
    {
      ...extra({
        set: (next) => {
          stored = next;
        },
      }),
      'GET /api/collections/c1': () => stored,
      'GET /api/users/me': () => userView({ totalCredits: 4200, paidCredits: 0, totalWordsUsed: 800 }),
      'PUT /api/collections/c1': (body) => {
        const { posts, ...payload } = body as CollectionPayload;
        stored = collectionView({
          ...payload,
          updatedAt: '2026-05-01T11:00:00.000Z',
          posts: posts.map(({ unsavedChanges: _, ...p }) => ({ ...p, id: p.id ?? 'p1' })),
        });
        return stored;
      },
    },
    {
      '/api/generate':
        generate ??
        (() => [
          { event: 'meta', data: JSON.stringify({ label: 'offline writer', estimate: 48, output: 'html' }) },
          { event: 'delta', data: JSON.stringify({ text: '<p>It reaches your readers ' }) },
          { event: 'delta', data: JSON.stringify({ text: 'directly, every time.</p>' }) },
          { event: 'done', data: JSON.stringify({ output: '', words: 6, credits: 6, aborted: false }) },
        ]),
    },
  );
  const rendered = renderScreen(<EditorScreen />, {
    route: '/dashboard/collections/c1',
    path: '/dashboard/collections/:collectionId',
    shell: fake.shell,
  });
  return { ...fake, ...rendered, stored: () => stored };
}

function editorView() {
  const view = mockControllers.at(-1)?.view;
  if (!view) throw new Error('no ProseMirror view');
  return view;
}

function selectText(text: string) {
  const view = editorView();
  let from = -1;
  view.state.doc.descendants((node, pos) => {
    if (from >= 0 || !node.isText) return from < 0;
    const at = node.text!.indexOf(text);
    if (at >= 0) from = pos + at;
    return false;
  });
  act(() => {
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, from, from + text.length)));
  });
}

// A whole screen in jsdom, driven by user-event: slower than a unit test.
jest.setTimeout(30_000);

afterEach(() => {
  localStorage.clear();
  mockControllers.length = 0;
});

describe('the editor screen', () => {
  it('loads the document with its title, content, word count and save state', async () => {
    setup();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Email marketing');
    expect(editorView().state.doc.textContent).toContain('It is direct.');
    expect(screen.getByTestId('word-count')).toHaveTextContent('7 words');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
    expect(screen.getByText('Variant 1 of 1')).toBeInTheDocument();
  });

  it('runs an AI operation on the selection: cost first, streamed suggestion, accept, then save', async () => {
    const { user, calls, stored, toasts } = setup();
    await screen.findByRole('textbox', { name: 'Title' });
    selectText('It is direct.');
    await user.click(screen.getByRole('button', { name: /AI/ }));
    const panel = screen.getByTestId('ai-panel');
    await user.click(within(panel).getByRole('button', { name: /^Expand/ }));
    expect(within(panel).getByTestId('ai-cost')).toHaveTextContent('about 48 credits');
    expect(within(panel).getByText(/4,200 left/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Run Expand' }));
    expect(await within(panel).findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(panel).getByTestId('ai-provider-label')).toHaveTextContent('offline writer');
    expect(calls.find((c) => c.route === 'STREAM /api/generate')?.body).toEqual({
      operation: 'expand',
      text: 'It is direct.',
    });
    expect(screen.getByTestId('ai-suggestion')).toHaveTextContent(
      'It reaches your readers directly, every time.',
    );
    expect(editorView().state.doc.textContent).toContain('It is direct.');

    await user.click(within(panel).getByRole('button', { name: 'Accept' }));
    expect(editorView().state.doc.textContent).toContain('It reaches your readers directly, every time.');
    expect(editorView().state.doc.textContent).not.toContain('It is direct.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.route === 'PUT /api/collections/c1')).toBe(true));
    expect(stored().posts[0]?.content[0]?.value).toContain('It reaches your readers directly, every time.');
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(/Saved at/));
    expect(toasts.getSnapshot().map((t) => t.message)).toContain('Your changes are saved.');
  });

  it('adds, browses and deletes content variants', async () => {
    const { user, toasts } = setup();
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(screen.getByRole('button', { name: 'New variant' }));
    expect(screen.getByText('Variant 1 of 2')).toBeInTheDocument();
    expect(editorView().state.doc.textContent).toBe('');
    // SPEC §4 puts the empty variant first: the editor says where the text went.
    expect(toasts.getSnapshot().map((t) => t.message)).toContainEqual(
      expect.stringMatching(/new, empty variant \(1 of 2\)\. Your text is variant 2/),
    );
    await user.click(screen.getByRole('button', { name: 'Next variant' }));
    expect(screen.getByText('Variant 2 of 2')).toBeInTheDocument();
    expect(editorView().state.doc.textContent).toContain('It is direct.');
    await user.click(screen.getByRole('button', { name: 'Next variant' }));
    expect(screen.getByText('Variant 1 of 2')).toBeInTheDocument();
    // Deleting asks first; Cancel keeps both.
    await user.click(screen.getByRole('button', { name: 'Delete variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete variant 1 of 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Variant 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete variant' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete variant 1 of 2?' })).getByRole('button', {
        name: 'Delete variant',
      }),
    );
    expect(screen.getByText('Variant 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete variant' })).toBeDisabled();
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
  });

  it('imports a Markdown file only when asked, saving the text it replaces first', async () => {
    const { user, calls, stored } = setup();
    await screen.findByRole('textbox', { name: 'Title' });
    // An unsaved edit: the import must save it (a revision) before it replaces it.
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Email marketing, edited');
    const file = new File(['# Imported\n\nFrom a file.'], 'notes.md', { type: 'text/markdown' });
    await user.upload(screen.getByTestId('markdown-import'), file);
    const dialog = await screen.findByRole('dialog', { name: 'Replace this variant with notes.md?' });
    expect(dialog).toHaveTextContent(/saved first and kept in the document's history/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(editorView().state.doc.textContent).toContain('It is direct.');
    expect(calls.filter((c) => c.route === 'PUT /api/collections/c1')).toHaveLength(0);

    await user.upload(screen.getByTestId('markdown-import'), file);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Replace this variant with notes.md?' })).getByRole(
        'button',
        { name: 'Replace with the file' },
      ),
    );
    await waitFor(() => expect(editorView().state.doc.textContent).toContain('From a file.'));
    // The edit was saved before the file replaced the text.
    const saves = calls.filter((c) => c.route === 'PUT /api/collections/c1');
    expect(saves.length).toBeGreaterThanOrEqual(1);
    const firstSave = saves[0]?.body as { title: string; posts: { content: { value: string }[] }[] };
    expect(firstSave.posts[0]?.content[0]?.value).toContain('It is direct.');
    expect(stored().title).toBe('Email marketing, edited');
  });

  it('shows the history, what changed since a version word by word, and restores it', async () => {
    const older = {
      id: 'r1',
      postId: 'p1',
      reason: 'save',
      restoredFrom: null,
      title: 'Email marketing',
      words: 4,
      createdBy: 'u1',
      createdAt: '2026-04-30T09:00:00.000Z',
    };
    const newer = { ...older, id: 'r2', words: 7, createdAt: '2026-05-01T10:00:00.000Z' };
    const restored: string[] = [];
    const { user, toasts } = setup(undefined, (store) => ({
      'GET /api/posts/p1/revisions': () => ({ data: [newer, older], total: 2, offset: 0, limit: 50 }),
      'GET /api/posts/p1/revisions/r1': () => ({
        ...older,
        content: [{ value: '<p>Email works.</p>' }],
        selectedContentIndex: 0,
        metaTitle: '',
        metaDescription: '',
        slug: '',
        diff: {
          title: {
            ops: [{ type: 'equal', text: 'Email marketing' }],
            added: 0,
            removed: 0,
            truncated: false,
          },
          content: {
            ops: [
              { type: 'equal', text: 'Email works.' },
              { type: 'insert', text: 'It is direct.' },
            ],
            added: 3,
            removed: 0,
            truncated: false,
          },
        },
      }),
      'POST /api/posts/p1/revisions/r1/restore': () => {
        restored.push('r1');
        store.set(collection('<p>Email works.</p>'));
        return {};
      },
    }));
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'History…' }));
    const drawer = await screen.findByRole('dialog', { name: 'History' });
    const versions = within(drawer).getByRole('list', { name: 'Saved versions' });
    expect(within(versions).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(drawer).getByRole('button', { name: /^Apr 30 .*4 words/ }));
    expect(await within(drawer).findByTestId('revision-diff')).toHaveTextContent(
      'Email works. It is direct.',
    );
    expect(within(drawer).getByText('It is direct.').tagName).toBe('INS');
    await user.click(within(drawer).getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(editorView().state.doc.textContent).toBe('Email works.'));
    expect(restored).toEqual(['r1']);
    const toast = toasts.getSnapshot().find((t) => t.title === 'Restored');
    expect(toast?.action?.label).toBe('Undo');
  });

  it('undoes and redoes a change to the document', async () => {
    const { user } = setup();
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(screen.getByRole('button', { name: 'New variant' }));
    await user.click(screen.getByRole('button', { name: 'Undo document change' }));
    expect(screen.getByText('Variant 1 of 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Redo document change' }));
    expect(screen.getByText('Variant 1 of 2')).toBeInTheDocument();
  });

  it('updates the meta description and its length meter as soon as an AI result is accepted', async () => {
    const description =
      'Email marketing reaches readers directly: build a list, write for it and measure what works.';
    const { user } = setup(undefined, undefined, () => [
      { event: 'meta', data: JSON.stringify({ label: 'offline writer', estimate: 40, output: 'text' }) },
      { event: 'delta', data: JSON.stringify({ text: description }) },
      {
        event: 'done',
        data: JSON.stringify({ output: description, words: 14, credits: 14, aborted: false }),
      },
    ]);
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(screen.getByRole('button', { name: 'SEO' }));
    const meter = () => screen.getByRole('progressbar', { name: 'Meta description length' });
    expect(meter()).toHaveAttribute('aria-valuetext', '0 of 160 characters');
    await user.click(screen.getByRole('button', { name: 'Write meta description with AI' }));
    const panel = await screen.findByTestId('ai-panel');
    await user.click(within(panel).getByRole('button', { name: /^Run / }));
    await user.click(await within(panel).findByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('textbox', { name: /Meta description/ })).toHaveValue(description);
    expect(meter()).toHaveAttribute('aria-valuetext', `${description.length} of 160 characters`);
  });

  it('opens the keyword explorer on the text and takes the chosen keywords as focus keyword and tags', async () => {
    const { user, popups } = setup();
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(screen.getByRole('button', { name: 'SEO' }));
    await user.click(screen.getByRole('button', { name: 'Explore keywords…' }));
    expect(popups.open).toHaveBeenCalledWith(
      'keyword-explorer',
      expect.objectContaining({ text: expect.stringContaining('Email works. It is direct.') }),
    );
    const { onInsert } = (popups.open as jest.Mock).mock.calls[0][1] as { onInsert: (k: string[]) => void };
    act(() => onInsert(['email marketing', 'email list']));
    expect(screen.getByRole('textbox', { name: 'Focus keyword' })).toHaveValue('email marketing');
    expect(screen.getByText('email list')).toBeInTheDocument();
  });

  it('submits the saved post’s published addresses for indexing from the More menu', async () => {
    const { user, popups } = setup();
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Submit for indexing…' }));
    expect(popups.open).toHaveBeenCalledWith('indexer', { postId: 'p1' });
  });

  it('says how the header’s Undo differs from Ctrl+Z in the text', async () => {
    setup();
    await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByRole('button', { name: 'Undo document change' })).toHaveAccessibleDescription(
      /whole|document: a burst of typing, a field, a variant or an AI edit\. In the text, Ctrl\+Z undoes typing step by step\./,
    );
    expect(screen.getByRole('button', { name: 'Redo document change' })).toHaveAccessibleDescription(
      /Ctrl\+Shift\+Z redoes typing/,
    );
  });

  it('keeps unsaved changes in a local draft that a reload restores', async () => {
    const first = setup();
    await screen.findByRole('textbox', { name: 'Title' });
    await first.user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await first.user.type(screen.getByRole('textbox', { name: 'Title' }), 'A better title');
    await waitFor(() => expect(localStorage.length).toBe(1), { timeout: 2000 });
    first.unmount();

    setup();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('A better title');
    expect(screen.getByText(/Unsaved changes restored/)).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
  });
});
