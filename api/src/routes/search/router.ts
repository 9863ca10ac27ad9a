import Router from '@koa/router';
import { runSearch } from '../../commands/search';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import * as T from './schema';

/**
 * Research search (SPEC §7): POST /api/search with a source (book, webpage,
 * video, journal) or an operation (search-pages, search-urls, search-images,
 * search-documents, keywords-for-keywords, search-domain-links). The work is
 * commands/search.ts; results are scoped to the caller's team.
 */
export function searchRouter(config: Config) {
  const router = new Router();
  router.post('/search', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.SearchBody });
    ctx.body = { data: await runSearch(config, authUser(ctx), body) };
  });
  return router;
}
