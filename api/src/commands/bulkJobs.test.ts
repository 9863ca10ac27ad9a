/**
 * The bulk generator on the job engine with a real Redis (REDIS_URL) and the
 * real database: a transient provider failure retried with backoff, a
 * duplicated delivery of a lane, and two worker processes of which one is
 * killed in the middle of a run — the other finishes it, and no article is
 * saved or charged twice.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { bulkArticleCost, bulkLimits } from '@inkpress/shared-core';
import type { Job } from 'bullmq';
import { createUser, ensurePlanWith, type TestUser } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { newTestEngine, testRedisUrl, until } from '../../test/jobs';
import type { JobEngine, JobWorker } from '../jobs/engine';
import { BulkArticle, type BulkArticleDoc, BulkClaim, BulkRun, type BulkRunDoc } from '../models/Bulk';
import { Collection } from '../models/Collection';
import { JobRun, type JobRunDoc } from '../models/JobRun';
import { LedgerEntry } from '../models/LedgerEntry';
import { Post } from '../models/Post';
import { getBalances } from '../services/credits';
import { startBulkRun } from './bulkGenerate';
import { laneDied, setBulkProvider } from './bulkJobs';
import { FlakyWriter } from './bulkTesting';

jest.setTimeout(180_000);

let api: TestApi;
let owner: TestUser;
const engines: JobEngine[] = [];
let worker: JobWorker | undefined;

function newEngine() {
  const engine = newTestEngine();
  engines.push(engine);
  return engine;
}

beforeAll(async () => {
  api = await startTestApi();
  owner = await createUser(api);
  await ensurePlanWith(api, owner, 'bulkGenerator');
});

afterEach(async () => {
  await worker?.close();
  worker = undefined;
  setBulkProvider(undefined);
});

afterAll(async () => {
  for (const engine of engines) {
    await engine.queue('jobs').obliterate({ force: true });
    await engine.close();
  }
  await api.close();
});

const articlesOf = (run: BulkRunDoc) =>
  BulkArticle.find({ runId: run._id }).sort({ index: 1 }).lean<BulkArticleDoc[]>();

const ended = (run: BulkRunDoc) =>
  until('the run to end', async () => {
    const articles = await articlesOf(run);
    return articles.every((a) => a.status !== 'queued' && a.status !== 'running') ? articles : null;
  });

/** Exactly one collection in the folder, one post and one settle (and no refund) per article. */
async function expectWrittenOnce(run: BulkRunDoc, articles: BulkArticleDoc[]) {
  const cost = bulkArticleCost({});
  expect(await Collection.countDocuments({ folder_id: run.folderId })).toBe(articles.length);
  for (const a of articles) {
    expect(a).toMatchObject({ status: 'succeeded', charged: cost });
    expect(await Post.countDocuments({ collectionId: a.collectionId })).toBe(1);
    const entries = await LedgerEntry.find({ reservationId: a.reservation!.id }).lean();
    expect(entries.map((e) => e.op).sort()).toEqual(['reserve', 'settle']);
  }
  const reserves = await LedgerEntry.countDocuments({ ref: new RegExp(`^${run._id}:`), op: 'reserve' });
  expect(reserves).toBe(articles.length);
}

const rows = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({ keyword: `${prefix} ${i}` }));

describe('the bulk generator on the job engine', () => {
  it('retries an article whose provider fails for a while, with backoff, and charges it once', async () => {
    const engine = newEngine();
    const writer = new FlakyWriter({ marker: 'FLAKY', times: 2, transient: true });
    setBulkProvider(writer);
    worker = engine.startWorker();
    const before = (await getBalances({ teamId: owner.teamId })).words;
    const { run } = await startBulkRun(
      engine,
      owner.auth,
      { rows: [{ title: 'FLAKY topic' }, { keyword: 'steady topic' }] },
      false,
    );
    const articles = await ended(run);
    await expectWrittenOnce(run, articles);
    expect(writer.failures.get('FLAKY topic')).toBe(2);
    // The lane that met the failures was delivered three times.
    const lanes = await JobRun.find({ _id: { $in: run.laneRunIds } }).lean<JobRunDoc[]>();
    expect(lanes.map((l) => l.attempts).sort()).toEqual([1, 3]);
    expect((await getBalances({ teamId: owner.teamId })).words).toBe(before - 2 * bulkArticleCost({}));
  });

  it('does not save or charge an article twice when a lane is delivered twice at once', async () => {
    // The lanes are queued where no worker listens; their deliveries are handed over by hand.
    const queueing = newEngine();
    const engine = newEngine();
    setBulkProvider(new FlakyWriter({ marker: '', times: 0, transient: false }));
    worker = engine.startWorker();
    const { run } = await startBulkRun(queueing, owner.auth, { rows: rows(3, 'twice') }, false);
    expect(run.laneRunIds).toHaveLength(3);
    for (const id of run.laneRunIds) {
      const job = {
        id,
        name: 'bulk.lane',
        attemptsStarted: 1,
        attemptsMade: 0,
        opts: { attempts: 4 },
        updateProgress: async () => undefined,
      } as unknown as Job;
      const [a, b] = await Promise.all([worker.process(job), worker.process(job)]);
      expect(a).toEqual(b);
    }
    const articles = await ended(run);
    await expectWrittenOnce(run, articles);
  });

  it('refunds the articles of a run whose lanes all died', async () => {
    const queueing = newEngine();
    const team = await createUser(api);
    await ensurePlanWith(api, team, 'bulkGenerator');
    const before = (await getBalances({ teamId: team.teamId })).words;
    const { run } = await startBulkRun(queueing, team.auth, { rows: rows(3, 'orphan') }, false);
    expect((await getBalances({ teamId: team.teamId })).words).toBe(before - 3 * bulkArticleCost({}));
    // Lane one had claimed article 0 when both lanes' workers died for good.
    const [one, two] = run.laneRunIds as [string, string, string];
    await BulkClaim.create({ _id: `${run._id}:0`, runId: run._id, by: one, n: 0, index: 0, at: new Date() });
    await BulkArticle.updateOne({ _id: `${run._id}:0` }, { $set: { status: 'running', jobRunId: one } });
    await JobRun.updateMany({ _id: { $in: run.laneRunIds } }, { $set: { status: 'dead' } });
    await laneDied(one, String(run._id));
    await laneDied(two, String(run._id));
    const articles = await articlesOf(run);
    expect(articles.map((a) => [a.status, a.charged, a.refunded])).toEqual([
      ['failed', 0, bulkArticleCost({})],
      ['failed', 0, bulkArticleCost({})],
      ['failed', 0, bulkArticleCost({})],
    ]);
    expect((await getBalances({ teamId: team.teamId })).words).toBe(before);
    // Once each, however often it is told.
    await laneDied(one, String(run._id));
    expect(await LedgerEntry.countDocuments({ ref: new RegExp(`^${run._id}:`), op: 'refund' })).toBe(3);
  });

  it('writes at most the team’s limit of articles at once, across all its runs', async () => {
    const engine = newEngine();
    setBulkProvider(new FlakyWriter({ marker: '', times: 0, transient: false }, 1));
    worker = engine.startWorker({ concurrency: 8 });
    const team = await createUser(api);
    await ensurePlanWith(api, team, 'bulkGenerator');
    const a = await startBulkRun(engine, team.auth, { rows: rows(4, 'first') }, false);
    const b = await startBulkRun(engine, team.auth, { rows: rows(3, 'second') }, false);
    expect(a.run.parallel + b.run.parallel).toBe(7);
    let most = 0;
    const runIds = [a.run._id, b.run._id];
    await until('both runs to end', async () => {
      const running = await BulkArticle.countDocuments({ runId: { $in: runIds }, status: 'running' });
      most = Math.max(most, running);
      const open = await BulkArticle.countDocuments({
        runId: { $in: runIds },
        status: { $in: ['queued', 'running'] },
      });
      return open === 0;
    });
    expect(most).toBeGreaterThanOrEqual(2);
    expect(most).toBeLessThanOrEqual(bulkLimits.parallelPerTeam);
    await expectWrittenOnce(a.run, await articlesOf(a.run));
    await expectWrittenOnce(b.run, await articlesOf(b.run));
  });

  it('finishes a run on the other worker when one is killed mid-run, writing and charging each article once', async () => {
    const engine = newEngine();
    const spawnWorker = () =>
      // The source condition: the workers load shared-core from its TypeScript, as Jest does (no build needed).
      spawn(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', path.join(__dirname, 'bulkTestWorker.ts')],
        {
          cwd: path.join(__dirname, '..', '..'),
          env: {
            ...process.env,
            MONGODB_URI: api.config.mongodbUri,
            REDIS_URL: testRedisUrl,
            JOBS_PREFIX: engine.prefix,
            BULK_TEST_DELAY_MS: '1',
            WORKER_CONCURRENCY: '2',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
    const ready = (child: ChildProcess) =>
      new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
        child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
      });
    const children = [spawnWorker(), spawnWorker()];
    try {
      await Promise.all(children.map(ready));
      const { run } = await startBulkRun(engine, owner.auth, { rows: rows(8, 'killed') }, false);
      expect(run.parallel).toBe(4);
      // Both workers hold two lanes each, each in the middle of an article.
      await until('four articles to be written at once', async () =>
        (await BulkArticle.countDocuments({ runId: run._id, status: 'running' })) === 4 ? true : null,
      );
      const [victim] = children;
      victim!.kill('SIGKILL');
      await new Promise((r) => victim!.once('exit', r));

      const articles = await ended(run);
      await expectWrittenOnce(run, articles);
      // The killed worker's lanes were taken over: delivered again.
      const lanes = await JobRun.find({ _id: { $in: run.laneRunIds } }).lean<JobRunDoc[]>();
      expect(lanes.every((l) => l.status === 'succeeded')).toBe(true);
      expect(lanes.filter((l) => l.attempts >= 2).length).toBeGreaterThanOrEqual(1);
      const posts = await Post.find({ collectionId: { $in: articles.map((a) => a.collectionId!) } }).lean();
      expect(new Set(posts.map((p) => String(p._id))).size).toBe(8);
      expect(await BulkRun.exists({ _id: run._id })).toBeTruthy();
    } finally {
      for (const child of children) if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
    }
  });
});
