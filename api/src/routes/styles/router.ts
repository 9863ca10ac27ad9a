import Router from '@koa/router';
import { generateStyle } from '../../commands/generateStyle';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentStyle } from '../../presenters/voice';
import { deleteStyle, getStyle, listStyles, updateStyle } from '../../services/voices/styles';
import * as T from './schema';

/**
 * Brand voices (SPEC §3 settings "styles", §7): created from samples by
 * POST /api/generate/style, then listed, renamed, edited and deleted.
 */
export function stylesRouter(_config: Config) {
  const router = new Router();

  router.post('/generate/style', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.StyleGenerateBody });
    const style = await generateStyle(ctx, body);
    ctx.status = 201;
    ctx.body = { data: presentStyle(style) };
  });

  router.get('/styles', requireUser, async (ctx) => {
    ctx.body = { data: (await listStyles(authUser(ctx))).map(presentStyle) };
  });

  router.get('/styles/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.StyleParams });
    ctx.body = { data: presentStyle(await getStyle(authUser(ctx), params.id)) };
  });

  router.patch('/styles/:id', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.StyleParams, body: T.StylePatchBody });
    ctx.body = { data: presentStyle(await updateStyle(authUser(ctx), params.id, body)) };
  });

  router.delete('/styles/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.StyleParams });
    await deleteStyle(authUser(ctx), params.id);
    ctx.body = { data: { id: params.id, deleted: true } };
  });

  return router;
}
