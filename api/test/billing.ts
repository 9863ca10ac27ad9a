/**
 * Stripe webhook payloads for tests, signed like Stripe signs them (the
 * SDK's generateTestHeaderString with the test signing secret), and the
 * objects they carry, shaped as the current Stripe API sends them.
 */
import Stripe from 'stripe';
import type { TestApi } from './harness';

let seq = 0;
const unique = (prefix: string) => `${prefix}_test${Date.now().toString(36)}${(seq++).toString(36)}`;
export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export interface EventInput {
  id?: string;
  type: string;
  object: Record<string, unknown>;
  /** Stripe's event time. */
  created?: Date;
}

export function eventPayload(input: EventInput): string {
  return JSON.stringify({
    id: input.id ?? unique('evt'),
    object: 'event',
    api_version: '2026-10-28',
    created: seconds(input.created ?? new Date()),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: input.type,
    data: { object: input.object },
  });
}

export function signature(api: TestApi, payload: string, secret?: string): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: secret ?? api.config.billing.stripe.webhookSecret ?? '',
  });
}

/** Posts a signed event to POST /api/webhooks/stripe. */
export function postEvent(api: TestApi, input: EventInput & { secret?: string }) {
  const payload = eventPayload(input);
  return api.http
    .post('/api/webhooks/stripe')
    .set('Content-Type', 'application/json; charset=utf-8')
    .set('Stripe-Signature', signature(api, payload, input.secret))
    .send(payload);
}

export interface SubscriptionInput {
  id?: string;
  customer?: string;
  priceId: string;
  status?: string;
  teamId?: string;
  userId?: string;
  created?: Date;
  periodStart: Date;
  periodEnd: Date;
  trialStart?: Date | null;
  trialEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
}

export function subscriptionObject(input: SubscriptionInput): Record<string, unknown> & { id: string } {
  const id = input.id ?? unique('sub');
  return {
    id,
    object: 'subscription',
    customer: input.customer ?? unique('cus'),
    status: input.status ?? 'active',
    created: seconds(input.created ?? input.periodStart),
    start_date: seconds(input.created ?? input.periodStart),
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    trial_start: input.trialStart ? seconds(input.trialStart) : null,
    trial_end: input.trialEnd ? seconds(input.trialEnd) : null,
    metadata: {
      ...(input.teamId ? { teamId: input.teamId } : {}),
      ...(input.userId ? { userId: input.userId } : {}),
    },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id.slice(4)}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: seconds(input.periodStart),
          current_period_end: seconds(input.periodEnd),
          price: { id: input.priceId, object: 'price', currency: 'usd', type: 'recurring' },
        },
      ],
    },
  };
}

export interface SessionInput {
  mode: 'subscription' | 'payment';
  customer?: string;
  subscription?: string;
  paymentStatus?: string;
  metadata: Record<string, string>;
}

export function checkoutSessionObject(input: SessionInput): Record<string, unknown> & { id: string } {
  return {
    id: unique('cs'),
    object: 'checkout.session',
    mode: input.mode,
    customer: input.customer ?? unique('cus'),
    subscription: input.subscription ?? null,
    payment_status: input.paymentStatus ?? 'paid',
    status: 'complete',
    client_reference_id: input.metadata.userId ?? null,
    metadata: input.metadata,
  };
}

export function invoiceObject(input: {
  /** The subscription it bills; null for a one-time purchase. */
  subscription: string | null;
  customer?: string;
  periodStart: Date;
  periodEnd: Date;
  priceId?: string;
  id?: string;
  status?: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  /** Cents. */
  total?: number;
  description?: string;
  metadata?: Record<string, string>;
  pdf?: string | null;
  created?: Date;
}): Record<string, unknown> & { id: string } {
  const total = input.total ?? 2900;
  const status = input.status ?? 'paid';
  return {
    id: input.id ?? unique('in'),
    object: 'invoice',
    customer: input.customer ?? null,
    status,
    number: status === 'draft' ? null : `INV-${(seq++).toString().padStart(4, '0')}`,
    currency: 'usd',
    total,
    amount_paid: status === 'paid' ? total : 0,
    created: seconds(input.created ?? input.periodStart),
    description: null,
    hosted_invoice_url: null,
    invoice_pdf: input.pdf ?? null,
    metadata: input.metadata ?? {},
    billing_reason: input.subscription ? 'subscription_cycle' : 'manual',
    parent: input.subscription
      ? { type: 'subscription_details', subscription_details: { subscription: input.subscription } }
      : null,
    lines: {
      object: 'list',
      data: [
        {
          id: unique('il'),
          object: 'line_item',
          description: input.description ?? 'Inkpress Starter (monthly)',
          amount: total,
          period: { start: seconds(input.periodStart), end: seconds(input.periodEnd) },
          pricing: input.priceId ? { type: 'price_details', price_details: { price: input.priceId } } : null,
        },
      ],
    },
  };
}
