/**
 * The `autoblog.slot` job: writes the article of one slot (its record was
 * inserted by the tick, commands/autoblog.ts). Steps, each once whatever the
 * deliveries (the engine's JobStep):
 *
 *   claim    the slot's claim (AutoblogClaim, `_id` the slot's): a second job
 *            queued for the same slot finds another run's claim and stops
 *   topic    the next topic of the schedule's sources (topics.ts)
 *   reserve  the article's credits (402: the slot fails, nothing written)
 *   write    the article (the AI engine; the offline writer without a key)
 *   gate     the quality gate (quality.ts): a weak draft is held back,
 *            refunded, and its reason kept
 *   save     its collection and post, with ids derived from the slot (a
 *            second insert fails on the unique _id: one post per slot)
 *   publish  sent to the schedule's site, as a draft or published
 *   settle   the reservation settled at the article's price
 */
import { type PublishInput, slugify } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { type AiProvider, aiConfigFromEnv, createProvider, runOperation } from '../ai';
import type { AiEnv } from '../ai/config';
import { type Config, loadConfig } from '../config';
import { isDuplicateKey } from '../db';
import { AppError } from '../errors';
import { actingAs } from '../identity';
import { defineJob, type JobContext } from '../jobs/registry';
import {
  AutoblogClaim,
  type AutoblogClaimDoc,
  AutoblogSchedule,
  type AutoblogScheduleDoc,
  AutoblogSlot,
  type AutoblogSlotDoc,
} from '../models/Autoblog';
import type { StoredReservation } from '../models/Bulk';
import { Collection } from '../models/Collection';
import { Post } from '../models/Post';
import { existingPosts, judgeDraft, type QualityVerdict } from '../services/autoblog/quality';
import { pickTopic, readFeed, readSitemapSlugs, type Topic } from '../services/autoblog/topics';
import { createCollection } from '../services/collections';
import { type Reservation, refundReservation, reserveCredits, settleReservation } from '../services/credits';
import { findIntegration } from '../services/integrations';
import { createPost } from '../services/posts';
import { derivedId, isTransient } from './bulkJobs';
import { type ArticleDelivery, articlePostOf, deliverArticle, prepareArticle } from './generateArticle';
import { publishPost } from './publish';

export const AUTOBLOG_JOB = 'autoblog.slot';

let provider: AiProvider | undefined;
/** The provider autoblog articles are written with (tests set their own). */
export function setAutoblogProvider(next: AiProvider | undefined) {
  provider = next;
}
function autoblogProvider(): AiProvider {
  provider ??= createProvider(aiConfigFromEnv(process.env as AiEnv));
  return provider;
}

let config: Config | undefined;
/** The worker's configuration (fetch policy, publishing), read once; tests set their own. */
export function useAutoblogConfig(next: Config | undefined) {
  config = next;
}
function workerConfig(): Config {
  config ??= loadConfig();
  return config;
}

export interface SlotJobInput {
  slotId: string;
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

async function setSlot(id: string, fields: Partial<Record<keyof AutoblogSlotDoc, unknown>>) {
  await AutoblogSlot.updateOne({ _id: id }, { $set: fields });
}

function reservationOf(stored: StoredReservation | Reservation | null): Reservation | null {
  return stored ? { ...stored, createdAt: new Date(stored.createdAt) } : null;
}

/** Claims the slot for this run: the run that wrote the claim first, whatever was queued. */
async function claimSlot(slotId: string, runId: string): Promise<string> {
  try {
    await AutoblogClaim.create({ _id: slotId, runId, at: new Date() });
    return runId;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  const claim = await AutoblogClaim.findById(slotId).lean<AutoblogClaimDoc>();
  return claim?.runId ?? runId;
}

async function chooseTopic(schedule: AutoblogScheduleDoc): Promise<{ topic: Topic | null; notes: string[] }> {
  const policy = workerConfig().fetchPolicy;
  const notes: string[] = [];
  let feedTitles: string[] = [];
  if (schedule.rssUrl) {
    try {
      feedTitles = await readFeed(policy, schedule.rssUrl);
    } catch (err) {
      notes.push(`The RSS feed could not be read: ${message(err)}`);
    }
  }
  let siteSlugs = new Set<string>();
  if (schedule.sitemapUrl) {
    try {
      siteSlugs = await readSitemapSlugs(policy, schedule.sitemapUrl);
    } catch (err) {
      notes.push(`The sitemap could not be read: ${message(err)}`);
    }
  }
  const used = await AutoblogSlot.find({ scheduleId: schedule._id, topic: { $ne: null } })
    .select('topic')
    .lean<Pick<AutoblogSlotDoc, 'topic'>[]>();
  const posts = await Post.find({ teamId: schedule.teamId }).select('title').lean<{ title?: string }[]>();
  const topic = pickTopic({
    keywords: schedule.keywords,
    feedTitles,
    usedTopics: used.map((u) => u.topic ?? '').filter(Boolean),
    postTitles: posts.map((p) => p.title ?? '').filter(Boolean),
    siteSlugs,
  });
  return { topic, notes };
}

interface Written {
  html: string;
  provider: string;
  label: string;
  model: string;
  charged: number;
  featureImage: { url: string; alt: string } | null;
  outcomes: unknown[];
}

function articleRequest(schedule: AutoblogScheduleDoc, topic: Topic) {
  return {
    title: topic.title,
    keyword: topic.keyword,
    templateId: schedule.templateId ?? undefined,
    language: schedule.language,
    length: schedule.length,
    options: schedule.options,
    // "Ground articles in my info base": the team's passages on the topic, as a bulk row's (bulkJobs.ts).
    infoBase: schedule.infoBase === true || undefined,
  };
}

async function write(schedule: AutoblogScheduleDoc, topic: Topic, estimate: number): Promise<Written> {
  const user = actingAs(schedule.actor);
  const prep = await prepareArticle(user, articleRequest(schedule, topic), {
    templateFields: false,
    provider: autoblogProvider(),
  });
  const ai = autoblogProvider();
  const op = runOperation(ai, 'generate-article', prep.input, { gpt4: schedule.actor.gpt4 });
  const result = await op.complete();
  const delivery = await deliverArticle(ai, prep, result);
  return {
    html: String(result.output),
    provider: result.provider,
    label: op.providerLabel,
    model: result.model,
    charged: Math.min(estimate, delivery.charged),
    featureImage: delivery.featureImage,
    outcomes: delivery.outcomes,
  };
}

async function save(schedule: AutoblogScheduleDoc, slot: AutoblogSlotDoc, topic: Topic, written: Written) {
  const user = actingAs(schedule.actor);
  const collectionId = derivedId('autoblog', slot._id, 'collection');
  const postId = derivedId('autoblog', slot._id, 'post');
  if (!(await Collection.exists({ _id: collectionId }))) {
    try {
      await createCollection(
        user,
        {
          title: topic.title,
          templateId: schedule.templateId,
          ...(schedule.folderId ? { folder_id: String(schedule.folderId) } : {}),
          locales: [schedule.language],
        },
        { id: collectionId },
      );
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }
  if (!(await Post.exists({ _id: postId }))) {
    const prep = await prepareArticle(user, articleRequest(schedule, topic), {
      templateFields: false,
      provider: autoblogProvider(),
    });
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
          { autoblogScheduleId: String(schedule._id), slotAt: slot.slotAt.toISOString() },
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

/** A slot that ends without an article: its reservation back (idempotent), the reason kept. */
export async function failSlot(slotId: string, status: 'failed' | 'skipped', reason: string) {
  const slot = await AutoblogSlot.findById(slotId).lean<AutoblogSlotDoc>();
  if (!slot || ['succeeded', 'held', 'cancelled'].includes(slot.status)) return;
  const reservation = reservationOf(slot.reservation);
  if (reservation) await refundReservation(reservation);
  await setSlot(slotId, { status, reason: reason.slice(0, 500), charged: 0, finishedAt: new Date() });
}

async function runSlot(ctx: JobContext<SlotJobInput>) {
  const { slotId } = ctx.run.input;
  const runId = String(ctx.run._id);
  const slot = await AutoblogSlot.findById(slotId).lean<AutoblogSlotDoc>();
  if (!slot || !['queued', 'running'].includes(slot.status)) return { slotId, skipped: true };
  const owner = await ctx.step('claim', () => claimSlot(slotId, runId));
  if (owner !== runId) return { slotId, skipped: true, by: owner };
  const schedule = await AutoblogSchedule.findById(slot.scheduleId).lean<AutoblogScheduleDoc>();
  if (!schedule) {
    await failSlot(slotId, 'skipped', 'The schedule was deleted before this slot was written.');
    return { slotId, skipped: true };
  }
  await setSlot(slotId, { status: 'running' });

  const chosen = await ctx.step('topic', () => chooseTopic(schedule));
  if (!chosen.topic) {
    const why = [
      'No new topic: every keyword and feed item has been written. Add keywords.',
      ...chosen.notes,
    ];
    await failSlot(slotId, 'skipped', why.join(' '));
    return { slotId, skipped: true };
  }
  const topic = chosen.topic;
  await setSlot(slotId, { topic: topic.keyword, source: topic.source, title: topic.title });

  const user = actingAs(schedule.actor);
  let reservation: Reservation;
  try {
    reservation = reservationOf(
      await ctx.step('reserve', async () => {
        const prep = await prepareArticle(user, articleRequest(schedule, topic), {
          templateFields: false,
          provider: autoblogProvider(),
        });
        return reserveCredits({ teamId: user.teamId }, 'words', prep.estimate, {
          reason: 'autoblog',
          ref: slotId,
          userId: user.id,
        });
      }),
    )!;
  } catch (err) {
    if (err instanceof AppError && err.status === 402) {
      await failSlot(slotId, 'failed', `Not written: ${err.message}`);
      return { slotId, failed: true };
    }
    throw err;
  }
  await setSlot(slotId, { reservation });

  try {
    const written = await ctx.step('write', () => write(schedule, topic, reservation.amount));
    await setSlot(slotId, { writer: written.label });
    const verdict = await ctx.step(
      'gate',
      async (): Promise<QualityVerdict> =>
        judgeDraft(
          { title: topic.title, html: written.html },
          schedule.quality,
          await existingPosts(user.teamId),
        ),
    );
    const measures = { words: verdict.words, readability: verdict.readability, overlap: verdict.overlap };
    if (!verdict.passed) {
      await ctx.step('refund', async () => {
        await refundReservation(reservation);
        return true;
      });
      await setSlot(slotId, {
        ...measures,
        status: 'held',
        reason: `Held back: ${verdict.reason}`,
        charged: 0,
        finishedAt: new Date(),
      });
      return { slotId, held: verdict.reason };
    }
    const saved = await ctx.step('save', () => save(schedule, slot, topic, written));
    let publishNote: string | null = null;
    let publishedUrl: string | null = null;
    if (schedule.integrationId) {
      const outcome = await ctx.step('publish', async () => {
        try {
          const integration = await findIntegration(user, String(schedule.integrationId));
          const publication = await publishPost(workerConfig(), user, {
            type: integration.type,
            postId: saved.postId,
            integrationId: String(integration._id),
            status: schedule.mode === 'publish' ? 'publish' : 'draft',
          } as PublishInput);
          return { url: publication.url ?? null, error: null };
        } catch (err) {
          return { url: null, error: message(err) };
        }
      });
      publishedUrl = outcome.url;
      if (outcome.error) publishNote = `Saved here; sending it to the site failed: ${outcome.error}`;
    }
    await ctx.step('settle', async () => {
      await settleReservation(reservation, written.charged);
      return { charged: written.charged };
    });
    await setSlot(slotId, {
      ...measures,
      status: 'succeeded',
      reason: publishNote,
      charged: written.charged,
      collectionId: new Types.ObjectId(saved.collectionId),
      postId: new Types.ObjectId(saved.postId),
      publishedUrl,
      finishedAt: new Date(),
    });
    return { slotId, postId: saved.postId, slug: slugify(topic.title) };
  } catch (err) {
    if (isTransient(err) && !ctx.lastAttempt) {
      await setSlot(slotId, { reason: `${message(err)} (trying again)` });
      throw err;
    }
    await failSlot(slotId, 'failed', `The article could not be written: ${message(err)}`);
    return { slotId, failed: true };
  }
}

defineJob<SlotJobInput>(AUTOBLOG_JOB, runSlot, {
  attempts: 4,
  backoffMs: 2000,
  onDead: async (run) => {
    const slotId = String(run.input.slotId);
    // Only the run holding the slot's claim speaks for it.
    const claim = await AutoblogClaim.findById(slotId).lean<AutoblogClaimDoc>();
    if (claim?.runId !== String(run._id)) return;
    await failSlot(slotId, 'failed', 'The writer stopped before this article was finished.');
  },
});
