import Router from '@koa/router';
import type { Config } from '../../config';
import { readInput } from '../../middlewares/validate';
import { getSubscription, renewSubscriptionLink, setSubscription } from '../../services/marketing';
import * as T from './schema';

/** Marketing mail subscription, from the link in every marketing mail (no sign-in needed; links expire, issue 14). */
export function emailRouter(_config: Config) {
  const router = new Router({ prefix: '/email' });

  router.get('/resubscribe/:id', async (ctx) => {
    const { params } = readInput(ctx, { params: T.SubscriptionParams });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await getSubscription(params.id) };
  });

  router.post('/resubscribe/:id', async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.SubscriptionParams, body: T.SubscriptionBody });
    ctx.body = { data: await setSubscription(params.id, body.subscribed) };
  });

  // An expired link (410 EmailKeyExpired) asks for a new one, mailed to the account's own address.
  router.post('/resubscribe/:id/renew', async (ctx) => {
    const { params } = readInput(ctx, { params: T.SubscriptionParams });
    ctx.status = 202;
    ctx.body = { data: await renewSubscriptionLink(ctx.services, params.id) };
  });

  return router;
}
