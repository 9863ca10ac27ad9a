/**
 * The bulk generator's work on the job engine (issue 11). A run of N rows
 * starts `parallel` lanes (job runs of type `bulk.lane`); each lane claims
 * the next unwritten article (a unique-_id insert, so one lane per article)
 * and writes it in three steps of its own:
 *
 *   a<i>:write   the article through the article command's pieces (the AI
 *                call; its result is stored, so it is not written again)
 *   a<i>:save    its collection and post in the run's folder, with ids
 *                derived from the run and the row: a second insert of either
 *                fails on its unique _id, so a retried or duplicated step
 *                never makes a second post
 *   a<i>:settle  the article's reservation settled at its price (closing a
 *                reservation is idempotent: its ledger entry is keyed on the
 *                reservation)
 *
 * A worker that dies mid-article loses its lock; another worker takes the
 * lane over, its claim and finished steps return their stored results, and
 * the article goes on where it stopped. A provider failure is retried with
 * the engine's backoff when it is transient; on the lane's last attempt, or
 * for a permanent failure, the article is refunded and marked failed (the
 * user may retry it alone: a `bulk.article` run) and the lane goes on.
 */
import { createHash } from 'node:crypto';
import { bulkLimits } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { type AiProvider, aiConfigFromEnv, createProvider, runOperation } from '../ai';
import type { AiEnv } from '../ai/config';
import { isDuplicateKey } from '../db';
import { AppError } from '../errors';
import { type AuthUser, actingAs } from '../identity';
import { defineJob, type JobContext } from '../jobs/registry';
import {
  BulkArticle,
  type BulkArticleDoc,
  BulkClaim,
  type BulkClaimDoc,
  BulkRun,
  type BulkRunDoc,
  type StoredReservation,
} from '../models/Bulk';
import { Collection } from '../models/Collection';
import { JobRun, type JobRunDoc } from '../models/JobRun';
import { Post } from '../models/Post';
import { presentBulkArticle } from '../presenters/bulk';
import { createCollection } from '../services/collections';
import { refundReservation, settleReservation } from '../services/credits';
import { createPost } from '../services/posts';
import {
  type ArticleDelivery,
  articlePostOf,
  deliverArticle,
  type PreparedArticle,
  prepareArticle,
} from './generateArticle';

let provider: AiProvider | undefined;

/** The provider bulk articles are written with (the worker sets the app's; tests their own). */
export function setBulkProvider(next: AiProvider | undefined) {
  provider = next;
}

function bulkProvider(): AiProvider {
  provider ??= createProvider(aiConfigFromEnv(process.env as AiEnv));
  return provider;
}

export const bulkTopic = (runId: string) => `bulk:${runId}`;

/** A stable ObjectId for one thing a run makes once (its article's collection, its post). */
export function derivedId(...parts: (string | number)[]): Types.ObjectId {
  return new Types.ObjectId(createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 24));
}

async function publishArticle(ctx: Pick<JobContext, 'publish'>, id: string) {
  const article = await BulkArticle.findById(id).lean<BulkArticleDoc>();
  if (article)
    await ctx
      .publish(bulkTopic(String(article.runId)), { event: 'article', data: presentBulkArticle(article) })
      .catch(() => undefined);
}

async function setArticle(id: string, fields: Partial<Record<keyof BulkArticleDoc, unknown>>) {
  await BulkArticle.updateOne({ _id: id }, { $set: fields });
}

/** Provider hiccups worth another try after the backoff; a refusal or bad input is not. */
export function isTransient(err: unknown): boolean {
  if (err instanceof AppError) return err.status === 429 || err.status >= 500;
  return !(err instanceof TypeError || err instanceof RangeError);
}

interface Written {
  html: string;
  provider: string;
  label: string;
  model: string;
  credits: number;
  charged: number;
  featureImage: { url: string; alt: string } | null;
  outcomes: unknown[];
}

async function prepared(user: AuthUser, article: BulkArticleDoc): Promise<PreparedArticle> {
  return prepareArticle(
    user,
    {
      title: article.title,
      keyword: article.keyword ?? undefined,
      templateId: article.templateId ?? undefined,
      language: article.language,
      length: article.length,
      options: article.options,
      infoBase: article.infoBase || undefined,
    },
    { templateFields: false, provider: bulkProvider() },
  );
}

/** The AI call of one article, with its words pushed as progress while they come. */
async function write(
  ctx: Pick<JobContext, 'publish'>,
  run: BulkRunDoc,
  article: BulkArticleDoc,
): Promise<Written> {
  const user = actingAs(run.actor);
  const prep = await prepared(user, article);
  const ai = bulkProvider();
  const op = runOperation(ai, 'generate-article', prep.input, { gpt4: run.actor.gpt4 });
  const target = Math.max(1, prep.input.wordCount);
  const topic = bulkTopic(String(run._id));
  let chars = 0;
  let lastPush = 0;
  for await (const delta of op) {
    chars += delta.length;
    const now = Date.now();
    if (now - lastPush >= 250) {
      lastPush = now;
      // Roughly six characters a word; the save and the charge are the last tenth.
      const progress = Math.min(0.9, (chars / 6 / target) * 0.9);
      void ctx
        .publish(topic, { event: 'article-progress', data: { index: article.index, progress } })
        .catch(() => undefined);
    }
  }
  const result = await op.result;
  const delivery = await deliverArticle(ai, prep, result);
  return {
    html: String(result.output),
    provider: result.provider,
    label: op.providerLabel,
    model: result.model,
    credits: result.credits,
    charged: Math.min(article.estimate, delivery.charged),
    featureImage: delivery.featureImage,
    outcomes: delivery.outcomes,
  };
}

/** The article's collection (in its folder) and post, each created once whatever the deliveries. */
async function save(
  run: BulkRunDoc,
  article: BulkArticleDoc,
  written: Written,
): Promise<{ collectionId: string; postId: string }> {
  const user = actingAs(run.actor);
  const collectionId = derivedId('bulk', String(run._id), article.index, 'collection');
  const postId = derivedId('bulk', String(run._id), article.index, 'post');
  if (!(await Collection.exists({ _id: collectionId }))) {
    try {
      await createCollection(
        user,
        {
          title: article.title,
          templateId: article.templateId,
          folder_id: String(article.folderId),
          locales: [article.language],
        },
        { id: collectionId },
      );
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }
  if (!(await Post.exists({ _id: postId }))) {
    const prep = await prepared(user, article);
    try {
      await createPost(
        user,
        collectionId,
        articlePostOf(
          prep,
          written,
          {
            featureImage: written.featureImage,
            outcomes: written.outcomes as ArticleDelivery['outcomes'],
            charged: written.charged,
          },
          { bulkRunId: String(run._id), row: article.index },
        ),
        'generate',
        { id: postId },
      );
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }
  return { collectionId: String(collectionId), postId: String(postId) };
}

function reservationOf(article: BulkArticleDoc) {
  const r = article.reservation as StoredReservation | null;
  return r ? { ...r, createdAt: new Date(r.createdAt) } : null;
}

/**
 * Writes one claimed article in steps named `${prefix}write|save|settle`.
 * Throws only to have the engine retry (a transient failure before the last
 * attempt); otherwise the article ends succeeded or failed-and-refunded.
 */
export async function writeArticle<I>(ctx: JobContext<I>, articleId: string, prefix: string): Promise<void> {
  const article = await BulkArticle.findById(articleId).lean<BulkArticleDoc>();
  if (!article || article.status === 'succeeded' || article.status === 'cancelled') return;
  const run = await BulkRun.findById(article.runId).lean<BulkRunDoc>();
  if (!run) return;
  const runId = String(ctx.run._id);
  if (article.status !== 'running' || article.jobRunId !== runId) {
    await setArticle(articleId, {
      status: 'running',
      jobRunId: runId,
      progress: 0,
      error: null,
      startedAt: new Date(),
      finishedAt: null,
    });
    await publishArticle(ctx, articleId);
  }
  try {
    const written = await ctx.step(`${prefix}write`, () => write(ctx, run, article));
    await setArticle(articleId, { progress: 0.9, writer: written.label });
    const saved = await ctx.step(`${prefix}save`, () => save(run, article, written));
    const reservation = reservationOf(article);
    await ctx.step(`${prefix}settle`, async () => {
      if (reservation) await settleReservation(reservation, written.charged);
      return { charged: written.charged };
    });
    await setArticle(articleId, {
      status: 'succeeded',
      progress: 1,
      charged: written.charged,
      refunded: Math.max(0, article.estimate - written.charged),
      collectionId: new Types.ObjectId(saved.collectionId),
      postId: new Types.ObjectId(saved.postId),
      writer: written.label,
      error: null,
      finishedAt: new Date(),
    });
    await publishArticle(ctx, articleId);
  } catch (err) {
    if (isTransient(err) && !ctx.lastAttempt) {
      await setArticle(articleId, {
        error: `${message(err)} (trying again)`,
      });
      await publishArticle(ctx, articleId);
      throw err;
    }
    await failArticle(articleId, message(err));
    await publishArticle(ctx, articleId);
  }
}

/** A failed article: its reservation back in full (idempotent), retryable alone. */
export async function failArticle(articleId: string, reason: string) {
  const article = await BulkArticle.findById(articleId).lean<BulkArticleDoc>();
  if (!article || article.status === 'succeeded') return;
  const reservation = reservationOf(article);
  if (reservation) await refundReservation(reservation);
  await setArticle(articleId, {
    status: 'failed',
    error: reason.slice(0, 500),
    charged: 0,
    refunded: article.estimate,
    finishedAt: new Date(),
  });
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * The lane's n-th article: its own claim when it made one before (a lane
 * taken over), else the first unclaimed article of the run, claimed by a
 * unique-_id insert. Null when none is left (or the run was cancelled).
 */
async function claimNext(runId: string, laneId: string, n: number): Promise<number | null> {
  const mine = await BulkClaim.findOne({ by: laneId, n }).lean<BulkClaimDoc>();
  if (mine) return mine.index;
  const run = await BulkRun.findById(runId).select('cancelledAt').lean<Pick<BulkRunDoc, 'cancelledAt'>>();
  if (!run || run.cancelledAt) return null;
  const claimed = new Set(
    (
      await BulkClaim.find({ runId: new Types.ObjectId(runId) })
        .select('index')
        .lean<BulkClaimDoc[]>()
    ).map((c) => c.index),
  );
  const open = await BulkArticle.find({ runId: new Types.ObjectId(runId), status: 'queued' })
    .select('index')
    .sort({ index: 1 })
    .lean<Pick<BulkArticleDoc, 'index'>[]>();
  for (const { index } of open) {
    if (claimed.has(index)) continue;
    try {
      await BulkClaim.create({
        _id: `${runId}:${index}`,
        runId: new Types.ObjectId(runId),
        by: laneId,
        n,
        index,
        at: new Date(),
      });
      return index;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }
  return null;
}

export interface LaneInput {
  bulkRunId: string;
  lane: number;
}

/** A lane holds a slot of its team this long without renewing it (it renews at each article). */
export const SLOT_TTL_MS = 10 * 60_000;
/** How long a lane waits in the queue when its team's slots are all held. */
export const SLOT_WAIT_MS = 2000;

/**
 * Runs `work` holding one of the team's `bulkLimits.parallelPerTeam` slots
 * (renewed by `renew`), so all the team's runs together write at most that
 * many articles at once; without a free slot the run waits in the queue.
 */
async function withTeamSlot<I, T>(ctx: JobContext<I>, work: (renew: () => Promise<void>) => Promise<T>) {
  const group = `bulk:${String(ctx.run.teamId)}`;
  const take = async () => {
    if (!(await ctx.acquireSlot(group, bulkLimits.parallelPerTeam, SLOT_TTL_MS)))
      await ctx.defer(SLOT_WAIT_MS);
  };
  await take();
  try {
    return await work(take);
  } finally {
    await ctx.releaseSlot(group).catch(() => undefined);
  }
}

export const bulkLane = defineJob<LaneInput>(
  'bulk.lane',
  (ctx) =>
    withTeamSlot(ctx, async (renew) => {
      const { bulkRunId } = ctx.run.input;
      const laneId = String(ctx.run._id);
      let written = 0;
      for (let n = 0; ; n++) {
        if (n > 0) await renew();
        const index = await ctx.step(`claim-${n}`, () => claimNext(bulkRunId, laneId, n));
        if (index === null) break;
        await writeArticle(ctx, `${bulkRunId}:${index}`, `a${index}:`);
        written += 1;
        await ctx.progress(written, written);
      }
      return { articles: written };
    }),
  {
    attempts: 4,
    backoffMs: 1000,
    onDead: (lane) => laneDied(String(lane._id), String(lane.input.bulkRunId)),
  },
);

/**
 * A lane that died (no attempt left, or its workers died too often): the
 * articles it claimed and did not finish are refunded and marked failed;
 * when no lane of the run is left alive, so are the articles nobody claimed
 * (each claimed for the purpose first, so a live lane never loses one).
 */
export async function laneDied(laneId: string, bulkRunId: string) {
  const reason = 'The writer stopped before this article was finished. Retry it.';
  const mine = await BulkClaim.find({ by: laneId }).lean<BulkClaimDoc[]>();
  for (const claim of mine) await failArticle(`${bulkRunId}:${claim.index}`, reason);
  const run = await BulkRun.findById(bulkRunId).lean<BulkRunDoc>();
  if (!run) return;
  const lanes = await JobRun.find({ _id: { $in: run.laneRunIds } })
    .select('status')
    .lean<Pick<JobRunDoc, 'status'>[]>();
  if (lanes.some((l) => l.status === 'queued' || l.status === 'running' || l.status === 'failed')) return;
  const open = await BulkArticle.find({ runId: run._id, status: 'queued', attempts: 1 }).lean<
    BulkArticleDoc[]
  >();
  for (const article of open) {
    try {
      await BulkClaim.create({
        _id: `${bulkRunId}:${article.index}`,
        runId: run._id,
        by: `dead:${laneId}`,
        index: article.index,
        at: new Date(),
      });
    } catch (err) {
      if (isDuplicateKey(err)) continue;
      throw err;
    }
    await failArticle(article._id, reason);
  }
}

export interface RetryInput {
  bulkRunId: string;
  index: number;
  attempt: number;
}

/** One failed article written again, alone. */
export const bulkArticleRetry = defineJob<RetryInput>(
  'bulk.article',
  (ctx) =>
    withTeamSlot(ctx, async () => {
      const { bulkRunId, index } = ctx.run.input;
      await writeArticle(ctx, `${bulkRunId}:${index}`, '');
      await ctx.progress(1, 1);
      return { index };
    }),
  {
    attempts: 3,
    backoffMs: 1000,
    onDead: (run) =>
      failArticle(
        `${String(run.input.bulkRunId)}:${Number(run.input.index)}`,
        'The writer stopped before this article was finished. Retry it.',
      ),
  },
);
