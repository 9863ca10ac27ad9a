import { ApiError } from '@inkpress/shared-core';
import { fakeApiClient } from '@inkpress/shared-ui/testing';
import { SCRATCH_STORAGE_KEY, ScratchStore, scratchOperations, type TextRange } from './ScratchStore';

const sse = (event: string, data: unknown) => ({ event, data: JSON.stringify(data) });
const operation = (id: string) => {
  const found = scratchOperations.find((o) => o.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};
const whole = (text: string): TextRange => ({ from: 0, to: text.length + 2, text, whole: true });

/** A Storage in memory, as the browser's localStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the AI text editor’s text', () => {
  it('is kept in the browser and comes back on the next visit', () => {
    const storage = memoryStorage();
    const first = new ScratchStore(fakeApiClient({}).client, storage);
    first.setTitle('Bread notes');
    first.setHtml('<p>Knead for ten minutes.</p>');
    const again = new ScratchStore(fakeApiClient({}).client, storage);
    expect(again.title).toBe('Bread notes');
    expect(again.html).toBe('<p>Knead for ten minutes.</p>');
    expect(again.hasText).toBe(true);
  });

  it('starts empty when the stored copy is unreadable', () => {
    const store = new ScratchStore(
      fakeApiClient({}).client,
      memoryStorage({ [SCRATCH_STORAGE_KEY]: '{broken' }),
    );
    expect(store.html).toBe('');
    expect(store.hasText).toBe(false);
  });
});

describe('an AI action', () => {
  it('fixes grammar with the library tool and suggests the fixed text', async () => {
    const fake = fakeApiClient({
      'POST /api/tools/grammar-checker': () => ({ result: { issues: [], fixed: 'This is fine.', words: 3 } }),
    });
    const store = new ScratchStore(fake.client, memoryStorage());
    await store.run(operation('grammar'), whole('This are fine.'));
    expect(fake.calls[0]?.body).toMatchObject({ text: 'This are fine.' });
    expect(store.suggestion).toMatchObject({ text: 'This is fine.', range: { whole: true } });
    expect(store.running).toBe(false);
  });

  it('streams a writing tool’s text, says who wrote it and what it cost', async () => {
    const fake = fakeApiClient(
      {},
      {
        '/api/tools/paraphrasing-tool': () => [
          sse('meta', { label: 'offline writer' }),
          sse('delta', { text: 'Work the dough ' }),
          sse('delta', { text: 'for ten minutes.' }),
          sse('done', { credits: 12, output: 'Work the dough for ten minutes.' }),
        ],
      },
    );
    const store = new ScratchStore(fake.client, memoryStorage());
    await store.run(operation('paraphrase'), {
      from: 3,
      to: 30,
      text: 'Knead for ten minutes.',
      whole: false,
    });
    expect(fake.calls[0]).toMatchObject({
      route: 'STREAM /api/tools/paraphrasing-tool',
      body: { text: 'Knead for ten minutes.', tone: 'professional', language: 'en-US' },
    });
    expect(store.writer).toBe('offline writer');
    expect(store.credits).toBe(12);
    expect(store.suggestion).toEqual({
      operation: operation('paraphrase'),
      range: { from: 3, to: 30, text: 'Knead for ten minutes.', whole: false },
      text: 'Work the dough for ten minutes.',
    });
    expect(store.take()?.text).toBe('Work the dough for ten minutes.');
    expect(store.suggestion).toBeNull();
  });

  it('shows the error event of a stream and suggests nothing', async () => {
    const fake = fakeApiClient(
      {},
      {
        '/api/tools/text-expander': () => [
          sse('delta', { text: 'Half' }),
          sse('error', {
            status: 502,
            code: 'AiProviderError',
            message: 'The AI service failed. You were not charged.',
          }),
        ],
      },
    );
    const store = new ScratchStore(fake.client, memoryStorage());
    await store.run(operation('expand'), whole('Bread.'));
    expect(store.error).toBe('The AI service failed. You were not charged.');
    expect(store.suggestion).toBeNull();
  });

  it('offers sign-up when a visitor’s daily quota is used up', async () => {
    const fake = fakeApiClient(
      {},
      {
        '/api/tools/text-simplifier': () => {
          throw new ApiError({
            status: 429,
            code: 'RateLimitError',
            message: 'You have used today’s free runs.',
            data: {
              reason: 'free-tool-quota',
              group: 'rewriting',
              limit: 10,
              resetsAt: '2026-11-29T00:00:00.000Z',
              retryAfter: 3600,
            },
          });
        },
      },
    );
    const store = new ScratchStore(fake.client, memoryStorage());
    await store.run(operation('simplify'), whole('A long and winding sentence.'));
    expect(store.quotaReached).toBe(true);
    expect(store.error).toBe('You have used today’s free runs.');
  });

  it('says a burst of requests is too many, without offering sign-up for it', async () => {
    const fake = fakeApiClient(
      {},
      {
        '/api/tools/text-simplifier': () => {
          throw new ApiError({
            status: 429,
            code: 'RateLimitError',
            message: 'Too many requests. Try again in a minute.',
            data: { retryAfter: 60, limit: 30 },
          });
        },
      },
    );
    const store = new ScratchStore(fake.client, memoryStorage());
    await store.run(operation('simplify'), whole('A long and winding sentence.'));
    expect(store.quotaReached).toBe(false);
    expect(store.error).toBe('Too many requests. Try again in a minute.');
  });

  it('refuses empty text and text over the tool’s limit before calling anything', async () => {
    const fake = fakeApiClient({});
    const store = new ScratchStore(fake.client, memoryStorage());
    await store.run(operation('paraphrase'), whole('   '));
    expect(store.error).toBe('Write or select some text first.');
    await store.run(operation('paraphrase'), whole('word '.repeat(2000)));
    expect(store.error).toMatch(/up to 5,000 characters at a time: select a part of the text/);
    expect(fake.calls).toEqual([]);
  });
});

describe('saving', () => {
  it('turns the text into a document and forgets the browser’s copy', async () => {
    const storage = memoryStorage();
    const fake = fakeApiClient({ 'POST /api/collections': () => ({ id: 'c1' }) });
    const store = new ScratchStore(fake.client, storage);
    store.setHtml('<p>Knead the dough for ten minutes, then let it rest.</p>');
    expect(await store.save()).toBe('/dashboard/collections/c1');
    const title = 'Knead the dough for ten minutes, then let…';
    expect(fake.calls[0]?.body).toEqual({
      title,
      posts: [{ title, content: [{ value: '<p>Knead the dough for ten minutes, then let it rest.</p>' }] }],
    });
    expect(storage.getItem(SCRATCH_STORAGE_KEY)).toBeNull();
    expect(store.hasText).toBe(false);
  });

  it('keeps the text when saving fails, with the reason', async () => {
    const storage = memoryStorage();
    const fake = fakeApiClient({
      'POST /api/collections': () => {
        throw new ApiError({
          status: 503,
          code: 'ServiceUnavailable',
          message: 'The database is not reachable.',
        });
      },
    });
    const store = new ScratchStore(fake.client, storage);
    store.setTitle('Bread');
    store.setHtml('<p>Rest the dough.</p>');
    expect(await store.save()).toBeNull();
    expect(store.error).toBe('The database is not reachable.');
    expect(store.html).toBe('<p>Rest the dough.</p>');
    expect(storage.getItem(SCRATCH_STORAGE_KEY)).toContain('Rest the dough.');
  });
});
