import { ErrorCode } from '@inkpress/shared-core';
import Router from '@koa/router';
import {
  bulkPublishTopic,
  cancelBulkPublish,
  findBulkPublish,
  itemsOf,
  listBulkPublishes,
  retryBulkPublishItem,
  startBulkPublish,
} from '../../commands/bulkPublish';
import { publicationsOf } from '../../commands/publish';
import { publishOrSchedule } from '../../commands/scheduledPublish';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import type { AuthUser } from '../../identity';
import { jobEngine } from '../../jobs/engine';
import { streamTopic } from '../../lib/topicStream';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import {
  presentBulkPublishItem,
  presentBulkPublishRun,
  presentBulkPublishSummary,
} from '../../presenters/bulkPublish';
import { builtInApiIntegration, presentIntegration, presentPublication } from '../../presenters/integration';
import {
  createIntegration,
  deleteIntegration,
  findIntegration,
  ghostCommonOf,
  listIntegrations,
  redditFlairsOf,
  shopifyCommonOf,
  updateIntegration,
  wordpressCommonOf,
} from '../../services/integrations';
import { importSitePost, searchSite } from '../../services/integrations/importing';
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
    ctx.body = { data: presentPublication(await publishOrSchedule(config, authUser(ctx), body)) };
  });

  /** The site's posts by title (empty query: the latest), for the import-article popup. */
  router.post('/search', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.SearchSiteBody });
    ctx.body = { data: { results: await searchSite(config, authUser(ctx), body) } };
  });

  /** A site's post by slug as a new document (201), its HTML sanitised as the editor stores it. */
  router.post('/import', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.ImportSitePostBody });
    ctx.status = 201;
    ctx.body = { data: await importSitePost(config, authUser(ctx), body) };
  });

  const engineOr503 = () => {
    const engine = jobEngine(config.redisUrl);
    if (!engine)
      throw new AppError(
        503,
        ErrorCode.ServiceUnavailable,
        'Bulk publishing is unavailable: no job queue (REDIS_URL) is set.',
      );
    return engine;
  };
  /** A bulk publish as the API answers it, with its site's name (a removed site: its type). */
  const bulkView = async (user: AuthUser, id: string) => {
    const run = await findBulkPublish(user, id);
    const site = await findIntegration(user, String(run.integrationId)).catch(() => null);
    return presentBulkPublishRun(run, await itemsOf(id), site?.name ?? run.type);
  };

  /** Many posts to one WordPress, Ghost or Shopify site, one job per post (202: it runs on the workers). */
  router.post('/bulk-publish', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.StartBulkPublishBody });
    const { run } = await startBulkPublish(engineOr503(), authUser(ctx), body);
    ctx.status = 202;
    ctx.body = { data: await bulkView(authUser(ctx), String(run._id)) };
  });

  /** The team's bulk publishes, the newest first (the history): when, where, and how each went. */
  router.get('/bulk-publish', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.BulkPublishListQuery });
    const user = authUser(ctx);
    const { runs, total } = await listBulkPublishes(user, query.offset, query.limit);
    const names = new Map((await listIntegrations(user)).map((i) => [String(i._id), i.name]));
    ctx.body = {
      data: runs.map(({ run, items }) =>
        presentBulkPublishSummary(run, items, names.get(String(run.integrationId)) ?? run.type),
      ),
      total,
    };
  });

  router.get('/bulk-publish/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.BulkPublishParams });
    ctx.body = { data: await bulkView(authUser(ctx), params.id) };
  });

  router.post('/bulk-publish/:id/items/:index/retry', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.BulkPublishItemParams });
    const run = await findBulkPublish(authUser(ctx), params.id);
    const item = await retryBulkPublishItem(engineOr503(), run, params.index);
    ctx.status = 202;
    ctx.body = { data: presentBulkPublishItem(item) };
  });

  /** Cancels the posts not yet sent (those sent stay on the site); the run as it is after. */
  router.post('/bulk-publish/:id/cancel', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.BulkPublishParams });
    const run = await findBulkPublish(authUser(ctx), params.id);
    await cancelBulkPublish(engineOr503(), run);
    ctx.body = { data: await bulkView(authUser(ctx), params.id) };
  });

  /**
   * Server-sent events: `run` (BulkPublishRunView) first and whenever a post
   * finishes, `item` (BulkPublishItemView) on each post's change; the stream
   * ends when the run has ended.
   */
  router.get('/bulk-publish/:id/events', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.BulkPublishParams });
    const user = authUser(ctx);
    await findBulkPublish(user, params.id);
    await streamTopic(ctx, engineOr503(), bulkPublishTopic(params.id), {
      sendState: async (send) => {
        const view = await bulkView(user, params.id);
        send('run', view);
        return view.status !== 'running';
      },
      afterEvent: (event) => {
        const status = (event.data as { status?: string } | null)?.status;
        return event.event === 'item' && status && status !== 'queued' && status !== 'running'
          ? 'resend'
          : undefined;
      },
    });
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

  router.get('/:id/ghost-common', requireUser, async (ctx) => {
    const { params, query } = readInput(ctx, { params: T.IntegrationParams, query: T.CommonQuery });
    ctx.body = { data: await ghostCommonOf(config, authUser(ctx), params.id, query.fresh === '1') };
  });

  router.get('/:id/shopify-common', requireUser, async (ctx) => {
    const { params, query } = readInput(ctx, { params: T.IntegrationParams, query: T.CommonQuery });
    ctx.body = { data: await shopifyCommonOf(config, authUser(ctx), params.id, query.fresh === '1') };
  });

  router.get('/:id/reddit-flairs', requireUser, async (ctx) => {
    const { params, query } = readInput(ctx, { params: T.IntegrationParams, query: T.RedditFlairsQuery });
    ctx.body = { data: await redditFlairsOf(config, authUser(ctx), params.id, query.subreddit) };
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
