import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { type InputOf, validate } from '../../middlewares/validate';
import { presentUser } from '../../presenters/user';
import { getUser, updateUser } from '../../services/users';
import * as T from './schema';

/** The signed-in user's details (SPEC §3) and the fields it may change. */
export function usersRouter(_config: Config) {
  const router = new Router({ prefix: '/users' });

  router.get('/me', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: presentUser(await getUser(authUser(ctx).id)) };
  });

  router.patch(
    '/:id',
    requireUser,
    validate({ params: T.UserParams, body: T.UpdateUserBody }),
    async (ctx) => {
      const { params, body } = ctx.state.input as InputOf<
        typeof T.UpdateUserBody,
        never,
        typeof T.UserParams
      >;
      ctx.body = { data: presentUser(await updateUser(ctx.services, authUser(ctx), params.id, body)) };
    },
  );

  return router;
}
