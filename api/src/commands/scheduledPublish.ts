/**
 * Scheduled publishing on the job engine (issue 12). WordPress and Ghost
 * schedule a post themselves (a future post, a scheduled post): their
 * schedules go to the site as before. Every other target (Shopify, Webflow,
 * Medium, Reddit, the API webhook) has no scheduler of its own, so a
 * schedule there is ours:
 *
 * - `schedulePublish` records a ScheduledPublish that names its job's run,
 *   marks the publication and the post scheduled (with the date), and only
 *   then queues that `publish.scheduled` job (`enqueue(…, {runId})`)
 *   delayed to that instant, so the job never starts before what it reads
 *   is written. Nothing is sent to the target now.
 * - At the time, the job claims the schedule (a unique-_id insert; a cancel
 *   claims the same _id, one of them wins) and publishes through
 *   publishPost, with the post as it is then. Its publish lease and stored
 *   remote id make the send idempotent, and the publish is the run's one
 *   step, so a duplicated or retried delivery does not send it twice. A site
 *   that is busy or away is retried with the engine's backoff; a refusal
 *   ends the schedule `failed`, puts the publication back as it was and
 *   tells the user.
 * - `cancelScheduledPublish` (POST /api/posts/{id}/cancel-publish) cancels
 *   every pending schedule of the post, on every site: for each of ours it
 *   takes the claim first, cancels the job's run and puts the publication
 *   back.
 */
import {
  ErrorCode,
  nativeScheduleTypes,
  type PublicationView,
  type PublishInput,
  schedulePublishDateProblem,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { Config } from '../config';
import { isDuplicateKey } from '../db';
import { AppError, Conflict, ValidationError } from '../errors';
import { type AuthUser, actingAs, storedActor } from '../identity';
import { jobEngine } from '../jobs/engine';
import { defineJob } from '../jobs/registry';
import { Post } from '../models/Post';
import { Publication, type PublicationDoc } from '../models/Publication';
import {
  ScheduledPublish,
  ScheduledPublishClaim,
  type ScheduledPublishClaimDoc,
  type ScheduledPublishDoc,
} from '../models/ScheduledPublish';
import { ownerScope } from '../policies';
import {
  findIntegration,
  ghostSiteOf,
  noteFailure,
  webhookOf,
  wordpressSiteOf,
} from '../services/integrations';
import { unscheduleGhostPost } from '../services/integrations/ghost';
import { deliverWebhook } from '../services/integrations/webhook';
import { unscheduleWordpressPost } from '../services/integrations/wordpress';
import { notify } from '../services/notifications';
import { cancelPublish, findPost } from '../services/posts';
import {
  isTransientPublishFailure,
  markPost,
  publicationKey,
  publishPost,
  publishTarget,
  releasePublishLease,
  takePublishLease,
} from './publish';
import { publishWorkerConfig } from './publishConfig';
import { isSentOnce, sentOnceNotice, socialKeySuffix } from './publishSocial';

/** True when the target schedules posts itself (the schedule goes to the site). */
export function schedulesNatively(type: string): boolean {
  return (nativeScheduleTypes as readonly string[]).includes(type);
}

/** The instant a schedule publishes at: later than now and within the limit, else a 400 naming the field. */
export function scheduledPublishInstant(input: PublishInput, now = Date.now()): Date {
  const date = input.schedulePublishConfig?.date;
  const problem = date ? schedulePublishDateProblem(date, now) : 'A scheduled publish needs a date.';
  if (problem)
    throw ValidationError(`schedulePublishConfig.date: ${problem}`, {
      issues: [{ path: 'schedulePublishConfig.date', message: problem }],
    });
  return new Date(Date.parse(date!));
}

function engineOr503(config: Config) {
  const engine = jobEngine(config.redisUrl);
  if (!engine)
    throw new AppError(
      503,
      ErrorCode.ServiceUnavailable,
      'Scheduling is unavailable: no job queue (REDIS_URL) is set. Publish now or save a draft.',
    );
  return engine;
}

/**
 * A publish as the route (and a bulk publish's post) asks for it: a schedule
 * on a target with no scheduler of its own becomes a job of ours; anything
 * else goes to publishPost, after taking the post off a pending schedule of
 * ours on that site (publishing now or a draft replaces it).
 */
export async function publishOrSchedule(
  config: Config,
  user: AuthUser,
  input: PublishInput,
): Promise<PublicationDoc & { notice?: string }> {
  if (input.status === 'future' && !schedulesNatively(input.type))
    return schedulePublish(config, user, input);
  const integration = await findIntegration(user, input.integrationId);
  const post = await findPost(user, input.postId);
  const key = publicationKey(String(integration._id), String(post._id)) + socialKeySuffix(integration, input);
  const pending = await Publication.findById(key).lean<PublicationDoc>();
  if (pending?.scheduleId && pending.state === 'scheduled') {
    const token = await takePublishLease(key);
    try {
      await cancelEngineSchedule(pending);
    } finally {
      await releasePublishLease(key, token);
    }
  }
  return publishPost(config, user, input);
}

/** What a schedule keeps of a publish: its choices, not what the job sets again. */
function optionsOf(input: PublishInput): Record<string, unknown> {
  const { type, postId, integrationId, status, schedulePublishConfig, ...options } = input;
  void type;
  void postId;
  void integrationId;
  void status;
  void schedulePublishConfig;
  return JSON.parse(JSON.stringify(options)) as Record<string, unknown>;
}

/** Schedules a publish on the job engine (a target with no scheduler of its own). */
export async function schedulePublish(
  config: Config,
  user: AuthUser,
  input: PublishInput,
  now = Date.now(),
): Promise<PublicationDoc & { notice?: string }> {
  const { integration, post, key } = await publishTarget(user, input);
  const runAt = scheduledPublishInstant(input, now);
  const engine = engineOr503(config);
  const token = await takePublishLease(key);
  try {
    const existing = await Publication.findById(key).lean<PublicationDoc>();
    // Medium and Reddit cannot update a post: what was sent once is answered again, not scheduled.
    if (existing?.remoteId && isSentOnce(integration.type))
      return { ...existing, notice: sentOnceNotice(integration.type, existing) };
    // A new date replaces a pending schedule of ours (the old job's run is cancelled first).
    const before =
      existing?.scheduleId && existing.state === 'scheduled'
        ? await cancelEngineSchedule(existing)
        : existing;
    const scope = ownerScope(user);
    // The schedule names its job before the job is queued: a job due at once may start before
    // a write after the enqueue, and two writers of one record at once lose one on FerretDB.
    const runId = new Types.ObjectId();
    const schedule = await ScheduledPublish.create({
      teamId: scope.teamId,
      userId: new Types.ObjectId(user.id),
      actor: storedActor(user),
      publicationKey: key,
      postId: post._id,
      integrationId: integration._id,
      type: integration.type,
      options: optionsOf(input),
      runAt,
      jobRunId: String(runId),
      previous:
        before && before.state !== 'pending'
          ? { state: before.state, url: before.url ?? null, scheduledFor: before.scheduledFor ?? null }
          : null,
    });
    const scheduleId = String(schedule._id);
    const fields = { state: 'scheduled' as const, scheduledFor: runAt, scheduleId, lastError: null };
    if (before) await Publication.updateOne({ _id: key }, { $set: fields });
    else
      await Publication.create({
        _id: key,
        ...scope,
        postId: post._id,
        integrationId: integration._id,
        type: integration.type,
        ...fields,
      });
    await markPost(post, integration, { state: 'scheduled', remoteId: null, url: null, scheduledFor: runAt });
    try {
      await engine.enqueue(
        'publish.scheduled',
        { scheduleId },
        { teamId: user.teamId, userId: user.id },
        { delayMs: Math.max(1, runAt.getTime() - Date.now()), runId },
      );
    } catch (err) {
      // Nothing will publish it: the publication goes back as it was, the schedule is dropped.
      await putBack(schedule.toObject() as unknown as ScheduledPublishDoc, null);
      await ScheduledPublish.deleteOne({ _id: schedule._id });
      throw new AppError(
        503,
        ErrorCode.ServiceUnavailable,
        `The publish could not be scheduled (${err instanceof Error ? err.message : 'the job queue refused it'}). Try again.`,
      );
    }
    return (await Publication.findById(key).lean<PublicationDoc>())!;
  } finally {
    await releasePublishLease(key, token);
  }
}

/**
 * The publication as it was before a schedule that will not run (cancelled,
 * failed): its former state, or removed when the schedule made it; `error`
 * is kept on it. When this was the post's schedule, the post shows another
 * site's pending schedule, or leaves its scheduled state when there is none.
 */
async function putBack(schedule: ScheduledPublishDoc, error: { code: string; message: string } | null) {
  const key = schedule.publicationKey;
  const publication = await Publication.findById(key).lean<PublicationDoc>();
  if (publication && publication.scheduleId === String(schedule._id)) {
    const previous = schedule.previous;
    if (!previous && !error) await Publication.deleteOne({ _id: key, scheduleId: String(schedule._id) });
    else
      await Publication.updateOne(
        { _id: key },
        {
          $set: {
            state: previous?.state ?? 'failed',
            url: previous?.url ?? publication.url ?? null,
            scheduledFor: null,
            scheduleId: null,
            lastError: error,
          },
        },
      );
  }
  const post = await Post.findById(schedule.postId)
    .select({ status: 1, schedulePublishConfig: 1 })
    .lean<{ status?: string; schedulePublishConfig?: { integrationId?: string | null } | null }>();
  if (
    post?.status === 'scheduled' &&
    String(post.schedulePublishConfig?.integrationId ?? '') === String(schedule.integrationId)
  ) {
    // Still scheduled on another site: the post shows that schedule instead.
    const other = await Publication.findOne({
      postId: schedule.postId,
      teamId: schedule.teamId,
      state: 'scheduled',
      _id: { $ne: key },
    }).lean<PublicationDoc>();
    if (other) {
      await Post.updateOne(
        { _id: schedule.postId },
        {
          $set: {
            schedulePublishConfig: {
              date: other.scheduledFor ? new Date(other.scheduledFor).toISOString() : null,
              integrationId: String(other.integrationId),
              type: other.type,
            },
          },
        },
      );
      return;
    }
    await Post.updateOne(
      { _id: schedule.postId },
      {
        $set: {
          status: previousPostStatus(schedule.previous),
          draft: schedule.previous?.state !== 'published',
          schedulePublishConfig: null,
        },
      },
    );
  }
}

function previousPostStatus(previous: ScheduledPublishDoc['previous']) {
  return previous?.state === 'published' ? 'published' : 'draft';
}

/**
 * Cancels the pending schedule of ours of a publication (the caller holds
 * its publish lease): the cancel claims it — 409 when its job has started
 * publishing — then the job's run is cancelled and the publication put back.
 * Answers the publication as it is afterwards (null when it was removed).
 */
export async function cancelEngineSchedule(publication: PublicationDoc): Promise<PublicationDoc | null> {
  const scheduleId = publication.scheduleId;
  if (!scheduleId) return publication;
  const schedule = await ScheduledPublish.findById(scheduleId).lean<ScheduledPublishDoc>();
  if (!schedule) {
    await Publication.updateOne({ _id: publication._id }, { $set: { scheduleId: null, scheduledFor: null } });
    return Publication.findById(publication._id).lean<PublicationDoc>();
  }
  await cancelSchedule(schedule);
  return Publication.findById(publication._id).lean<PublicationDoc>();
}

/**
 * Cancels one schedule of ours (the caller holds its publication's publish
 * lease): the cancel claims it — 409 when its job has started publishing —
 * then the job's run is cancelled and the publication and post put back.
 */
async function cancelSchedule(schedule: ScheduledPublishDoc): Promise<void> {
  if (!(await claim(String(schedule._id), 'cancel', null)))
    throw Conflict('This post is being published to the site right now; it can no longer be cancelled.');
  await ScheduledPublish.updateOne({ _id: schedule._id }, { $set: { status: 'cancelled' } });
  const engine = jobEngine(undefined);
  if (engine && schedule.jobRunId) await engine.cancel(schedule.jobRunId).catch(() => undefined);
  await putBack(schedule, null);
}

/** Claims a schedule for its job run or a cancel: true when it is ours (or already was). */
async function claim(scheduleId: string, by: 'run' | 'cancel', runId: string | null): Promise<boolean> {
  try {
    await ScheduledPublishClaim.create({ _id: scheduleId, by, runId, at: new Date() });
    return true;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  const held = await ScheduledPublishClaim.findById(scheduleId).lean<ScheduledPublishClaimDoc>();
  return held?.by === by && (by === 'cancel' || held.runId === runId);
}

const reasonOf = (err: unknown) =>
  err instanceof AppError
    ? { code: err.code, message: err.message }
    : { code: 'InternalError', message: 'The site could not be reached.' };

/** A schedule that will not publish: recorded, the publication put back, its user told. */
async function failSchedule(schedule: ScheduledPublishDoc, reason: { code: string; message: string }) {
  await putBack(schedule, reason);
  await ScheduledPublish.updateOne({ _id: schedule._id }, { $set: { status: 'failed', error: reason } });
  await notify(schedule.userId, {
    title: `A scheduled publish to ${schedule.type} did not go out`,
    body: `${reason.message} The post was not published; publish it again from the editor.`,
    link: `/dashboard/editor/${String(schedule.postId)}`,
  }).catch(() => undefined);
}

type StepResult = Pick<PublicationView, 'state' | 'url' | 'remoteId'>;

export const scheduledPublishJob = defineJob<{ scheduleId: string }>(
  'publish.scheduled',
  async (ctx) => {
    const scheduleId = ctx.run.input.scheduleId;
    const schedule = await ScheduledPublish.findById(scheduleId).lean<ScheduledPublishDoc>();
    if (!schedule || schedule.status === 'cancelled') return { skipped: true };
    // One run publishes a schedule, and never one a cancel took first.
    const runId = String(ctx.run._id);
    const mine = await ctx.step('claim', () => claim(scheduleId, 'run', runId));
    if (!mine) return { ended: 'cancelled' };
    if (schedule.status === 'scheduled')
      await ScheduledPublish.updateOne({ _id: schedule._id }, { $set: { status: 'publishing' } });
    const input = {
      ...schedule.options,
      type: schedule.type,
      postId: String(schedule.postId),
      integrationId: String(schedule.integrationId),
      status: 'publish',
    } as PublishInput;
    let done: StepResult;
    try {
      // The post as it is now: publishPost reads it at the time of sending.
      done = await ctx.step('publish', async () => {
        const publication = await publishPost(publishWorkerConfig(), actingAs(schedule.actor), input);
        return {
          state: publication.state as StepResult['state'],
          url: publication.url ?? null,
          remoteId: publication.remoteId ?? null,
        };
      });
    } catch (err) {
      const reason = reasonOf(err);
      if (isTransientPublishFailure(err) && !ctx.lastAttempt) {
        await ScheduledPublish.updateOne(
          { _id: schedule._id },
          { $set: { error: { ...reason, message: `${reason.message} (trying again)` } } },
        );
        throw err;
      }
      await failSchedule(schedule, reason);
      return { failed: reason.code };
    }
    await ScheduledPublish.updateOne(
      { _id: schedule._id },
      { $set: { status: 'published', url: done.url, error: null } },
    );
    await Publication.updateOne(
      { _id: schedule.publicationKey, scheduleId },
      { $set: { scheduleId: null, scheduledFor: null } },
    );
    return { published: done.url, remoteId: done.remoteId };
  },
  {
    attempts: 6,
    backoffMs: 3000,
    onDead: async (dead) => {
      const schedule = await ScheduledPublish.findById(
        String(dead.input.scheduleId),
      ).lean<ScheduledPublishDoc>();
      if (schedule && (schedule.status === 'scheduled' || schedule.status === 'publishing'))
        await failSchedule(
          schedule,
          schedule.error ?? { code: 'InternalError', message: dead.lastError ?? 'Publishing stopped.' },
        );
    },
  },
);

/**
 * Cancels every scheduled publish of a post (POST /api/posts/{id}/cancel-publish),
 * on every site: each schedule of ours is claimed by the cancel and its job's
 * run cancelled (409 when one is publishing right now); a site's own
 * scheduled post (WordPress, Ghost) goes back to draft there; the custom API
 * hears of a schedule it was told of. A schedule of ours still pending that
 * no scheduled publication names any more is cancelled too, or its job would
 * still publish. One site's failure does not stop the others: every schedule
 * is tried, then the first failure is answered (and the caller leaves the
 * post as it is). The caller then puts the post itself back to draft.
 */
export async function cancelScheduledPublish(config: Config, user: AuthUser, postId: string) {
  const post = await findPost(user, postId);
  const scope = ownerScope(user);
  const failures: unknown[] = [];
  const scheduled = await Publication.find({
    postId: post._id,
    ...scope,
    state: 'scheduled',
  }).lean<PublicationDoc[]>();
  for (const publication of scheduled) {
    try {
      await cancelPublicationSchedule(config, user, post, publication);
    } catch (err) {
      failures.push(err);
    }
  }
  const pending = await ScheduledPublish.find({
    postId: post._id,
    teamId: scope.teamId,
    status: 'scheduled',
  }).lean<ScheduledPublishDoc[]>();
  for (const schedule of pending) {
    try {
      const token = await takePublishLease(schedule.publicationKey);
      try {
        await cancelSchedule(schedule);
      } finally {
        await releasePublishLease(schedule.publicationKey, token);
      }
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length > 0) throw failures[0];
}

/**
 * Cancels the schedule of one site of a post (a calendar entry's cancel):
 * the post's other sites stay scheduled. When none is left, the post
 * itself goes back to draft, as cancel-publish leaves it.
 */
export async function cancelOneScheduledPublish(config: Config, user: AuthUser, publication: PublicationDoc) {
  const post = await findPost(user, String(publication.postId));
  await cancelPublicationSchedule(config, user, post, publication);
  const left = await Publication.exists({ postId: post._id, ...ownerScope(user), state: 'scheduled' });
  const current = await Post.findById(post._id).select({ status: 1 }).lean<{ status?: string }>();
  if (!left && current?.status === 'scheduled') await cancelPublish(user, String(post._id));
}

/** Cancels one scheduled publication of a post, under its publish lease. */
async function cancelPublicationSchedule(
  config: Config,
  user: AuthUser,
  post: { _id: Types.ObjectId; title?: string },
  publication: PublicationDoc,
) {
  const token = await takePublishLease(publication._id);
  try {
    if (publication.scheduleId) {
      await cancelEngineSchedule(publication);
      return;
    }
    const integration = await findIntegration(user, String(publication.integrationId)).catch(() => null);
    if (integration?.type === 'wordpress' && publication.remoteId) {
      const site = await wordpressSiteOf(config, integration);
      try {
        await unscheduleWordpressPost(config, site, publication.remoteId);
      } catch (err) {
        await noteFailure(integration, err);
        throw err;
      }
    } else if (integration?.type === 'ghost' && publication.remoteId) {
      const site = await ghostSiteOf(config, integration);
      try {
        await unscheduleGhostPost(config, site, publication.remoteId);
      } catch (err) {
        await noteFailure(integration, err);
        throw err;
      }
    } else if (integration?.type === 'api') {
      // A schedule the webhook was told of before schedules were ours: it hears of the cancel.
      const target = await webhookOf(config, integration);
      await deliverWebhook(config, target, 'post.draft', publication._id, {
        status: 'draft',
        scheduledFor: null,
        remoteId: publication.remoteId,
        cancelled: true,
        post: { id: String(post._id), title: post.title },
      });
    }
    await Publication.updateOne({ _id: publication._id }, { $set: { state: 'draft', scheduledFor: null } });
  } finally {
    await releasePublishLease(publication._id, token);
  }
}
