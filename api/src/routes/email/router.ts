import Router from '@koa/router';
import type { Config } from '../../config';
import { type InputOf, validate } from '../../middlewares/validate';
import { getSubscription, setSubscription } from '../../services/marketing';
import * as T from './schema';

/** Marketing mail subscription, from the link in every marketing mail (no sign-in needed). */
export function emailRouter(_config: Config) {
  const router = new Router({ prefix: '/email' });

  router.get('/resubscribe/:id', validate({ params: T.SubscriptionParams }), async (ctx) => {
    const { params } = ctx.state.input as InputOf<never, never, typeof T.SubscriptionParams>;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await getSubscription(params.id) };
  });

  router.post(
    '/resubscribe/:id',
    validate({ params: T.SubscriptionParams, body: T.SubscriptionBody }),
    async (ctx) => {
      const { params, body } = ctx.state.input as InputOf<
        typeof T.SubscriptionBody,
        never,
        typeof T.SubscriptionParams
      >;
      ctx.body = { data: await setSubscription(params.id, body.subscribed) };
    },
  );

  return router;
}
