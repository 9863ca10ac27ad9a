import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentAuthor } from '../../presenters/author';
import { createAuthor, deleteAuthor, listAuthors, updateAuthor } from '../../services/authors';
import * as T from './schema';

/** The team's authors. */
export function authorsRouter(_config: Config) {
  const router = new Router({ prefix: '/authors' });

  router.get('/', requireUser, async (ctx) => {
    ctx.body = { data: (await listAuthors(authUser(ctx))).map(presentAuthor) };
  });

  router.post('/', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.CreateAuthorBody });
    ctx.status = 201;
    ctx.body = { data: presentAuthor(await createAuthor(authUser(ctx), body)) };
  });

  router.patch('/:id', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.AuthorParams, body: T.UpdateAuthorBody });
    ctx.body = { data: presentAuthor(await updateAuthor(authUser(ctx), params.id, body)) };
  });

  router.delete('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.AuthorParams });
    await deleteAuthor(authUser(ctx), params.id);
    ctx.body = { data: { id: params.id, deleted: true } };
  });

  return router;
}
