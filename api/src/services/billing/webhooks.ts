/**
 * POST /api/webhooks/stripe. The signature is checked on the raw body
 * first (a bad one changes nothing). The event is then stored under its id
 * before it is applied, so a replay — or the same event delivered twice at
 * once — is applied once. Subscription events older than what is stored are
 * acknowledged and ignored, so a late event never rolls a plan back.
 */

import { ErrorCode } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { AppServices } from '../../context';
import { isDuplicateKey } from '../../db';
import { AppError, Conflict, ValidationError } from '../../errors';
import { Invoice, type InvoiceDoc } from '../../models/Invoice';
import { StripeEvent, type StripeEventDoc } from '../../models/StripeEvent';
import { Subscription, type SubscriptionDoc } from '../../models/Subscription';
import { User } from '../../models/User';
import { earnCommission, linkPaymentIntent, reverseCommission } from '../affiliates';
import { grantPaidCredits } from '../credits';
import { lifetimeLevelOf, planForPrice, purchaseForKey } from './catalogue';
import { recordInvoice } from './invoices';
import { accountFor, refreshAccountPlan, withBillingLock } from './planSync';
import { constructWebhookEvent, type Stripe } from './stripe';
import { idOf, invoiceFacts, metadataOf, subscriptionFacts } from './stripeObjects';

/** How long an event may sit in 'processing' before a redelivery takes it over (its process died). */
const STUCK_AFTER_MS = 5 * 60_000;

/** Within one second of Stripe's clock: created < updated < deleted. */
const eventRank: Record<string, number> = {
  'customer.subscription.created': 1,
  'customer.subscription.updated': 2,
  'customer.subscription.deleted': 3,
};

export interface WebhookResult {
  received: true;
  id: string;
  type: string;
  /** 'processed', 'ignored' or 'duplicate'. */
  status: string;
  outcome?: string | undefined;
}

interface Handled {
  status: 'processed' | 'ignored';
  outcome: string;
}

/** Verifies and parses; 400 when the secret does not match (nothing is stored then). */
export function verifyWebhook(
  services: AppServices,
  raw: Buffer,
  signature: string | undefined,
): Stripe.Event {
  const secret = services.config.billing.stripe.webhookSecret;
  if (!secret) throw new AppError(503, ErrorCode.InternalError, 'Stripe webhooks are not configured.');
  if (!signature) throw ValidationError('Missing Stripe-Signature header.');
  try {
    return constructWebhookEvent(raw, signature, secret);
  } catch {
    throw ValidationError('The Stripe signature does not match this payload.');
  }
}

/** Stores the event as 'processing'; false when it was already handled (a replay). */
async function claimEvent(event: Stripe.Event, now: Date): Promise<StripeEventDoc | 'duplicate'> {
  const doc = {
    _id: event.id,
    type: event.type,
    created: event.created,
    livemode: Boolean(event.livemode),
    status: 'processing' as const,
    outcome: null,
    error: null,
    receivedAt: now,
    processedAt: null,
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await StripeEvent.collection.insertOne(doc as never);
      return doc;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const existing = await StripeEvent.findById(event.id).lean<StripeEventDoc>();
    if (!existing) continue;
    if (existing.status === 'processed' || existing.status === 'ignored') return 'duplicate';
    const stuck =
      existing.status === 'processing' && now.getTime() - existing.receivedAt.getTime() > STUCK_AFTER_MS;
    if (existing.status === 'failed' || stuck) {
      // A failed (or abandoned) attempt: this delivery takes it over.
      await StripeEvent.deleteOne({
        _id: event.id,
        status: existing.status,
        receivedAt: existing.receivedAt,
      });
      continue;
    }
    throw Conflict('This event is being processed; Stripe will deliver it again.');
  }
  throw Conflict('This event is being processed; Stripe will deliver it again.');
}

export async function handleStripeWebhook(
  services: AppServices,
  raw: Buffer,
  signature: string | undefined,
  options: { now?: Date } = {},
): Promise<WebhookResult> {
  const event = verifyWebhook(services, raw, signature);
  const now = options.now ?? new Date();
  const claimed = await claimEvent(event, now);
  if (claimed === 'duplicate') return { received: true, id: event.id, type: event.type, status: 'duplicate' };
  try {
    const handled = await applyEvent(services, event, now);
    await StripeEvent.updateOne(
      { _id: event.id },
      { $set: { status: handled.status, outcome: handled.outcome, processedAt: new Date() } },
    );
    return { received: true, id: event.id, type: event.type, ...handled };
  } catch (err) {
    await StripeEvent.updateOne(
      { _id: event.id },
      { $set: { status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : String(err) } },
    ).catch(() => undefined);
    throw err;
  }
}

async function applyEvent(services: AppServices, event: Stripe.Event, now: Date): Promise<Handled> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(services, event.data.object, now);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(services, event, event.data.object, now);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const recorded = await recordInvoice(event, event.data.object);
      const handled = await invoiceEvent(services, event, event.data.object, now);
      const commission = event.type === 'invoice.paid' ? await commissionOf(event.data.object, now) : '';
      const base: Handled =
        !recorded.recorded || handled.status === 'processed'
          ? handled
          : { status: 'processed', outcome: `${recorded.outcome}; ${handled.outcome}` };
      return commission ? { status: 'processed', outcome: `${base.outcome}; ${commission}` } : base;
    }
    case 'invoice_payment.paid': {
      const payment = event.data.object as unknown as {
        invoice?: unknown;
        payment?: { payment_intent?: unknown };
      };
      const invoiceId = idOf(payment.invoice);
      const intentId = idOf(payment.payment?.payment_intent);
      if (!invoiceId || !intentId)
        return { status: 'ignored', outcome: 'invoice payment without a PaymentIntent' };
      await linkPaymentIntent(invoiceId, intentId);
      return { status: 'processed', outcome: `invoice ${invoiceId} paid by ${intentId}` };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      if (!intentId) return { status: 'ignored', outcome: 'refund without a PaymentIntent' };
      const changed = await reverseCommission(
        { kind: 'charge', paymentIntentId: intentId, refundedTotal: charge.amount_refunded },
        now,
      );
      return changed
        ? { status: 'processed', outcome: `commission reversed for ${intentId}` }
        : { status: 'ignored', outcome: 'no commission to reverse' };
    }
    case 'credit_note.created': {
      const note = event.data.object;
      const invoiceId = idOf(note.invoice);
      if (!invoiceId) return { status: 'ignored', outcome: 'credit note without an invoice' };
      const changed = await reverseCommission(
        { kind: 'credit-note', invoiceId, creditNoteId: note.id, amount: note.total },
        now,
      );
      return changed
        ? { status: 'processed', outcome: `commission reversed for ${invoiceId}` }
        : { status: 'ignored', outcome: 'no commission to reverse' };
    }
    case 'invoice.created':
    case 'invoice.finalized':
    case 'invoice.updated':
    case 'invoice.voided':
    case 'invoice.marked_uncollectible':
    case 'invoice.payment_succeeded':
    case 'invoice.deleted': {
      const recorded = await recordInvoice(event, event.data.object);
      return { status: recorded.recorded ? 'processed' : 'ignored', outcome: recorded.outcome };
    }
    default:
      return { status: 'ignored', outcome: `not handled: ${event.type}` };
  }
}

/**
 * The affiliate's 30% of a paid invoice of a referred account (issue 14),
 * from the invoice as recorded (its account and amount paid); '' when none.
 */
async function commissionOf(invoice: Stripe.Invoice, now: Date): Promise<string> {
  if (!invoice.id || invoice.status !== 'paid') return '';
  const stored = await Invoice.findById(invoice.id).select('teamId amountPaid currency').lean<InvoiceDoc>();
  if (!stored || stored.amountPaid <= 0) return '';
  const loose = invoice as unknown as {
    payment_intent?: unknown;
    payments?: { data?: { payment?: { payment_intent?: unknown } }[] };
  };
  const earned = await earnCommission({
    teamId: String(stored.teamId),
    invoiceId: invoice.id,
    paymentIntentId: idOf(loose.payment_intent) ?? idOf(loose.payments?.data?.[0]?.payment?.payment_intent),
    amountPaid: stored.amountPaid,
    currency: stored.currency,
    now,
  });
  return earned ? `affiliate commission on ${invoice.id}` : '';
}

/** Checkout finished: link the customer; pay out credit packs and lifetime tiers (subscriptions follow their own events). */
async function checkoutCompleted(
  services: AppServices,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<Handled> {
  const meta = metadataOf(session);
  const customerId = idOf(session.customer);
  const account = await accountFor({
    teamId: meta.teamId,
    userId: meta.userId ?? session.client_reference_id,
    customerId,
  });
  if (!account) return { status: 'ignored', outcome: 'no account for this session' };
  if (customerId) {
    await User.updateOne(
      { _id: account.owner._id, stripeCustomerId: null },
      { $set: { stripeCustomerId: customerId } },
    );
  }
  if (meta.freeTrial === 'true') await markTrialUsed(account.teamId, meta.userId);
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  if (session.mode === 'subscription') {
    return {
      status: 'processed',
      outcome: `subscription checkout ${idOf(session.subscription) ?? ''}`.trim(),
    };
  }
  if (!paid) return { status: 'ignored', outcome: `payment ${session.payment_status}: waiting for it` };

  const { catalogue } = services.config.billing;
  const priceKey = meta.priceKey;
  const purchase = priceKey ? purchaseForKey(catalogue, priceKey) : undefined;
  if (!purchase) return { status: 'ignored', outcome: `unknown purchase ${priceKey ?? ''}` };

  if (purchase.kind === 'credit-pack') {
    const quantity = Number(meta.quantity ?? '1');
    if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > purchase.pack.maxQuantity) {
      return { status: 'ignored', outcome: `bad credit pack quantity ${meta.quantity}` };
    }
    const words = quantity * purchase.pack.wordsPerUnit;
    const { granted } = await grantPaidCredits(
      { teamId: account.teamId },
      'words',
      words,
      { reason: 'credit-pack', ref: session.id, ...(meta.userId ? { userId: meta.userId } : {}) },
      { now },
    );
    return {
      status: 'processed',
      outcome: granted ? `credit pack: ${words} words` : 'credit pack already paid out',
    };
  }
  if (purchase.kind === 'lifetime' || purchase.kind === 'lifetime-upgrade') {
    const level = purchase.kind === 'lifetime' ? purchase.level : lifetimeLevelOf(purchase.plan);
    await withBillingLock(account.teamId, async () => {
      const owner = await User.findById(account.owner._id)
        .select('lifetimeLevel')
        .lean<{ lifetimeLevel?: number }>();
      if ((owner?.lifetimeLevel ?? 0) < level) {
        await User.updateOne({ _id: account.owner._id }, { $set: { lifetimeLevel: level } });
      }
      await refreshAccountPlan(services.config, account.teamId, { now });
    });
    return { status: 'processed', outcome: `lifetime tier ${level}` };
  }
  return { status: 'ignored', outcome: 'a subscription price in a payment session' };
}

/** Neither the user nor anyone of the team can start another trial. */
async function markTrialUsed(teamId: string, userId?: string) {
  const ids = [userId].filter((id): id is string => !!id && Types.ObjectId.isValid(id));
  await User.updateMany(
    {
      $or: [
        { teamId: new Types.ObjectId(teamId) },
        { _id: { $in: ids.map((id) => new Types.ObjectId(id)) } },
      ],
    },
    { $set: { canHavePaidTrial: false } },
  );
}

/** True when `event` is older than what the stored subscription reflects. */
function isStale(existing: SubscriptionDoc | null, event: Stripe.Event): boolean {
  if (!existing) return false;
  // A canceled subscription is final in Stripe: nothing revives it.
  if (existing.status === 'canceled' && event.type !== 'customer.subscription.deleted') return true;
  if (event.created < existing.lastEventAt) return true;
  return event.created === existing.lastEventAt && (eventRank[event.type] ?? 0) < existing.lastEventRank;
}

async function subscriptionChanged(
  services: AppServices,
  event: Stripe.Event,
  sub: Stripe.Subscription,
  now: Date,
): Promise<Handled> {
  const facts = subscriptionFacts(sub);
  const account = await accountFor({
    teamId: facts.metadata.teamId,
    userId: facts.metadata.userId,
    customerId: facts.customerId,
  });
  if (!account) return { status: 'ignored', outcome: 'no account for this subscription' };
  return withBillingLock(account.teamId, async () => {
    const existing = await Subscription.findById(facts.id).lean<SubscriptionDoc>();
    if (isStale(existing, event)) {
      return { status: 'ignored', outcome: 'older than the stored subscription (out of order)' };
    }
    const status = event.type === 'customer.subscription.deleted' ? 'canceled' : facts.status;
    const plan = planForPrice(services.config.billing.catalogue, facts.priceId);
    const fields = {
      teamId: new Types.ObjectId(account.teamId),
      userId: account.owner._id,
      customerId: facts.customerId,
      priceId: facts.priceId,
      planKey: plan?.key ?? null,
      itemId: facts.itemId,
      status,
      trialStart: facts.trialStart,
      trialEnd: facts.trialEnd,
      cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
      // Periods only move forward (an invoice may have moved them already).
      currentPeriodStart: later(existing?.currentPeriodStart, facts.currentPeriodStart),
      currentPeriodEnd: later(existing?.currentPeriodEnd, facts.currentPeriodEnd),
      canceledAt: status === 'canceled' ? (facts.canceledAt ?? now) : facts.canceledAt,
      stripeCreated: facts.created,
      lastEventAt: event.created,
      lastEventRank: eventRank[event.type] ?? 0,
      lastEventId: event.id,
    };
    if (existing) {
      await Subscription.updateOne({ _id: facts.id }, { $set: fields });
    } else {
      await Subscription.create({ _id: facts.id, ...fields });
    }
    if (facts.trialStart || facts.trialEnd) await markTrialUsed(account.teamId, facts.metadata.userId);
    if (facts.customerId) {
      await User.updateOne(
        { _id: account.owner._id, stripeCustomerId: null },
        { $set: { stripeCustomerId: facts.customerId } },
      );
    }
    await refreshAccountPlan(services.config, account.teamId, { now });
    return {
      status: 'processed',
      outcome: `subscription ${facts.id} ${status} on ${plan?.key ?? facts.priceId}`,
    };
  });
}

function later(a: Date | null | undefined, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() >= b.getTime() ? a : b;
}

/** invoice.paid renews the period (and ends past_due); invoice.payment_failed makes it past_due. */
async function invoiceEvent(
  services: AppServices,
  event: Stripe.Event,
  invoice: Stripe.Invoice,
  now: Date,
): Promise<Handled> {
  const facts = invoiceFacts(invoice);
  if (!facts.subscriptionId) return { status: 'ignored', outcome: 'not a subscription invoice' };
  const stored = await Subscription.findById(facts.subscriptionId).lean<SubscriptionDoc>();
  if (!stored) return { status: 'ignored', outcome: 'unknown subscription (its own events will create it)' };
  const teamId = String(stored.teamId);
  return withBillingLock(teamId, async () => {
    const existing = await Subscription.findById(facts.subscriptionId).lean<SubscriptionDoc>();
    if (!existing) return { status: 'ignored', outcome: 'unknown subscription' };
    if (existing.status === 'canceled')
      return { status: 'ignored', outcome: 'subscription already canceled' };
    const set: Record<string, unknown> = {};
    const newer = event.created >= existing.lastInvoiceEventAt && event.created >= existing.lastEventAt;
    if (event.type === 'invoice.paid') {
      const end = later(existing.currentPeriodEnd, facts.periodEnd);
      if (end && end !== existing.currentPeriodEnd) {
        set.currentPeriodEnd = end;
        set.currentPeriodStart = later(existing.currentPeriodStart, facts.periodStart);
      }
      if (newer && ['past_due', 'unpaid', 'incomplete'].includes(existing.status)) set.status = 'active';
    } else if (newer && ['active', 'trialing'].includes(existing.status)) {
      set.status = 'past_due';
    }
    if (event.created > existing.lastInvoiceEventAt) set.lastInvoiceEventAt = event.created;
    if (Object.keys(set).length === 0) return { status: 'ignored', outcome: 'nothing newer in this invoice' };
    await Subscription.updateOne({ _id: existing._id }, { $set: set });
    await refreshAccountPlan(services.config, teamId, { now });
    const what = event.type === 'invoice.paid' ? 'paid' : 'payment failed';
    return { status: 'processed', outcome: `invoice ${facts.id} ${what}` };
  });
}
