/**
 * The official Stripe SDK, one client per configuration. STRIPE_API_BASE
 * points it at stripe-mock in tests (stripe-mock answers with fixtures and
 * keeps no state, so the API never relies on reading back what it wrote:
 * webhooks carry the objects the plan is derived from).
 */
import { ErrorCode } from '@inkpress/shared-core';
import Stripe from 'stripe';
import type { Config } from '../../config';
import { AppError } from '../../errors';

const clients = new Map<string, Stripe>();

export function stripeClient(config: Config): Stripe {
  const { secretKey, apiBase } = config.billing.stripe;
  if (!secretKey)
    throw new AppError(503, ErrorCode.InternalError, 'Billing is not configured on this server.');
  const key = `${secretKey}|${apiBase ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    const base = apiBase ? new URL(apiBase) : undefined;
    client = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      typescript: true,
      appInfo: { name: 'Inkpress', url: 'https://inkpress.local' },
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    clients.set(key, client);
  }
  return client;
}

/** Runs a Stripe call; a failure of Stripe's answers 502 with a message a person can act on. */
export async function callStripe<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) {
      throw new AppError(
        502,
        ErrorCode.InternalError,
        'Our payment provider could not complete this request. Please try again in a moment.',
        { stripe: what, type: err.type, code: err.code ?? null },
      );
    }
    throw err;
  }
}

/** Verifies a webhook's signature and parses it; throws Stripe's signature error when it does not match. */
export function constructWebhookEvent(payload: Buffer, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(payload, signature, secret, 300);
}

export type { Stripe };
