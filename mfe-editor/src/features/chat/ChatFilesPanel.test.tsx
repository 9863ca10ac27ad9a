import type { FileView } from '@inkpress/shared-core';
import { fileView } from '@inkpress/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { fakeShell, renderScreen } from '../test/fakeShell';
import { ChatFilesPanel } from './ChatFilesPanel';
import { type ChatApiPort, ChatStore } from './ChatStore';

jest.setTimeout(30_000);

const embedding = (
  state: 'indexing' | 'ready' | 'failed',
  fields: Partial<NonNullable<FileView['embedding']>> = {},
) => ({
  state,
  done: state === 'ready' ? 8 : 3,
  total: 8,
  attempt: 1,
  maxAttempts: 4,
  error: state === 'failed' ? 'The AI service could not answer: embeddings are off.' : null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

function setup() {
  const files: FileView[] = [
    fileView({
      id: 'f1',
      name: 'manual.pdf',
      kind: 'pdf',
      type: 'chat-file-upload',
      embedding: embedding('indexing'),
    }),
    fileView({ id: 'f2', name: 'prices.txt', type: 'chat-file-upload', embedding: embedding('ready') }),
    fileView({ id: 'f3', name: 'warranty.txt', type: 'chat-file-upload', embedding: embedding('failed') }),
  ];
  const retried: string[] = [];
  const unused = async () => {
    throw new Error('not used here');
  };
  const api: ChatApiPort = {
    listChats: unused,
    getChat: unused,
    saveChat: unused,
    renameChat: unused,
    deleteChat: unused,
    listFiles: async () => files,
    uploadFile: unused,
    addText: unused,
    deleteFile: unused,
    retryFile: async (id) => {
      retried.push(id);
      const again = fileView({
        ...files.find((f) => f.id === id),
        embedding: embedding('indexing', { done: 0, attempt: 0 }),
      });
      files.splice(
        files.findIndex((f) => f.id === id),
        1,
        again,
      );
      return again;
    },
    ask: unused,
    firstTimeWithFile: async () => false,
  };
  const store = new ChatStore(api);
  const { shell } = fakeShell({});
  const view = renderScreen(<ChatFilesPanel store={store} />, { route: '/chat', path: '/chat', shell });
  return { ...view, store, retried };
}

describe('the chat files list: embedding states', () => {
  it('shows each file indexing with its progress, ready, or failed with the reason and a Retry', async () => {
    const { store } = setup();
    await act(() => store.loadFiles());
    const items = await screen.findAllByTestId('file-item');
    expect(items).toHaveLength(3);
    const [indexing, ready, failed] = items as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(indexing).getByTestId('file-embedding')).toHaveAttribute('data-state', 'indexing');
    const bar = within(indexing).getByRole('progressbar', { name: 'Indexing manual.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '8');
    expect(indexing).toHaveTextContent('3 of 8 passages');
    expect(within(indexing).queryByRole('button', { name: /Retry/ })).toBeNull();

    expect(within(ready).getByTestId('file-embedding')).toHaveAttribute('data-state', 'ready');
    expect(ready).toHaveTextContent('Ready');

    expect(within(failed).getByTestId('file-embedding')).toHaveAttribute('data-state', 'failed');
    expect(failed).toHaveTextContent('Indexing failed');
    expect(failed).toHaveTextContent('embeddings are off');
    expect(failed).toHaveTextContent('Still found by its words.');
  });

  it('Retry sends the retry and shows the file indexing again', async () => {
    const { store, user, retried } = setup();
    await act(() => store.loadFiles());
    const failed = (await screen.findAllByTestId('file-item'))[2] as HTMLElement;
    await user.click(within(failed).getByRole('button', { name: 'Retry indexing warranty.txt' }));
    expect(retried).toEqual(['f3']);
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('file-item')[2] as HTMLElement).getByTestId('file-embedding'),
      ).toHaveAttribute('data-state', 'indexing'),
    );
    expect(store.indexing).toBe(true);
  });

  it('shows nothing of embeddings for a file searched by its words only (the offline writer)', async () => {
    const { store } = setup();
    await act(() => store.loadFiles());
    act(() =>
      runInAction(() => {
        store.files = [fileView({ id: 'f9', name: 'notes.txt', embedding: null })];
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('file-item')).toHaveLength(1));
    expect(screen.queryByTestId('file-embedding')).toBeNull();
  });
});
