/**
 * One lifecycle for every workflow run (issue 11), whatever its type:
 *
 * Start (commands/workflows.ts, commands/workflowsCustom.ts):
 *   reserveAttempt  one workflow of the plan and the attempt's words held
 *                   (nothing stays held when either is short: a 402)
 *   recordRun       the run recorded and its job queued, after the hold;
 *                   when either fails the hold comes back and the attempt
 *                   is recorded failed
 *
 * Finish (commands/workflowJobs.ts, commands/workflowsCustomJob.ts):
 *   finishRun       `finish` claims the attempt's outcome (a unique-_id
 *                   insert: a cancel arriving at once claims the same _id,
 *                   one of them wins), `save` creates the post with ids
 *                   derived from the run and attempt, an optional step after
 *                   the save (the custom publish), `settle` charges the words
 *                   used — never more than was held — and the plan's workflow
 *   endRunOnError   a cancel seen mid-step ends as cancelled; a transient
 *                   error is retried with the engine's backoff; anything
 *                   else ends the attempt failed with both holds refunded
 */
import { Types } from 'mongoose';
import { isDuplicateKey } from '../db';
import { type AuthUser, actingAs, storedActor } from '../identity';
import { type JobEngine, jobEngine } from '../jobs/engine';
import { defineJob, type JobContext } from '../jobs/registry';
import { Collection } from '../models/Collection';
import { Post } from '../models/Post';
import {
  type StepState,
  WorkflowOutcome,
  type WorkflowOutcomeDoc,
  WorkflowRun,
  type WorkflowRunDoc,
} from '../models/WorkflowRun';
import { presentWorkflowRun } from '../presenters/workflow';
import { createCollection } from '../services/collections';
import { type Reservation, refundReservation, reserveCredits, settleReservation } from '../services/credits';
import { createPost } from '../services/posts';
import { derivedId, isTransient } from './bulkJobs';

export const workflowTopic = (runId: string) => `workflow:${runId}`;
export const outcomeId = (runId: string, attempt: number) => `${runId}:${attempt}`;

export interface WorkflowJobInput {
  workflowRunId: string;
  attempt: number;
}

/** What one attempt holds. */
export interface Held {
  workflows: Reservation;
  words: Reservation;
}

/** A failure no retry can mend (the run fails at once). */
export class PermanentError extends Error {}

function reservationOf(r: Reservation | undefined): Reservation | null {
  return r ? { ...r, createdAt: new Date(r.createdAt) } : null;
}

export async function loadOutcome(runId: string, attempt: number) {
  return WorkflowOutcome.findById(outcomeId(runId, attempt)).lean<WorkflowOutcomeDoc>();
}

export interface RunWithOutcome {
  run: WorkflowRunDoc;
  outcome: WorkflowOutcomeDoc | null;
}

/**
 * Runs paired with their attempts' outcomes, as one moment. A run is read
 * before its outcome (the outcome's id names the attempt), and a worker
 * writes a run's last step before its outcome: a run read just before that
 * step and an outcome read just after would show an ended run still in its
 * last step. Such a run (an ended outcome beside a step still running) is
 * read again; runs are read as they are presented, without transcripts.
 */
export async function withOutcomes(runs: WorkflowRunDoc[]): Promise<RunWithOutcome[]> {
  const outcomes = runs.length
    ? await WorkflowOutcome.find({
        _id: { $in: runs.map((r) => outcomeId(String(r._id), r.attempt)) },
      }).lean<WorkflowOutcomeDoc[]>()
    : [];
  const byId = new Map(outcomes.map((o) => [o._id, o]));
  const outcomeOf = (run: WorkflowRunDoc) => byId.get(outcomeId(String(run._id), run.attempt)) ?? null;
  const torn = runs.filter((run) => {
    const outcome = outcomeOf(run);
    const ended = outcome && outcome.status !== 'finishing';
    return ended && Object.values(run.steps ?? {}).some((step) => step?.status === 'running');
  });
  const again = torn.length
    ? await WorkflowRun.find({ _id: { $in: torn.map((r) => r._id) } })
        .select('-transcript')
        .lean<WorkflowRunDoc[]>()
    : [];
  const fresh = new Map(again.map((r) => [String(r._id), r]));
  return runs.map((stale) => {
    const run = fresh.get(String(stale._id));
    // A retry between the reads starts a new attempt: the pair read first stays.
    return run && run.attempt === stale.attempt
      ? { run, outcome: outcomeOf(stale) }
      : { run: stale, outcome: outcomeOf(stale) };
  });
}

/** Pushes the run as it is now to its listeners (GET /api/workflows/{id}/events). */
export async function publishRun(
  publish: (topic: string, event: { event: string; data: unknown }) => Promise<void>,
  runId: string,
) {
  const found = await WorkflowRun.findById(runId).select('-transcript').lean<WorkflowRunDoc>();
  if (!found) return;
  const [{ run, outcome }] = (await withOutcomes([found])) as [RunWithOutcome];
  await publish(workflowTopic(runId), { event: 'run', data: presentWorkflowRun(run, outcome) }).catch(
    () => undefined,
  );
}

export async function refundAll(run: Pick<WorkflowRunDoc, 'reservations'>) {
  const words = reservationOf(run.reservations?.words);
  const workflows = reservationOf(run.reservations?.workflows);
  if (words) await refundReservation(words);
  if (workflows) await refundReservation(workflows);
}

/** Records an attempt that ended before it ran (ignored when it has ended already). */
async function recordFailed(runId: string, attempt: number, error: string) {
  await WorkflowOutcome.create({
    _id: outcomeId(runId, attempt),
    runId: new Types.ObjectId(runId),
    attempt,
    status: 'failed',
    error: error.slice(0, 500),
    at: new Date(),
    finishedAt: new Date(),
  });
}

/**
 * Ends an attempt as failed, refunding both reservations in full; false when
 * the attempt had ended already (cancelled, or finishing).
 */
export async function failAttempt(runId: string, attempt: number, reason: string): Promise<boolean> {
  if (await loadOutcome(runId, attempt)) return false;
  // Refunded before the outcome is recorded, so a run seen failed holds nothing (a refund is idempotent:
  // a cancel arriving at once refunds the same reservations to no effect).
  const run = await WorkflowRun.findById(runId).select('reservations attempt').lean<WorkflowRunDoc>();
  if (run && run.attempt === attempt) await refundAll(run);
  try {
    await recordFailed(runId, attempt, reason);
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
  return true;
}

/** One step's state on the run, for the attempt that wrote it only. */
export async function setStep(
  runId: string,
  attempt: number,
  key: string,
  state: Pick<StepState, 'status'> & Partial<Pick<StepState, 'detail' | 'output' | 'error'>>,
) {
  const run = await WorkflowRun.findOne({ _id: runId, attempt })
    .select('steps')
    .lean<Pick<WorkflowRunDoc, 'steps'>>();
  if (!run) return;
  const previous = run.steps?.[key];
  const next: StepState = {
    status: state.status,
    startedAt: previous?.startedAt ?? new Date(),
    finishedAt: state.status === 'running' ? null : new Date(),
    detail: state.detail ?? previous?.detail ?? null,
    output: state.output ?? previous?.output ?? null,
    error: state.error ?? null,
  };
  await WorkflowRun.updateOne({ _id: runId, attempt }, { $set: { [`steps.${key}`]: next } });
}

// ---------------------------------------------------------------- start

/** Holds one attempt's workflows and words; nothing stays held when either is short. */
export async function reserveAttempt(
  user: AuthUser,
  runId: string,
  attempt: number,
  cost: { words: number; workflows: number },
): Promise<Held> {
  const meta = { reason: 'workflow', ref: `${runId}:${attempt}`, userId: user.id };
  const workflows = await reserveCredits({ teamId: user.teamId }, 'workflows', cost.workflows, meta);
  let words: Reservation;
  try {
    words = await reserveCredits({ teamId: user.teamId }, 'words', cost.words, meta);
  } catch (err) {
    await refundReservation(workflows);
    throw err;
  }
  return { workflows, words };
}

/** Gives back every hold of `held`. */
export async function releaseAll(held: readonly Held[]) {
  for (const h of held) await refundAll({ reservations: h });
}

/**
 * Queues an attempt's job (the job type follows the run's type) under
 * `jobId`, which the run names already: the job may start, and write the
 * run, as soon as it is queued.
 */
export async function queueAttempt(
  engine: JobEngine,
  user: AuthUser,
  runId: string,
  attempt: number,
  type: WorkflowRunDoc['type'],
  jobId: Types.ObjectId,
) {
  await engine.enqueue(
    type === 'custom' ? 'workflow.custom' : 'workflow.video-to-blog',
    { workflowRunId: runId, attempt },
    { teamId: user.teamId, userId: user.id },
    { runId: jobId },
  );
}

/**
 * Records a run whose first attempt is held already and queues it. When the
 * record or the queue fails, the hold comes back, the attempt is recorded
 * failed, and the error goes on.
 */
export async function recordRun(
  engine: JobEngine,
  user: AuthUser,
  start: {
    runId: Types.ObjectId;
    type: WorkflowRunDoc['type'];
    gpt4: boolean;
    reservations: Held;
    fields: Partial<Pick<WorkflowRunDoc, 'input' | 'video' | 'steps' | 'cost'>> & {
      transcript?: unknown;
    };
  },
) {
  const { runId, reservations } = start;
  const jobId = new Types.ObjectId();
  try {
    await WorkflowRun.create({
      _id: runId,
      teamId: new Types.ObjectId(user.teamId),
      userId: new Types.ObjectId(user.id),
      type: start.type,
      actor: storedActor(user, start.gpt4),
      attempt: 1,
      steps: {},
      ...start.fields,
      reservations,
      jobRunId: String(jobId),
    });
    await queueAttempt(engine, user, String(runId), 1, start.type, jobId);
  } catch (err) {
    // A run that did not start holds nothing.
    await refundAll({ reservations });
    await recordFailed(String(runId), 1, 'The run could not be started.').catch(() => undefined);
    throw err;
  }
}

// ---------------------------------------------------------------- finish

export interface RunningRun {
  ctx: JobContext<WorkflowJobInput>;
  run: WorkflowRunDoc;
  /** Pushes the run to its listeners. */
  push: () => Promise<void>;
}

export interface Saved {
  collectionId: string;
  postId: string;
}

/** Creates what does not exist yet; a duplicated delivery that created it first wins. */
async function once(exists: () => Promise<unknown>, create: () => Promise<unknown>) {
  if (await exists()) return;
  try {
    await create();
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
}

/**
 * Saves an attempt's article: its collection and post, with ids derived from
 * the run and the attempt, so a second save (a retried step) creates nothing.
 */
export async function saveArticle(
  run: WorkflowRunDoc,
  collection: Parameters<typeof createCollection>[1],
  post: () => Parameters<typeof createPost>[2],
): Promise<Saved> {
  const user = actingAs(run.actor);
  const runId = String(run._id);
  const collectionId = derivedId('workflow', runId, run.attempt, 'collection');
  const postId = derivedId('workflow', runId, run.attempt, 'post');
  await once(
    () => Collection.exists({ _id: collectionId }),
    () => createCollection(user, collection, { id: collectionId }),
  );
  await once(
    () => Post.exists({ _id: postId }),
    () => createPost(user, collectionId, post(), 'generate', { id: postId }),
  );
  return { collectionId: String(collectionId), postId: String(postId) };
}

/**
 * Finishes an attempt whose writing is done: claim, save, `afterSave`,
 * settle (the words used capped at what was held, the plan's workflow), and
 * the outcome with `result`. `{ended}` when a cancel claimed it first.
 */
export async function finishRun<R>(
  { ctx, run, push }: RunningRun,
  finish: {
    /** Credits the attempt's operations used. */
    credits: number;
    save: () => Promise<Saved>;
    afterSave?: (saved: Saved) => Promise<void>;
    result: (saved: Saved) => R;
  },
): Promise<{ postId: string } | { ended: string }> {
  const runId = String(run._id);
  const { attempt } = run;
  // The attempt is ours to finish, unless a cancel came first.
  const mine = await ctx.step('finish', async () => {
    try {
      await WorkflowOutcome.create({
        _id: outcomeId(runId, attempt),
        runId: run._id,
        attempt,
        status: 'finishing',
        at: new Date(),
      });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  });
  if (!mine) {
    await push();
    return { ended: (await loadOutcome(runId, attempt))?.status ?? 'cancelled' };
  }

  await setStep(runId, attempt, 'save', { status: 'running' });
  const saved = await ctx.step('save', finish.save);
  await setStep(runId, attempt, 'save', { status: 'succeeded', detail: 'Saved to your documents' });
  await finish.afterSave?.(saved);

  await setStep(runId, attempt, 'settle', { status: 'running' });
  const charged = await ctx.step('settle', async () => {
    const words = reservationOf(run.reservations?.words);
    const workflows = reservationOf(run.reservations?.workflows);
    const used = Math.min(words?.amount ?? 0, finish.credits);
    if (words) await settleReservation(words, used);
    if (workflows) await settleReservation(workflows, workflows.amount);
    return { words: used, workflows: workflows?.amount ?? 0 };
  });
  await setStep(runId, attempt, 'settle', {
    status: 'succeeded',
    detail: `${charged.words.toLocaleString('en-US')} credits and ${charged.workflows} workflow`,
  });

  await WorkflowOutcome.updateOne(
    { _id: outcomeId(runId, attempt) },
    { $set: { status: 'succeeded', result: finish.result(saved), charged, finishedAt: new Date() } },
  );
  await push();
  return { postId: saved.postId };
}

/** The step that was running, else `fallback`. */
async function runningStep(runId: string, fallback: string): Promise<string> {
  const steps = (await WorkflowRun.findById(runId).select('steps').lean<WorkflowRunDoc>())?.steps ?? {};
  const running = Object.entries(steps).filter(([, s]) => s?.status === 'running');
  return running.at(-1)?.[0] ?? fallback;
}

/**
 * What an attempt's error ends in: a cancel (the steps that ran marked so),
 * another try (a transient error before the last try: thrown on), or a
 * failed attempt with both holds refunded — also past the point of no
 * cancel, when the save or the charge keeps failing.
 */
export async function endRunOnError(
  { ctx, run, push }: RunningRun,
  err: unknown,
  fallbackStep: string,
): Promise<{ ended: 'cancelled' } | { failed: string }> {
  // A cancel seen by the engine before a step: the cancel has given everything back.
  if (err instanceof Error && err.constructor.name === 'CancelledError') throw err;
  const runId = String(run._id);
  const { attempt } = run;
  const reason = err instanceof Error ? err.message : String(err);
  const gone = !(await WorkflowRun.exists({ _id: runId }));
  if (gone || (await loadOutcome(runId, attempt))?.status === 'cancelled') {
    if (!gone) {
      const steps = (await WorkflowRun.findById(runId).select('steps').lean<WorkflowRunDoc>())?.steps ?? {};
      for (const [key, state] of Object.entries(steps))
        if (state?.status === 'running')
          await setStep(runId, attempt, key, { status: 'failed', error: 'Cancelled' });
    }
    await push();
    // The engine's own check before a step ends the delivery as cancelled (its record stays `cancelled`).
    await ctx.step('cancelled', () => null);
    return { ended: 'cancelled' };
  }
  const failing = await runningStep(runId, fallbackStep);
  if (isTransient(err) && !ctx.lastAttempt && !(err instanceof PermanentError)) {
    await setStep(runId, attempt, failing, { status: 'running', error: `${reason} (trying again)` });
    await push();
    throw err;
  }
  await setStep(runId, attempt, failing, { status: 'failed', error: reason });
  const outcome = await loadOutcome(runId, attempt);
  if (outcome?.status === 'finishing') {
    await refundAll(run);
    await WorkflowOutcome.updateOne(
      { _id: outcomeId(runId, attempt) },
      { $set: { status: 'failed', error: reason.slice(0, 500), finishedAt: new Date() } },
    );
  } else await failAttempt(runId, attempt, reason);
  await push();
  return { failed: reason };
}

/**
 * A workflow job of the engine: the attempt's run loaded (a stale or ended
 * attempt does nothing), `body` run on it, its error ended as
 * endRunOnError says (`fallbackStep` is marked when no step was running),
 * and a dead job's attempt failed and refunded.
 */
export function defineWorkflowJob(
  type: string,
  fallbackStep: string,
  body: (running: RunningRun) => Promise<{ postId: string } | { ended: string }>,
) {
  return defineJob<WorkflowJobInput>(
    type,
    async (ctx) => {
      const { workflowRunId: runId, attempt } = ctx.run.input;
      const run = await WorkflowRun.findById(runId).lean<WorkflowRunDoc>();
      if (!run || run.attempt !== attempt) return { skipped: true };
      const ended = await loadOutcome(runId, attempt);
      if (ended && ended.status !== 'finishing') return { ended: ended.status };
      if (!run.startedAt)
        await WorkflowRun.updateOne({ _id: runId, attempt }, { $set: { startedAt: new Date() } });
      const running = { ctx, run, push: () => publishRun(ctx.publish, runId) };
      try {
        return await body(running);
      } catch (err) {
        return endRunOnError(running, err, fallbackStep);
      }
    },
    {
      attempts: 3,
      backoffMs: 1000,
      onDead: async (job) => {
        const runId = String(job.input.workflowRunId);
        await failAttempt(
          runId,
          Number(job.input.attempt),
          job.lastError ?? 'The workflow stopped before it finished. Retry it.',
        );
        const engine = jobEngine(undefined);
        if (engine) await publishRun((topic, event) => engine.publishTopic(topic, event), runId);
      },
    },
  );
}
