import type { CheckoutResultView } from '@inkpress/shared-core';
import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { createCheckout, createPortalSession, ensureStripeCustomer } from '../../services/billing/checkout';
import * as T from './schema';

/**
 * Stripe Checkout, the customer portal and the Stripe customer (SPEC §7
 * Billing). Owner-only: a team member gets 403 with data.reason
 * 'no-billing-right'.
 */
export function checkoutRouter(_config: Config) {
  const router = new Router();

  router.post('/checkout/stripe', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.CheckoutBody });
    const result: CheckoutResultView = await createCheckout(ctx.services, authUser(ctx), body);
    ctx.body = { data: result };
  });

  router.post('/checkout/stripe-portal', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.PortalBody });
    ctx.body = { data: await createPortalSession(ctx.services, authUser(ctx), body.returnUrl) };
  });

  router.post('/users/stripe-customer', requireUser, async (ctx) => {
    readInput(ctx, { body: T.EmptyBody });
    ctx.body = { data: { customerId: await ensureStripeCustomer(ctx.services, authUser(ctx)) } };
  });

  return router;
}
