import { ApiError } from '@inkpress/shared-core';
import { fakeApiClient } from '@inkpress/shared-ui/testing';
import { ArtStore } from './ArtStore';
import { FREE_CHAT_KEY, FreeChatStore } from './FreeChatStore';
import { createFreeApi } from './freeApi';
import { MusicStore } from './MusicStore';
import { RestorerStore } from './RestorerStore';

const sse = (event: string, data: unknown) => ({ event, data: JSON.stringify(data) });
const quota = (page: string, remaining: number, limit = 3) => ({
  page,
  limit,
  remaining,
  resetsAt: '2026-11-26T00:00:00.000Z',
});
/** A visitor's used-up daily quota of a page, as the API answers it (429 RateLimitError, issue 13). */
const usedUp = (page: string, message: string, limit = 3) =>
  new ApiError({
    status: 429,
    code: 'RateLimitError',
    message,
    data: { reason: 'free-page-quota', page, limit, resetsAt: '2026-11-26T00:00:00.000Z', retryAfter: 3600 },
  });
const limited = (message: string) => () => {
  throw usedUp('art', message);
};

/** A Storage in memory. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('the /art page', () => {
  it('draws a visitor’s image inline and counts down the quota; at the limit it invites to sign up', async () => {
    const fake = fakeApiClient({
      'POST /api/free/art': (body) => ({
        image: { url: 'data:image/png;base64,AAAA', contentType: 'image/png', width: 256, height: 256 },
        prompt: (body as { prompt: string }).prompt,
        size: '256x256',
        style: 'natural',
        label: 'offline image',
        quota: quota('art', 2),
      }),
    });
    const store = new ArtStore(createFreeApi(fake.client), false);
    expect(store.canGenerate).toBe(false);
    store.setForm({ prompt: ' A fox in snow ', size: '256x256' });
    await store.generate();
    expect(fake.calls[0]).toEqual({
      route: 'POST /api/free/art',
      body: { prompt: 'A fox in snow', size: '256x256', style: 'natural' },
    });
    expect(store.images[0]).toMatchObject({
      src: 'data:image/png;base64,AAAA',
      download: 'data:image/png;base64,AAAA',
      fileName: 'a-fox-in-snow.png',
      label: 'offline image',
    });
    expect(store.quota?.remaining).toBe(2);

    const refused = new ArtStore(
      createFreeApi(
        fakeApiClient({ 'POST /api/free/art': limited('You have used today’s 3 free images.') }).client,
      ),
      false,
    );
    refused.setForm({ prompt: 'A fox' });
    await refused.generate();
    expect(refused).toMatchObject({ limitReached: true, error: 'You have used today’s 3 free images.' });
    // The page shows none left, and when the quota comes back (from the refusal's data).
    expect(refused.quota).toEqual({
      page: 'art',
      limit: 3,
      remaining: 0,
      resetsAt: '2026-11-26T00:00:00.000Z',
    });
    expect(refused.canGenerate).toBe(false);

    // Too many requests in a short time is not the day's quota: the visitor may try again.
    const hurried = new ArtStore(
      createFreeApi(
        fakeApiClient({
          'POST /api/free/art': () => {
            throw new ApiError({
              status: 429,
              code: 'RateLimitError',
              message: 'Slow down.',
              data: { retryAfter: 5 },
            });
          },
        }).client,
      ),
      false,
    );
    hurried.setForm({ prompt: 'A fox' });
    await hurried.generate();
    expect(hurried).toMatchObject({ limitReached: false, error: 'Slow down.' });
    expect(hurried.canGenerate).toBe(true);
  });

  it('loads the sample gallery, and "Try this prompt" fills the try-it box with its prompt, size and style', async () => {
    const sample = {
      id: 'night-mountains',
      prompt: 'Snowy mountains under a starry night sky',
      size: '1024x1792',
      style: 'vivid',
      label: 'offline image',
      url: '/api/free/art/samples/night-mountains',
      width: 1024,
      height: 1792,
      contentType: 'image/webp',
    };
    let fail = true;
    const fake = fakeApiClient({
      'GET /api/free/art/samples': () => {
        if (fail) throw new ApiError({ status: 500, code: 'InternalError', message: 'Down' });
        return [sample];
      },
    });
    const store = new ArtStore(createFreeApi(fake.client), false);
    await store.loadSamples();
    expect(store).toMatchObject({ samples: null, samplesFailed: true });
    fail = false;
    await store.loadSamples();
    expect(store.samplesFailed).toBe(false);
    expect(store.samples).toEqual([sample]);
    store.setForm({ prompt: 'Mine' });
    store.tryPrompt(store.samples![0]!);
    expect(store).toMatchObject({ prompt: sample.prompt, size: '1024x1792', style: 'vivid' });
    expect(store.canGenerate).toBe(true);
    // A list the schema refuses (a size outside SPEC §9) is a failure, not a broken gallery.
    const bad = new ArtStore(
      createFreeApi(
        fakeApiClient({ 'GET /api/free/art/samples': () => [{ ...sample, size: '10x10' }] }).client,
      ),
      false,
    );
    await bad.loadSamples();
    expect(bad).toMatchObject({ samples: null, samplesFailed: true });
  });

  it('charges a signed-in user’s image to the plan through the gallery call', async () => {
    const file = {
      id: 'a'.repeat(24),
      kind: 'ai-image',
      name: 'A fox',
      contentType: 'image/png',
      bytes: 10,
      width: 512,
      height: 512,
      url: '/api/media/aaaaaaaaaaaaaaaaaaaaaaaa/content',
      prompt: 'A fox',
      size: '512x512',
      style: 'natural',
      label: 'offline image',
      sourceId: null,
      createdAt: '2026-11-25T00:00:00.000Z',
    };
    const fake = fakeApiClient({
      'POST /api/image/generate': () => ({ images: [file], charged: 1, label: 'offline image' }),
    });
    const store = new ArtStore(createFreeApi(fake.client), true);
    store.setForm({ prompt: 'A fox', size: '512x512' });
    await store.generate();
    expect(fake.calls.map((c) => c.route)).toEqual(['POST /api/image/generate']);
    expect(store.images[0]).toMatchObject({ src: file.url, download: `${file.url}?download=1` });
  });
});

describe('the /image-restorer page', () => {
  const urls = { createObjectURL: () => 'blob:photo', revokeObjectURL: jest.fn() };

  it('refuses a visitor’s file over 5 MB before sending it, and restores a photo, shown and downloaded from its signed link', async () => {
    const fake = fakeApiClient({
      'POST /api/free/restore': () => ({
        image: {
          url: '/api/free/restore/0123456789abcdef0123456789abcdef.png?expires=1&signature=s',
          contentType: 'image/png',
          width: 400,
          height: 300,
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        },
        source: { width: 200, height: 150 },
        metrics: { sharpnessBefore: 10, sharpnessAfter: 40, scale: 2 },
        quota: quota('restorer', 2),
      }),
    });
    const store = new RestorerStore(createFreeApi(fake.client), false, urls);
    store.choose(new File([new Uint8Array(6 * 1024 * 1024)], 'big.png'));
    expect(store.error).toMatch(/up to 5 MB/);
    expect(store.canRestore).toBe(false);
    store.choose(new File([new Uint8Array(10)], 'old photo.png'));
    await store.restore();
    expect(fake.calls).toHaveLength(1);
    expect(store.result).toMatchObject({
      before: 'blob:photo',
      after: '/api/free/restore/0123456789abcdef0123456789abcdef.png?expires=1&signature=s',
      download: '/api/free/restore/0123456789abcdef0123456789abcdef.png?expires=1&signature=s',
      fileName: 'old-photo-restored-x2.png',
      width: 400,
    });
    // The page says until when it can be downloaded.
    expect(store.links.expiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect(store.links.expired).toBe(false);
    store.dispose();
    expect(store.links.expiresAt).toBeNull();
    expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:photo');
  });
});

describe('the music generator', () => {
  it('follows a visitor’s job until its links are ready, and a signed-in user’s until its files are', async () => {
    const plan = { mode: 'major', key: 'C', tempo: 120, seconds: 10, sound: 'piano', drums: true };
    const link = (ext: string) => ({
      url: `/api/free/music/${'a'.repeat(32)}.${ext}?expires=1&signature=s`,
      expiresAt: '2026-11-25T00:15:00.000Z',
    });
    const visitorJob = (status: string, remaining: number) => ({
      id: 'e'.repeat(24),
      status,
      prompt: 'happy piano',
      wav: status === 'succeeded' ? link('wav') : null,
      midi: status === 'succeeded' ? link('mid') : null,
      plan: status === 'succeeded' ? plan : null,
      label: 'offline music engine',
      error:
        status === 'dead' ? 'The music could not be made; your free run was given back. Try again.' : null,
      expired: false,
      quota: quota('music', remaining),
    });
    let visitorPolls = 0;
    const visitor = fakeApiClient({
      'POST /api/free/music': () => visitorJob('queued', 2),
      'POST /api/free/music/get': () => visitorJob(++visitorPolls < 2 ? 'running' : 'succeeded', 2),
    });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const store = new MusicStore(createFreeApi(visitor.client), false);
      store.setForm({ prompt: 'happy piano', seconds: 45 });
      await store.generate();
      // A visitor's piece is at most 30 seconds.
      expect(visitor.calls[0]?.body).toEqual({ prompt: 'happy piano', seconds: 30 });
      expect(visitor.calls.slice(1).map((c) => [c.route, c.body])).toEqual([
        ['POST /api/free/music/get', { id: 'e'.repeat(24) }],
        ['POST /api/free/music/get', { id: 'e'.repeat(24) }],
      ]);
      expect(store.error).toBeNull();
      expect(store.quota?.remaining).toBe(2);
      expect(store.piece).toMatchObject({
        id: 1,
        wav: link('wav').url,
        wavDownload: link('wav').url,
        midiDownload: link('mid').url,
        fileName: 'happy-piano',
        label: 'offline music engine',
      });
      expect(store.links.expiresAt?.toISOString()).toBe(link('wav').expiresAt);

      // A job that dies: the error is shown, the run is back in the count, the last piece stays.
      const dying = fakeApiClient({
        'POST /api/free/music': () => visitorJob('queued', 2),
        'POST /api/free/music/get': () => visitorJob('dead', 3),
      });
      const failed = new MusicStore(createFreeApi(dying.client), false);
      failed.setForm({ prompt: 'happy piano' });
      await failed.generate();
      expect(failed.piece).toBeNull();
      expect(failed.error).toMatch(/given back/);
      expect(failed.quota?.remaining).toBe(3);
    } finally {
      jest.useRealTimers();
    }

    const wav = { id: 'b'.repeat(24), url: '/api/media/b/content', label: 'offline music engine' };
    const midi = { id: 'c'.repeat(24), url: '/api/media/c/content', label: null };
    const file = (f: typeof wav | typeof midi, contentType: string) => ({
      ...f,
      kind: 'music',
      name: 'happy piano',
      contentType,
      bytes: 4,
      width: null,
      height: null,
      prompt: 'happy piano',
      size: null,
      style: null,
      sourceId: null,
      createdAt: '2026-11-25T00:00:00.000Z',
    });
    const job = (status: string) => ({
      id: 'd'.repeat(24),
      status,
      prompt: 'happy piano',
      wav: status === 'succeeded' ? file(wav, 'audio/wav') : null,
      midi: status === 'succeeded' ? file(midi, 'audio/midi') : null,
      plan: status === 'succeeded' ? plan : null,
      error: null,
      charged: status === 'succeeded' ? 500 : 0,
    });
    let polls = 0;
    const account = fakeApiClient({
      'POST /api/music': () => job('queued'),
      'POST /api/music/get': () => job(++polls < 2 ? 'running' : 'succeeded'),
    });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const signedIn = new MusicStore(createFreeApi(account.client), true);
      signedIn.setForm({ prompt: 'happy piano', seconds: 45 });
      await signedIn.generate();
      expect(account.calls[0]?.body).toEqual({ prompt: 'happy piano', seconds: 45 });
      expect(polls).toBe(2);
      expect(signedIn.piece).toMatchObject({ wav: wav.url, wavDownload: `${wav.url}?download=1` });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the public /chat', () => {
  it('streams an answer, keeps the conversation only in the browser, and stops at the day’s limit', async () => {
    const storage = memoryStorage();
    const fake = fakeApiClient(
      {},
      {
        '/api/free/chat': () => [
          sse('quota', quota('chat', 9, 10)),
          sse('meta', { label: 'offline writer' }),
          sse('delta', { text: 'Try “Slow ' }),
          sse('delta', { text: 'Bread”.' }),
          sse('done', { output: 'Try “Slow Bread”.', credits: 0, aborted: false }),
        ],
      },
    );
    const store = new FreeChatStore(createFreeApi(fake.client), false, storage);
    await store.send('A title for a bread post?');
    expect(store.messages).toEqual([
      { role: 'user', content: 'A title for a bread post?' },
      {
        role: 'assistant',
        content: 'Try “Slow Bread”.',
        label: 'offline writer',
        pending: false,
        stopped: false,
      },
    ]);
    expect(store.quota?.remaining).toBe(9);
    expect(store.writer).toBe('offline writer');
    // Kept in the browser: a new page reads it back.
    const again = new FreeChatStore(createFreeApi(fake.client), false, storage);
    expect(again.messages.map((m) => m.content)).toEqual(['A title for a bread post?', 'Try “Slow Bread”.']);
    again.clear();
    expect(storage.getItem(FREE_CHAT_KEY)).toBeNull();

    const full = fakeApiClient(
      {},
      {
        '/api/free/chat': () => {
          throw usedUp('chat', 'You have used today’s 10 free messages.', 10);
        },
      },
    );
    const limitedStore = new FreeChatStore(createFreeApi(full.client), false, memoryStorage());
    await limitedStore.send('One more?');
    expect(limitedStore).toMatchObject({ limitReached: true, streaming: false });
    // The question stays, the empty answer goes.
    expect(limitedStore.messages).toEqual([{ role: 'user', content: 'One more?' }]);
    await limitedStore.send('And another?');
    expect(full.calls).toHaveLength(1);
  });

  it('regenerates the last answer in place: the same question sent again, the old answer replaced', async () => {
    let n = 0;
    const fake = fakeApiClient(
      {},
      {
        '/api/free/chat': () => {
          n += 1;
          return [
            sse('quota', quota('chat', 10 - n, 10)),
            sse('meta', { label: 'offline writer' }),
            sse('delta', { text: `Answer ${n}.` }),
            sse('done', { output: `Answer ${n}.`, credits: 0, aborted: false }),
          ];
        },
      },
    );
    const storage = memoryStorage();
    const store = new FreeChatStore(createFreeApi(fake.client), false, storage);
    expect(store.canRegenerate).toBe(false);
    await store.send('A title?');
    expect(store.canRegenerate).toBe(true);
    await store.regenerate();
    expect(store.messages.map((m) => m.content)).toEqual(['A title?', 'Answer 2.']);
    // The second request carried the conversation without the replaced answer.
    expect(fake.calls.map((c) => c.body)).toEqual([
      { messages: [{ role: 'user', content: 'A title?' }] },
      { messages: [{ role: 'user', content: 'A title?' }] },
    ]);
    expect(store.quota?.remaining).toBe(8);
    expect(
      JSON.parse(storage.getItem(FREE_CHAT_KEY) ?? '[]').map((m: { content: string }) => m.content),
    ).toEqual(['A title?', 'Answer 2.']);
  });

  it('carries a visitor’s conversation into the account once signed in, and forgets it in the browser', async () => {
    const storage = memoryStorage();
    storage.setItem(
      FREE_CHAT_KEY,
      JSON.stringify([
        { role: 'user', content: 'A title?' },
        { role: 'assistant', content: 'Slow Bread.', label: 'offline writer' },
      ]),
    );
    const fake = fakeApiClient({
      'POST /api/chat/completions': (body) => ({
        id: 'e'.repeat(24),
        title: 'A title?',
        preview: 'Slow Bread.',
        messageCount: 2,
        sourceIds: [],
        createdAt: '2026-11-25T00:00:00.000Z',
        updatedAt: '2026-11-25T00:00:00.000Z',
        withEmbedding: false,
        messages: (body as { messages: { role: string; content: string }[] }).messages.map((m) => ({
          ...m,
          citations: [],
          label: null,
        })),
      }),
    });
    const visitor = new FreeChatStore(createFreeApi(fake.client), false, storage);
    expect(await visitor.saveToAccount()).toBeUndefined();
    const store = new FreeChatStore(createFreeApi(fake.client), true, storage);
    expect(await store.saveToAccount()).toBe('e'.repeat(24));
    expect(fake.calls[0]?.body).toEqual({
      messages: [
        { role: 'user', content: 'A title?' },
        { role: 'assistant', content: 'Slow Bread.', label: 'offline writer' },
      ],
    });
    expect(store.messages).toEqual([]);
    expect(storage.getItem(FREE_CHAT_KEY)).toBeNull();
  });
});
