import Router from '@koa/router';
import type { Config } from '../../config';
import { NotFound } from '../../errors';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentTestCheckout, presentTestPortal } from '../../presenters/billing';
import { authorizeBilling } from '../../services/billing/plan';
import {
  cancelTestCheckout,
  changeTestSubscription,
  completeTestCheckout,
  findTestCheckout,
  testPortal,
  usesTestCheckout,
} from '../../services/billing/testCheckout';
import * as T from './schema';

/**
 * The local test checkout and portal (services/billing/testCheckout.ts):
 * only when no real Stripe key is configured — otherwise every route here
 * answers 404. Owner-only, like every billing action.
 */
export function testCheckoutRouter(config: Config) {
  const router = new Router({ prefix: '/test-checkout' });
  router.use(async (_ctx, next) => {
    if (!usesTestCheckout(config)) throw NotFound();
    await next();
  });

  router.get('/portal', requireUser, async (ctx) => {
    authorizeBilling(authUser(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: presentTestPortal(await testPortal(authUser(ctx))) };
  });

  router.post('/portal', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.TestPortalBody });
    const actor = authUser(ctx);
    authorizeBilling(actor);
    const view = await changeTestSubscription(ctx.services, actor, { cancel: body.action === 'cancel' });
    ctx.body = { data: presentTestPortal(view) };
  });

  router.get('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.TestCheckoutParams });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: presentTestCheckout(await findTestCheckout(authUser(ctx), params.id)) };
  });

  router.post('/:id/complete', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.TestCheckoutParams, body: T.EmptyBody });
    ctx.body = { data: await completeTestCheckout(ctx.services, authUser(ctx), params.id) };
  });

  router.post('/:id/cancel', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.TestCheckoutParams, body: T.EmptyBody });
    ctx.body = { data: await cancelTestCheckout(authUser(ctx), params.id) };
  });

  return router;
}
