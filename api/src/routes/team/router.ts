import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
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
  router.post('/accept', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.AcceptInviteBody });
    ctx.body = { data: presentTeam(await acceptInvite(ctx.services, authUser(ctx), body.token)) };
  });

  router.post('/:teamId', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.TeamParams, body: T.InviteBody });
    ctx.status = 201;
    ctx.body = {
      data: presentTeam(await inviteMember(ctx.services, authUser(ctx), params.teamId, body.email)),
    };
  });

  router.delete('/:teamId/:userId', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.TeamMemberParams });
    ctx.body = {
      data: presentTeam(await removeMember(ctx.services, authUser(ctx), params.teamId, params.userId)),
    };
  });

  return router;
}
