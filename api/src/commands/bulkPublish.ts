/**
 * Bulk publishing (issue 12): the posts of a folder, of chosen documents, or
 * chosen posts, to one WordPress or Ghost site, on the job engine. Every post
 * is an item with its own job run (`publish.item`), so each shows its own
 * progress and result, and a failed one is retried alone.
 *
 * Each item publishes through publishPost, whose publish lease (a unique-_id
 * insert) and stored remote id make it idempotent: a duplicated or retried
 * delivery updates the post it made instead of making a second. The publish
 * is the item's one step, so a delivery after a finished publish does not
 * send it again. A site that is busy or away (409 while another publish of
 * the post runs, 5xx, unreachable) is retried with the engine's backoff; a
 * refusal (a wrong key, bad input) fails the item at once.
 */
import { type BulkPublishInput, MAX_BULK_PUBLISH_POSTS, type PublishInput } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { isDuplicateKey } from '../db';
import { AppError, Conflict, NotFound, ValidationError } from '../errors';
import { type AuthUser, actingAs, storedActor } from '../identity';
import type { JobEngine } from '../jobs/engine';
import { defineJob } from '../jobs/registry';
import { mapPool } from '../lib/pool';
import {
  BulkPublishClaim,
  BulkPublishItem,
  type BulkPublishItemDoc,
  type BulkPublishOptions,
  BulkPublishRun,
  type BulkPublishRunDoc,
} from '../models/BulkPublish';
import { Collection } from '../models/Collection';
import { Post, type PostDoc } from '../models/Post';
import { ownerScope } from '../policies';
import { presentBulkPublishItem } from '../presenters/bulkPublish';
import { getFolder } from '../services/folders';
import { findIntegration } from '../services/integrations';
import { postsOf } from '../services/posts';
import { isTransientPublishFailure } from './publish';
import { publishWorkerConfig, usePublishWorkerConfig } from './publishConfig';
import { publishOrSchedule } from './scheduledPublish';

/** For tests that run a worker in their own process with their own configuration. */
export const useBulkPublishConfig = usePublishWorkerConfig;

export const bulkPublishTopic = (runId: string) => `bulk-publish:${runId}`;

const notFound = () => NotFound('Bulk publish not found.');

/** The posts a bulk publish sends, in list order: the folder's or documents' posts, or the posts named. */
async function postsToSend(user: AuthUser, input: BulkPublishInput): Promise<PostDoc[]> {
  const scope = ownerScope(user);
  if (input.postIds) {
    const ids = [...new Set(input.postIds)].map((id) => new Types.ObjectId(id));
    const found = await Post.find({ _id: { $in: ids }, ...scope })
      .select({ content: 0, extendedData: 0, postMetadata: 0, postConfig: 0 })
      .lean<PostDoc[]>();
    const byId = new Map(found.map((p) => [String(p._id), p]));
    if (byId.size !== ids.length) throw NotFound('Some of these posts were not found.');
    return ids.map((id) => byId.get(String(id))!);
  }
  let collectionIds: Types.ObjectId[];
  if (input.folderId) {
    await getFolder(user, input.folderId);
    const collections = await Collection.find({ folder_id: new Types.ObjectId(input.folderId), ...scope })
      .select({ _id: 1 })
      .sort({ updatedAt: -1, _id: -1 })
      .limit(MAX_BULK_PUBLISH_POSTS + 1)
      .lean<{ _id: Types.ObjectId }[]>();
    collectionIds = collections.map((c) => c._id);
  } else {
    const ids = [...new Set(input.collectionIds ?? [])].map((id) => new Types.ObjectId(id));
    const found = await Collection.find({ _id: { $in: ids }, ...scope })
      .select({ _id: 1 })
      .lean<{ _id: Types.ObjectId }[]>();
    if (found.length !== ids.length) throw NotFound('Some of these documents were not found.');
    collectionIds = ids;
  }
  const posts = await postsOf(collectionIds, true, scope.teamId);
  const order = new Map(collectionIds.map((id, i) => [String(id), i]));
  return posts.sort(
    (a, b) => (order.get(String(a.collectionId)) ?? 0) - (order.get(String(b.collectionId)) ?? 0),
  );
}

/** Starts a bulk publish: one item and one job run per post. */
export async function startBulkPublish(
  engine: JobEngine,
  user: AuthUser,
  input: BulkPublishInput,
): Promise<{ run: BulkPublishRunDoc; items: BulkPublishItemDoc[] }> {
  const integration = await findIntegration(user, input.integrationId);
  if (integration.type !== input.type)
    throw ValidationError(`This integration is a ${integration.type} site, not ${input.type}.`);
  const posts = await postsToSend(user, input);
  if (posts.length === 0) throw ValidationError('There are no posts to publish here.');
  if (posts.length > MAX_BULK_PUBLISH_POSTS)
    throw ValidationError(`A bulk publish sends at most ${MAX_BULK_PUBLISH_POSTS} posts; choose fewer.`);
  const options: BulkPublishOptions = {
    status: input.status,
    ...(input.schedulePublishConfig ? { schedulePublishConfig: input.schedulePublishConfig } : {}),
    ...(input.tags ? { tags: input.tags } : {}),
    ...(input.categories ? { categories: input.categories } : {}),
    ...(input.author !== undefined ? { author: input.author } : {}),
    ...(input.blogId ? { blogId: input.blogId } : {}),
  };
  const run = await BulkPublishRun.create({
    teamId: ownerScope(user).teamId,
    userId: new Types.ObjectId(user.id),
    integrationId: integration._id,
    type: input.type,
    options,
    actor: storedActor(user),
    total: posts.length,
  });
  const runId = String(run._id);
  // Each item names its job before the job is queued (see enqueueItem).
  const jobIds = posts.map(() => new Types.ObjectId());
  await BulkPublishItem.insertMany(
    posts.map((post, index) => ({
      _id: `${runId}:${index}`,
      runId: run._id,
      teamId: run.teamId,
      index,
      postId: post._id,
      title: (post.title ?? '').trim() || 'Untitled Document',
      jobRunId: String(jobIds[index]),
      queuedAt: run.createdAt,
    })),
  );
  for (let index = 0; index < posts.length; index++) {
    await enqueueItem(engine, run, index, jobIds[index] as Types.ObjectId);
  }
  return {
    run: run.toObject() as unknown as BulkPublishRunDoc,
    items: await itemsOf(runId),
  };
}

/**
 * Queues an item's job under `jobId`, which the item names already: the job
 * may start, and write the item, as soon as it is queued, and on FerretDB a
 * second writer of the item at that moment could undo the job's write.
 */
async function enqueueItem(
  engine: JobEngine,
  run: { _id: Types.ObjectId; teamId: Types.ObjectId; userId: Types.ObjectId },
  index: number,
  jobId: Types.ObjectId,
) {
  const runId = String(run._id);
  try {
    await engine.enqueue(
      'publish.item',
      { runId, index },
      { teamId: String(run.teamId), userId: String(run.userId) },
      { runId: jobId },
    );
  } catch {
    await BulkPublishItem.updateOne(
      { _id: `${runId}:${index}` },
      {
        $set: {
          status: 'failed',
          error: { code: 'ServiceUnavailable', message: 'The job queue could not take this post. Retry it.' },
          finishedAt: new Date(),
        },
      },
    );
  }
}

export async function findBulkPublish(user: AuthUser, id: string): Promise<BulkPublishRunDoc> {
  if (!Types.ObjectId.isValid(id)) throw notFound();
  const run = await BulkPublishRun.findOne({
    _id: new Types.ObjectId(id),
    ...ownerScope(user),
  }).lean<BulkPublishRunDoc>();
  if (!run) throw notFound();
  return run;
}

export function itemsOf(runId: string): Promise<BulkPublishItemDoc[]> {
  return BulkPublishItem.find({ runId: new Types.ObjectId(runId) })
    .sort({ index: 1 })
    .lean<BulkPublishItemDoc[]>();
}

/** The team's bulk publishes, the newest first, each with its posts' states (for the history). */
export async function listBulkPublishes(user: AuthUser, offset: number, limit: number) {
  const scope = { teamId: ownerScope(user).teamId };
  const [runs, total] = await Promise.all([
    BulkPublishRun.find(scope)
      .sort({ createdAt: -1, _id: -1 })
      .skip(offset)
      .limit(limit)
      .lean<BulkPublishRunDoc[]>(),
    BulkPublishRun.countDocuments(scope),
  ]);
  const items = await BulkPublishItem.find({ runId: { $in: runs.map((r) => r._id) } })
    .select({ runId: 1, status: 1, finishedAt: 1 })
    .lean<Pick<BulkPublishItemDoc, 'runId' | 'status' | 'finishedAt'>[]>();
  const byRun = new Map<string, Pick<BulkPublishItemDoc, 'status' | 'finishedAt'>[]>();
  for (const item of items) {
    const key = String(item.runId);
    byRun.set(key, [...(byRun.get(key) ?? []), item]);
  }
  return { runs: runs.map((run) => ({ run, items: byRun.get(String(run._id)) ?? [] })), total };
}

/** The claim of the n-th send of an attempt (the first keeps the attempt's own id). */
const claimId = (itemId: string, attempt: number, send: number) =>
  send <= 1 ? `${itemId}#${attempt}` : `${itemId}#${attempt}.${send}`;

/**
 * Takes one send of a post for `by`: true when it is ours, or was already
 * taken by the same side (a repeated delivery of the send, a second cancel).
 * Every send claims before it goes out, the first and each retry after a
 * temporary site error alike, so a cancel that took the send first stops it.
 */
async function claimSend(
  runId: Types.ObjectId | string,
  itemId: string,
  attempt: number,
  send: number,
  by: 'send' | 'cancel',
): Promise<boolean> {
  const _id = claimId(itemId, attempt, send);
  try {
    await BulkPublishClaim.create({ _id, runId: new Types.ObjectId(String(runId)), by, at: new Date() });
    return true;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  const claim = await BulkPublishClaim.findById(_id).lean<{ by: string }>();
  return claim?.by === by;
}

/**
 * A cancel takes the next send of a post not being sent (queued, or waiting
 * to retry after a temporary site error). When a worker took that send
 * first and has since put the post back to wait, the next one is tried.
 */
async function claimForCancel(runId: Types.ObjectId, item: BulkPublishItemDoc): Promise<boolean> {
  let current: BulkPublishItemDoc | null = item;
  for (let tries = 0; tries < 5 && current?.status === 'queued'; tries++) {
    const send = (current.sends ?? 0) + 1;
    if (await claimSend(runId, current._id, current.attempts ?? 1, send, 'cancel')) return true;
    const next: BulkPublishItemDoc | null = await BulkPublishItem.findById(
      current._id,
    ).lean<BulkPublishItemDoc>();
    // Sent meanwhile, or still the same send: it is being sent and finishes.
    if (!next || (next.sends ?? 0) < send) return false;
    current = next;
  }
  return false;
}

/**
 * Whether the run was cancelled once this attempt of the post was queued: its
 * sends are then the cancel's. A post retried after the cancel is sent.
 */
function cancelledSince(cancelledAt: Date | null | undefined, item: BulkPublishItemDoc): boolean {
  return !!cancelledAt && cancelledAt >= (item.queuedAt ?? item.createdAt);
}

/** An item's change, to whoever follows the run's events. */
async function pushItem(engine: JobEngine, itemId: string) {
  const item = await BulkPublishItem.findById(itemId).lean<BulkPublishItemDoc>();
  if (item)
    await engine
      .publishTopic(bulkPublishTopic(String(item.runId)), {
        event: 'item',
        data: presentBulkPublishItem(item),
      })
      .catch(() => undefined);
}

/** How many posts a cancel takes at once (each is a few round trips of its own). */
const CANCEL_PARALLEL = 8;

/**
 * Cancels a running bulk publish: every post not being sent — queued, or
 * waiting to retry after a temporary site error — is cancelled and never
 * sent; a post being sent finishes (it may already be on the site), and the
 * posts sent before stay there. A send that starts after this finds the run
 * cancelled and sends nothing either. 409 when nothing is left to cancel.
 */
export async function cancelBulkPublish(engine: JobEngine, run: BulkPublishRunDoc): Promise<number> {
  const open = await BulkPublishItem.find({ runId: run._id, status: { $in: ['queued', 'running'] } })
    .sort({ index: 1 })
    .lean<BulkPublishItemDoc[]>();
  if (open.length === 0) throw Conflict('This bulk publish has finished; there is nothing left to cancel.');
  // The latest cancel's time: a post retried after an earlier cancel is stopped by this one too.
  await BulkPublishRun.updateOne({ _id: run._id }, { $set: { cancelledAt: new Date() } });
  const queued = open.filter((item) => item.status === 'queued');
  const taken = await mapPool(queued, CANCEL_PARALLEL, async (item) => {
    if (!(await claimForCancel(run._id, item))) return false;
    await setItem(item._id, { status: 'cancelled', error: null, finishedAt: new Date() });
    // Its job leaves the queue (one a worker holds already finds the claim taken and stops).
    if (item.jobRunId) await engine.cancel(item.jobRunId).catch(() => undefined);
    await pushItem(engine, item._id);
    return true;
  });
  return taken.filter(Boolean).length;
}

/** Publishes a failed item again, alone (a new job run). */
export async function retryBulkPublishItem(
  engine: JobEngine,
  run: BulkPublishRunDoc,
  index: number,
): Promise<BulkPublishItemDoc> {
  const id = `${String(run._id)}:${index}`;
  const item = await BulkPublishItem.findById(id).lean<BulkPublishItemDoc>();
  if (!item) throw NotFound('This post is not part of the bulk publish.');
  if (item.status !== 'failed') throw Conflict('Only a post that failed can be retried.');
  const jobId = new Types.ObjectId();
  await BulkPublishItem.updateOne(
    { _id: id },
    {
      $set: {
        status: 'queued',
        error: null,
        attempts: (item.attempts ?? 1) + 1,
        sends: 0,
        startedAt: null,
        finishedAt: null,
        jobRunId: String(jobId),
        queuedAt: new Date(),
      },
    },
  );
  await enqueueItem(engine, run, index, jobId);
  return (await BulkPublishItem.findById(id).lean<BulkPublishItemDoc>())!;
}

export { isTransientPublishFailure } from './publish';

interface ItemInput {
  runId: string;
  index: number;
}

async function setItem(id: string, fields: Partial<Record<keyof BulkPublishItemDoc, unknown>>) {
  await BulkPublishItem.updateOne({ _id: id }, { $set: fields });
}

export const publishItem = defineJob<ItemInput>(
  'publish.item',
  async (ctx) => {
    const { runId, index } = ctx.run.input;
    const id = `${runId}:${index}`;
    const topic = bulkPublishTopic(runId);
    const push = async () => {
      const item = await BulkPublishItem.findById(id).lean<BulkPublishItemDoc>();
      if (item)
        await ctx
          .publish(topic, { event: 'item', data: presentBulkPublishItem(item) })
          .catch(() => undefined);
    };
    const item = await BulkPublishItem.findById(id).lean<BulkPublishItemDoc>();
    const run = await BulkPublishRun.findById(runId).lean<BulkPublishRunDoc>();
    if (!item || !run || item.status === 'succeeded' || item.status === 'cancelled') return { index };
    // A delivery of an older job run of this item (before a retry) leaves it alone.
    if (item.jobRunId && item.jobRunId !== String(ctx.run._id)) return { index };
    // Each send (the first, and each retry after a temporary site error) or a cancel of the run
    // takes it first: a cancelled post is never sent. A post still `running` is a repeated
    // delivery of the send that claimed it (its worker stopped): that claim is ours again.
    const send = item.status === 'running' ? Math.max(1, item.sends ?? 1) : (item.sends ?? 0) + 1;
    const cancelled = async () => {
      await setItem(id, { status: 'cancelled', error: null, finishedAt: new Date() });
      await push();
      return { index, cancelled: true };
    };
    // A send that has not started when the run is cancelled is the cancel's, whoever gets there first.
    if (
      item.status === 'queued' &&
      cancelledSince(run.cancelledAt, item) &&
      (await claimSend(run._id, id, item.attempts ?? 1, send, 'cancel'))
    )
      return cancelled();
    if (!(await claimSend(run._id, id, item.attempts ?? 1, send, 'send'))) {
      if (item.status === 'queued') return cancelled();
      await push();
      return { index, cancelled: true };
    }
    await setItem(id, { status: 'running', sends: send, startedAt: item.startedAt ?? new Date() });
    await push();
    const input: PublishInput = {
      type: run.type,
      postId: String(item.postId),
      integrationId: String(run.integrationId),
      ...run.options,
    } as PublishInput;
    try {
      const publication = await ctx.step('publish', async () => {
        // A schedule on a target with no scheduler of its own becomes a delayed job of its own.
        const done = await publishOrSchedule(publishWorkerConfig(), actingAs(run.actor), input);
        return { state: done.state, url: done.url ?? null, remoteId: done.remoteId ?? null };
      });
      await setItem(id, {
        status: 'succeeded',
        state: publication.state === 'pending' || publication.state === 'failed' ? null : publication.state,
        url: publication.url,
        remoteId: publication.remoteId,
        error: null,
        finishedAt: new Date(),
      });
      await push();
      await ctx.progress(1, 1);
      return { index, remoteId: publication.remoteId };
    } catch (err) {
      const reason =
        err instanceof AppError
          ? { code: err.code, message: err.message }
          : { code: 'InternalError', message: 'The site could not be reached.' };
      if (isTransientPublishFailure(err) && !ctx.lastAttempt) {
        // The run was cancelled while this was being sent: no retry, the next send is the cancel's.
        const now = await BulkPublishRun.findById(run._id)
          .select({ cancelledAt: 1 })
          .lean<BulkPublishRunDoc>();
        if (
          cancelledSince(now?.cancelledAt, item) &&
          (await claimSend(run._id, id, item.attempts ?? 1, send + 1, 'cancel'))
        )
          return cancelled();
        // Waiting to retry is not being sent: queued again, so a cancel can take its next send.
        await setItem(id, {
          status: 'queued',
          error: { ...reason, message: `${reason.message} (trying again)` },
        });
        await push();
        throw err;
      }
      await setItem(id, { status: 'failed', error: reason, finishedAt: new Date() });
      await push();
      return { index, failed: reason.code };
    }
  },
  {
    attempts: 4,
    backoffMs: 1500,
    onDead: async (dead) => {
      const { runId, index } = dead.input as unknown as ItemInput;
      const item = await BulkPublishItem.findById(`${runId}:${index}`).lean<BulkPublishItemDoc>();
      if (
        item &&
        item.status !== 'succeeded' &&
        item.status !== 'cancelled' &&
        item.jobRunId === String(dead._id)
      )
        await setItem(item._id, {
          status: 'failed',
          error: item.error ?? {
            code: 'InternalError',
            message: 'Publishing stopped before it finished. Retry it.',
          },
          finishedAt: new Date(),
        });
    },
  },
);
