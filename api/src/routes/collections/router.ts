import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentCollection, presentCollectionPage } from '../../presenters/collection';
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

  router.post('/', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.CollectionBody });
    const { collection, posts } = await createCollection(authUser(ctx), body);
    ctx.status = 201;
    ctx.body = { data: presentCollection(collection, posts) };
  });

  router.get('/', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.ListCollectionsQuery });
    ctx.body = presentCollectionPage(await listCollections(authUser(ctx), query), query);
  });

  router.post('/move', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.MoveCollectionsBody });
    ctx.body = { data: await moveCollections(authUser(ctx), body.collectionIds, body.folderId) };
  });

  router.post('/delete', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.DeleteCollectionsBody });
    ctx.body = { data: { ids: await deleteCollections(authUser(ctx), body.ids) } };
  });

  router.get('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.CollectionParams });
    const { collection, posts } = await getCollection(authUser(ctx), params.id);
    ctx.body = { data: presentCollection(collection, posts) };
  });

  router.put('/:id', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.CollectionParams, body: T.CollectionBody });
    const { collection, posts } = await updateCollection(authUser(ctx), params.id, body);
    ctx.body = { data: presentCollection(collection, posts) };
  });

  return router;
}
