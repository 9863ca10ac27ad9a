import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { type InputOf, validate } from '../../middlewares/validate';
import { presentAuthor } from '../../presenters/author';
import { createAuthor, deleteAuthor, listAuthors, updateAuthor } from '../../services/authors';
import * as T from './schema';

/** The team's authors. */
export function authorsRouter(_config: Config) {
  const router = new Router({ prefix: '/authors' });

  router.get('/', requireUser, async (ctx) => {
    ctx.body = { data: (await listAuthors(authUser(ctx))).map(presentAuthor) };
  });

  router.post('/', requireUser, validate({ body: T.CreateAuthorBody }), async (ctx) => {
    const { body } = ctx.state.input as InputOf<typeof T.CreateAuthorBody>;
    ctx.status = 201;
    ctx.body = { data: presentAuthor(await createAuthor(authUser(ctx), body)) };
  });

  router.patch(
    '/:id',
    requireUser,
    validate({ params: T.AuthorParams, body: T.UpdateAuthorBody }),
    async (ctx) => {
      const { params, body } = ctx.state.input as InputOf<
        typeof T.UpdateAuthorBody,
        never,
        typeof T.AuthorParams
      >;
      ctx.body = { data: presentAuthor(await updateAuthor(authUser(ctx), params.id, body)) };
    },
  );

  router.delete('/:id', requireUser, validate({ params: T.AuthorParams }), async (ctx) => {
    const { params } = ctx.state.input as InputOf<never, never, typeof T.AuthorParams>;
    await deleteAuthor(authUser(ctx), params.id);
    ctx.body = { data: { id: params.id, deleted: true } };
  });

  return router;
}
