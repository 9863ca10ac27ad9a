import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { type InputOf, validate } from '../../middlewares/validate';
import { presentCollection, presentCollectionListItem } from '../../presenters/collection';
import {
  createCollection,
  deleteCollections,
  getCollection,
  listCollections,
  moveCollections,
  updateCollection,
} from '../../services/collections';
import * as T from './schema';

/** The team's collections and their posts (SPEC §7). */
export function collectionsRouter(_config: Config) {
  const router = new Router({ prefix: '/collections' });

  router.post('/', requireUser, validate({ body: T.CollectionBody }), async (ctx) => {
    const { body } = ctx.state.input as InputOf<typeof T.CollectionBody>;
    const { collection, posts } = await createCollection(authUser(ctx), body);
    ctx.status = 201;
    ctx.body = { data: presentCollection(collection, posts) };
  });

  router.get('/', requireUser, validate({ query: T.ListCollectionsQuery }), async (ctx) => {
    const { query } = ctx.state.input as InputOf<never, typeof T.ListCollectionsQuery>;
    const { items, total } = await listCollections(authUser(ctx), query);
    ctx.body = {
      data: items.map((item) => presentCollectionListItem(item.collection, item.posts)),
      total,
      offset: query.offset,
      limit: query.limit,
    };
  });

  router.post('/move', requireUser, validate({ body: T.MoveCollectionsBody }), async (ctx) => {
    const { body } = ctx.state.input as InputOf<typeof T.MoveCollectionsBody>;
    ctx.body = { data: await moveCollections(authUser(ctx), body.collectionIds, body.folderId) };
  });

  router.post('/delete', requireUser, validate({ body: T.DeleteCollectionsBody }), async (ctx) => {
    const { body } = ctx.state.input as InputOf<typeof T.DeleteCollectionsBody>;
    ctx.body = { data: { ids: await deleteCollections(authUser(ctx), body.ids) } };
  });

  router.get('/:id', requireUser, validate({ params: T.CollectionParams }), async (ctx) => {
    const { params } = ctx.state.input as InputOf<never, never, typeof T.CollectionParams>;
    const { collection, posts } = await getCollection(authUser(ctx), params.id);
    ctx.body = { data: presentCollection(collection, posts) };
  });

  router.put(
    '/:id',
    requireUser,
    validate({ params: T.CollectionParams, body: T.CollectionBody }),
    async (ctx) => {
      const { params, body } = ctx.state.input as InputOf<
        typeof T.CollectionBody,
        never,
        typeof T.CollectionParams
      >;
      const { collection, posts } = await updateCollection(authUser(ctx), params.id, body);
      ctx.body = { data: presentCollection(collection, posts) };
    },
  );

  return router;
}
