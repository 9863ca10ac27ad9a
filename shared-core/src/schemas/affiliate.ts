/**
 * The affiliate programme (SPEC §1: 30% commission): a member's referral
 * code and link, the visits and sign-ups it brought, and the commission
 * earned on what those accounts paid.
 */
import { z } from 'zod';

/** Share of each payment of a referred account that goes to its affiliate. */
export const AFFILIATE_COMMISSION_RATE = 0.3;
/** How long a referral link's visit is remembered (first-party cookie). */
export const AFFILIATE_COOKIE_DAYS = 60;
/** Days a commission waits before it is payable, so refunds in that time reverse it first. */
export const AFFILIATE_HOLD_DAYS = 30;
/** The query parameter of a referral link (the widget's "Powered by" link uses it too). */
export const REFERRAL_PARAM = 'ref';

/** Referral codes: letters, digits, `_` and `-`; partner keys (`pk_…`) have the same shape. */
export const ReferralCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{4,64}$/, 'Not a referral code.');

/** POST /api/affiliate/visits: a visit that came with `?ref=`. */
export const AffiliateVisitBody = z.strictObject({ code: ReferralCode });
export type AffiliateVisitBody = z.infer<typeof AffiliateVisitBody>;

export const CommissionEntryView = z.object({
  id: z.string(),
  kind: z.enum(['commission', 'reversal']),
  /** Cents; negative for a reversal. */
  amount: z.number().int(),
  currency: z.string(),
  /** What was paid (or refunded), in cents. */
  basis: z.number().int(),
  createdAt: z.string(),
  /** When the commission stops being pending. */
  payableAt: z.string(),
});
export type CommissionEntryView = z.infer<typeof CommissionEntryView>;

export const AffiliateMonthView = z.object({
  /** YYYY-MM. */
  month: z.string(),
  /** Net commission of the month in cents. */
  amount: z.number().int(),
});

/** GET /api/affiliate: the signed-in member's programme, or `joined: false`. */
export const AffiliateView = z.discriminatedUnion('joined', [
  z.object({ joined: z.literal(false), rate: z.number() }),
  z.object({
    joined: z.literal(true),
    rate: z.number(),
    code: z.string(),
    link: z.string(),
    joinedAt: z.string(),
    /** Distinct visitors per day that came with the link. */
    visits: z.number().int().min(0),
    signups: z.number().int().min(0),
    payingCustomers: z.number().int().min(0),
    currency: z.string(),
    /** Cents still in the hold period. */
    pending: z.number().int(),
    /** Cents past the hold period. */
    payable: z.number().int(),
    /** The last twelve months, oldest first. */
    months: z.array(AffiliateMonthView),
    /** Newest first, at most 50. */
    entries: z.array(CommissionEntryView),
  }),
]);
export type AffiliateView = z.infer<typeof AffiliateView>;
