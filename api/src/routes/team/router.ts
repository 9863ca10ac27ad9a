import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { type InputOf, validate } from '../../middlewares/validate';
import { presentTeam } from '../../presenters/team';
import { acceptInvite, getTeamView, inviteMember, removeMember } from '../../services/teams';
import * as T from './schema';

/** The signed-in user's team; inviting and removing is for its owner. */
export function teamRouter(_config: Config) {
  const router = new Router({ prefix: '/team' });

  router.get('/', requireUser, async (ctx) => {
    ctx.body = { data: presentTeam(await getTeamView(authUser(ctx).teamId)) };
  });

  // Before /:teamId, which would otherwise take "accept" for a team id.
  router.post('/accept', requireUser, validate({ body: T.AcceptInviteBody }), async (ctx) => {
    const { body } = ctx.state.input as InputOf<typeof T.AcceptInviteBody>;
    ctx.body = { data: presentTeam(await acceptInvite(ctx.services, authUser(ctx), body.token)) };
  });

  router.post(
    '/:teamId',
    requireUser,
    validate({ params: T.TeamParams, body: T.InviteBody }),
    async (ctx) => {
      const { params, body } = ctx.state.input as InputOf<typeof T.InviteBody, never, typeof T.TeamParams>;
      ctx.status = 201;
      ctx.body = {
        data: presentTeam(await inviteMember(ctx.services, authUser(ctx), params.teamId, body.email)),
      };
    },
  );

  router.delete('/:teamId/:userId', requireUser, validate({ params: T.TeamMemberParams }), async (ctx) => {
    const { params } = ctx.state.input as InputOf<never, never, typeof T.TeamMemberParams>;
    ctx.body = {
      data: presentTeam(await removeMember(ctx.services, authUser(ctx), params.teamId, params.userId)),
    };
  });

  return router;
}
