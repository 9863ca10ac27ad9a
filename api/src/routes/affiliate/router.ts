import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { setReferral } from '../../middlewares/referral';
import { readInput } from '../../middlewares/validate';
import { presentAffiliate } from '../../presenters/affiliate';
import { affiliateStats, joinAffiliate, recordVisit } from '../../services/affiliates';
import * as T from './schema';

/**
 * The affiliate programme (issue 14): GET and POST /api/affiliate for the
 * signed-in member (their link and earnings; join), and POST
 * /api/affiliate/visits for a visit that came with `?ref=` — counted, and
 * remembered in a first-party cookie for 60 days so a sign-up is attributed.
 */
export function affiliateRouter(config: Config) {
  const router = new Router({ prefix: '/affiliate' });

  router.get('/', requireUser, async (ctx) => {
    ctx.body = { data: presentAffiliate(await affiliateStats(authUser(ctx)), config.publicUrl) };
  });

  router.post('/', requireUser, async (ctx) => {
    const actor = authUser(ctx);
    await joinAffiliate(actor);
    ctx.status = 201;
    ctx.body = { data: presentAffiliate(await affiliateStats(actor), config.publicUrl) };
  });

  router.post('/visits', async (ctx) => {
    const { body } = readInput(ctx, { body: T.VisitBody });
    const affiliate = await recordVisit(body.code, {
      ip: ctx.ip,
      userAgent: ctx.get('user-agent'),
      userId: ctx.state.user?.id,
    });
    if (affiliate) {
      setReferral(ctx, affiliate.code);
    }
    ctx.body = { data: { recorded: Boolean(affiliate) } };
  });

  return router;
}
