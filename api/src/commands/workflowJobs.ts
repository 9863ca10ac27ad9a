/**
 * Workflow runs on the job engine (issue 11). A video-to-blog attempt is a
 * job run of type `workflow.video-to-blog` whose steps are:
 *
 *   write   the article from the stored transcript (the AI call; its result
 *           is stored, so a retried delivery does not write it again)
 *   finish  the attempt's outcome claimed (`finishing`, a unique-_id insert:
 *           a cancel arriving at once claims the same _id, one of them wins)
 *   save    its collection and post, with ids derived from the run and the
 *           attempt: a second insert fails on its unique _id
 *   settle  the article's words and the plan's workflow settled (closing a
 *           reservation is idempotent: its ledger entry is keyed on it)
 *
 * A transient provider failure is retried with the engine's backoff; on the
 * last attempt, or for a permanent failure, the attempt ends `failed` and
 * both reservations are refunded in full (the user may retry the run).
 */
import { type VideoToBlogResult, youTubeWatchUrl } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { type AiProvider, aiConfigFromEnv, createProvider, runOperation } from '../ai';
import { MAX_VIDEO_SECTIONS } from '../ai/catalogue/video';
import type { AiEnv } from '../ai/config';
import { isDuplicateKey } from '../db';
import type { AuthUser } from '../identity';
import { jobEngine } from '../jobs/engine';
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
import { type Reservation, refundReservation, settleReservation } from '../services/credits';
import { createPost } from '../services/posts';
import { articlePost } from '../services/posts/article';
import { sectionsOf } from '../services/youtube';
import { derivedId, isTransient } from './bulkJobs';

let provider: AiProvider | undefined;

/** The provider workflow articles are written with (the worker sets the app's; tests their own). */
export function setWorkflowProvider(next: AiProvider | undefined) {
  provider = next;
}

export function workflowProvider(): AiProvider {
  provider ??= createProvider(aiConfigFromEnv(process.env as AiEnv));
  return provider;
}

export const workflowTopic = (runId: string) => `workflow:${runId}`;
export const outcomeId = (runId: string, attempt: number) => `${runId}:${attempt}`;

export interface WorkflowJobInput {
  workflowRunId: string;
  attempt: number;
}

function actorOf(run: WorkflowRunDoc): AuthUser {
  const { id, teamId, email, role, isInternal } = run.actor;
  return { id, teamId, email, role, isInternal };
}

function reservationOf(r: Reservation | undefined): Reservation | null {
  return r ? { ...r, createdAt: new Date(r.createdAt) } : null;
}

export async function loadOutcome(runId: string, attempt: number) {
  return WorkflowOutcome.findById(outcomeId(runId, attempt)).lean<WorkflowOutcomeDoc>();
}

/** Pushes the run as it is now to its listeners (GET /api/workflows/{id}/events). */
export async function publishRun(
  publish: (topic: string, event: { event: string; data: unknown }) => Promise<void>,
  runId: string,
) {
  const run = await WorkflowRun.findById(runId).select('-transcript').lean<WorkflowRunDoc>();
  if (!run) return;
  const outcome = await loadOutcome(runId, run.attempt);
  await publish(workflowTopic(runId), { event: 'run', data: presentWorkflowRun(run, outcome) }).catch(
    () => undefined,
  );
}

/** One step's state on the run, for the attempt that wrote it only. */
async function setStep(runId: string, attempt: number, key: string, state: Partial<StepState>) {
  const run = await WorkflowRun.findOne({ _id: runId, attempt })
    .select('steps')
    .lean<Pick<WorkflowRunDoc, 'steps'>>();
  if (!run) return;
  const previous = run.steps?.[key];
  const next: StepState = {
    status: 'running',
    startedAt: previous?.startedAt ?? new Date(),
    finishedAt: null,
    detail: previous?.detail ?? null,
    error: null,
    ...state,
  };
  await WorkflowRun.updateOne({ _id: runId, attempt }, { $set: { [`steps.${key}`]: next } });
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
    await WorkflowOutcome.create({
      _id: outcomeId(runId, attempt),
      runId: new Types.ObjectId(runId),
      attempt,
      status: 'failed',
      error: reason.slice(0, 500),
      at: new Date(),
      finishedAt: new Date(),
    });
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
  return true;
}

export async function refundAll(run: Pick<WorkflowRunDoc, 'reservations'>) {
  const words = reservationOf(run.reservations?.words);
  const workflows = reservationOf(run.reservations?.workflows);
  if (words) await refundReservation(words);
  if (workflows) await refundReservation(workflows);
}

interface Written {
  html: string;
  credits: number;
  label: string;
  provider: string;
  model: string;
}

/** How often a writing step looks whether its run was cancelled (and stops the AI call then). */
const CANCEL_CHECK_MS = 500;

async function write(ctx: Pick<JobContext, 'publish'>, run: WorkflowRunDoc): Promise<Written> {
  const video = run.video!;
  const length = run.input.length ?? 'short';
  const sections = sectionsOf(
    {
      id: video.id,
      title: video.title,
      author: video.author,
      durationSeconds: video.durationSeconds,
      description: '',
      chapters: video.chapters,
      lines: run.transcript,
      language: video.language,
    },
    length === 'medium' ? 7 : 5,
  );
  const ai = workflowProvider();
  // A cancel stops the AI call: nothing more is written (or paid to the provider) for a run nobody wants.
  const stop = new AbortController();
  const watch = setInterval(() => {
    void Promise.all([loadOutcome(String(run._id), run.attempt), WorkflowRun.exists({ _id: run._id })])
      .then(([o, exists]) => {
        if (o?.status === 'cancelled' || !exists) stop.abort();
      })
      .catch(() => undefined);
  }, CANCEL_CHECK_MS);
  try {
    return await writeWith(ctx, run, ai, sections, length, stop.signal);
  } finally {
    clearInterval(watch);
  }
}

async function writeWith(
  ctx: Pick<JobContext, 'publish'>,
  run: WorkflowRunDoc,
  ai: AiProvider,
  sections: ReturnType<typeof sectionsOf>,
  length: 'short' | 'medium',
  signal: AbortSignal,
): Promise<Written> {
  const video = run.video!;
  const op = runOperation(
    ai,
    'video-article',
    {
      videoTitle: video.title,
      videoUrl: youTubeWatchUrl(video.id),
      author: video.author,
      sections: sections
        .slice(0, MAX_VIDEO_SECTIONS)
        .map((s) => ({ title: s.title, timestamp: s.timestamp, url: s.url, text: s.text })),
      length,
      ...(run.input.language ? { language: run.input.language } : {}),
    },
    { gpt4: run.actor.gpt4, signal },
  );
  const topic = workflowTopic(String(run._id));
  const target = length === 'medium' ? 2000 : 1200;
  let chars = 0;
  let lastPush = 0;
  for await (const delta of op) {
    chars += delta.length;
    const now = Date.now();
    if (now - lastPush >= 250) {
      lastPush = now;
      // The transcript is the first quarter; writing goes to 85%.
      const progress = Math.min(0.85, 0.25 + (chars / 6 / target) * 0.6);
      void ctx.publish(topic, { event: 'progress', data: { progress } }).catch(() => undefined);
    }
  }
  const result = await op.result;
  if (result.aborted) throw new Error('Cancelled while the article was written.');
  return {
    html: String(result.output),
    credits: result.credits,
    label: op.providerLabel,
    provider: result.provider,
    model: result.model,
  };
}

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The article's key points: the items of its "Key points" list. */
export function keyPointsOf(html: string): string[] {
  const section = /<h2[^>]*>\s*Key points\s*<\/h2>\s*<ul[^>]*>([\s\S]*?)<\/ul>/i.exec(html);
  if (!section) return [];
  return [...section[1]!.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => textOf(m[1]!)).filter(Boolean);
}

async function save(run: WorkflowRunDoc, written: Written) {
  const user = actorOf(run);
  const runId = String(run._id);
  const collectionId = derivedId('workflow', runId, run.attempt, 'collection');
  const postId = derivedId('workflow', runId, run.attempt, 'post');
  const title = (/<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(written.html)?.[1] ?? run.video!.title)
    .replace(/<[^>]+>/g, '')
    .trim();
  if (!(await Collection.exists({ _id: collectionId }))) {
    try {
      await createCollection(
        user,
        {
          title: textOf(title).slice(0, 200) || run.video!.title,
          ...(run.input.folderId ? { folder_id: run.input.folderId } : {}),
          ...(run.input.language ? { locales: [run.input.language] } : {}),
        },
        { id: collectionId },
      );
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }
  if (!(await Post.exists({ _id: postId }))) {
    try {
      await createPost(
        user,
        collectionId,
        articlePost(written.html, {
          title: run.video!.title,
          ...(run.input.language ? { language: run.input.language } : {}),
          extendedData: {
            generation: {
              workflow: 'video-to-blog',
              workflowRunId: runId,
              video: youTubeWatchUrl(run.video!.id),
              provider: written.provider,
              model: written.model,
            },
          },
        }),
        'generate',
        { id: postId },
      );
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }
  return { collectionId: String(collectionId), postId: String(postId) };
}

async function runVideoToBlog(ctx: JobContext<WorkflowJobInput>) {
  const { workflowRunId: runId, attempt } = ctx.run.input;
  const run = await WorkflowRun.findById(runId).lean<WorkflowRunDoc>();
  if (!run || run.attempt !== attempt) return { skipped: true };
  const ended = await loadOutcome(runId, attempt);
  if (ended && ended.status !== 'finishing') return { ended: ended.status };
  if (!run.startedAt)
    await WorkflowRun.updateOne({ _id: runId, attempt }, { $set: { startedAt: new Date() } });
  const push = () => publishRun(ctx.publish, runId);
  try {
    await setStep(runId, attempt, 'write', { status: 'running', startedAt: new Date() });
    await push();
    const written = await ctx.step('write', () => write(ctx, run));
    await setStep(runId, attempt, 'write', {
      status: 'succeeded',
      finishedAt: new Date(),
      detail: `${textOf(written.html).split(' ').length.toLocaleString('en-US')} words by the ${written.label}`,
    });
    await WorkflowRun.updateOne({ _id: runId, attempt }, { $set: { writer: written.label } });

    // The attempt is ours to finish, unless a cancel came first.
    const mine = await ctx.step('finish', async () => {
      try {
        await WorkflowOutcome.create({
          _id: outcomeId(runId, attempt),
          runId: new Types.ObjectId(runId),
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

    await setStep(runId, attempt, 'save', { status: 'running', startedAt: new Date() });
    const saved = await ctx.step('save', () => save(run, written));
    await setStep(runId, attempt, 'save', {
      status: 'succeeded',
      finishedAt: new Date(),
      detail: 'Saved to your documents',
    });

    const charged = await ctx.step('settle', async () => {
      const words = reservationOf(run.reservations?.words);
      const workflows = reservationOf(run.reservations?.workflows);
      const used = Math.min(words?.amount ?? 0, written.credits);
      if (words) await settleReservation(words, used);
      if (workflows) await settleReservation(workflows, workflows.amount);
      return { words: used, workflows: workflows?.amount ?? 0 };
    });
    await setStep(runId, attempt, 'settle', {
      status: 'succeeded',
      startedAt: new Date(),
      finishedAt: new Date(),
      detail: `${charged.words.toLocaleString('en-US')} credits and ${charged.workflows} workflow`,
    });

    const video = run.video!;
    const sections = [
      ...written.html.matchAll(/<h2[^>]*>([^<]*)<\/h2>\s*<p[^>]*>\s*<a href="([^"]+)"[^>]*>([^<]+)<\/a>/gi),
    ];
    const result: VideoToBlogResult = {
      title: textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(written.html)?.[1] ?? video.title),
      chapters: sections.map((m) => {
        const url = m[2]!.replace(/&amp;/g, '&');
        const t = /[?&]t=(\d+)s/.exec(url);
        return { title: textOf(m[1]!), start: t ? Number(t[1]) : 0, url };
      }),
      chapters_from: video.chapters.length > 0 ? 'video' : 'transcript',
      key_points: keyPointsOf(written.html),
      html: written.html,
      words: textOf(written.html).split(' ').filter(Boolean).length,
      collection_id: saved.collectionId,
      post_id: saved.postId,
    };
    await WorkflowOutcome.updateOne(
      { _id: outcomeId(runId, attempt) },
      { $set: { status: 'succeeded', result, charged, finishedAt: new Date() } },
    );
    await push();
    return { postId: saved.postId };
  } catch (err) {
    // A cancel seen by the engine before a step: the cancel has given everything back.
    if (err instanceof Error && err.constructor.name === 'CancelledError') throw err;
    const reason = err instanceof Error ? err.message : String(err);
    const gone = !(await WorkflowRun.exists({ _id: runId }));
    if (gone || (await loadOutcome(runId, attempt))?.status === 'cancelled') {
      const steps = (await WorkflowRun.findById(runId).select('steps').lean<WorkflowRunDoc>())?.steps ?? {};
      for (const key of ['write', 'save']) {
        if (steps[key]?.status === 'running')
          await setStep(runId, attempt, key, {
            status: 'failed',
            finishedAt: new Date(),
            error: 'Cancelled',
          });
      }
      await push();
      // The engine's own check before a step ends the delivery as cancelled (its record stays `cancelled`).
      await ctx.step('cancelled', () => null);
      return { ended: 'cancelled' };
    }
    const current = (await WorkflowRun.findById(runId).select('steps').lean<WorkflowRunDoc>())?.steps ?? {};
    const failing = ['settle', 'save', 'write'].find((k) => current[k]?.status === 'running') ?? 'write';
    if (isTransient(err) && !ctx.lastAttempt) {
      await setStep(runId, attempt, failing, { status: 'running', error: `${reason} (trying again)` });
      await push();
      throw err;
    }
    await setStep(runId, attempt, failing, { status: 'failed', finishedAt: new Date(), error: reason });
    const outcome = await loadOutcome(runId, attempt);
    if (outcome?.status === 'finishing') {
      // Past the point of no cancel: the save or the charge keeps failing. Give everything back.
      await refundAll(run);
      await WorkflowOutcome.updateOne(
        { _id: outcomeId(runId, attempt) },
        { $set: { status: 'failed', error: reason.slice(0, 500), finishedAt: new Date() } },
      );
    } else await failAttempt(runId, attempt, reason);
    await push();
    return { failed: reason };
  }
}

export const videoToBlogJob = defineJob<WorkflowJobInput>('workflow.video-to-blog', runVideoToBlog, {
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
});
