/**
 * The local test checkout: with no real Stripe key configured (stripe-mock,
 * `npm start`), Checkout and the customer portal are pages of ours, marked
 * "test mode, no real payment". Paying delivers the signed webhook events
 * Stripe would send — customer.subscription.created, checkout.session.completed,
 * invoice.paid; customer.subscription.updated from the portal — through the
 * same webhook handler, so every plan, trial and pack can be bought and
 * tested end to end. With a real key none of this is used.
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import Stripe from 'stripe';
import { type Config, LOCAL_STRIPE_SECRET_KEY } from '../../config';
import type { AppServices } from '../../context';
import { AppError, NotFound } from '../../errors';
import type { AuthUser } from '../../identity';
import { Subscription, type SubscriptionDoc } from '../../models/Subscription';
import { TestCheckout, type TestCheckoutDoc } from '../../models/TestCheckout';
import { User, type UserDoc } from '../../models/User';
import { claimOnce, releaseClaim } from '../claims';
import type { Purchase } from './catalogue';
import { currentSubscription } from './planSync';
import { handleStripeWebhook } from './webhooks';

/** How long a test checkout stays payable. */
const TEST_CHECKOUT_TTL_MS = 24 * 3_600_000;

/** True when no real Stripe key is configured: Checkout and the portal are our test pages. */
export function usesTestCheckout(config: Config): boolean {
  return config.billing.stripe.secretKey === LOCAL_STRIPE_SECRET_KEY;
}

const localId = (prefix: string) => `${prefix}_local_${randomBytes(10).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The account's customer id on the test pages (no Stripe call): one per owner, kept on the user. */
export async function ensureLocalCustomer(actor: AuthUser): Promise<string> {
  const user = await User.findById(actor.id).select('stripeCustomerId').lean<UserDoc>();
  if (user?.stripeCustomerId) return user.stripeCustomerId;
  const customer = `cus_local_${actor.id}`;
  await User.updateOne({ _id: actor.id, stripeCustomerId: null }, { $set: { stripeCustomerId: customer } });
  return customer;
}

function describePurchase(purchase: Purchase, quantity: number): { description: string; unitAmount: number } {
  switch (purchase.kind) {
    case 'credit-pack':
      return {
        description: `${quantity} × ${purchase.pack.planName} (${(quantity * purchase.pack.wordsPerUnit).toLocaleString('en-US')} words)`,
        unitAmount: Number(purchase.pack.unit_amount),
      };
    case 'lifetime-upgrade':
      return {
        description: `Upgrade from ${purchase.upgrade.from} to ${purchase.upgrade.tier}`,
        unitAmount: Number(purchase.upgrade.unit_amount),
      };
    default: {
      const entry = purchase.plan;
      const interval = entry.interval ? `, billed ${entry.interval}` : '';
      return { description: `${entry.planName}${interval}`, unitAmount: Number(entry.unit_amount) };
    }
  }
}

export interface TestCheckoutInput {
  purchase: Purchase;
  quantity: number;
  freeTrial: boolean;
  trialDays: number;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
}

/** A payable test checkout for the purchase; answers the address of its page. */
export async function createTestCheckout(
  services: AppServices,
  actor: AuthUser,
  input: TestCheckoutInput,
  now = new Date(),
): Promise<{ id: string; url: string }> {
  const customer = await ensureLocalCustomer(actor);
  const { description, unitAmount } = describePurchase(input.purchase, input.quantity);
  const id = localId('cs_test');
  const subscription = input.purchase.kind === 'subscription';
  await TestCheckout.create({
    _id: id,
    teamId: new Types.ObjectId(actor.teamId),
    userId: new Types.ObjectId(actor.id),
    customer,
    mode: subscription ? 'subscription' : 'payment',
    kind: input.purchase.kind,
    priceId: input.purchase.priceId,
    priceKey: input.metadata.priceKey ?? '',
    quantity: input.quantity,
    freeTrial: subscription && input.freeTrial,
    trialDays: subscription && input.freeTrial ? input.trialDays : 0,
    description,
    unitAmount,
    amountTotal: subscription && input.freeTrial ? 0 : unitAmount * input.quantity,
    currency: 'usd',
    interval: input.purchase.kind === 'subscription' ? input.purchase.plan.interval : null,
    metadata: input.metadata,
    successUrl: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
    cancelUrl: input.cancelUrl,
    expiresAt: new Date(now.getTime() + TEST_CHECKOUT_TTL_MS),
  });
  return { id, url: `${services.config.publicUrl}/test-checkout/${id}` };
}

/** The owner's open (or finished) test checkout; 404 for anyone else and for unknown ids. */
export async function findTestCheckout(actor: AuthUser, id: string): Promise<TestCheckoutDoc> {
  const doc = await TestCheckout.findOne({
    _id: id,
    userId: new Types.ObjectId(actor.id),
  }).lean<TestCheckoutDoc>();
  if (!doc) throw NotFound('This test checkout does not exist.');
  return doc;
}

/** Sends one event through the webhook handler exactly as Stripe would: a signed payload. */
async function deliver(services: AppServices, type: string, object: Record<string, unknown>, now: Date) {
  const secret = services.config.billing.stripe.webhookSecret;
  if (!secret)
    throw new AppError(503, ErrorCode.InternalError, 'Webhooks are not configured on this server.');
  const payload = JSON.stringify({
    id: localId('evt'),
    object: 'event',
    api_version: '2026-10-28',
    created: seconds(now),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return handleStripeWebhook(services, Buffer.from(payload), signature, { now });
}

function addInterval(date: Date, interval: string | null): Date {
  const next = new Date(date);
  if (interval === 'yearly') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

function invoiceObject(
  checkout: TestCheckoutDoc,
  now: Date,
  period: { start: Date; end: Date },
  subscription: string | null,
) {
  return {
    id: localId('in'),
    object: 'invoice',
    number: `LOCAL-${checkout._id.slice(-8).toUpperCase()}`,
    customer: checkout.customer,
    status: 'paid',
    billing_reason: subscription ? 'subscription_create' : 'manual',
    currency: checkout.currency,
    total: checkout.amountTotal,
    subtotal: checkout.amountTotal,
    amount_due: checkout.amountTotal,
    amount_paid: checkout.amountTotal,
    created: seconds(now),
    period_start: seconds(period.start),
    period_end: seconds(period.end),
    description: checkout.description,
    hosted_invoice_url: null,
    invoice_pdf: null,
    metadata: checkout.metadata,
    parent: subscription
      ? {
          type: 'subscription_details',
          subscription_details: { subscription, metadata: checkout.metadata },
        }
      : null,
    lines: {
      object: 'list',
      data: [
        {
          id: localId('il'),
          object: 'line_item',
          description: checkout.description,
          amount: checkout.amountTotal,
          currency: checkout.currency,
          quantity: checkout.quantity,
          period: { start: seconds(period.start), end: seconds(period.end) },
          pricing: { type: 'price_details', price_details: { price: checkout.priceId } },
        },
      ],
    },
  };
}

/**
 * Pays a test checkout: the events Stripe sends for a completed Checkout
 * session, signed and handled in order. Paid once: a second click (or a
 * second tab) answers where the first one went.
 */
export async function completeTestCheckout(
  services: AppServices,
  actor: AuthUser,
  id: string,
  now = new Date(),
): Promise<{ redirectUrl: string }> {
  const checkout = await findTestCheckout(actor, id);
  if (checkout.status === 'cancelled') throw NotFound('This test checkout was cancelled.');
  if (checkout.status === 'complete') return { redirectUrl: checkout.successUrl };
  if (checkout.expiresAt.getTime() <= now.getTime()) throw NotFound('This test checkout has expired.');
  const claim = `test-checkout:${checkout._id}`;
  if (!(await claimOnce(claim, now))) return { redirectUrl: checkout.successUrl };
  try {
    const base = {
      id: checkout._id,
      object: 'checkout.session',
      mode: checkout.mode,
      customer: checkout.customer,
      client_reference_id: String(checkout.userId),
      payment_status: 'paid',
      status: 'complete',
      amount_total: checkout.amountTotal,
      currency: checkout.currency,
      metadata: checkout.metadata,
      created: seconds(checkout.createdAt),
    };
    if (checkout.mode === 'subscription') {
      const subscriptionId = localId('sub');
      const trialEnd = checkout.freeTrial ? new Date(now.getTime() + checkout.trialDays * 86_400_000) : null;
      const periodEnd = trialEnd ?? addInterval(now, checkout.interval);
      await deliver(
        services,
        'customer.subscription.created',
        subscriptionObject(checkout, subscriptionId, now, periodEnd, trialEnd),
        now,
      );
      await deliver(services, 'checkout.session.completed', { ...base, subscription: subscriptionId }, now);
      await deliver(
        services,
        'invoice.paid',
        invoiceObject(checkout, now, { start: now, end: periodEnd }, subscriptionId),
        now,
      );
    } else {
      await deliver(services, 'checkout.session.completed', { ...base, subscription: null }, now);
      await deliver(
        services,
        'invoice.paid',
        invoiceObject(checkout, now, { start: now, end: now }, null),
        now,
      );
    }
    await TestCheckout.updateOne({ _id: checkout._id }, { $set: { status: 'complete' } });
  } catch (err) {
    await releaseClaim(claim).catch(() => undefined);
    throw err;
  }
  return { redirectUrl: checkout.successUrl };
}

/** Leaves a test checkout without paying: back to where the purchase started. */
export async function cancelTestCheckout(actor: AuthUser, id: string): Promise<{ redirectUrl: string }> {
  const checkout = await findTestCheckout(actor, id);
  if (checkout.status === 'open')
    await TestCheckout.updateOne({ _id: checkout._id, status: 'open' }, { $set: { status: 'cancelled' } });
  return { redirectUrl: checkout.cancelUrl };
}

function subscriptionObject(
  checkout: Pick<TestCheckoutDoc, 'customer' | 'priceId' | 'currency' | 'unitAmount' | 'metadata'>,
  id: string,
  start: Date,
  periodEnd: Date,
  trialEnd: Date | null,
  cancelAtPeriodEnd = false,
) {
  return {
    id,
    object: 'subscription',
    customer: checkout.customer,
    status: trialEnd && trialEnd > start ? 'trialing' : 'active',
    created: seconds(start),
    start_date: seconds(start),
    cancel_at_period_end: cancelAtPeriodEnd,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    trial_start: trialEnd ? seconds(start) : null,
    trial_end: trialEnd ? seconds(trialEnd) : null,
    metadata: { teamId: checkout.metadata.teamId, userId: checkout.metadata.userId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id.slice(4)}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: seconds(start),
          current_period_end: seconds(periodEnd),
          price: {
            id: checkout.priceId,
            object: 'price',
            currency: checkout.currency,
            type: 'recurring',
            unit_amount: checkout.unitAmount,
          },
        },
      ],
    },
  };
}

export interface TestPortalView {
  subscription: {
    id: string;
    planKey: string | null;
    status: string;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
    trialEnd: Date | null;
  } | null;
}

/** The test customer portal: the team's current subscription. */
export async function testPortal(actor: AuthUser): Promise<TestPortalView> {
  const current = await currentSubscription(actor.teamId);
  return {
    subscription: current
      ? {
          id: current._id,
          planKey: current.planKey,
          status: current.status,
          cancelAtPeriodEnd: current.cancelAtPeriodEnd,
          currentPeriodEnd: current.currentPeriodEnd,
          trialEnd: current.trialEnd,
        }
      : null,
  };
}

/**
 * The portal's cancel (at the end of the period) and resume, and a switch
 * to another plan: the customer.subscription.updated event Stripe sends,
 * through the same handler.
 */
export async function changeTestSubscription(
  services: AppServices,
  actor: AuthUser,
  change: { cancel?: boolean; priceId?: string },
  now = new Date(),
): Promise<TestPortalView> {
  const current = await currentSubscription(actor.teamId);
  if (!current) throw NotFound('This account has no subscription to change.');
  const stored = await Subscription.findById(current._id).lean<SubscriptionDoc>();
  if (!stored?.priceId || !stored.currentPeriodStart || !stored.currentPeriodEnd)
    throw NotFound('This subscription cannot be changed here.');
  const customer = stored.customerId ?? (await ensureLocalCustomer(actor));
  const object = subscriptionObject(
    {
      customer,
      priceId: change.priceId ?? stored.priceId,
      currency: 'usd',
      unitAmount: 0,
      metadata: { teamId: String(stored.teamId), userId: String(stored.userId) },
    },
    stored._id,
    stored.currentPeriodStart,
    stored.currentPeriodEnd,
    stored.trialEnd,
    change.cancel ?? stored.cancelAtPeriodEnd,
  );
  // The subscription keeps its own start: only the cancellation flag changes.
  Object.assign(object, {
    created: seconds(stored.stripeCreated),
    start_date: seconds(stored.stripeCreated),
  });
  if (stored.trialStart) Object.assign(object, { trial_start: seconds(stored.trialStart) });
  if (stored.status === 'trialing' || stored.status === 'active')
    Object.assign(object, { status: stored.status });
  await deliver(services, 'customer.subscription.updated', object, now);
  return testPortal(actor);
}
