import Router from '@koa/router';
import type { Config } from '../../config';
import { authInfo, authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentCollection } from '../../presenters/collection';
import { assertCapability } from '../../services/billing/plan';
import { getCollection } from '../../services/collections';
import { getPublicArticle, listSamples } from '../../services/publicArticles';
import * as T from './schema';

/**
 * The public API (/api/public/*): the only routes that accept an API key
 * (`Authorization: Bearer ink_…`) — while the team's plan includes API
 * access; a signed-in session works too. Also the public articles anyone
 * reads without signing in (/public/article/{id}, /public/samples).
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

  /** SPEC §7: one of the team's collections with its posts (another team's id answers 404). */
  router.post('/collection', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.PublicCollectionBody });
    const { collection, posts } = await getCollection(authUser(ctx), body.id);
    ctx.body = { data: presentCollection(collection, posts) };
  });

  /** A post its owner made public, or a sample article; 404 for anything else, private and deleted alike. */
  router.get('/articles/:id', async (ctx) => {
    const { params } = readInput(ctx, { params: T.PublicArticleParams });
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { data: await getPublicArticle(params.id) };
  });

  router.get('/samples', async (ctx) => {
    ctx.body = { data: await listSamples() };
  });

  return router;
}
