import type { BulkArticleView, BulkRunView } from '@inkpress/shared-core';
import { BulkStore } from './BulkStore';
import type { BulkApi, BulkEvent } from './bulkApi';

const article = (index: number, over: Partial<BulkArticleView> = {}): BulkArticleView => ({
  index,
  keyword: `topic ${index}`,
  title: `Topic ${index}`,
  template_id: null,
  language: 'en-US',
  length: 'short',
  folder_id: 'f'.repeat(24),
  status: 'queued',
  progress: 0,
  estimate: 1000,
  charged: 0,
  refunded: 0,
  attempts: 1,
  error: null,
  collection_id: null,
  post_id: null,
  writer: null,
  started_at: null,
  finished_at: null,
  ...over,
});

const runOf = (articles: BulkArticleView[], over: Partial<BulkRunView> = {}): BulkRunView => ({
  id: 'a'.repeat(24),
  status: 'running',
  counts: {
    total: articles.length,
    queued: articles.length,
    running: 0,
    succeeded: 0,
    failed: 0,
    cancelled: 0,
  },
  progress: 0,
  folder_id: 'f'.repeat(24),
  parallel: 2,
  estimate: 1000 * articles.length,
  charged: 0,
  created_at: new Date(0).toISOString(),
  finished_at: null,
  cancelled_at: null,
  articles,
  ...over,
});

/** A fake API whose event stream the test feeds by hand. */
function fakeApi(run: BulkRunView) {
  const sent: unknown[] = [];
  let wake: (() => void) | null = null;
  const queue: (BulkEvent | null)[] = [];
  const api = {
    estimate: jest.fn(),
    start: jest.fn(async (body: unknown) => {
      sent.push(body);
      return run;
    }),
    list: jest.fn(async () => ({ data: [], total: 0 })),
    get: jest.fn(async () => run),
    retry: jest.fn(async (_id: string, index: number) => article(index, { status: 'queued', attempts: 2 })),
    cancel: jest.fn(async () => ({ ...run, cancelled_at: new Date().toISOString() })),
    async *events() {
      for (;;) {
        while (queue.length === 0) await new Promise<void>((r) => (wake = r));
        const next = queue.shift();
        if (!next) return;
        yield next;
      }
    },
  };
  const emit = (e: BulkEvent | null) => {
    queue.push(e);
    wake?.();
    wake = null;
  };
  return { api: api as unknown as BulkApi, sent, emit, raw: api };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('BulkStore', () => {
  it('loads the templates and folders to choose from itself; one that fails stays empty', async () => {
    const folder = { id: 'f1', title: 'Guides', document_counts: 0 };
    const store = new BulkStore(fakeApi(runOf([])).api, {
      templates: async () => {
        throw new Error('down');
      },
      folders: async () => [folder],
    });
    await store.loadChoices();
    expect(store.folders).toEqual([folder]);
    expect(store.templates).toEqual([]);
  });

  it('asks for the info base only when "ground articles in my info base" is checked', async () => {
    const { api, sent, emit } = fakeApi(runOf([article(0)], { status: 'succeeded' }));
    const store = new BulkStore(api, {
      templates: async () => [],
      folders: async () => [],
      infoBaseFiles: async () => 2,
    });
    await store.loadChoices();
    expect(store.infoBaseFiles).toBe(2);
    store.setDraft('sourdough loaves');
    store.addDraft();
    expect(store.infoBase).toBe(false);
    await store.start();
    emit(null);
    expect(sent[0]).not.toHaveProperty('infoBase');

    store.setDraft('sourdough loaves');
    store.addDraft();
    store.setInfoBase(true);
    await store.start();
    emit(null);
    expect(sent[1]).toMatchObject({ rows: [{ keyword: 'sourdough loaves' }], infoBase: true });
  });

  it('prices the rows before the start with the article cost of the chosen options', () => {
    const store = new BulkStore(fakeApi(runOf([])).api);
    store.setDraft('email marketing\nseo basics\n\nlocal seo');
    store.addDraft();
    expect(store.rows).toHaveLength(3);
    expect(store.draft).toBe('');
    expect(store.total).toBe(3000);
    store.setOption('faqs', true);
    expect(store.perArticle).toBe(1500);
    expect(store.total).toBe(4500);
    store.setRowOption(1, 'language', 'fr-FR');
    expect(store.body.rows[1]).toEqual({ keyword: 'seo basics', language: 'fr-FR' });
    store.setRowOption(1, 'language', '');
    expect(store.body.rows[1]).toEqual({ keyword: 'seo basics' });
  });

  it('starts a run and follows its articles and progress from the event stream to the end', async () => {
    const run = runOf([article(0), article(1)]);
    const { api, sent, emit } = fakeApi(run);
    const store = new BulkStore(api);
    store.setDraft('topic 0\ntopic 1');
    store.addDraft();
    store.setDefault('folderName', 'Campaign');
    await store.start();
    expect(sent[0]).toMatchObject({
      rows: [{ keyword: 'topic 0' }, { keyword: 'topic 1' }],
      folderName: 'Campaign',
    });
    expect(store.rows).toEqual([]);
    expect(store.runProgress).toBe(0);

    emit({ event: 'run', data: run });
    emit({ event: 'article', data: article(0, { status: 'running' }) });
    emit({ event: 'article-progress', data: { index: 0, progress: 0.5 } });
    await tick();
    expect(store.progressOf(store.run!.articles[0]!)).toBe(0.5);
    expect(store.runProgress).toBe(0.25);

    emit({
      event: 'article',
      data: article(0, { status: 'succeeded', progress: 1, writer: 'offline writer' }),
    });
    emit({
      event: 'article',
      data: article(1, { status: 'failed', error: 'The AI provider answered 503.' }),
    });
    const finished = runOf(
      [
        article(0, { status: 'succeeded', progress: 1, writer: 'offline writer' }),
        article(1, { status: 'failed' }),
      ],
      {
        status: 'partial',
      },
    );
    emit({ event: 'run', data: finished });
    emit(null);
    await tick();
    expect(store.run?.status).toBe('partial');
    expect(store.runProgress).toBe(1);
    expect(store.counts).toMatchObject({ succeeded: 1, failed: 1 });
    expect(store.offline).toBe(true);
  });

  it('retries one failed article and follows the run again', async () => {
    const run = runOf([article(0, { status: 'succeeded', progress: 1 }), article(1, { status: 'failed' })], {
      status: 'partial',
    });
    const { api, raw, emit } = fakeApi(run);
    const store = new BulkStore(api);
    await store.open(run.id);
    expect(store.following).toBe(false);
    await store.retry(1);
    expect(raw.retry).toHaveBeenCalledWith(run.id, 1);
    expect(store.run?.status).toBe('running');
    expect(store.run?.articles[1]).toMatchObject({ status: 'queued', attempts: 2 });
    expect(store.following).toBe(true);
    emit(null);
    store.stop();
  });
});
