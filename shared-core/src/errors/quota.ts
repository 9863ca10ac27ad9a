/**
 * A used-up daily quota (issue 13): a visitor's free tool runs (per client
 * and tool group), a visitor's free page runs (/art, /chat …), or a partner
 * widget's runs of the day. The API answers all of them as SPEC §8's rate
 * limit — 429 RateLimitError with a Retry-After header — and this data, which
 * tells it apart from "too many requests in a short time" (whose data is only
 * { retryAfter, limit }): `reason` names the quota, `resetsAt` says when it
 * comes back. The shell opens the sign-up offer for a visitor's quota instead
 * of the generic rate-limit popup; the embedded widget shows its own message.
 */
import { z } from 'zod';
import { ErrorCode } from './codes';

export const quotaReasons = ['free-tool-quota', 'free-page-quota', 'partner-quota'] as const;
/** Which daily quota refused a run. */
export type QuotaReason = (typeof quotaReasons)[number];

/** The `data` of a used-up quota's 429 RateLimitError. */
export const QuotaUsedUpData = z.object({
  reason: z.enum(quotaReasons),
  /** The runs a day of the quota that was used up. */
  limit: z.number().int().nonnegative(),
  /** When the quota comes back (ISO, the next 00:00 UTC). */
  resetsAt: z.string().datetime(),
  /** Seconds until then (also the Retry-After header). */
  retryAfter: z.number().int().positive(),
  /** The tool group (free-tool-quota) or the free page (free-page-quota) whose quota it was. */
  group: z.string().optional(),
  page: z.string().optional(),
});
export type QuotaUsedUpData = z.infer<typeof QuotaUsedUpData>;

/**
 * The quota data of an error that is a used-up quota (429, RateLimitError,
 * data of QuotaUsedUpData's shape), else null. Takes any error: an ApiError,
 * or an error event's fields.
 */
export function quotaUsedUpOf(error: unknown): QuotaUsedUpData | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, code, data } = error as { status?: unknown; code?: unknown; data?: unknown };
  if (status !== 429 || code !== ErrorCode.RateLimitError) return null;
  const parsed = QuotaUsedUpData.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** True for a visitor's own used-up quota (tools or a free page): signing up lifts it. */
export function isVisitorQuota(data: QuotaUsedUpData | null): data is QuotaUsedUpData {
  return data !== null && data.reason !== 'partner-quota';
}

/**
 * When a used-up quota comes back, in the reader's time: "today at 5:00 PM",
 * "tomorrow at 1:00 AM" (or the weekday further out). `timeZone` for tests;
 * the browser's own zone otherwise.
 */
export function quotaResetsText(resetsAt: string, now = new Date(), timeZone?: string): string {
  const at = new Date(resetsAt);
  if (Number.isNaN(at.getTime())) return 'tomorrow';
  const dayOf = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      d,
    );
  // ICU puts a narrow no-break space before AM/PM: plain spaces read (and match) the same everywhere.
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(at)
    .replace(/[\u202f\u00a0]/g, ' ');
  const day = dayOf(at);
  const when =
    day === dayOf(now)
      ? 'today'
      : day === dayOf(new Date(now.getTime() + 24 * 3600 * 1000))
        ? 'tomorrow'
        : `on ${new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(at)}`;
  return `${when} at ${time}`;
}
