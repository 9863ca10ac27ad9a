import Router from '@koa/router';
import type { Config } from '../../config';
import { handleStripeWebhook } from '../../services/billing/webhooks';
import { readRawBody } from './rawBody';

/**
 * Stripe's webhooks. No session, no CSRF (Stripe signs the payload instead):
 * a bad signature is 400 and changes nothing; a replayed event answers 200
 * with status 'duplicate'.
 */
export function webhooksRouter(_config: Config) {
  const router = new Router({ prefix: '/webhooks' });

  router.post('/stripe', async (ctx) => {
    const raw = await readRawBody(ctx);
    const result = await handleStripeWebhook(ctx.services, raw, ctx.get('Stripe-Signature') || undefined);
    ctx.body = { data: result };
  });

  return router;
}
