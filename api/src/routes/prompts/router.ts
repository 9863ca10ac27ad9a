import { PromptCreateBody, PromptPatchBody } from '@inkpress/shared-core';
import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { createPrompt, deletePrompt, listPrompts, updatePrompt } from '../../services/chat/prompts';
import { IdParams } from '../schemas';

/** The prompt library (SPEC §7): the team's prompts and the built-in ones. */
export function promptsRouter(_config: Config) {
  const router = new Router({ prefix: '/prompts' });

  router.get('/', requireUser, async (ctx) => {
    ctx.body = { data: await listPrompts(authUser(ctx)) };
  });

  router.post('/', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: PromptCreateBody });
    ctx.status = 201;
    ctx.body = { data: await createPrompt(authUser(ctx), body) };
  });

  router.patch('/:id', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: IdParams, body: PromptPatchBody });
    ctx.body = { data: await updatePrompt(authUser(ctx), params.id, body) };
  });

  router.delete('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: IdParams });
    await deletePrompt(authUser(ctx), params.id);
    ctx.body = { data: { id: params.id, deleted: true } };
  });

  return router;
}
