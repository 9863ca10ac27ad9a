/**
 * Embedding a file on the job engine, through the real router on the real
 * database: POST /api/train answers at once with the file 'indexing' (found
 * by its words meanwhile), a `chat.embed` job embeds its passages, with
 * progress, and marks it 'ready'; a provider that keeps failing is retried a
 * bounded number of times with backoff, then the file is 'failed' with the
 * reason; POST /api/files/{id}/retry starts again (another team's file: 404).
 */
import { bearerToken, createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { startTestEngine, type TestEngine, until } from '../../../test/jobs';
import type { AiConfig } from '../../ai';
import { createProvider } from '../../ai/factory';
import { type LocalOpenAiServer, startLocalOpenAiServer } from '../../ai/testing/openAiServer';
import { JobRun } from '../../models/JobRun';
import { PassageVector } from '../../models/PassageVector';
import { defineEmbedJob, EMBED_JOB, EMBED_RETRY, useEmbedProvider } from '../../services/retrieval/embedJob';

let api: TestApi;
let who: Identities;
let model: LocalOpenAiServer;
let jobs: TestEngine;
let base: string;
let ownerToken: string;
let otherToken: string;

/** Tries per file in these tests, with a short backoff (the real one waits seconds). */
const ATTEMPTS = 3;

beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
  model = await startLocalOpenAiServer({ embeddings: 'concepts' });
  const ai: AiConfig = {
    openai: { apiKey: 'test', baseURL: model.baseURL, model: 'local', largeModel: 'local', maxRetries: 0 },
  };
  defineEmbedJob({ attempts: ATTEMPTS, backoffMs: 50 });
  useEmbedProvider(createProvider(ai));
  jobs = await startTestEngine({ use: true, worker: true });
  base = await api.listen({ ai });
  ownerToken = await bearerToken(api, who.owner);
  otherToken = await bearerToken(api, who.other);
}, 60_000);

afterAll(async () => {
  await jobs.close();
  useEmbedProvider(undefined);
  defineEmbedJob(EMBED_RETRY);
  await model.close();
  await api.close();
});

afterEach(() => model.configure({ embeddings: 'concepts' }));

interface Embedding {
  state: 'indexing' | 'ready' | 'failed';
  done: number;
  total: number;
  attempt: number;
  maxAttempts: number;
  error: string | null;
}
interface File {
  id: string;
  name: string;
  chunks: number;
  embedding: Embedding | null;
}

async function call(method: string, path: string, body?: unknown, token = ownerToken) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { data?: unknown } | null;
  return { status: res.status, data: json?.data };
}

async function train(name: string, text: string): Promise<File> {
  const res = await call('POST', '/api/train', { type: 'chat-file-upload', name, text });
  expect(res.status).toBe(201);
  return res.data as File;
}

async function listed(id: string): Promise<File | undefined> {
  const res = await call('GET', '/api/files');
  expect(res.status).toBe(200);
  return (res.data as File[]).find((f) => f.id === id);
}

const inState = (id: string, state: Embedding['state']) =>
  until(`file ${id} ${state}`, async () => {
    const file = await listed(id);
    return file?.embedding?.state === state ? file : undefined;
  });

const GARAGE = 'Our workshop will repair your car within two working days, parts included.';
const QUESTION = 'Who can mend my automobile?';

/** The first hit of doc-search for `query` among the owner's file `id`. */
async function firstHit(query: string, id: string) {
  const res = await call('POST', '/api/doc-search', { query, sourceIds: [id] });
  expect(res.status).toBe(200);
  return (res.data as { sourceId: string; text: string }[])[0];
}

describe('embedding files on the job engine', () => {
  it('answers the file indexing at once, then embeds it with progress and marks it ready', async () => {
    const file = await train('garage.txt', GARAGE);
    // The job may already have finished; it never answers before the file is stored.
    expect(['indexing', 'ready']).toContain(file.embedding?.state);
    expect(file.embedding).toMatchObject({ total: file.chunks, maxAttempts: ATTEMPTS });

    const ready = await inState(file.id, 'ready');
    expect(ready.embedding).toMatchObject({ done: file.chunks, total: file.chunks, attempt: 1, error: null });
    expect(await PassageVector.countDocuments({ sourceId: file.id })).toBe(1);
    // Found by meaning: the question shares no word with the passage.
    expect(await firstHit(QUESTION, file.id)).toMatchObject({ sourceId: file.id, text: GARAGE });
    const run = await JobRun.findOne({ type: EMBED_JOB, 'input.sourceId': file.id }).lean();
    expect(run).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('retries a failing provider a bounded number of times, then marks the file failed with the reason; words still find it', async () => {
    model.configure({
      embeddings: 'concepts',
      failEmbeddingsWith: { status: 500, message: 'embeddings are down' },
    });
    const file = await train('warranty.txt', 'The kettle has a warranty of two years.');
    // Searching never waits for embeddings: the words find it while it is indexing or failed.
    expect(await firstHit('kettle warranty', file.id)).toMatchObject({ sourceId: file.id });

    const failed = await inState(file.id, 'failed');
    expect(failed.embedding).toMatchObject({ attempt: ATTEMPTS, maxAttempts: ATTEMPTS, done: 0 });
    expect(failed.embedding?.error).toMatch(/AI service could not answer/);
    const run = await JobRun.findOne({ type: EMBED_JOB, 'input.sourceId': file.id }).lean();
    expect(run).toMatchObject({ status: 'dead', attempts: ATTEMPTS });
    const embeddingCalls = model.requests.filter((r) => r.path === '/v1/embeddings').length;
    expect(embeddingCalls).toBeGreaterThanOrEqual(ATTEMPTS);
    expect(await PassageVector.countDocuments({ sourceId: file.id })).toBe(0);
    expect(await firstHit('kettle warranty', file.id)).toMatchObject({ sourceId: file.id });

    // The user retries by hand once the provider is back: indexing again, then ready.
    model.configure({ embeddings: 'concepts' });
    const retried = await call('POST', `/api/files/${file.id}/retry`);
    expect(retried.status).toBe(200);
    expect((retried.data as File).embedding).toMatchObject({ state: 'indexing', done: 0, error: null });
    const ready = await inState(file.id, 'ready');
    expect(ready.embedding).toMatchObject({ attempt: 1, error: null, done: ready.chunks });
    expect(await PassageVector.countDocuments({ sourceId: file.id })).toBe(1);
  });

  it('refuses a retry of another team’s file (404), of a file that did not fail (409), and of no file (404)', async () => {
    model.configure({ embeddings: 'concepts', failEmbeddingsWith: { status: 500, message: 'down' } });
    const file = await train('notes.txt', 'Quarterly notes about the sourdough bakery.');
    await inState(file.id, 'failed');

    const other = await call('POST', `/api/files/${file.id}/retry`, undefined, otherToken);
    expect(other.status).toBe(404);
    expect((await listed(file.id))?.embedding?.state).toBe('failed');
    expect(await JobRun.countDocuments({ type: EMBED_JOB, 'input.sourceId': file.id })).toBe(1);

    expect((await call('POST', `/api/files/${'0'.repeat(24)}/retry`)).status).toBe(404);
    expect((await call('POST', '/api/files/not-an-id/retry')).status).toBe(400);

    model.configure({ embeddings: 'concepts' });
    const ready = await train('ready.txt', GARAGE);
    await inState(ready.id, 'ready');
    const again = await call('POST', `/api/files/${ready.id}/retry`);
    expect(again.status).toBe(409);
  });

  it('a file deleted while it is embedded leaves no vectors and its job ends quietly', async () => {
    const file = await train('gone.txt', GARAGE);
    expect((await call('DELETE', `/api/files/${file.id}`)).status).toBe(200);
    const run = await until('the embed run to end', async () => {
      const r = await JobRun.findOne({ type: EMBED_JOB, 'input.sourceId': file.id }).lean();
      return r && ['succeeded', 'dead'].includes(r.status) ? r : undefined;
    });
    expect(run.status).toBe('succeeded');
    expect(await PassageVector.countDocuments({ sourceId: file.id })).toBe(0);
  });
});
