import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentCommon } from '../../presenters/common';
import { getTeamSettings, saveCategories } from '../../services/common';
import * as T from './schema';

/** What the dashboard loads once: the team's categories and shared settings. */
export function commonRouter(_config: Config) {
  const router = new Router({ prefix: '/common' });

  router.get('/', requireUser, async (ctx) => {
    ctx.body = { data: presentCommon(await getTeamSettings(authUser(ctx))) };
  });

  router.put('/settings', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.UpdateSettingsBody });
    ctx.body = { data: presentCommon(await saveCategories(authUser(ctx), body.categories)) };
  });

  return router;
}
