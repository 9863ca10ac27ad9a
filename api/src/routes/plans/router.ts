import Router from '@koa/router';
import type { Config } from '../../config';
import { presentPlanCatalogue } from '../../presenters/billing';

/** GET /api/plans: the plan catalogue (SPEC §3, §9) with this deploy's Stripe price ids; public. */
export function plansRouter(config: Config) {
  const router = new Router({ prefix: '/plans' });
  const body = { data: presentPlanCatalogue(config.billing.catalogue) };

  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = body;
  });

  return router;
}
