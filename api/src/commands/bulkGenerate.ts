/**
 * POST /api/bulk-generate and its run's calls (issue 11): checks a run
 * completely (plan, templates, folders, languages) before anything is
 * written, reserves each article's credits (402 before the start, nothing
 * held then), records the run and its articles, and starts its lanes on the
 * job engine (commands/bulkJobs.ts does the writing).
 */
import {
  type BulkGenerateBody,
  type BulkRowInput,
  bulkLimits,
  DEFAULT_LANGUAGE,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { estimateCredits } from '../ai';
import { isDuplicateKey } from '../db';
import { Conflict, NotFound, ValidationError } from '../errors';
import { type AuthUser, storedActor } from '../identity';
import type { JobEngine } from '../jobs/engine';
import { BulkArticle, type BulkArticleDoc, BulkClaim, BulkRun, type BulkRunDoc } from '../models/Bulk';
import { Folder } from '../models/Folder';
import type { JobRunDoc } from '../models/JobRun';
import { ownerScope } from '../policies';
import { presentBulkArticle } from '../presenters/bulk';
import { assertCapability } from '../services/billing/plan';
import { getBalances, type Reservation, refundReservation, reserveCredits } from '../services/credits';
import { createFolder } from '../services/folders';
import { templates } from '../services/templates';
import { bulkTopic } from './bulkJobs';
import './bulkJobs';
import { titleOfKeyword } from '../lib/titles';

const templateIds = new Set(templates.map((t) => t.id));

export interface PlannedArticle {
  index: number;
  keyword: string | null;
  title: string;
  templateId: string | null;
  language: string;
  length: 'short' | 'medium';
  folderId: string | null;
  options: Record<string, boolean>;
  /** "Use my info base" (free: the passages are part of the prompt). */
  infoBase: boolean;
  estimate: number;
}

/** The articles of a request, each checked and priced (400 naming the row when one is wrong). */
export function planArticles(body: BulkGenerateBody): PlannedArticle[] {
  const options = body.options ?? {};
  return body.rows.map((row: BulkRowInput, index) => {
    const templateId = row.templateId ?? body.templateId ?? null;
    if (templateId && !templateIds.has(templateId))
      throw ValidationError(`rows[${index}].templateId: there is no template ${templateId}.`);
    const keyword = row.keyword || null;
    const title = row.title || titleOfKeyword(keyword ?? '');
    const language = row.language ?? body.language ?? DEFAULT_LANGUAGE;
    const length = row.length ?? body.length ?? 'short';
    let estimate: number;
    try {
      estimate = estimateCredits('generate-article', {
        title,
        ...(keyword ? { keyword } : {}),
        language,
        length,
        options,
      });
    } catch (err) {
      throw ValidationError(`rows[${index}]: ${err instanceof Error ? err.message : String(err)}`);
    }
    return {
      index,
      keyword,
      title,
      templateId,
      language,
      length,
      folderId: row.folderId ?? null,
      options,
      infoBase: body.infoBase ?? false,
      estimate,
    };
  });
}

async function checkFolders(user: AuthUser, ids: string[]) {
  for (const id of new Set(ids)) {
    const found = await Folder.exists({ _id: new Types.ObjectId(id), ...ownerScope(user) });
    if (!found) throw NotFound('Folder not found.');
  }
}

export async function estimateBulk(user: AuthUser, body: BulkGenerateBody) {
  const planned = planArticles(body);
  await checkFolders(user, [body.folderId, ...planned.map((p) => p.folderId)].filter(Boolean) as string[]);
  const balances = await getBalances({ teamId: user.teamId });
  return {
    per_article: planned.map((p) => p.estimate),
    total: planned.reduce((sum, p) => sum + p.estimate, 0),
    available: balances.words ?? 0,
    parallel: Math.min(bulkLimits.parallelPerTeam, planned.length),
  };
}

/** Starts a run: 403 without the plan's bulk generator, 402 when the credits do not cover every article. */
export async function startBulkRun(
  engine: JobEngine,
  user: AuthUser,
  body: BulkGenerateBody,
  gpt4: boolean,
): Promise<{ run: BulkRunDoc; articles: BulkArticleDoc[] }> {
  await assertCapability(user.teamId, 'bulkGenerator');
  const planned = planArticles(body);
  await checkFolders(user, [body.folderId, ...planned.map((p) => p.folderId)].filter(Boolean) as string[]);

  const runId = new Types.ObjectId();
  const reservations: Reservation[] = [];
  try {
    for (const article of planned) {
      reservations.push(
        await reserveCredits({ teamId: user.teamId }, 'words', article.estimate, {
          reason: 'bulk-generate',
          ref: `${runId}:${article.index}`,
          userId: user.id,
        }),
      );
    }
  } catch (err) {
    // Short for one article: every article's hold comes back, and the run does not start.
    await Promise.all(reservations.map((r) => refundReservation(r)));
    throw err;
  }

  try {
    const folderId =
      body.folderId ??
      String(
        (
          await createFolder(
            user,
            body.folderName ?? `Bulk run ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`,
          )
        )._id,
      );
    const parallel = Math.min(bulkLimits.parallelPerTeam, planned.length);
    const actor = storedActor(user, gpt4);
    await BulkRun.create({
      _id: runId,
      teamId: new Types.ObjectId(user.teamId),
      userId: new Types.ObjectId(user.id),
      folderId: new Types.ObjectId(folderId),
      total: planned.length,
      parallel,
      estimate: planned.reduce((sum, p) => sum + p.estimate, 0),
      actor,
    });
    await BulkArticle.insertMany(
      planned.map((p, i) => ({
        _id: `${runId}:${p.index}`,
        runId,
        teamId: new Types.ObjectId(user.teamId),
        index: p.index,
        keyword: p.keyword,
        title: p.title,
        templateId: p.templateId,
        language: p.language,
        length: p.length,
        folderId: new Types.ObjectId(p.folderId ?? folderId),
        options: p.options,
        infoBase: p.infoBase,
        estimate: p.estimate,
        reservation: reservations[i],
      })),
    );
    const lanes: string[] = [];
    for (let lane = 0; lane < parallel; lane++) {
      const job = await engine.enqueue(
        'bulk.lane',
        { bulkRunId: String(runId), lane },
        { teamId: user.teamId, userId: user.id },
      );
      lanes.push(String(job._id));
    }
    await BulkRun.updateOne({ _id: runId }, { $set: { laneRunIds: lanes } });
    return {
      run: (await BulkRun.findById(runId).lean<BulkRunDoc>())!,
      articles: await articlesOf(String(runId)),
    };
  } catch (err) {
    // Nothing may stay held for a run that did not start (its articles are marked failed).
    await Promise.all(reservations.map((r) => refundReservation(r)));
    await BulkArticle.updateMany(
      { runId, status: 'queued' },
      { $set: { status: 'failed', error: 'The run could not be started.', finishedAt: new Date() } },
    ).catch(() => undefined);
    throw err;
  }
}

export function articlesOf(runId: string): Promise<BulkArticleDoc[]> {
  return BulkArticle.find({ runId: new Types.ObjectId(runId) })
    .sort({ index: 1 })
    .lean<BulkArticleDoc[]>()
    .exec();
}

/** A run of the user's team; 404 for any other. */
export async function findBulkRun(user: AuthUser, id: string): Promise<BulkRunDoc> {
  const run = await BulkRun.findOne({
    _id: new Types.ObjectId(id),
    teamId: new Types.ObjectId(user.teamId),
  }).lean<BulkRunDoc>();
  if (!run) throw NotFound('No such bulk run.');
  return run;
}

export async function listBulkRuns(user: AuthUser, offset: number, limit: number) {
  const scope = { teamId: new Types.ObjectId(user.teamId) };
  const [runs, total] = await Promise.all([
    BulkRun.find(scope).sort({ createdAt: -1, _id: -1 }).skip(offset).limit(limit).lean<BulkRunDoc[]>(),
    BulkRun.countDocuments(scope),
  ]);
  const articles = await Promise.all(
    runs.map((run) =>
      BulkArticle.find({ runId: run._id })
        .select('status progress charged finishedAt')
        .lean<Pick<BulkArticleDoc, 'status' | 'progress' | 'charged' | 'finishedAt'>[]>(),
    ),
  );
  return { runs: runs.map((run, i) => ({ run, articles: articles[i] ?? [] })), total };
}

/**
 * Writes one failed article again, alone: its credits reserved anew (402
 * when short), one retry per attempt whatever arrives at once (409 for the
 * others).
 */
export async function retryBulkArticle(
  engine: JobEngine,
  user: AuthUser,
  run: BulkRunDoc,
  index: number,
): Promise<BulkArticleDoc> {
  await assertCapability(user.teamId, 'bulkGenerator');
  const id = `${run._id}:${index}`;
  const article = await BulkArticle.findById(id).lean<BulkArticleDoc>();
  if (!article) throw NotFound('No such article in this run.');
  if (article.status !== 'failed') throw Conflict('Only a failed article can be retried.');
  const attempt = (article.attempts ?? 1) + 1;
  try {
    await BulkClaim.create({
      _id: `${id}:retry:${attempt}`,
      runId: run._id,
      by: 'retry',
      index,
      at: new Date(),
    });
  } catch (err) {
    if (isDuplicateKey(err)) throw Conflict('This article is being retried already.');
    throw err;
  }
  const reservation = await reserveCredits({ teamId: user.teamId }, 'words', article.estimate, {
    reason: 'bulk-generate',
    ref: id,
    userId: user.id,
  });
  const jobId = new Types.ObjectId();
  try {
    await BulkArticle.updateOne(
      { _id: id },
      {
        $set: {
          status: 'queued',
          attempts: attempt,
          reservation,
          error: null,
          charged: 0,
          refunded: 0,
          progress: 0,
          startedAt: null,
          finishedAt: null,
          // Named before it is queued: the job writes this article as soon as it starts.
          jobRunId: String(jobId),
        },
      },
    );
    await engine.enqueue(
      'bulk.article',
      { bulkRunId: String(run._id), index, attempt },
      { teamId: user.teamId, userId: user.id },
      { runId: jobId },
    );
  } catch (err) {
    await refundReservation(reservation);
    await BulkArticle.updateOne(
      { _id: id },
      { $set: { status: 'failed', error: 'The retry could not be started.', finishedAt: new Date() } },
    );
    throw err;
  }
  const fresh = (await BulkArticle.findById(id).lean<BulkArticleDoc>())!;
  await engine
    .publishTopic(bulkTopic(String(run._id)), { event: 'article', data: presentBulkArticle(fresh) })
    .catch(() => undefined);
  return fresh;
}

/**
 * Cancels a run: no article starts after this; those being written finish.
 * Every article not started is claimed by the cancel (the lanes' own claim
 * is the same unique _id, so each article goes one way) and refunded.
 */
export async function cancelBulkRun(engine: JobEngine, run: BulkRunDoc): Promise<void> {
  if (!run.cancelledAt) await BulkRun.updateOne({ _id: run._id }, { $set: { cancelledAt: new Date() } });
  const queued = await BulkArticle.find({ runId: run._id, status: 'queued' }).lean<BulkArticleDoc[]>();
  for (const article of queued) {
    let ours = false;
    if (article.attempts > 1 && article.jobRunId) {
      // A retry waiting in the queue: it leaves the queue, or stops before its first step.
      const job = await engine.cancel(article.jobRunId);
      ours = (job as JobRunDoc | null)?.status === 'cancelled';
    } else {
      try {
        await BulkClaim.create({
          _id: `${run._id}:${article.index}`,
          runId: run._id,
          by: 'cancel',
          index: article.index,
          at: new Date(),
        });
        ours = true;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    if (!ours) continue;
    if (article.reservation) await refundReservation({ ...article.reservation, createdAt: new Date() });
    await BulkArticle.updateOne(
      { _id: article._id },
      {
        $set: {
          status: 'cancelled',
          refunded: article.estimate,
          charged: 0,
          error: null,
          finishedAt: new Date(),
        },
      },
    );
    const fresh = await BulkArticle.findById(article._id).lean<BulkArticleDoc>();
    if (fresh)
      await engine
        .publishTopic(bulkTopic(String(run._id)), { event: 'article', data: presentBulkArticle(fresh) })
        .catch(() => undefined);
  }
  // The lanes find nothing left to claim and end on their own (one handed back mid-article finishes it first).
}
