import type { ChatCitation, ChatView, FileView } from '@inkpress/shared-core';
import { type ChatApiPort, ChatStore } from './ChatStore';
import type { AnswerHandlers, AskInput } from './chatApi';

const citation: ChatCitation = {
  n: 1,
  sourceId: 'f1',
  name: 'manual.pdf',
  chunk: 0,
  text: 'Descale every 60 days.',
};

const file = (id: string, name = `${id}.pdf`): FileView => ({
  id,
  name,
  type: 'chat-file-upload',
  kind: 'pdf',
  url: null,
  size: 10,
  words: 4,
  chunks: 1,
  embedding: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function fakeApi(overrides: Partial<ChatApiPort> = {}) {
  const asked: AskInput[] = [];
  const saved: unknown[] = [];
  const api: ChatApiPort = {
    listChats: async () => ({ data: [], total: 0, offset: 0, limit: 50 }),
    getChat: async (id) => ({ ...view(id, []) }),
    saveChat: async (body) => {
      saved.push(body);
      return view(body.id ?? 'c1', body.messages as ChatView['messages']);
    },
    renameChat: async (id, title) => ({ ...view(id, []), title }),
    deleteChat: async () => ({}),
    listFiles: async () => [file('f1', 'manual.pdf')],
    uploadFile: async (_blob, name) => file('f2', name),
    addText: async () => file('f3', 'page'),
    deleteFile: async () => ({}),
    retryFile: async (id) => file(id),
    firstTimeWithFile: async () => false,
    ask: async (input: AskInput, handlers: AnswerHandlers) => {
      asked.push(input);
      handlers.onSources?.([citation]);
      handlers.onMeta?.({ label: 'offline writer', provider: 'offline', estimate: 800 });
      handlers.onDelta?.('From your files: Descale every 60 days. [1]');
      return {
        text: 'From your files: Descale every 60 days. [1]',
        citations: [citation],
        label: 'offline writer',
        credits: 8,
        stopped: false,
      };
    },
    ...overrides,
  };
  return { api, asked, saved };
}

function view(id: string, messages: ChatView['messages']): ChatView {
  return {
    id,
    title: 'How often to descale?',
    preview: '',
    messageCount: messages.length,
    sourceIds: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    withEmbedding: false,
    messages,
  };
}

describe('ChatStore', () => {
  it('asks with the brand voice and persona the picker holds, and without them when none is chosen', async () => {
    const { api, asked } = fakeApi();
    const voice = { request: {} as { style?: string; persona?: string } };
    const store = new ChatStore(api, voice);
    await store.send('Hello');
    voice.request = { style: 'a'.repeat(24), persona: 'b'.repeat(24) };
    await store.send('Again');
    expect(asked[0]).toEqual({ messages: [{ role: 'user', content: 'Hello' }], sourceIds: undefined });
    expect(asked[1]).toMatchObject({ style: 'a'.repeat(24), persona: 'b'.repeat(24) });
  });

  it('sends the question with the chosen files, streams the cited answer, saves the thread and counts the cost', async () => {
    const { api, asked, saved } = fakeApi();
    const store = new ChatStore(api);
    await store.loadFiles();
    store.toggleFile('f1');
    await store.send('How often to descale?');
    expect(asked[0]).toEqual({
      messages: [{ role: 'user', content: 'How often to descale?' }],
      sourceIds: ['f1'],
    });
    expect(store.messages[1]).toMatchObject({
      role: 'assistant',
      content: 'From your files: Descale every 60 days. [1]',
      citations: [citation],
      label: 'offline writer',
      pending: false,
    });
    expect(store.writer).toBe('offline writer');
    expect(store.spent).toBe(8);
    expect(saved).toHaveLength(1);
    expect(store.currentId).toBe('c1');
    expect(store.conversations.map((c) => c.id)).toEqual(['c1']);
  });

  it('regenerates the last answer from the same question', async () => {
    const { api, asked } = fakeApi();
    const store = new ChatStore(api);
    await store.send('Hello');
    await store.regenerate();
    expect(asked).toHaveLength(2);
    expect(asked[1]?.messages).toEqual([{ role: 'user', content: 'Hello' }]);
    expect(store.messages).toHaveLength(2);
  });

  it('stops the answer: the written part stays, marked stopped', async () => {
    let release: () => void = () => undefined;
    const { api } = fakeApi({
      ask: (_input, handlers, signal) =>
        new Promise((resolve) => {
          handlers.onDelta?.('Half an');
          release = () =>
            resolve({ text: 'Half an', citations: [], label: 'offline writer', credits: 2, stopped: true });
          signal?.addEventListener('abort', () => release());
        }),
    });
    const store = new ChatStore(api);
    const sending = store.send('Tell me everything');
    expect(store.streaming).toBe(true);
    store.stop();
    await sending;
    expect(store.streaming).toBe(false);
    expect(store.messages[1]).toMatchObject({ content: 'Half an', stopped: true });
  });

  it('keeps the question and drops the empty answer when the call fails', async () => {
    const { api } = fakeApi({
      ask: async () => {
        throw new Error('Not enough credits');
      },
    });
    const store = new ChatStore(api);
    await expect(store.send('Hello')).rejects.toThrow('Not enough credits');
    expect(store.messages).toEqual([{ role: 'user', content: 'Hello', citations: [] }]);
    expect(store.streaming).toBe(false);
  });

  it('chooses an uploaded file and forgets a deleted one', async () => {
    const { api } = fakeApi();
    const store = new ChatStore(api);
    await store.upload([new File(['x'], 'notes.pdf')]);
    expect(store.files[0]?.name).toBe('notes.pdf');
    expect(store.selected.has('f2')).toBe(true);
    await store.deleteFile('f2');
    expect(store.selected.has('f2')).toBe(false);
    expect(store.files.map((f) => f.id)).not.toContain('f2');
  });
  it('shows the first-time guide until the first answer from a file, then tells the server once', async () => {
    const { api, saved } = fakeApi({ firstTimeWithFile: async () => true });
    const store = new ChatStore(api);
    await store.loadFiles();
    await store.loadGuide();
    expect(store.showGuide).toBe(true);
    store.toggleFile('f1');
    await store.send('How often do I descale?');
    expect(saved.at(-1)).toMatchObject({ firstTimeChatWithFile: true, sourceIds: ['f1'] });
    expect(store.showGuide).toBe(false);
    await store.send('And the filter?');
    expect(saved.at(-1)).not.toHaveProperty('firstTimeChatWithFile');

    const seen = new ChatStore(fakeApi().api);
    await seen.loadGuide();
    expect(seen.showGuide).toBe(false);
    const closed = new ChatStore(fakeApi({ firstTimeWithFile: async () => true }).api);
    await closed.loadGuide();
    closed.dismissGuide();
    expect(closed.showGuide).toBe(false);
  });
});

describe('embedding states of the files', () => {
  const embedding = (
    state: 'indexing' | 'ready' | 'failed',
    fields: Partial<FileView['embedding']> = {},
  ) => ({
    state,
    done: state === 'ready' ? 4 : 1,
    total: 4,
    attempt: 1,
    maxAttempts: 4,
    error: state === 'failed' ? 'The AI service could not answer.' : null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  });
  const withState = (id: string, state: 'indexing' | 'ready' | 'failed'): FileView => ({
    ...file(id),
    embedding: embedding(state),
  });

  it('re-reads the files while one is indexing, and stops once none is', async () => {
    const answers = [
      [withState('f1', 'indexing'), withState('f2', 'ready')],
      [withState('f1', 'indexing'), withState('f2', 'ready')],
      [withState('f1', 'ready'), withState('f2', 'ready')],
    ];
    let reads = 0;
    const { api } = fakeApi({
      listFiles: async () => answers[Math.min(reads++, answers.length - 1)] as FileView[],
    });
    const store = new ChatStore(api);
    await store.loadFiles();
    expect(store.indexing).toBe(true);
    const waits: number[] = [];
    await store.pollWhileIndexing(new AbortController().signal, 2000, async (ms) => {
      waits.push(ms);
    });
    expect(store.indexing).toBe(false);
    expect(store.files[0]?.embedding?.state).toBe('ready');
    expect(reads).toBe(3);
    expect(waits).toEqual([2000, 2000]);
  });

  it('keeps polling through a failed read, and stops when aborted', async () => {
    let reads = 0;
    const { api } = fakeApi({
      listFiles: async () => {
        reads += 1;
        if (reads === 2) throw new Error('offline');
        return [withState('f1', 'indexing')];
      },
    });
    const store = new ChatStore(api);
    await store.loadFiles();
    const controller = new AbortController();
    await store.pollWhileIndexing(controller.signal, 10, async () => {
      if (reads >= 4) controller.abort();
    });
    expect(reads).toBe(4);
    expect(store.files[0]?.embedding?.state).toBe('indexing');
  });

  it('retries a failed file: it shows as indexing again', async () => {
    const retried: string[] = [];
    const { api } = fakeApi({
      listFiles: async () => [withState('f1', 'failed'), withState('f2', 'ready')],
      retryFile: async (id) => {
        retried.push(id);
        return { ...file(id), embedding: embedding('indexing', { done: 0, attempt: 0 }) };
      },
    });
    const store = new ChatStore(api);
    await store.loadFiles();
    expect(store.indexing).toBe(false);
    await store.retryEmbedding('f1');
    expect(retried).toEqual(['f1']);
    expect(store.files.map((f) => f.embedding?.state)).toEqual(['indexing', 'ready']);
    expect(store.indexing).toBe(true);
  });
});
