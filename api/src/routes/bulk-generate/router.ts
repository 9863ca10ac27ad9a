import Router from '@koa/router';
import {
  articlesOf,
  cancelBulkRun,
  estimateBulk,
  findBulkRun,
  listBulkRuns,
  retryBulkArticle,
  startBulkRun,
} from '../../commands/bulkGenerate';
import { bulkTopic } from '../../commands/bulkJobs';
import { gpt4Of } from '../../commands/charging';
import type { Config } from '../../config';
import { engineOr503 as requireEngine, streamTopic } from '../../lib/topicStream';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentBulkArticle, presentBulkRun, presentBulkRunSummary } from '../../presenters/bulk';
import * as T from './schema';

/**
 * The bulk content generator (issue 11): a run writes one article per row
 * into a folder on the job engine's workers; its progress is pushed as
 * server-sent events. Runs are the team's: others' ids answer 404.
 */
export function bulkGenerateRouter(config: Config) {
  const router = new Router({ prefix: '/bulk-generate' });

  const engineOr503 = () => requireEngine(config.redisUrl, 'The bulk generator is');

  /** What a run would cost, per article and in all, before it starts. */
  router.post('/estimate', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.BulkGenerateBody });
    ctx.body = { data: await estimateBulk(authUser(ctx), body) };
  });

  router.post('/', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.BulkGenerateBody });
    const engine = engineOr503();
    const { run, articles } = await startBulkRun(engine, authUser(ctx), body, await gpt4Of(ctx));
    ctx.status = 202;
    ctx.body = { data: presentBulkRun(run, articles) };
  });

  router.get('/', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.BulkListQuery });
    const { runs, total } = await listBulkRuns(authUser(ctx), query.offset, query.limit);
    ctx.body = { data: runs.map(({ run, articles }) => presentBulkRunSummary(run, articles)), total };
  });

  router.get('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.BulkParams });
    const run = await findBulkRun(authUser(ctx), params.id);
    ctx.body = { data: presentBulkRun(run, await articlesOf(params.id)) };
  });

  router.post('/:id/articles/:index/retry', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.BulkArticleParams });
    const user = authUser(ctx);
    const run = await findBulkRun(user, params.id);
    const article = await retryBulkArticle(engineOr503(), user, run, params.index);
    ctx.status = 202;
    ctx.body = { data: presentBulkArticle(article) };
  });

  router.post('/:id/cancel', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.BulkParams });
    const run = await findBulkRun(authUser(ctx), params.id);
    await cancelBulkRun(engineOr503(), run);
    ctx.body = {
      data: presentBulkRun(await findBulkRun(authUser(ctx), params.id), await articlesOf(params.id)),
    };
  });

  /**
   * `run` (BulkRunView) first and when the run ends; `article`
   * (BulkArticleView) on each article's change; `article-progress`
   * ({index, progress}) while one is written. The stream ends with the run
   * (succeeded, partial, failed, cancelled).
   */
  router.get('/:id/events', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.BulkParams });
    const user = authUser(ctx);
    await findBulkRun(user, params.id);
    await streamTopic(ctx, engineOr503(), bulkTopic(params.id), {
      /** Sends the run as it is now; ends the stream when it has ended. */
      sendState: async (send) => {
        const run = await findBulkRun(user, params.id);
        const view = presentBulkRun(run, await articlesOf(params.id));
        send('run', view);
        return view.status !== 'running';
      },
      afterEvent: (event) => {
        const status = (event.data as { status?: string } | null)?.status;
        return event.event === 'article' && status && status !== 'running' && status !== 'queued'
          ? 'resend'
          : undefined;
      },
    });
  });

  return router;
}
