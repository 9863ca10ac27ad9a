/**
 * Checkout commands: a Stripe Checkout session for a plan, a lifetime tier,
 * a tier-5 upgrade or credit packs; the customer portal; the Stripe
 * customer of the account. Billing belongs to the team owner: a member is
 * refused with 403 and data.reason 'no-billing-right' (the no-billing-right
 * popup).
 */
import type { CheckoutBody } from '@inkpress/shared-core';
import { ErrorCode } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { AppServices } from '../../context';
import { AppError, Conflict, UserCanNotHaveFreeTrial, ValidationError } from '../../errors';
import type { AuthUser } from '../../identity';
import { Subscription } from '../../models/Subscription';
import { User, type UserDoc } from '../../models/User';
import { type Purchase, purchaseForPrice } from './catalogue';
import { authorizeBilling } from './plan';
import { currentSubscription } from './planSync';
import { callStripe, type Stripe, stripeClient } from './stripe';
import { changeTestSubscription, createTestCheckout, usesTestCheckout } from './testCheckout';

async function loadOwner(actor: AuthUser): Promise<UserDoc> {
  const user = await User.findById(actor.id).lean<UserDoc>();
  if (!user) throw new AppError(401, ErrorCode.AuthenticationRequired);
  return user;
}

/** The account's Stripe customer, created once (Stripe's idempotency key keeps racing calls to one). */
export async function ensureStripeCustomer(services: AppServices, actor: AuthUser): Promise<string> {
  authorizeBilling(actor);
  const user = await loadOwner(actor);
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const stripe = stripeClient(services.config);
  const customer = await callStripe('customers.create', () =>
    stripe.customers.create(
      {
        email: user.email,
        ...(user.name ? { name: user.name } : {}),
        metadata: { userId: actor.id, teamId: actor.teamId },
      },
      { idempotencyKey: `inkpress-customer-${actor.id}` },
    ),
  );
  await User.updateOne(
    { _id: user._id, stripeCustomerId: null },
    { $set: { stripeCustomerId: customer.id } },
  );
  const stored = await User.findById(user._id).select('stripeCustomerId').lean<UserDoc>();
  return stored?.stripeCustomerId ?? customer.id;
}

/** True when neither the user nor the team (its owner, its subscriptions) ever had a trial. */
export async function canHaveFreeTrial(actor: AuthUser): Promise<boolean> {
  const user = await User.findById(actor.id).select('canHavePaidTrial').lean<UserDoc>();
  if (!user || user.canHavePaidTrial === false) return false;
  const hadTrial = await Subscription.exists({
    teamId: new Types.ObjectId(actor.teamId),
    $or: [{ trialStart: { $ne: null } }, { trialEnd: { $ne: null } }],
  });
  return !hadTrial;
}

/** An absolute URL on our own site for a return URL (a path, or an absolute URL of our origins). */
export function resolveReturnUrl(
  services: AppServices,
  returnUrl: string | undefined,
  fallback: string,
): URL {
  const { publicUrl, corsOrigins } = services.config;
  const url = new URL(returnUrl ?? fallback, `${publicUrl}/`);
  if (url.origin !== new URL(publicUrl).origin && !corsOrigins.includes(url.origin)) {
    throw ValidationError('returnUrl: Return URL must be an address on this site.');
  }
  url.hash = '';
  return url;
}

function withQuery(url: URL, params: Record<string, string>): string {
  const copy = new URL(url);
  for (const [k, v] of Object.entries(params)) copy.searchParams.set(k, v);
  return copy.toString();
}

export interface CheckoutResult {
  url: string;
  /** The Checkout session, or the subscription changed in place (a plan switch). */
  id: string;
  kind: Purchase['kind'];
  mode: 'checkout' | 'subscription-updated';
}

function validatePurchase(purchase: Purchase | undefined, body: CheckoutBody, owner: UserDoc): Purchase {
  if (!purchase) throw ValidationError('priceId: This price is not for sale.');
  if (purchase.kind !== 'credit-pack' && purchase.plan.legacy) {
    throw ValidationError('priceId: This plan is no longer offered. Choose one of the current plans.');
  }
  if (purchase.kind !== 'credit-pack' && body.quantity !== 1) {
    throw ValidationError('quantity: Only credit packs can be bought more than once.');
  }
  if (body.freeTrial && purchase.kind !== 'subscription') {
    throw ValidationError('freeTrial: Only subscriptions start with a free trial.');
  }
  const level = owner.lifetimeLevel ?? 0;
  if (purchase.kind === 'lifetime' && level >= purchase.level) {
    throw Conflict(`You already hold lifetime tier ${level}.`);
  }
  if (purchase.kind === 'lifetime-upgrade' && level !== purchase.fromLevel) {
    throw ValidationError(
      level === 5
        ? 'priceId: You already hold lifetime tier 5.'
        : `priceId: This upgrade is for lifetime tier ${purchase.fromLevel}; you hold tier ${level}.`,
    );
  }
  return purchase;
}

/**
 * POST /api/checkout/stripe: a Checkout session URL for the purchase. A
 * subscriber choosing another subscription plan has its subscription
 * switched in place (prorated) instead of getting a second one.
 */
export async function createCheckout(
  services: AppServices,
  actor: AuthUser,
  body: CheckoutBody,
): Promise<CheckoutResult> {
  authorizeBilling(actor);
  const { config } = services;
  const owner = await loadOwner(actor);
  const purchase = validatePurchase(purchaseForPrice(config.billing.catalogue, body.priceId), body, owner);
  const returnUrl = resolveReturnUrl(services, body.returnUrl, '/dashboard/billing');
  if (body.freeTrial && !(await canHaveFreeTrial(actor))) throw UserCanNotHaveFreeTrial();
  const testMode = usesTestCheckout(config);
  const stripe = stripeClient(config);

  if (purchase.kind === 'subscription') {
    const current = await currentSubscription(actor.teamId);
    if (current) {
      if (current.priceId === purchase.priceId) throw Conflict('You are already on this plan.');
      if (body.freeTrial) throw UserCanNotHaveFreeTrial();
      if (testMode) {
        // No Stripe to switch it: the update event Stripe would send, through the webhook handler.
        await changeTestSubscription(services, actor, { priceId: purchase.priceId });
        return {
          url: withQuery(returnUrl, { checkout: 'updated' }),
          id: current._id,
          kind: purchase.kind,
          mode: 'subscription-updated',
        };
      }
      const updated = await callStripe('subscriptions.update', () =>
        stripe.subscriptions.update(current._id, {
          ...(current.itemId
            ? { items: [{ id: current.itemId, price: purchase.priceId, quantity: 1 }] }
            : { items: [{ price: purchase.priceId, quantity: 1 }] }),
          proration_behavior: 'create_prorations',
          cancel_at_period_end: false,
          metadata: { teamId: actor.teamId, userId: actor.id, priceKey: purchase.plan.key },
        }),
      );
      return {
        url: withQuery(returnUrl, { checkout: 'updated' }),
        id: updated.id,
        kind: purchase.kind,
        mode: 'subscription-updated',
      };
    }
  }

  const metadata: Record<string, string> = {
    teamId: actor.teamId,
    userId: actor.id,
    purchase: purchase.kind,
    priceKey:
      purchase.kind === 'credit-pack'
        ? purchase.pack.key
        : purchase.kind === 'lifetime-upgrade'
          ? purchase.upgrade.key
          : purchase.plan.key,
    quantity: String(body.quantity),
    freeTrial: String(body.freeTrial),
  };
  // {CHECKOUT_SESSION_ID} is filled in by Stripe (or the test checkout): it must stay unencoded.
  const successUrl = `${withQuery(returnUrl, { checkout: 'success' })}&session_id={CHECKOUT_SESSION_ID}`;
  const cancelUrl = withQuery(returnUrl, { checkout: 'cancelled' });
  if (testMode) {
    const local = await createTestCheckout(services, actor, {
      purchase,
      quantity: body.quantity,
      freeTrial: body.freeTrial,
      trialDays: config.billing.trialDays,
      metadata,
      successUrl,
      cancelUrl,
    });
    return { url: local.url, id: local.id, kind: purchase.kind, mode: 'checkout' };
  }
  const customer = await ensureStripeCustomer(services, actor);
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: purchase.kind === 'subscription' ? 'subscription' : 'payment',
    customer,
    client_reference_id: body.clientReferenceId ?? actor.id,
    line_items: [{ price: purchase.priceId, quantity: body.quantity }],
    success_url: successUrl,
    cancel_url: cancelUrl,
    metadata,
    allow_promotion_codes: true,
  };
  if (purchase.kind === 'subscription') {
    params.subscription_data = {
      metadata: { teamId: actor.teamId, userId: actor.id },
      ...(body.freeTrial ? { trial_period_days: config.billing.trialDays } : {}),
    };
  } else {
    params.payment_intent_data = { metadata };
    // One-time purchases get an invoice too, so their receipts reach /dashboard/recipets.
    params.invoice_creation = { enabled: true, invoice_data: { metadata } };
  }
  const session = await callStripe('checkout.sessions.create', () => stripe.checkout.sessions.create(params));
  if (!session.url) throw new AppError(502, ErrorCode.InternalError, 'Stripe returned no checkout address.');
  return { url: session.url, id: session.id, kind: purchase.kind, mode: 'checkout' };
}

/** POST /api/checkout/stripe-portal: Stripe's customer portal (plan, payment method, cancellation). */
export async function createPortalSession(
  services: AppServices,
  actor: AuthUser,
  returnUrl?: string,
): Promise<{ url: string }> {
  authorizeBilling(actor);
  const back = resolveReturnUrl(services, returnUrl, '/dashboard/billing').toString();
  if (usesTestCheckout(services.config)) {
    return { url: `${services.config.publicUrl}/test-checkout/portal?return=${encodeURIComponent(back)}` };
  }
  const customer = await ensureStripeCustomer(services, actor);
  const stripe = stripeClient(services.config);
  const session = await callStripe('billingPortal.sessions.create', () =>
    stripe.billingPortal.sessions.create({
      customer,
      return_url: back,
    }),
  );
  return { url: session.url };
}
