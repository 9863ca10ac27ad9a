import Router from '@koa/router';
import type { Config } from '../../config';
import { authInfo, authUser, requireUser } from '../../middlewares/auth';

/**
 * The public API (/api/public/*): the only routes that accept an API key
 * (`Authorization: Bearer ink_…`); a signed-in session works too.
 */
export function publicRouter(_config: Config) {
  const router = new Router({ prefix: '/public' });

  router.get('/me', requireUser, async (ctx) => {
    const user = authUser(ctx);
    ctx.body = { data: { id: user.id, teamId: user.teamId, via: authInfo(ctx)?.method } };
  });

  return router;
}
