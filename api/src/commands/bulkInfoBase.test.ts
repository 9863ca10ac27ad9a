/**
 * "Use my info base" in a bulk run, on the job engine with a real Redis and
 * the real database: each article's topic is searched with the chat's
 * hybrid retrieval (one search, services/retrieval), embedded by the
 * provider the run writes with. A passage that only the embedding ranking
 * can find (it shares no word with the topic) reaches the writer's prompt
 * and the article's Sources; without embeddings — a file not embedded, or
 * the offline writer — the same run searches by words, as chat does.
 */
import { createUser, ensurePlanWith, type TestUser } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { newTestEngine, until } from '../../test/jobs';
import { createProvider } from '../ai/factory';
import { OfflineProvider } from '../ai/offline/provider';
import { type LocalOpenAiServer, startLocalOpenAiServer } from '../ai/testing/openAiServer';
import type { JobEngine, JobWorker } from '../jobs/engine';
import { BulkArticle, type BulkArticleDoc, type BulkRunDoc } from '../models/Bulk';
import { Post } from '../models/Post';
import { clearRetrievalCache } from '../services/retrieval';
import { infoBasePassages } from '../services/retrieval/infoBase';
import { addSource } from '../services/retrieval/sources';
import { startBulkRun } from './bulkGenerate';
import { setBulkProvider } from './bulkJobs';

jest.setTimeout(180_000);

let api: TestApi;
let server: LocalOpenAiServer;
let engine: JobEngine;
let worker: JobWorker | undefined;

beforeAll(async () => {
  api = await startTestApi();
  server = await startLocalOpenAiServer({ embeddings: 'concepts' });
  engine = newTestEngine();
}, 60_000);

afterEach(async () => {
  await worker?.close();
  worker = undefined;
  setBulkProvider(undefined);
});

afterAll(async () => {
  await engine.queue('jobs').obliterate({ force: true });
  await engine.close();
  await server.close();
  await api.close();
});

/** The OpenAI provider on the local server, whose embeddings carry meaning. */
const openAi = () =>
  createProvider({
    openai: { apiKey: 'test', baseURL: server.baseURL, model: 'local', largeModel: 'local', maxRetries: 0 },
  });

/** The answering passage and the article's topic share no word: only the embedding can match them. */
const GARAGE = 'Our workshop will repair your car within two working days, parts included.';
const TOPIC = 'Who can mend my automobile?';
const BAKERY = 'The bakery sells sourdough loaves every morning from seven until noon.';

const text = (words: string) => ({ raw: Buffer.from(words), text: words });

async function teamWithNotes(embedWith: OfflineProvider | ReturnType<typeof openAi>): Promise<TestUser> {
  const user = await createUser(api);
  await ensurePlanWith(api, user, 'bulkGenerator');
  for (const [name, words] of [
    ['Garage', GARAGE],
    ['Bakery', BAKERY],
  ] as const) {
    await addSource(
      user.auth,
      { type: 'info-base', kind: 'text', name, ...text(words) },
      { provider: embedWith },
    );
  }
  return user;
}

/** Runs a bulk run to its end; its articles and their posts. */
async function bulk(user: TestUser, titles: string[], infoBase: boolean) {
  worker = engine.startWorker();
  const { run } = await startBulkRun(
    engine,
    user.auth,
    { rows: titles.map((title) => ({ title })), ...(infoBase ? { infoBase } : {}) },
    false,
  );
  const articles = await until('the run to end', async () => {
    const found = await BulkArticle.find({ runId: (run as BulkRunDoc)._id })
      .sort({ index: 1 })
      .lean<BulkArticleDoc[]>();
    return found.every((a) => a.status !== 'queued' && a.status !== 'running') ? found : null;
  });
  expect(articles.map((a) => a.status)).toEqual(titles.map(() => 'succeeded'));
  const posts = await Promise.all(articles.map((a) => Post.findById(a.postId).lean()));
  return posts.map((post) => {
    const generation = (post?.extendedData as { generation?: { sources: { name: string }[] | null } })
      ?.generation;
    const content = (post?.content ?? []) as { value: string }[];
    return { html: content.map((c) => c.value).join(''), sources: generation?.sources ?? null };
  });
}

/** The prompts the local model was sent for chat completions since `from`. */
const promptsSince = (from: number) =>
  server.requests
    .slice(from)
    .filter((r) => r.path === '/v1/chat/completions')
    .map((r) => JSON.stringify(r.body));

describe('a bulk run with "use my info base"', () => {
  it('gives the writer the passage only the embedding ranking finds, cited in the article', async () => {
    clearRetrievalCache();
    server.configure({ embeddings: 'concepts' });
    const user = await teamWithNotes(openAi());
    // By words alone the topic finds nothing of the garage: the lexical index cannot match it.
    expect((await infoBasePassages(user.teamId, TOPIC)).map((p) => p.name)).not.toContain('Garage');

    setBulkProvider(openAi());
    const from = server.requests.length;
    const [article] = await bulk(user, [TOPIC], true);
    expect(article?.sources?.[0]).toMatchObject({ n: 1, name: 'Garage' });
    // The passage went to the writer with its number, and the saved article ends with its Sources.
    expect(promptsSince(from).some((p) => p.includes(GARAGE))).toBe(true);
    expect(article?.html).toContain('<h2>Sources</h2>');
    expect(article?.html).toContain('<strong>Garage</strong>');
  });

  it('searches by words where chat does: a file not embedded, or the offline writer', async () => {
    clearRetrievalCache();
    server.configure({ embeddings: 'concepts' });
    // Files added without embeddings (the offline writer stores none), written by a provider that has them.
    const plain = await teamWithNotes(new OfflineProvider());
    setBulkProvider(openAi());
    const [byMeaning, byWords] = await bulk(plain, [TOPIC, 'Sourdough loaves in the morning'], true);
    expect(byMeaning?.sources?.map((s) => s.name) ?? []).not.toContain('Garage');
    expect(byWords?.sources?.[0]).toMatchObject({ n: 1, name: 'Bakery' });
    await worker?.close();
    worker = undefined;

    // Embedded files, written by the offline writer (no embeddings of its own): words only.
    const embedded = await teamWithNotes(openAi());
    setBulkProvider(new OfflineProvider());
    const [offlineMeaning, offlineWords] = await bulk(
      embedded,
      [TOPIC, 'Sourdough loaves in the morning'],
      true,
    );
    expect(offlineMeaning?.sources?.map((s) => s.name) ?? []).not.toContain('Garage');
    expect(offlineWords?.sources?.[0]).toMatchObject({ n: 1, name: 'Bakery' });
    expect(offlineWords?.html).toContain('<strong>Bakery</strong>');
  });

  it('draws on no info base when the run does not ask for it', async () => {
    clearRetrievalCache();
    server.configure({ embeddings: 'concepts' });
    const user = await teamWithNotes(openAi());
    setBulkProvider(openAi());
    const from = server.requests.length;
    const [article] = await bulk(user, [TOPIC], false);
    expect(article?.sources).toBeNull();
    expect(article?.html).not.toContain('<h2>Sources</h2>');
    expect(promptsSince(from).some((p) => p.includes(GARAGE))).toBe(false);
  });
});
