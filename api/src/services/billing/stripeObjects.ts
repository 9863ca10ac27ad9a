/**
 * Reading the fields we need from Stripe objects of any API version:
 * current_period_* moved from the subscription to its items, and an
 * invoice's subscription from `subscription` to `parent.subscription_details`.
 */
import type { Stripe } from './stripe';

type Loose = Record<string, unknown>;
const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An id from a field that holds an id or an expanded object. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.id === 'string') return value.id;
  return null;
}

export const secondsToDate = (value: unknown): Date | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? new Date(value * 1000) : null;

export function metadataOf(value: unknown): Record<string, string> {
  if (!isRecord(value) || !isRecord(value.metadata)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value.metadata)) if (typeof v === 'string') out[k] = v;
  return out;
}

export interface SubscriptionFacts {
  id: string;
  customerId: string | null;
  status: string;
  priceId: string | null;
  itemId: string | null;
  trialStart: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  canceledAt: Date | null;
  created: Date;
  metadata: Record<string, string>;
}

export function subscriptionFacts(sub: Stripe.Subscription): SubscriptionFacts {
  const loose = sub as unknown as Loose;
  const item = (sub.items?.data ?? [])[0] as (Stripe.SubscriptionItem & Loose) | undefined;
  return {
    id: sub.id,
    customerId: idOf(sub.customer),
    status: String(sub.status),
    priceId: idOf(item?.price),
    itemId: item?.id ?? null,
    trialStart: secondsToDate(sub.trial_start),
    trialEnd: secondsToDate(sub.trial_end),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end) || typeof sub.cancel_at === 'number',
    currentPeriodStart: secondsToDate(item?.current_period_start ?? loose.current_period_start),
    currentPeriodEnd: secondsToDate(item?.current_period_end ?? loose.current_period_end),
    canceledAt: secondsToDate(sub.canceled_at ?? sub.ended_at),
    created: secondsToDate(sub.created) ?? new Date(0),
    metadata: metadataOf(sub),
  };
}

export interface InvoiceFacts {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
}

export function invoiceFacts(invoice: Stripe.Invoice): InvoiceFacts {
  const loose = invoice as unknown as Loose;
  const parent = isRecord(loose.parent) ? loose.parent : {};
  const details = isRecord(parent.subscription_details) ? parent.subscription_details : {};
  const subscriptionId = idOf(details.subscription) ?? idOf(loose.subscription);
  const lines = (invoice.lines?.data ?? []) as (Stripe.InvoiceLineItem & Loose)[];
  // The period the subscription lines pay for: the latest one (prorations cover part of the old period).
  let periodStart: Date | null = null;
  let periodEnd: Date | null = null;
  for (const line of lines) {
    const end = secondsToDate(line.period?.end);
    if (end && (!periodEnd || end > periodEnd)) {
      periodEnd = end;
      periodStart = secondsToDate(line.period?.start);
    }
  }
  return { id: invoice.id ?? '', customerId: idOf(invoice.customer), subscriptionId, periodStart, periodEnd };
}
