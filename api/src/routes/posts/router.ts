import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { type InputOf, validate } from '../../middlewares/validate';
import { presentPost } from '../../presenters/post';
import { presentRevision, presentRevisionSummary } from '../../presenters/revision';
import { cancelPublish, deletePost, fieldsOf, findPost, restoreRevision } from '../../services/posts';
import { compareWithCurrent, findRevision, listRevisions, snapshotOf } from '../../services/revisions';
import * as T from './schema';

/** One post: delete, cancel its publication, and its revision history (list, compare, restore). */
export function postsRouter(_config: Config) {
  const router = new Router({ prefix: '/posts' });

  router.delete('/:id', requireUser, validate({ params: T.PostParams }), async (ctx) => {
    const { params } = ctx.state.input as InputOf<never, never, typeof T.PostParams>;
    const post = await deletePost(authUser(ctx), params.id);
    ctx.body = { data: { id: params.id, collectionId: String(post.collectionId), deleted: true } };
  });

  router.post('/:id/cancel-publish', requireUser, validate({ params: T.PostParams }), async (ctx) => {
    const { params } = ctx.state.input as InputOf<never, never, typeof T.PostParams>;
    ctx.body = { data: presentPost(await cancelPublish(authUser(ctx), params.id)) };
  });

  router.get(
    '/:id/revisions',
    requireUser,
    validate({ params: T.PostParams, query: T.RevisionsQuery }),
    async (ctx) => {
      const { params, query } = ctx.state.input as InputOf<
        never,
        typeof T.RevisionsQuery,
        typeof T.PostParams
      >;
      const user = authUser(ctx);
      const post = await findPost(user, params.id);
      const { items, total } = await listRevisions(user, post, query);
      ctx.body = { data: items.map(presentRevisionSummary), total, offset: query.offset, limit: query.limit };
    },
  );

  router.get(
    '/:id/revisions/:revisionId',
    requireUser,
    validate({ params: T.RevisionParams }),
    async (ctx) => {
      const { params } = ctx.state.input as InputOf<never, never, typeof T.RevisionParams>;
      const user = authUser(ctx);
      const post = await findPost(user, params.id);
      const revision = await findRevision(user, post, params.revisionId);
      ctx.body = {
        data: presentRevision(revision, compareWithCurrent(revision, snapshotOf(fieldsOf(post)))),
      };
    },
  );

  router.post(
    '/:id/revisions/:revisionId/restore',
    requireUser,
    validate({ params: T.RevisionParams }),
    async (ctx) => {
      const { params } = ctx.state.input as InputOf<never, never, typeof T.RevisionParams>;
      ctx.body = { data: presentPost(await restoreRevision(authUser(ctx), params.id, params.revisionId)) };
    },
  );

  return router;
}
