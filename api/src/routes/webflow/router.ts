import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { rateLimit } from '../../middlewares/rateLimit';
import { readInput } from '../../middlewares/validate';
import { presentIntegration } from '../../presenters/integration';
import { connectWebflow } from '../../services/integrations';
import { webflowCollections } from '../../services/integrations/webflow';
import * as T from './schema';

/** Webflow look-ups and connects per user and minute (each one makes several calls to Webflow). */
export const WEBFLOW_CALLS_PER_MINUTE = 30;

const webflowLimit = rateLimit({
  name: 'webflow-connect',
  max: () => WEBFLOW_CALLS_PER_MINUTE,
  windowMs: () => 60_000,
  key: (ctx) => authUser(ctx).id,
});

/**
 * Webflow (the site builder): POST /api/integrations/webflow/collections
 * lists an API token's sites and CMS collections (or one collection's
 * fields) without saving anything; POST /api/integrations/webflow connects a
 * collection with its field mapping, or reconnects one (integrationId).
 * Publishing is POST /api/integrations/publish with type webflow.
 */
export function webflowRouter(config: Config) {
  const router = new Router({ prefix: '/integrations/webflow' });

  router.post('/collections', requireUser, webflowLimit, async (ctx) => {
    const { body } = readInput(ctx, { body: T.WebflowCollectionsBody });
    ctx.body = { data: await webflowCollections(config, body.apiToken, body.collectionId) };
  });

  router.post('/', requireUser, webflowLimit, async (ctx) => {
    const { body } = readInput(ctx, { body: T.WebflowConnectBody });
    const saved = await connectWebflow(config, authUser(ctx), body);
    ctx.status = body.integrationId ? 200 : 201;
    ctx.body = { data: presentIntegration(saved) };
  });

  return router;
}
