/** POST /api/improve-article and /batch: the article improver (api/src/commands/improveArticle.ts). */
import Router from '@koa/router';
import { improveArticle, improveBatch } from '../../commands/improveArticle';
import type { Config } from '../../config';
import { requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import * as T from './schema';

export function improveRouter(_config: Config) {
  const router = new Router({ prefix: '/improve-article' });

  router.post('/', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.ImproveArticleBody });
    await improveArticle(ctx, body);
  });

  router.post('/batch', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.ImproveBatchBody });
    await improveBatch(ctx, body);
  });

  return router;
}
