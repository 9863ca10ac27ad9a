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
 * The runs are counted in Redis (`QuotaStore`, services/tools/quotaStore.ts:
 * one atomic check-and-count per run, counters that expire with their day),
 * passed in as `ctx.services.quotas`; no database write per run.
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
import { AppError } from '../../errors';
import { type QuotaClaim, type QuotaStore, releaseQuotaKeys } from './quotaStore';

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

/** A visitor's run taken from one daily quota, with what is left of it. */
export interface VisitorTicket extends QuotaTicket {
  /** The visitor's runs a day, and those left today after this one. */
  limit: number;
  remaining: number;
  resetsAt: Date;
  /** The counters this run took (the address's and the visitor's), for `releaseQuotaSlots` later (a job's refund). */
  slots: string[];
}

/**
 * Gives back a run's counters by their keys (`VisitorTicket.slots`), from any
 * process (a job whose last attempt failed, in a worker). Call it once per run.
 */
export function releaseQuotaSlots(slots: readonly string[]): Promise<void> {
  return releaseQuotaKeys(slots);
}

const addressQuotaKey = (client: QuotaClient, bucket: string, now: Date) =>
  `ip:${hash(client.ip)}:${bucket}:${day(now)}`;

function visitorQuotaKey(client: QuotaClient, bucket: string, now: Date): string {
  return `v:${hash(`${client.ip}|${client.visitorId ?? ''}`)}:${bucket}:${day(now)}`;
}

const partnerKey = (partnerId: string, now: Date) => `partner:${partnerId}:${day(now)}`;

/** A partner's part of a run: its daily quota, counted in the same step as the visitor's. */
export interface PartnerQuota {
  id: string;
  dailyQuota: number;
}

function partnerRefusal(partner: PartnerQuota, resetsAt: Date, now: Date): AppError {
  return quotaUsedUp(
    'This site has used all of today’s free runs of the Inkpress tools. Try again tomorrow, or use the tool on Inkpress.',
    { reason: 'partner-quota', limit: partner.dailyQuota, resetsAt: resetsAt.toISOString() },
    now,
  );
}

/**
 * Takes one run of the day's quota `bucket` (a tool group, a free page) for
 * an anonymous client — the address's counter (ADDRESS_SHARE × limit) and
 * the visitor's, and the partner's when the run comes from an embed — in one
 * atomic step: all of them or none. `refused` is thrown when the address's or
 * the visitor's runs are used up, the partner's refusal when its are (a quota
 * of 0 pauses the partner).
 */
async function takeVisitorRun(
  store: QuotaStore,
  client: QuotaClient,
  bucket: string,
  limit: number,
  now: Date,
  refused: (resetsAt: Date, now: Date) => AppError,
  partner?: PartnerQuota | null,
): Promise<VisitorTicket> {
  const resetsAt = quotaResetsAt(now);
  const claims: QuotaClaim[] = [
    { key: addressQuotaKey(client, bucket, now), limit: limit * ADDRESS_SHARE },
    { key: visitorQuotaKey(client, bucket, now), limit },
  ];
  if (partner) claims.push({ key: partnerKey(partner.id, now), limit: partner.dailyQuota });
  const taken = await store.take(claims, resetsAt);
  if (!taken.ok)
    throw taken.refused === 2 && partner ? partnerRefusal(partner, resetsAt, now) : refused(resetsAt, now);
  return {
    limit,
    remaining: Math.max(0, limit - (taken.used[1] ?? limit)),
    resetsAt,
    slots: taken.keys,
    release: () => taken.release(),
  };
}

/**
 * Counts one run of a tool of `group` for an anonymous client (and, from an
 * embed, one of the partner's runs), or throws 429 RateLimitError
 * (`quotaUsedUp`: naming the group, its limit and when it comes back) when
 * the visitor's or the address's runs of the day are used up, or the
 * partner's (`reason: 'partner-quota'`).
 */
export async function takeAnonymousRun(
  store: QuotaStore,
  client: QuotaClient,
  group: ToolGroup,
  options: { partner?: PartnerQuota | null; limit?: number; now?: Date } = {},
): Promise<QuotaTicket> {
  const { limit = ANONYMOUS_TOOL_RUNS_PER_DAY, now = new Date() } = options;
  return takeVisitorRun(
    store,
    client,
    group,
    limit,
    now,
    (resetsAt, at) =>
      quotaUsedUp(
        `You have used today’s ${limit} free runs of the ${group.toLowerCase()} tools. Sign up free to keep going.`,
        { reason: 'free-tool-quota', group, limit, resetsAt: resetsAt.toISOString() },
        at,
      ),
    options.partner,
  );
}

/**
 * Counts one run of a public free page (/art, /image-restorer, /chat, the
 * music generator) for an anonymous client, or throws 429 RateLimitError
 * (`quotaUsedUp`) naming the page, its limit and when it comes back, before any work.
 */
export async function takeFreePageRun(
  store: QuotaStore,
  client: QuotaClient,
  page: FreePage,
  limit = FREE_PAGE_RUNS_PER_DAY[page],
  now = new Date(),
): Promise<VisitorTicket> {
  const unit = freePageUnits[page];
  return takeVisitorRun(store, client, `page:${page}`, limit, now, (resetsAt, at) =>
    quotaUsedUp(
      `You have used today’s ${limit} free ${limit === 1 ? unit.one : unit.many}. Sign up free to keep going.`,
      { reason: 'free-page-quota', page, limit, resetsAt: resetsAt.toISOString() },
      at,
    ),
  );
}

/** What is left of a visitor's quota of a free page today (nothing taken). */
export async function freePageRemaining(
  store: QuotaStore,
  client: QuotaClient,
  page: FreePage,
  now = new Date(),
): Promise<{ limit: number; remaining: number; resetsAt: Date }> {
  const limit = FREE_PAGE_RUNS_PER_DAY[page];
  const used = await store.used(visitorQuotaKey(client, `page:${page}`, now));
  return { limit, remaining: Math.max(0, limit - used), resetsAt: quotaResetsAt(now) };
}

/** How many runs a partner's embeds made since 00:00 UTC. */
export function partnerRunsToday(store: QuotaStore, partnerId: string, now = new Date()): Promise<number> {
  return store.used(partnerKey(partnerId, now));
}
