import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentPersona } from '../../presenters/voice';
import {
  createPersona,
  deletePersona,
  getPersona,
  listPersonas,
  updatePersona,
} from '../../services/voices/personas';
import * as T from './schema';

/** Personas (/dashboard/persona): who the team's articles and chat answers speak to. */
export function personasRouter(_config: Config) {
  const router = new Router({ prefix: '/personas' });

  router.get('/', requireUser, async (ctx) => {
    ctx.body = { data: (await listPersonas(authUser(ctx))).map(presentPersona) };
  });

  router.post('/', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.PersonaCreateBody });
    ctx.status = 201;
    ctx.body = { data: presentPersona(await createPersona(authUser(ctx), body)) };
  });

  router.get('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.PersonaParams });
    ctx.body = { data: presentPersona(await getPersona(authUser(ctx), params.id)) };
  });

  router.patch('/:id', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.PersonaParams, body: T.PersonaPatchBody });
    ctx.body = { data: presentPersona(await updatePersona(authUser(ctx), params.id, body)) };
  });

  router.delete('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.PersonaParams });
    await deletePersona(authUser(ctx), params.id);
    ctx.body = { data: { id: params.id, deleted: true } };
  });

  return router;
}
