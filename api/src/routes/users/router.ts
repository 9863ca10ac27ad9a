import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentUser, type UserCredits } from '../../presenters/user';
import { getCreditSummary, usageSince } from '../../services/credits';
import { getUser, updateUser } from '../../services/users';
import * as T from './schema';

/** The account's credits from its ledger, read only (reading never runs a grant). */
async function creditsOf(teamId: string): Promise<UserCredits> {
  const account = { teamId };
  const [{ balances, paid }, usage] = await Promise.all([
    getCreditSummary(account),
    usageSince(account, new Date(0)),
  ]);
  return { balances, paid, wordsUsed: usage.words.used };
}

/** The signed-in user's details (SPEC §3) and the fields it may change. */
export function usersRouter(_config: Config) {
  const router = new Router({ prefix: '/users' });

  router.get('/me', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const user = await getUser(authUser(ctx).id);
    ctx.body = { data: presentUser(user, await creditsOf(String(user.teamId))) };
  });

  router.patch('/:id', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.UserParams, body: T.UpdateUserBody });
    const user = await updateUser(ctx.services, authUser(ctx), params.id, body);
    ctx.body = { data: presentUser(user, await creditsOf(String(user.teamId))) };
  });

  return router;
}
