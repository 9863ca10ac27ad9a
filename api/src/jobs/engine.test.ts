/**
 * The job engine on a real Redis (REDIS_URL, started by `npm test` like the
 * database) and the real database: retries with backoff, the dead letter,
 * idempotent steps under duplicated delivery, and a worker killed in the
 * middle of a run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Job } from 'bullmq';
import mongoose from 'mongoose';
import { testDatabaseUri } from '../../test/harness';
import { newTestEngine, testRedisUrl, until } from '../../test/jobs';
import { connectDatabase, ensureIndexes } from '../db';
import { JobRun, type JobRunDoc } from '../models/JobRun';
import { JobStep } from '../models/JobStep';
import { type JobEngine, type JobWorker, StepHistory } from './engine';
import { effects } from './testing/fixtures';

jest.setTimeout(60_000);

let uri: string;
let engine: JobEngine;
let worker: JobWorker | undefined;

beforeAll(async () => {
  uri = testDatabaseUri();
  await connectDatabase(uri);
  await ensureIndexes();
  engine = newTestEngine();
});

afterEach(async () => {
  await worker?.close();
  worker = undefined;
});

afterAll(async () => {
  await engine.queue('jobs').obliterate({ force: true });
  await engine.close();
  await mongoose.connection.dropDatabase().catch(() => undefined);
  await mongoose.disconnect();
});

const finished = (id: string) =>
  until(`run ${id} to finish`, async () => {
    const run = await JobRun.findById(id).lean<JobRunDoc>();
    return run && ['succeeded', 'dead', 'cancelled'].includes(run.status) ? run : null;
  });

const effectsOf = (run: string, step: string) => effects().find({ run, step }).sort({ at: 1 }).toArray();

describe('the job engine', () => {
  it('retries a transient failure with exponential backoff until it succeeds', async () => {
    worker = engine.startWorker();
    const run = await engine.enqueue('test.flaky', { failures: 2 });
    const done = await finished(String(run._id));
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3, result: { tries: 3 } });
    expect(done.lastError).toBeNull();
    expect(done.steps).toEqual([expect.objectContaining({ name: 'call-provider', status: 'succeeded' })]);
    const tries = (await effectsOf(String(run._id), 'try')).map((e) => e.at.getTime());
    expect(tries).toHaveLength(3);
    // backoffMs 300: the first retry waits 300 ms, the second 600 ms.
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(250);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(550);
  });

  it('queues a run under the id its caller chose, so a record can name its job before the job starts', async () => {
    worker = engine.startWorker();
    const id = new mongoose.Types.ObjectId();
    const run = await engine.enqueue('test.flaky', { failures: 0 }, {}, { runId: id });
    expect(String(run._id)).toBe(String(id));
    expect((await finished(String(id))).status).toBe('succeeded');
    // An id is one run: a second queueing under it is refused, nothing runs twice.
    await expect(engine.enqueue('test.flaky', { failures: 0 }, {}, { runId: id })).rejects.toThrow(
      /duplicate/i,
    );
  });

  it('ends a run that always fails dead, with the reason, after its last attempt', async () => {
    worker = engine.startWorker();
    const run = await engine.enqueue('test.broken', {});
    const done = await finished(String(run._id));
    expect(done).toMatchObject({
      status: 'dead',
      attempts: 3,
      maxAttempts: 3,
      lastError: 'provider answered 503 Service Unavailable',
    });
    expect(done.finishedAt).toBeInstanceOf(Date);
    expect(done.steps).toEqual([
      expect.objectContaining({
        name: 'call-provider',
        status: 'failed',
        error: expect.stringContaining('503'),
      }),
    ]);
    expect(await effectsOf(String(run._id), 'try')).toHaveLength(3);
  });

  it('ends a permanent failure dead at once, without retries', async () => {
    worker = engine.startWorker();
    const run = await engine.enqueue('test.refused', {});
    const done = await finished(String(run._id));
    expect(done).toMatchObject({ status: 'dead', attempts: 1, lastError: 'the keyword list is empty' });
  });

  it('does not repeat a step’s side effect when a delivery is duplicated', async () => {
    // No job in the queue: the same delivery is handed to the processor by hand, twice at once, then again.
    worker = engine.startWorker();
    const run = await JobRun.create({ type: 'test.charge', input: {}, maxAttempts: 3 });
    const id = String(run._id);
    const job = {
      id,
      name: 'test.charge',
      attemptsStarted: 1,
      attemptsMade: 0,
      opts: { attempts: 3 },
      updateProgress: async () => undefined,
    } as unknown as Job;
    const [a, b] = await Promise.all([worker.process(job), worker.process(job)]);
    expect(a).toEqual({ charged: 10 });
    expect(b).toEqual({ charged: 10 });
    await JobRun.updateOne({ _id: id }, { $set: { status: 'running' } });
    // A later delivery (a retry) gets the stored result too.
    expect(await worker.process({ ...job, attemptsStarted: 2, attemptsMade: 1 } as unknown as Job)).toEqual({
      charged: 10,
    });
    expect(await effectsOf(id, 'charge')).toHaveLength(1);
    expect(await JobStep.findById(`${id}:charge`).lean()).toMatchObject({
      status: 'succeeded',
      result: { charged: 10 },
    });
  });

  it('hands a run back when its worker closes, after the step in progress, without spending an attempt', async () => {
    const closing = engine.startWorker();
    const run = await engine.enqueue('test.slow-steps', {});
    const id = String(run._id);
    await until('step one to start', async () => JobStep.exists({ _id: `${id}:one` }));
    await closing.close();
    const handedBack = await JobRun.findById(id).lean<JobRunDoc>();
    expect(handedBack).toMatchObject({ status: 'queued', lastError: null });
    expect(handedBack!.steps.map((s) => [s.name, s.status])).toEqual([['one', 'succeeded']]);
    const queued = await engine.queue('jobs').getJob(id);
    expect(await queued!.getState()).toMatch(/^(delayed|waiting|wait)$/);
    expect(queued!.attemptsMade).toBe(0);

    worker = engine.startWorker();
    const done = await finished(id);
    expect(done).toMatchObject({ status: 'succeeded', result: { done: true } });
    for (const step of ['one', 'two', 'three']) expect(await effectsOf(id, step)).toHaveLength(1);
  });

  it('cancels a queued run out of the queue, and a running one before its next step', async () => {
    const waiting = await engine.enqueue('test.slow-steps', {}, {}, { delayMs: 60_000 });
    expect(await engine.cancel(String(waiting._id))).toMatchObject({ status: 'cancelled' });
    expect(await engine.queue('jobs').getJob(String(waiting._id))).toBeUndefined();

    worker = engine.startWorker();
    const running = await engine.enqueue('test.slow-steps', {});
    const id = String(running._id);
    await until('step one to start', async () => JobStep.exists({ _id: `${id}:one` }));
    await engine.cancel(id);
    await until('the job to leave the worker', async () =>
      (await engine.queue('jobs').getJob(id))?.isCompleted(),
    );
    const run = await JobRun.findById(id).lean<JobRunDoc>();
    expect(run?.status).toBe('cancelled');
    expect(await effectsOf(id, 'two')).toHaveLength(0);
    expect(await effectsOf(id, 'three')).toHaveLength(0);
  });

  it('stops a cancelled run even when a write of the run undid the cancel’s status', async () => {
    worker = engine.startWorker();
    const running = await engine.enqueue('test.slow-steps', {});
    const id = String(running._id);
    await until('step one to start', async () => JobStep.exists({ _id: `${id}:one` }));
    await engine.cancel(id);
    // FerretDB applies updates read-then-write: the worker's write of a step entry, read before the
    // cancel and written after it, puts the run back to running.
    await JobRun.updateOne({ _id: id }, { $set: { status: 'running', finishedAt: null } });
    await until('the job to leave the worker', async () =>
      (await engine.queue('jobs').getJob(id))?.isCompleted(),
    );
    expect((await JobRun.findById(id).lean<JobRunDoc>())?.status).toBe('cancelled');
    expect(await effectsOf(id, 'two')).toHaveLength(0);
    expect(await effectsOf(id, 'three')).toHaveLength(0);
  });

  it('lets another worker finish a run whose worker was killed mid-step, without repeating finished steps', async () => {
    const child: ChildProcess = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', path.join(__dirname, 'testing', 'childWorker.ts')],
      {
        cwd: path.join(__dirname, '..', '..'),
        env: {
          ...process.env,
          MONGODB_URI: uri,
          REDIS_URL: testRedisUrl,
          JOBS_PREFIX: engine.prefix,
          JOB_TEST_HOLD_STEP: 'two',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
        child.once('exit', (code) => reject(new Error(`child worker exited with ${code}`)));
      });
      const run = await engine.enqueue('test.multistep', {});
      const id = String(run._id);
      await until('step two to start in the child', async () =>
        JobStep.exists({ _id: `${id}:two`, status: 'running' }),
      );
      expect(await effectsOf(id, 'one')).toEqual([expect.objectContaining({ pid: child.pid })]);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));

      worker = engine.startWorker({ lockDurationMs: 2000, stalledIntervalMs: 1000 });
      const done = await finished(id);
      expect(done.status).toBe('succeeded');
      expect(done.attempts).toBeGreaterThanOrEqual(2);
      expect(done.progress).toEqual({ done: 3, total: 3 });
      expect(done.result).toEqual({
        results: [`one by ${child.pid}`, `two by ${process.pid}`, `three by ${process.pid}`],
      });
      // Step one ran once, in the killed worker; two and three once, here.
      for (const [step, pid] of [
        ['one', child.pid],
        ['two', process.pid],
        ['three', process.pid],
      ] as const)
        expect(await effectsOf(id, step)).toEqual([expect.objectContaining({ pid })]);
      expect(done.steps.map((s) => [s.name, s.status])).toEqual([
        ['one', 'succeeded'],
        ['two', 'succeeded'],
        ['three', 'succeeded'],
      ]);
    } finally {
      if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
    }
  });
});

describe('a delivery’s step history', () => {
  it('lands whole and in order when steps change at once, keeping what earlier deliveries wrote', async () => {
    const earlier = {
      name: 'claim',
      status: 'succeeded' as const,
      startedAt: new Date(1),
      finishedAt: new Date(2),
      error: null,
    };
    const run = await JobRun.create({ type: 'test.history', steps: [earlier] });
    const history = new StepHistory(String(run._id), [earlier]);
    const at = new Date(3);
    // Not awaited one by one: each write must carry every change made before it.
    await Promise.all([
      history.record({ name: 'write', status: 'running', startedAt: at, finishedAt: null, error: null }),
      history.record({ name: 'save', status: 'running', startedAt: at, finishedAt: null, error: null }),
      history.record({
        name: 'write',
        status: 'succeeded',
        startedAt: new Date(9),
        finishedAt: at,
        error: null,
      }),
    ]);
    const stored = (await JobRun.findById(run._id).lean<JobRunDoc>())!;
    expect(stored.steps.map((s) => [s.name, s.status])).toEqual([
      ['claim', 'succeeded'],
      ['write', 'succeeded'],
      ['save', 'running'],
    ]);
    // A step keeps the time it first started.
    expect(stored.steps[1]!.startedAt).toEqual(at);
  });
});
