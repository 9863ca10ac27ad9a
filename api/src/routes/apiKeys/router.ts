import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentApiKey } from '../../presenters/apiKey';
import { createApiKey, deleteApiKey, listApiKeys } from '../../services/apiKeys';
import * as T from './schema';

/** The signed-in user's keys for the public API; a new key is shown once, in the create response. */
export function apiKeysRouter(_config: Config) {
  const router = new Router({ prefix: '/api-key' });

  router.post('/', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.CreateApiKeyBody });
    const { key, doc } = await createApiKey(authUser(ctx), body.name);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { ...presentApiKey(doc), key } };
  });

  router.get('/', requireUser, async (ctx) => {
    ctx.body = { data: (await listApiKeys(authUser(ctx))).map(presentApiKey) };
  });

  router.delete('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.ApiKeyParams });
    await deleteApiKey(authUser(ctx), params.id);
    ctx.body = { data: { id: params.id, deleted: true } };
  });

  return router;
}
