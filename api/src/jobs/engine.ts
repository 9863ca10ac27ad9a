/**
 * The job engine: BullMQ on Redis for delivery (retries with exponential
 * backoff, stalled-job recovery, schedules) and MongoDB for the record
 * (JobRun, for the UI) and for exclusivity of side effects (JobStep, a
 * unique-_id insert per run and step: FerretDB 1.24 has no transactions and
 * applies updates read-then-write, so only an insert can decide a winner).
 *
 *   defineJob('bulk.article', async ({ run, step, progress }) => {
 *     const post = await step('write', () => writeArticle(run.input));   // once, whatever the deliveries
 *     await step('charge', () => charge(run.teamId, post.words));
 *     await progress(1, 1);
 *   });
 *   const run = await engine.enqueue('bulk.article', { keyword }, { teamId, userId });
 *
 * States of a run: queued → running → succeeded; a throw makes it `failed`
 * while a retry waits (1×, 2×, 4×… backoffMs), `dead` with `lastError` after
 * the last attempt or a PermanentJobError; `cancelled` by the user.
 * A worker closing (SIGTERM) finishes the step it is in and hands the job back
 * to the queue without spending an attempt; a worker that dies (SIGKILL) loses
 * its lock, and after `lockDurationMs` another worker takes the job over: its
 * finished steps return their stored results.
 */
import { DelayedError, type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Types } from 'mongoose';
import { isDuplicateKey } from '../db';
import { JobCancel, JobRun, type JobRunDoc, type JobStatus, type JobStepEntry } from '../models/JobRun';
import { JobStep, type JobStepDoc } from '../models/JobStep';
import { presentJob } from '../presenters/job';
import { redisConnection } from './redis';
import { type JobContext, jobDefinition, PermanentJobError } from './registry';

export const QUEUES = {
  /** Runs of defined job types (one BullMQ job per JobRun, named after its type). */
  jobs: 'jobs',
  /** Recurring upkeep on BullMQ job schedulers (grants, sweeps): see schedules.ts. */
  maintenance: 'maintenance',
} as const;

export const DEFAULT_PREFIX = 'inkpress';
export const finalStatuses: readonly JobStatus[] = ['succeeded', 'dead', 'cancelled'];

export interface RunOwner {
  teamId?: string | null;
  userId?: string | null;
}

export interface EngineOptions {
  redisUrl: string;
  /** Key prefix in Redis (tests use one per file). */
  prefix?: string;
}

export interface WorkerOptions {
  /** Jobs one worker runs at once (default 2). */
  concurrency?: number;
  /** How long a job stays locked to a worker that stops renewing it (default 30 s). */
  lockDurationMs?: number;
  /** How often stalled jobs are looked for (default 15 s). */
  stalledIntervalMs?: number;
  /** How long a duplicate delivery waits for a step another delivery is running (default 30 s). */
  busyStepWaitMs?: number;
  /** Recurring upkeep this worker also runs (default: none). */
  maintenance?: MaintenanceTasks;
}

export type MaintenanceTasks = Record<string, () => Promise<unknown>>;

/** What the events channel of a run carries: its state, or only its progress. */
export type RunEvent =
  | { event: 'state'; data: ReturnType<typeof presentJob> }
  | { event: 'progress'; data: { id: string; progress: { done: number; total: number } } };

/** An event of a topic of one's own (a bulk run's articles…): a name and a JSON payload. */
export interface TopicEvent {
  event: string;
  data: unknown;
}

type Listener = (event: RunEvent) => void;

/** The part of BullMQ's client (ioredis) used for slots. */
interface SlotClient {
  eval(script: string, keys: number, ...args: string[]): Promise<unknown>;
  zrem(key: string, member: string): Promise<unknown>;
}

/**
 * KEYS[1] a group's sorted set of holders (score: when the hold expires);
 * ARGV now, expiry, member, limit. Drops expired holds, then renews the
 * member's hold or adds it when fewer than `limit` are held: 1, else 0.
 */
const ACQUIRE_SLOT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZSCORE', KEYS[1], ARGV[3]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[4]) then
  redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
  redis.call('PEXPIRE', KEYS[1], math.max(1, tonumber(ARGV[2]) - tonumber(ARGV[1])))
  return 1
end
return 0
`;
type AnyListener = (event: never) => void;

/** The part of BullMQ's client (ioredis) used for a run's events channel. */
interface PubSubClient {
  publish(channel: string, message: string): Promise<number>;
  subscribe(channel: string): Promise<unknown>;
  unsubscribe(channel: string): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  duplicate(): PubSubClient;
  disconnect(): void;
}

export class JobEngine {
  readonly prefix: string;
  readonly connection: ReturnType<typeof redisConnection>;
  private readonly queues = new Map<string, Queue>();
  private subscriber?: Promise<PubSubClient>;
  private readonly listeners = new Map<string, Set<AnyListener>>();

  constructor(options: EngineOptions) {
    this.prefix = options.prefix ?? DEFAULT_PREFIX;
    this.connection = redisConnection(options.redisUrl);
  }

  queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Records a run of `type` (queued) and queues it. */
  async enqueue(
    type: string,
    input: Record<string, unknown>,
    owner: RunOwner = {},
    options: {
      delayMs?: number;
      /**
       * The run's id, chosen by the caller: a record that names its job can
       * then be written before the job can start, instead of after (two
       * writers of one document at once lose one write on FerretDB).
       */
      runId?: Types.ObjectId;
    } = {},
  ): Promise<JobRunDoc> {
    const definition = jobDefinition(type);
    if (!definition) throw new Error(`no job type ${type} is defined`);
    const run = await JobRun.create({
      ...(options.runId ? { _id: options.runId } : {}),
      type,
      teamId: owner.teamId ? new Types.ObjectId(owner.teamId) : null,
      userId: owner.userId ? new Types.ObjectId(owner.userId) : null,
      input,
      maxAttempts: definition.attempts,
    });
    const id = String(run._id);
    try {
      await this.queue(QUEUES.jobs).add(
        type,
        {},
        {
          jobId: id,
          attempts: definition.attempts,
          backoff: { type: 'exponential', delay: definition.backoffMs },
          ...(options.delayMs ? { delay: options.delayMs } : {}),
          // The record is JobRun; Redis keeps finished jobs a while for inspection only.
          removeOnComplete: { age: 24 * 3600 },
          removeOnFail: { age: 7 * 24 * 3600 },
        },
      );
    } catch (err) {
      await JobRun.updateOne(
        { _id: run._id },
        {
          $set: { status: 'dead', lastError: `could not be queued: ${message(err)}`, finishedAt: new Date() },
        },
      );
      throw err;
    }
    return run.toObject() as unknown as JobRunDoc;
  }

  /** Cancels a run that has not finished: it leaves the queue, or stops before its next step. */
  async cancel(runId: string): Promise<JobRunDoc | null> {
    const run = await JobRun.findById(runId).lean<JobRunDoc>();
    if (!run || finalStatuses.includes(run.status)) return run;
    // The record a worker checks before each step, which no concurrent write of the run can undo.
    await JobCancel.create({ _id: runId, at: new Date() }).catch((err) => {
      if (!isDuplicateKey(err)) throw err;
    });
    await JobRun.updateOne({ _id: run._id }, { $set: { status: 'cancelled', finishedAt: new Date() } });
    const job = await this.queue(QUEUES.jobs).getJob(runId);
    // An active job is locked by its worker: that worker sees the cancel before its next step.
    if (job && !(await job.isActive())) await job.remove().catch(() => undefined);
    await this.publishState(runId);
    return JobRun.findById(runId).lean<JobRunDoc>();
  }

  private channel(runId: string) {
    return `${this.prefix}:run-events:${runId}`;
  }

  async publish(runId: string, event: RunEvent): Promise<void> {
    const client = (await this.queue(QUEUES.jobs).client) as unknown as PubSubClient;
    await client.publish(this.channel(runId), JSON.stringify(event));
  }

  async publishState(runId: string): Promise<void> {
    const run = await JobRun.findById(runId).lean<JobRunDoc>();
    if (run) await this.publish(runId, { event: 'state', data: presentJob(run) });
  }

  /** Listens to a run's events (state changes, progress); returns the unsubscribe. */
  subscribe(runId: string, listener: Listener): Promise<() => Promise<void>> {
    return this.listen(this.channel(runId), listener);
  }

  private topicChannel(topic: string) {
    return `${this.prefix}:topic-events:${topic}`;
  }

  /** Publishes an event of a topic (e.g. `bulk:<id>`) to every process listening to it. */
  async publishTopic(topic: string, event: TopicEvent): Promise<void> {
    const client = (await this.queue(QUEUES.jobs).client) as unknown as PubSubClient;
    await client.publish(this.topicChannel(topic), JSON.stringify(event));
  }

  /** Listens to a topic's events; returns the unsubscribe. */
  subscribeTopic(topic: string, listener: (event: TopicEvent) => void): Promise<() => Promise<void>> {
    return this.listen(this.topicChannel(topic), listener);
  }

  private async listen<E>(channel: string, listener: (event: E) => void): Promise<() => Promise<void>> {
    if (!this.subscriber) {
      this.subscriber = this.queue(QUEUES.jobs).client.then((client) => {
        const subscriber = (client as unknown as PubSubClient).duplicate();
        subscriber.on('message', (from: string, text: string) => {
          const set = this.listeners.get(from);
          if (!set) return;
          const event = JSON.parse(text) as never;
          for (const l of set) l(event);
        });
        return subscriber;
      });
    }
    const subscriber = await this.subscriber;
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await subscriber.subscribe(channel);
    }
    const added = listener as AnyListener;
    set.add(added);
    return async () => {
      const current = this.listeners.get(channel);
      if (!current) return;
      current.delete(added);
      if (current.size === 0) {
        this.listeners.delete(channel);
        await subscriber.unsubscribe(channel).catch(() => undefined);
      }
    };
  }

  private slotKey(group: string) {
    return `${this.prefix}:slots:${group}`;
  }

  /** See JobContext.acquireSlot: one script, so two workers never both take the last slot. */
  async acquireSlot(group: string, member: string, limit: number, ttlMs: number): Promise<boolean> {
    const client = (await this.queue(QUEUES.jobs).client) as unknown as SlotClient;
    const now = Date.now();
    const taken = await client.eval(
      ACQUIRE_SLOT,
      1,
      this.slotKey(group),
      String(now),
      String(now + ttlMs),
      member,
      String(limit),
    );
    return Number(taken) === 1;
  }

  async releaseSlot(group: string, member: string): Promise<void> {
    const client = (await this.queue(QUEUES.jobs).client) as unknown as SlotClient;
    await client.zrem(this.slotKey(group), member);
  }

  /** Starts a worker for the job queue (and the maintenance queue when tasks are given). */
  startWorker(options: WorkerOptions = {}): JobWorker {
    return new JobWorker(this, options);
  }

  async close(): Promise<void> {
    if (this.subscriber) {
      const subscriber = await this.subscriber;
      subscriber.disconnect();
      this.subscriber = undefined;
    }
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

async function setRun(runId: string, fields: Partial<Record<keyof JobRunDoc, unknown>>) {
  await JobRun.updateOne({ _id: runId }, { $set: fields });
}

/**
 * A run's step history (the UI's list of steps) as one delivery keeps it:
 * read once with the run when the delivery starts, changed here, and
 * written whole, in order (each write sends the newest list). Only the
 * delivery running a run writes its steps, so reading the run again before
 * each write (two reads a step, of a document that grows with every step of
 * a long lane) only cost the database.
 */
export class StepHistory {
  private readonly steps: JobStepEntry[];
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly runId: string,
    steps: readonly JobStepEntry[] = [],
  ) {
    this.steps = [...steps];
  }

  record(entry: JobStepEntry): Promise<void> {
    const at = this.steps.findIndex((s) => s.name === entry.name);
    if (at >= 0) this.steps[at] = { ...entry, startedAt: this.steps[at]!.startedAt ?? entry.startedAt };
    else this.steps.push(entry);
    const write = this.writing.then(() => setRun(this.runId, { steps: [...this.steps] }));
    this.writing = write.catch(() => undefined);
    return write;
  }
}

/** The job type's onDead, once the run is dead (its failure does not change the run). */
async function afterDead(runId: string) {
  const run = await JobRun.findById(runId).lean<JobRunDoc>();
  const onDead = run && jobDefinition(run.type)?.onDead;
  if (onDead) await onDead(run).catch(() => undefined);
}

/** Thrown inside a run to stop it because the user cancelled it. */
class CancelledError extends Error {}

export class JobWorker {
  readonly worker: Worker;
  readonly maintenanceWorker?: Worker;
  private closing = false;

  constructor(
    private readonly engine: JobEngine,
    private readonly options: WorkerOptions,
  ) {
    const lockDuration = options.lockDurationMs ?? 30_000;
    const common = {
      connection: engine.connection,
      prefix: engine.prefix,
      lockDuration,
      stalledInterval: options.stalledIntervalMs ?? 15_000,
      // A job whose worker died twice in a row is more likely to kill the next one: dead then.
      maxStalledCount: 2,
    };
    this.worker = new Worker(QUEUES.jobs, (job, token) => this.process(job, token), {
      ...common,
      concurrency: options.concurrency ?? 2,
    });
    // Failed without the processor's say (stalled too often): the run is dead.
    this.worker.on('failed', (job, err) => {
      if (!job?.id) return;
      void JobRun.findById(job.id)
        .lean<JobRunDoc>()
        .then(async (run) => {
          if (run && (run.status === 'running' || run.status === 'queued')) {
            await setRun(job.id!, { status: 'dead', lastError: err.message, finishedAt: new Date() });
            await this.engine.publishState(job.id!);
            await afterDead(job.id!);
          }
        })
        .catch(() => undefined);
    });
    this.worker.on('error', () => undefined);
    const tasks = options.maintenance;
    if (tasks && Object.keys(tasks).length) {
      this.maintenanceWorker = new Worker(
        QUEUES.maintenance,
        async (job) => {
          const task = tasks[job.name];
          if (!task) throw new UnrecoverableError(`no maintenance task ${job.name}`);
          return task();
        },
        { ...common, concurrency: 1 },
      );
      this.maintenanceWorker.on('error', () => undefined);
    }
  }

  /** Resolves when the workers are connected and taking jobs. */
  async ready(): Promise<void> {
    await this.worker.waitUntilReady();
    await this.maintenanceWorker?.waitUntilReady();
  }

  /**
   * Stops taking jobs; a running job finishes the step it is in and goes back
   * to the queue (no attempt spent) for another worker to go on with.
   */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([this.worker.close(), this.maintenanceWorker?.close()]);
  }

  /** One delivery of a run (exported for tests through `deliver`). */
  async process(job: Job, token?: string): Promise<unknown> {
    const runId = job.id!;
    const definition = jobDefinition(job.name);
    const run = await JobRun.findById(runId).lean<JobRunDoc>();
    if (!run || finalStatuses.includes(run.status)) return run?.result ?? null;
    const delivery = Math.max(job.attemptsStarted ?? 0, job.attemptsMade + 1);
    const now = new Date();
    if (!definition) {
      await setRun(runId, {
        status: 'dead',
        lastError: `no job type ${job.name} is defined`,
        finishedAt: now,
      });
      await this.engine.publishState(runId);
      throw new UnrecoverableError(`no job type ${job.name} is defined`);
    }
    await setRun(runId, { status: 'running', attempts: delivery, startedAt: run.startedAt ?? now });
    await this.engine.publishState(runId);

    const handBackIfClosing = async () => {
      if (!this.closing) return;
      await job.moveToDelayed(Date.now(), token);
      throw new DelayedError();
    };
    const stopIfCancelled = async () => {
      if (!(await JobCancel.exists({ _id: runId }))) return;
      // Said again: a write of this run (a step's entry) may have undone the cancel's.
      await setRun(runId, { status: 'cancelled', finishedAt: new Date() });
      throw new CancelledError();
    };
    const history = new StepHistory(runId, run.steps ?? []);
    const ctx: JobContext = {
      run: { ...run, status: 'running', attempts: delivery },
      step: async (name, fn) => {
        await stopIfCancelled();
        await handBackIfClosing();
        return runStep(runId, name, delivery, fn, this.options.busyStepWaitMs ?? 30_000, history);
      },
      progress: async (done, total) => {
        const progress = { done, total };
        await setRun(runId, { progress });
        await job.updateProgress(progress).catch(() => undefined);
        await this.engine.publish(runId, { event: 'progress', data: { id: runId, progress } });
      },
      publish: (topic, event) => this.engine.publishTopic(topic, event),
      lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
      acquireSlot: (group, limit, ttlMs) => this.engine.acquireSlot(group, runId, limit, ttlMs),
      releaseSlot: (group) => this.engine.releaseSlot(group, runId),
      defer: async (ms) => {
        await job.moveToDelayed(Date.now() + Math.max(0, ms), token);
        throw new DelayedError();
      },
    };

    try {
      const result = (await definition.handler(ctx)) ?? null;
      await setRun(runId, { status: 'succeeded', result, lastError: null, finishedAt: new Date() });
      await this.engine.publishState(runId);
      return result;
    } catch (err) {
      if (err instanceof CancelledError) return null;
      if (err instanceof DelayedError) {
        await setRun(runId, { status: 'queued' });
        await this.engine.publishState(runId);
        throw err;
      }
      const reason = message(err);
      const permanent = err instanceof PermanentJobError || err instanceof UnrecoverableError;
      const last = permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await setRun(runId, {
        status: last ? 'dead' : 'failed',
        lastError: reason,
        ...(last ? { finishedAt: new Date() } : {}),
      });
      await this.engine.publishState(runId);
      if (last) await afterDead(runId);
      if (permanent) throw new UnrecoverableError(reason);
      throw err;
    }
  }
}

type Claim = { kind: 'ours' } | { kind: 'done'; result: unknown } | { kind: 'busy' };

/** Claims step `id` for `delivery` (see JobStep): one winner, whatever runs at once. */
async function claimStep(runId: string, name: string, delivery: number): Promise<Claim> {
  const id = `${runId}:${name}`;
  const startedAt = new Date();
  try {
    await JobStep.create({ _id: id, runId, name, status: 'running', delivery, startedAt });
    return { kind: 'ours' };
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  const existing = await JobStep.findById(id).lean<JobStepDoc>();
  if (!existing) return { kind: 'busy' };
  if (existing.status === 'succeeded') return { kind: 'done', result: existing.result };
  // The same delivery twice (a duplicate), or a newer one: it runs the step, not us.
  if (existing.delivery >= delivery) return { kind: 'busy' };
  // An older delivery failed or died (BullMQ redelivers only then): one newer delivery takes over.
  try {
    await JobStep.create({ _id: `${id}@${delivery}`, runId, name, status: 'takeover', delivery, startedAt });
  } catch (err) {
    if (isDuplicateKey(err)) return { kind: 'busy' };
    throw err;
  }
  await JobStep.updateOne(
    { _id: id },
    { $set: { status: 'running', delivery, error: null, startedAt, finishedAt: null } },
  );
  return { kind: 'ours' };
}

async function runStep<T>(
  runId: string,
  name: string,
  delivery: number,
  fn: () => Promise<T> | T,
  busyWaitMs: number,
  history: StepHistory,
): Promise<T> {
  const id = `${runId}:${name}`;
  let claim = await claimStep(runId, name, delivery);
  // Another delivery is running this step: wait for its result rather than run it again.
  const deadline = Date.now() + busyWaitMs;
  while (claim.kind === 'busy') {
    if (Date.now() > deadline) throw new Error(`step ${name} is being run by another delivery`);
    await new Promise((r) => setTimeout(r, 100));
    const doc = await JobStep.findById(id).lean<JobStepDoc>();
    if (doc?.status === 'succeeded') claim = { kind: 'done', result: doc.result };
    else if (doc?.status === 'failed' && doc.delivery >= delivery)
      throw new Error(`step ${name} failed: ${doc.error}`);
  }
  if (claim.kind === 'done') return claim.result as T;
  const startedAt = new Date();
  await history.record({ name, status: 'running', startedAt, finishedAt: null, error: null });
  try {
    const result = await fn();
    const finishedAt = new Date();
    await JobStep.updateOne(
      { _id: id },
      { $set: { status: 'succeeded', result: result ?? null, finishedAt } },
    );
    await history.record({ name, status: 'succeeded', startedAt, finishedAt, error: null });
    return result;
  } catch (err) {
    const finishedAt = new Date();
    await JobStep.updateOne({ _id: id }, { $set: { status: 'failed', error: message(err), finishedAt } });
    await history.record({ name, status: 'failed', startedAt, finishedAt, error: message(err) });
    throw err;
  }
}

let current: JobEngine | undefined;

/** The process's engine on REDIS_URL (created on first use). */
export function jobEngine(redisUrl: string | undefined): JobEngine | undefined {
  if (!current && redisUrl) current = new JobEngine({ redisUrl });
  return current;
}

/** Replaces the process's engine (tests use one with a prefix of their own). */
export function useJobEngine(engine: JobEngine | undefined) {
  current = engine;
}
