import Router from '@koa/router';
import { cancelScheduledPublish } from '../../commands/scheduledPublish';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentPost } from '../../presenters/post';
import { presentRevision, presentRevisionSummary } from '../../presenters/revision';
import { cancelPublish, deletePost, fieldsOf, findPost, restoreRevision } from '../../services/posts';
import { getPublicSettings, setPublicSettings } from '../../services/publicArticles';
import { compareWithCurrent, findRevision, listRevisions, snapshotOf } from '../../services/revisions';
import * as T from './schema';

/** One post: delete, cancel its publication, and its revision history (list, compare, restore). */
export function postsRouter(config: Config) {
  const router = new Router({ prefix: '/posts' });

  router.delete('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.PostParams });
    const post = await deletePost(authUser(ctx), params.id);
    ctx.body = { data: { id: params.id, collectionId: String(post.collectionId), deleted: true } };
  });

  router.post('/:id/cancel-publish', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.PostParams });
    // The sites it is scheduled on first (their posts back to draft), then the post itself.
    await cancelScheduledPublish(config, authUser(ctx), params.id);
    ctx.body = { data: presentPost(await cancelPublish(authUser(ctx), params.id)) };
  });

  router.get('/:id/revisions', requireUser, async (ctx) => {
    const { params, query } = readInput(ctx, { params: T.PostParams, query: T.RevisionsQuery });
    const user = authUser(ctx);
    const post = await findPost(user, params.id);
    const { items, total } = await listRevisions(user, post, query);
    ctx.body = { data: items.map(presentRevisionSummary), total, offset: query.offset, limit: query.limit };
  });

  router.get('/:id/revisions/:revisionId', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.RevisionParams });
    const user = authUser(ctx);
    const post = await findPost(user, params.id);
    const revision = await findRevision(user, post, params.revisionId);
    ctx.body = {
      data: presentRevision(revision, compareWithCurrent(revision, snapshotOf(fieldsOf(post)))),
    };
  });

  router.post('/:id/revisions/:revisionId/restore', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.RevisionParams });
    ctx.body = { data: presentPost(await restoreRevision(authUser(ctx), params.id, params.revisionId)) };
  });

  // "Make public" (issue 14): the post's page at /public/article/{id}, read by anyone while public.
  router.get('/:id/public', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.PostParams });
    ctx.body = { data: await getPublicSettings(authUser(ctx), params.id) };
  });

  router.put('/:id/public', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.PostParams, body: T.PublicSettingsBody });
    ctx.body = { data: await setPublicSettings(authUser(ctx), params.id, body) };
  });

  return router;
}
