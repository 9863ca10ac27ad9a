import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentFolder } from '../../presenters/folder';
import { createFolder, deleteFolder, getFolder, listFolders, renameFolder } from '../../services/folders';
import * as T from './schema';

/** The team's folders, each with its number of collections. */
export function foldersRouter(_config: Config) {
  const router = new Router({ prefix: '/folders' });

  router.post('/', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.CreateFolderBody });
    ctx.status = 201;
    ctx.body = { data: presentFolder(await createFolder(authUser(ctx), body.name)) };
  });

  router.get('/', requireUser, async (ctx) => {
    ctx.body = { data: (await listFolders(authUser(ctx))).map(presentFolder) };
  });

  router.get('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.FolderParams });
    ctx.body = { data: presentFolder(await getFolder(authUser(ctx), params.id)) };
  });

  router.patch('/:id', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.FolderParams, body: T.RenameFolderBody });
    ctx.body = { data: presentFolder(await renameFolder(authUser(ctx), params.id, body.title)) };
  });

  router.delete('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.FolderParams });
    await deleteFolder(authUser(ctx), params.id);
    ctx.body = { data: { id: params.id, deleted: true } };
  });

  return router;
}
