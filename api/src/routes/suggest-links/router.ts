import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { suggestLinks } from '../../services/posts/links';
import * as T from './schema';

/**
 * Internal links for a text from the team's own posts, ranked by the words
 * of their title and slug the text shares. No AI, no credits: the editor's
 * "add internal links" operation then weaves the chosen ones in.
 */
export function suggestLinksRouter(_config: Config) {
  const router = new Router();
  router.post('/suggest-links', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.SuggestLinksBody });
    ctx.body = {
      data: await suggestLinks(authUser(ctx), {
        content: body.content,
        linkIds: body.linkIds,
        limit: body.limit,
        excludePostIds: body.postId ? [body.postId] : undefined,
      }),
    };
  });
  return router;
}
