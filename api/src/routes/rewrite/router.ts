/** POST /api/rewrite: a post translated into new posts of its collection (api/src/commands/rewriteCollection.ts). */
import Router from '@koa/router';
import { rewrite } from '../../commands/rewriteCollection';
import type { Config } from '../../config';
import { requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import * as T from './schema';

export function rewriteRouter(_config: Config) {
  const router = new Router();
  router.post('/rewrite', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.RewriteBody });
    await rewrite(ctx, body);
  });
  return router;
}
