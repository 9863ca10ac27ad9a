/**
 * The free tools' daily quota for visitors without an account (issue 13):
 * per client — its address and its anonymous visitor id — and per tool
 * group, so a visitor who uses up the rewriters can still try a generator.
 * Clearing the visitor cookie does not reset it: the address alone has a
 * cap of its own, three times the visitor's (several people behind one
 * address). Signed-in users are not counted here: they pay with credits
 * (short of them: 402 NotEnoughCredits, never this answer).
 * Runs from a partner's embed count against that partner's daily quota too
 * (`takePartnerRun`).
 *
 * A used-up quota answers as issue 13 asks: SPEC §8's rate limit, 429
 * RateLimitError with a Retry-After header (seconds to the next 00:00 UTC),
 * all with one body shape (`quotaUsedUp`, shared-core's QuotaUsedUpData):
 * data { reason, limit, resetsAt, retryAfter } plus the group or page it
 * names. `reason` is what tells it from too many requests in a short time
 * (middlewares/rateLimit.ts: data { retryAfter, limit } only), so the shell
 * offers a visitor sign-up instead of "wait a moment".
 */
import { createHash } from 'node:crypto';
import {
  ErrorCode,
  FREE_PAGE_RUNS_PER_DAY,
  type FreePage,
  freePageUnits,
  type QuotaReason,
  type QuotaUsedUpData,
} from '@inkpress/shared-core';
import { ANONYMOUS_TOOL_RUNS_PER_DAY, type ToolGroup } from '@inkpress/shared-core/tools';
import { isDuplicateKey } from '../../db';
import { AppError } from '../../errors';
import { ToolQuotaSlot } from '../../models/ToolQuotaSlot';

export type { QuotaReason };

/** What names a used-up quota; `retryAfter` is worked out from `resetsAt`. */
export interface QuotaRefusal extends Omit<QuotaUsedUpData, 'retryAfter' | 'group' | 'page'> {
  group?: ToolGroup;
  page?: FreePage;
}

/**
 * The one answer of a used-up daily quota: 429 RateLimitError with `message`
 * and the data of QuotaUsedUpData (Retry-After is set from data.retryAfter by
 * the error handler).
 */
export function quotaUsedUp(message: string, refusal: QuotaRefusal, now = new Date()): AppError {
  const retryAfter = Math.max(1, Math.ceil((Date.parse(refusal.resetsAt) - now.getTime()) / 1000));
  const data: QuotaUsedUpData = { ...refusal, retryAfter };
  return new AppError(429, ErrorCode.RateLimitError, message, data);
}

/** Visitors sharing one address: how many visitors' quota the address alone may use. */
export const ADDRESS_SHARE = 3;

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);
const day = (now: Date) => now.toISOString().slice(0, 10);

/** The start of the next UTC day: when the quota comes back. */
export function quotaResetsAt(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** Takes a free slot of `key` below `limit`; false when all are taken. */
async function takeSlot(key: string, limit: number, expiresAt: Date): Promise<string | null> {
  const taken = new Set((await ToolQuotaSlot.find({ key }).select('_id').lean()).map((s) => String(s._id)));
  if (taken.size >= limit) return null;
  for (let n = 0; n < limit; n++) {
    const id = `${key}:${n}`;
    if (taken.has(id)) continue;
    try {
      await ToolQuotaSlot.create({ _id: id, key, expiresAt });
      return id;
    } catch (err) {
      // Taken meanwhile by a parallel run: try the next one.
      if (!isDuplicateKey(err)) throw err;
    }
  }
  return null;
}

/** The cookie holding a visitor's stable anonymous id (set by GET /api/remotes), half of a quota's client. */
export const VISITOR_COOKIE = 'inkpress_vid';

export interface QuotaClient {
  ip: string;
  /** The anonymous visitor id of the cookie, when the visitor has one. */
  visitorId?: string | undefined;
}

/** A run taken from the quota; `release` gives it back (a run that failed before any work). */
export interface QuotaTicket {
  release(): Promise<void>;
}

/** One run in this many also sweeps the slots of past days. */
const SWEEP_EVERY = 200;

/** A visitor's run taken from one daily quota, with what is left of it. */
export interface VisitorTicket extends QuotaTicket {
  /** The visitor's runs a day, and those left today after this one. */
  limit: number;
  remaining: number;
  resetsAt: Date;
  /** The quota slots this run holds (the address's and the visitor's), for `releaseQuotaSlots` later (a job's refund). */
  slots: string[];
}

/**
 * Gives back the quota slots of a run by their ids (`VisitorTicket.slots`),
 * for work that outlives its request (a job whose last attempt failed). Call
 * it once per run: a slot id is taken again by the next run once free.
 */
export async function releaseQuotaSlots(slots: readonly string[]): Promise<void> {
  if (slots.length) await ToolQuotaSlot.deleteMany({ _id: { $in: [...slots] } });
}

/**
 * Takes one run of the day's quota `bucket` (a tool group, a free page) for
 * an anonymous client: the address's slot (ADDRESS_SHARE × limit) and the
 * visitor's; `refused` is thrown when either is used up.
 */
async function takeVisitorRun(
  client: QuotaClient,
  bucket: string,
  limit: number,
  now: Date,
  refused: (resetsAt: Date, now: Date) => AppError,
): Promise<VisitorTicket> {
  if (Math.random() < 1 / SWEEP_EVERY) await ToolQuotaSlot.deleteMany({ expiresAt: { $lt: now } });
  const resetsAt = quotaResetsAt(now);
  const expiresAt = new Date(resetsAt.getTime() + 24 * 3600 * 1000);
  const address = await takeSlot(
    `ip:${hash(client.ip)}:${bucket}:${day(now)}`,
    limit * ADDRESS_SHARE,
    expiresAt,
  );
  if (!address) throw refused(resetsAt, now);
  const visitorKey = visitorQuotaKey(client, bucket, now);
  const visitor = await takeSlot(visitorKey, limit, expiresAt);
  if (!visitor) {
    await ToolQuotaSlot.deleteOne({ _id: address });
    throw refused(resetsAt, now);
  }
  const used = await ToolQuotaSlot.countDocuments({ key: visitorKey });
  return {
    limit,
    remaining: Math.max(0, limit - used),
    resetsAt,
    slots: [address, visitor],
    async release() {
      await releaseQuotaSlots([address, visitor]);
    },
  };
}

function visitorQuotaKey(client: QuotaClient, bucket: string, now: Date): string {
  return `v:${hash(`${client.ip}|${client.visitorId ?? ''}`)}:${bucket}:${day(now)}`;
}

/**
 * Counts one run of a tool of `group` for an anonymous client, or throws
 * 429 RateLimitError (`quotaUsedUp`: naming the group, its limit and when it comes back)
 * when the visitor's or the address's runs of the day are used up.
 */
export async function takeAnonymousRun(
  client: QuotaClient,
  group: ToolGroup,
  limit = ANONYMOUS_TOOL_RUNS_PER_DAY,
  now = new Date(),
): Promise<QuotaTicket> {
  return takeVisitorRun(client, group, limit, now, (resetsAt, at) =>
    quotaUsedUp(
      `You have used today’s ${limit} free runs of the ${group.toLowerCase()} tools. Sign up free to keep going.`,
      { reason: 'free-tool-quota', group, limit, resetsAt: resetsAt.toISOString() },
      at,
    ),
  );
}

/**
 * Counts one run of a public free page (/art, /image-restorer, /chat, the
 * music generator) for an anonymous client, or throws 429 RateLimitError
 * (`quotaUsedUp`) naming the page, its limit and when it comes back, before any work.
 */
export async function takeFreePageRun(
  client: QuotaClient,
  page: FreePage,
  limit = FREE_PAGE_RUNS_PER_DAY[page],
  now = new Date(),
): Promise<VisitorTicket> {
  const unit = freePageUnits[page];
  return takeVisitorRun(client, `page:${page}`, limit, now, (resetsAt, at) =>
    quotaUsedUp(
      `You have used today’s ${limit} free ${limit === 1 ? unit.one : unit.many}. Sign up free to keep going.`,
      { reason: 'free-page-quota', page, limit, resetsAt: resetsAt.toISOString() },
      at,
    ),
  );
}

/** What is left of a visitor's quota of a free page today (nothing taken). */
export async function freePageRemaining(
  client: QuotaClient,
  page: FreePage,
  now = new Date(),
): Promise<{ limit: number; remaining: number; resetsAt: Date }> {
  const limit = FREE_PAGE_RUNS_PER_DAY[page];
  const used = await ToolQuotaSlot.countDocuments({ key: visitorQuotaKey(client, `page:${page}`, now) });
  return { limit, remaining: Math.max(0, limit - used), resetsAt: quotaResetsAt(now) };
}

/**
 * Takes a slot below `limit` for a key whose limit may be large (a partner's
 * thousands of runs a day): the next free number is tried first, so a run
 * costs a count and one insert; only when that one was taken meanwhile (or a
 * released run left a hole) does it fall back to reading the taken slots.
 */
async function takeCountedSlot(key: string, limit: number, expiresAt: Date): Promise<string | null> {
  const taken = await ToolQuotaSlot.countDocuments({ key });
  if (taken >= limit) return null;
  const id = `${key}:${taken}`;
  try {
    await ToolQuotaSlot.create({ _id: id, key, expiresAt });
    return id;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  return takeSlot(key, limit, expiresAt);
}

const partnerKey = (partnerId: string, now: Date) => `partner:${partnerId}:${day(now)}`;

/**
 * Counts one run from a partner's embed against the partner's daily quota,
 * or throws 429 RateLimitError (`quotaUsedUp`) when the partner's runs of the day are
 * used up (a quota of 0 pauses the partner).
 */
export async function takePartnerRun(
  partner: { id: string; dailyQuota: number },
  now = new Date(),
): Promise<QuotaTicket> {
  const resetsAt = quotaResetsAt(now);
  const expiresAt = new Date(resetsAt.getTime() + 24 * 3600 * 1000);
  const slot =
    partner.dailyQuota > 0
      ? await takeCountedSlot(partnerKey(partner.id, now), partner.dailyQuota, expiresAt)
      : null;
  if (!slot) {
    throw quotaUsedUp(
      'This site has used all of today’s free runs of the Inkpress tools. Try again tomorrow, or use the tool on Inkpress.',
      { reason: 'partner-quota', limit: partner.dailyQuota, resetsAt: resetsAt.toISOString() },
      now,
    );
  }
  return {
    async release() {
      await ToolQuotaSlot.deleteOne({ _id: slot });
    },
  };
}

/** How many runs a partner's embeds made since 00:00 UTC. */
export function partnerRunsToday(partnerId: string, now = new Date()): Promise<number> {
  return ToolQuotaSlot.countDocuments({ key: partnerKey(partnerId, now) });
}

/** Both tickets as one: released together. */
export function bothTickets(a: QuotaTicket, b: QuotaTicket): QuotaTicket {
  return {
    async release() {
      await Promise.all([a.release(), b.release()]);
    },
  };
}
