/**
 * The affiliate programme (SPEC §1, issue 14): a member joins and gets a
 * referral code; a visit with `?ref=<code>` is counted once per visitor and
 * day and remembered in a first-party cookie for 60 days; an account created
 * while the cookie is set is attributed to the affiliate (never to
 * themselves); each paid invoice of an attributed account earns 30% of the
 * amount paid, pending for 30 days; refunds reverse their share.
 *
 * Every step is keyed by a unique `_id` (models/Affiliate.ts), so replayed
 * webhooks and double clicks change nothing twice.
 */
import { randomBytes } from 'node:crypto';
import { AFFILIATE_COMMISSION_RATE, AFFILIATE_HOLD_DAYS, REFERRAL_PARAM } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { isDuplicateKey } from '../db';
import type { AuthUser } from '../identity';
import {
  Affiliate,
  type AffiliateDoc,
  AffiliateVisit,
  Commission,
  type CommissionDoc,
  Referral,
  type ReferralDoc,
} from '../models/Affiliate';
import { User, type UserDoc } from '../models/User';
import { withLease } from './credits/lease';
import { sha256 } from './crypto';

const DAY_MS = 86_400_000;
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Eight characters without look-alikes (no 0/o, 1/l/i). */
function newCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** Joins the programme (again: the same code). */
export async function joinAffiliate(actor: AuthUser): Promise<AffiliateDoc> {
  const userId = new Types.ObjectId(actor.id);
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await Affiliate.findOne({ userId }).lean<AffiliateDoc>();
    if (existing) return existing;
    try {
      return (await Affiliate.create({ userId, code: newCode() })).toObject() as AffiliateDoc;
    } catch (err) {
      // Joined twice at once (userId), or a code already taken (code): read again or draw another.
      if (!isDuplicateKey(err)) throw err;
    }
  }
  throw new Error('Could not draw a free referral code.');
}

export function affiliateOfUser(userId: string): Promise<AffiliateDoc | null> {
  return Affiliate.findOne({ userId: new Types.ObjectId(userId) }).lean<AffiliateDoc>();
}

export function referralLink(publicUrl: string, code: string): string {
  return `${publicUrl}/?${REFERRAL_PARAM}=${encodeURIComponent(code)}`;
}

/**
 * A visit that came with a referral link: counted once per visitor and UTC
 * day. Answers the affiliate whose cookie to set, or null for a code that
 * is no affiliate's and for the affiliate's own visits.
 */
export async function recordVisit(
  code: string,
  visitor: { ip: string; userAgent: string; userId?: string | undefined },
  now = new Date(),
): Promise<AffiliateDoc | null> {
  const affiliate = await Affiliate.findOne({ code: code.toLowerCase() }).lean<AffiliateDoc>();
  if (!affiliate) return null;
  if (visitor.userId && String(affiliate.userId) === visitor.userId) return null;
  const day = now.toISOString().slice(0, 10);
  const who = sha256(`${visitor.ip}\n${visitor.userAgent}`).slice(0, 24);
  try {
    await AffiliateVisit.create({ _id: `${affiliate.code}:${day}:${who}`, affiliateId: affiliate._id, day });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  return affiliate;
}

/** An address as one person's: lowercase, without a +tag, and without dots for Gmail. */
function personOf(email: string): string {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const base = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? base.replace(/\./g, '') : base}@${gmail ? 'gmail.com' : domain}`;
}

/**
 * Attributes a new account to the affiliate whose code its browser carried.
 * Refused for the affiliate's own addresses (self-referral). True when attributed.
 */
export async function attributeSignup(
  user: { id: string; teamId: string; email: string },
  code: string | undefined,
): Promise<boolean> {
  if (!code) return false;
  const affiliate = await Affiliate.findOne({ code: code.toLowerCase() }).lean<AffiliateDoc>();
  if (!affiliate || String(affiliate.userId) === user.id) return false;
  const owner = await User.findById(affiliate.userId).select('email').lean<Pick<UserDoc, 'email'>>();
  if (!owner || personOf(owner.email) === personOf(user.email)) return false;
  try {
    await Referral.create({
      _id: new Types.ObjectId(user.id),
      affiliateId: affiliate._id,
      teamId: new Types.ObjectId(user.teamId),
    });
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

/** The referral of a paying team: its owner's (the account that was referred). */
async function referralOfTeam(teamId: string): Promise<ReferralDoc | null> {
  return Referral.findOne({ teamId: new Types.ObjectId(teamId) }).lean<ReferralDoc>();
}

/**
 * A paid invoice of a referred account: 30% of the amount paid, once per
 * invoice, payable after the hold period. True when a commission was added.
 */
export async function earnCommission(input: {
  teamId: string;
  invoiceId: string;
  paymentIntentId?: string | null;
  amountPaid: number;
  currency: string;
  now?: Date;
}): Promise<boolean> {
  if (input.amountPaid <= 0) return false;
  const referral = await referralOfTeam(input.teamId);
  if (!referral) return false;
  const now = input.now ?? new Date();
  const source = `invoice:${input.invoiceId}`;
  try {
    await Commission.create({
      _id: source,
      affiliateId: referral.affiliateId,
      teamId: referral.teamId,
      kind: 'commission',
      source,
      paymentIntentId: input.paymentIntentId ?? null,
      amount: Math.round(input.amountPaid * AFFILIATE_COMMISSION_RATE),
      basis: input.amountPaid,
      currency: input.currency,
      payableAt: new Date(now.getTime() + AFFILIATE_HOLD_DAYS * DAY_MS),
      createdAt: now,
    });
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

/** Names the PaymentIntent of an invoice's commission once Stripe says which paid it. */
export async function linkPaymentIntent(invoiceId: string, paymentIntentId: string): Promise<void> {
  await Commission.updateOne(
    { _id: `invoice:${invoiceId}`, paymentIntentId: null },
    { $set: { paymentIntentId } },
  );
}

export type RefundSignal =
  /** charge.refunded: the charge's refunded total so far. */
  | { kind: 'charge'; paymentIntentId: string; refundedTotal: number }
  /** credit_note.created: one credit note of the invoice. */
  | { kind: 'credit-note'; invoiceId: string; creditNoteId: string; amount: number };

/**
 * A refund of a commissioned payment reverses its share. Stripe may tell of
 * one refund twice (a charge's refund and the invoice's credit note), so
 * the refunded total is the larger of the two signals, never their sum,
 * capped at what was paid; each signal is stored once (its `_id`).
 * True when the commission changed.
 */
export async function reverseCommission(signal: RefundSignal, now = new Date()): Promise<boolean> {
  const original = await Commission.findOne(
    signal.kind === 'charge'
      ? { kind: 'commission', paymentIntentId: signal.paymentIntentId }
      : { _id: `invoice:${signal.invoiceId}` },
  ).lean<CommissionDoc>();
  if (original?.kind !== 'commission') return false;
  const source = original.source;
  return withLease(`affiliate:${source}`, async () => {
    const reversals = await Commission.find({ source, kind: 'reversal' }).lean<CommissionDoc[]>();
    const id =
      signal.kind === 'charge'
        ? `refund:${source}:charge:${signal.refundedTotal}`
        : `refund:${source}:credit-note:${signal.creditNoteId}`;
    if (reversals.some((r) => r._id === id)) return false;
    const byCharge = Math.max(
      0,
      ...reversals.filter((r) => r._id.includes(':charge:')).map((r) => r.basis),
      signal.kind === 'charge' ? signal.refundedTotal : 0,
    );
    const byCreditNotes =
      reversals.filter((r) => r._id.includes(':credit-note:')).reduce((sum, r) => sum + r.basis, 0) +
      (signal.kind === 'credit-note' ? signal.amount : 0);
    const refunded = Math.min(original.basis, Math.max(byCharge, byCreditNotes));
    const target = Math.round(refunded * AFFILIATE_COMMISSION_RATE);
    const reversed = -reversals.reduce((sum, r) => sum + r.amount, 0);
    const amount = -Math.max(0, Math.min(target, original.amount) - reversed);
    try {
      await Commission.create({
        _id: id,
        affiliateId: original.affiliateId,
        teamId: original.teamId,
        kind: 'reversal',
        source,
        paymentIntentId: original.paymentIntentId,
        amount,
        basis: signal.kind === 'charge' ? signal.refundedTotal : signal.amount,
        currency: original.currency,
        // A reversal leaves the same bucket as the commission it reverses.
        payableAt: original.payableAt,
        createdAt: now,
      });
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
    return amount !== 0;
  });
}

/** What /affiliate shows, before the presenter adds it up (presenters/affiliate.ts). */
export interface AffiliateStats {
  affiliate: AffiliateDoc;
  visits: number;
  signups: number;
  entries: CommissionDoc[];
}

/** The member's programme: null when they have not joined. */
export async function affiliateStats(actor: AuthUser): Promise<AffiliateStats | null> {
  const affiliate = await affiliateOfUser(actor.id);
  if (!affiliate) return null;
  const [visits, signups, entries] = await Promise.all([
    AffiliateVisit.countDocuments({ affiliateId: affiliate._id }),
    Referral.countDocuments({ affiliateId: affiliate._id }),
    Commission.find({ affiliateId: affiliate._id }).lean<CommissionDoc[]>(),
  ]);
  return { affiliate, visits, signups, entries };
}
