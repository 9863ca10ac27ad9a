import Router from '@koa/router';
import type { Config } from '../../config';
import { authInfo, authUser, requireUser } from '../../middlewares/auth';
import { assertCapability } from '../../services/billing/plan';

/**
 * The public API (/api/public/*): the only routes that accept an API key
 * (`Authorization: Bearer ink_…`) — while the team's plan includes API
 * access; a signed-in session works too.
 */
export function publicRouter(_config: Config) {
  const router = new Router({ prefix: '/public' });

  // A key works only while the team's plan includes API access (a downgrade turns its keys off).
  router.use(async (ctx, next) => {
    if (authInfo(ctx)?.method === 'apiKey') await assertCapability(authUser(ctx).teamId, 'apiAccess');
    await next();
  });

  router.get('/me', requireUser, async (ctx) => {
    const user = authUser(ctx);
    ctx.body = { data: { id: user.id, teamId: user.teamId, via: authInfo(ctx)?.method } };
  });

  return router;
}
