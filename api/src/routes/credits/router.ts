import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentLedgerEntry } from '../../presenters/billing';
import { getBalances, listLedger } from '../../services/credits';
import * as T from './schema';

/** The team's credit balances and its ledger (every grant and charge), for owner and members alike. */
export function creditsRouter(_config: Config) {
  const router = new Router({ prefix: '/credits' });

  router.get('/', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await getBalances(authUser(ctx)) };
  });

  router.get('/ledger', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.LedgerQuery });
    const page = await listLedger(authUser(ctx), query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: page.items.map(presentLedgerEntry),
      total: page.total,
      offset: query.offset,
      limit: query.limit,
    };
  });

  return router;
}
