import { bulkPublishTypes, ErrorCode } from '@inkpress/shared-core';
import Router from '@koa/router';
import { articlesOf, findBulkRun, startBulkRun } from '../../commands/bulkGenerate';
import { findBulkPublish, itemsOf, startBulkPublish } from '../../commands/bulkPublish';
import { gpt4Of } from '../../commands/charging';
import type { Config } from '../../config';
import { AppError, NotFound, ValidationError } from '../../errors';
import type { AuthUser } from '../../identity';
import { jobEngine } from '../../jobs/engine';
import { authInfo, authUser, requireUser } from '../../middlewares/auth';
import { apiKeyRateLimit } from '../../middlewares/rateLimit';
import { readInput } from '../../middlewares/validate';
import { presentBulkRun } from '../../presenters/bulk';
import { presentBulkPublishRun } from '../../presenters/bulkPublish';
import { presentCollection, presentCollectionPage } from '../../presenters/collection';
import { presentPost } from '../../presenters/post';
import { assertCapability } from '../../services/billing/plan';
import { getCollection, listCollections } from '../../services/collections';
import { listIntegrations } from '../../services/integrations';
import { cancelPublish, findPost } from '../../services/posts';
import { getPublicArticle, listSamples } from '../../services/publicArticles';
import * as T from './schema';

/**
 * The public API (/api/public/*): the only routes that accept an API key
 * (`Authorization: Bearer ink_…`) — while the team's plan includes API
 * access; a signed-in session works too. Also the public articles anyone
 * reads without signing in (/public/article/{id}, /public/samples).
 */
/** The team's website integration whose address is `baseURL` (trailing slashes and case of the host aside). */
async function siteAt(user: AuthUser, baseURL: string) {
  const key = (url: string) => {
    const u = new URL(url);
    return `${u.protocol}//${u.host.toLowerCase()}${u.pathname.replace(/\/+$/, '')}`;
  };
  const wanted = key(baseURL);
  const site = (await listIntegrations(user)).find((i) => key(i.url) === wanted);
  if (!site) throw NotFound(`No website of your team is connected at ${baseURL}.`);
  if (!(bulkPublishTypes as readonly string[]).includes(site.type))
    throw ValidationError(
      `Publishing a document through the API goes to ${bulkPublishTypes.join(' or ')} sites.`,
    );
  return site;
}

async function publishRunView(user: AuthUser, id: string, siteName: string | null) {
  const run = await findBulkPublish(user, id);
  return presentBulkPublishRun(run, await itemsOf(id), siteName ?? run.type);
}

export function publicRouter(config: Config) {
  const router = new Router({ prefix: '/public' });

  // A key works only while the team's plan includes API access (a downgrade turns its keys off),
  // and within its own rate limit (RateLimit-* headers on every answer to a key).
  router.use(async (ctx, next) => {
    if (authInfo(ctx)?.method === 'apiKey') await assertCapability(authUser(ctx).teamId, 'apiAccess');
    await next();
  });
  router.use(apiKeyRateLimit);

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

  /** The team's documents, newest change first, paged (the app's GET /api/collections). */
  router.get('/collections', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.PublicCollectionsQuery });
    ctx.body = presentCollectionPage(await listCollections(authUser(ctx), query), query);
  });

  router.get('/collections/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.PublicIdParams });
    const { collection, posts } = await getCollection(authUser(ctx), params.id);
    ctx.body = { data: presentCollection(collection, posts) };
  });

  router.get('/posts/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.PublicIdParams });
    ctx.body = { data: presentPost(await findPost(authUser(ctx), params.id)) };
  });

  /**
   * SPEC §7: a document's posts to the team's site at baseURL, one job per
   * post on the workers (202, then GET /api/public/publish-runs/{id}); type
   * "delete" takes them out of their publication schedule instead.
   */
  router.post('/collections/publish', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.PublicCollectionPublishBody });
    const user = authUser(ctx);
    const { collection, posts } = await getCollection(user, body.collectionId);
    if (body.type === 'delete') {
      const drafts = await Promise.all(posts.map((p) => cancelPublish(user, String(p._id))));
      ctx.body = { data: presentCollection(collection, drafts) };
      return;
    }
    const site = await siteAt(user, body.baseURL);
    const engine = jobEngine(config.redisUrl);
    if (!engine)
      throw new AppError(
        503,
        ErrorCode.ServiceUnavailable,
        'Publishing is unavailable: no job queue is set.',
      );
    const { run } = await startBulkPublish(engine, user, {
      type: site.type as (typeof bulkPublishTypes)[number],
      integrationId: String(site._id),
      collectionIds: [body.collectionId],
      status: body.schedulePublishConfig ? 'future' : body.status,
      ...(body.schedulePublishConfig ? { schedulePublishConfig: body.schedulePublishConfig } : {}),
    });
    ctx.status = 202;
    ctx.body = { data: await publishRunView(user, String(run._id), site.name) };
  });

  router.get('/publish-runs/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.PublicIdParams });
    ctx.body = { data: await publishRunView(authUser(ctx), params.id, null) };
  });

  /**
   * Articles from templates: one per row (a keyword or a title, a template,
   * a language, a length), written on the workers into a folder like the
   * bulk generator (which the plan must include); each article's credits are
   * held before the start (402 holds nothing). 202, then GET …/generations/{id}.
   */
  router.post('/generations', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.PublicGenerationBody });
    const engine = jobEngine(config.redisUrl);
    if (!engine)
      throw new AppError(503, ErrorCode.ServiceUnavailable, 'Writing is unavailable: no job queue is set.');
    const { run, articles } = await startBulkRun(engine, authUser(ctx), body, await gpt4Of(ctx));
    ctx.status = 202;
    ctx.body = { data: presentBulkRun(run, articles) };
  });

  router.get('/generations/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.PublicIdParams });
    const run = await findBulkRun(authUser(ctx), params.id);
    ctx.body = { data: presentBulkRun(run, await articlesOf(params.id)) };
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
