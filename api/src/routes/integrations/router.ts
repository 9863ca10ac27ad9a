import Router from '@koa/router';
import { publicationsOf, publishPost } from '../../commands/publish';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { builtInApiIntegration, presentIntegration, presentPublication } from '../../presenters/integration';
import {
  createIntegration,
  deleteIntegration,
  listIntegrations,
  updateIntegration,
  wordpressCommonOf,
} from '../../services/integrations';
import * as T from './schema';

/** Website integrations (SPEC §7): connect, list, reconnect, remove, and publish posts to them. */
export function integrationsRouter(config: Config) {
  const router = new Router({ prefix: '/integrations' });

  router.get('/', requireUser, async (ctx) => {
    const docs = await listIntegrations(authUser(ctx));
    ctx.body = { data: [builtInApiIntegration(), ...docs.map(presentIntegration)] };
  });

  router.post('/', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.CreateIntegrationBody });
    ctx.status = 201;
    ctx.body = { data: presentIntegration(await createIntegration(config, authUser(ctx), body)) };
  });

  router.post('/publish', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.PublishPostBody });
    ctx.body = { data: presentPublication(await publishPost(config, authUser(ctx), body)) };
  });

  router.get('/publications', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.PublicationsQuery });
    ctx.body = { data: (await publicationsOf(authUser(ctx), query.postId)).map(presentPublication) };
  });

  router.get('/:id/wordpress-common', requireUser, async (ctx) => {
    const { params, query } = readInput(ctx, { params: T.IntegrationParams, query: T.CommonQuery });
    const { yoast: _yoast, ...common } = await wordpressCommonOf(
      config,
      authUser(ctx),
      params.id,
      query.fresh === '1',
    );
    ctx.body = { data: common };
  });

  router.patch('/:id', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.IntegrationParams, body: T.PatchIntegrationBody });
    ctx.body = { data: presentIntegration(await updateIntegration(config, authUser(ctx), params.id, body)) };
  });

  router.delete('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.IntegrationParams });
    await deleteIntegration(authUser(ctx), params.id);
    ctx.body = { data: { id: params.id, deleted: true } };
  });

  return router;
}
