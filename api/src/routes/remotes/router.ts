import { randomUUID } from 'node:crypto';
import { isRemoteActive } from '@inkpress/shared-core';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { Config } from '../../config';
import { requireInternal } from '../../middlewares/auth';
import { secureCookies } from '../../middlewares/csrf';
import { readInput } from '../../middlewares/validate';
import { presentRemote } from '../../presenters/remote';
import { listRemotes, resetRemote, updateRemote } from '../../services/registry';
import { VISITOR_COOKIE } from '../../services/tools/quota';
import { RemoteParams, UpdateRemoteBody } from './schema';

const visitorIdPattern = /^[a-f0-9-]{36}$/;

/** The stable anonymous id of a visitor, set once in a cookie. */
function visitorId(ctx: Context): string {
  const existing = ctx.cookies.get(VISITOR_COOKIE);
  if (existing && visitorIdPattern.test(existing)) return existing;
  const id = randomUUID();
  ctx.cookies.set(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(ctx),
    maxAge: 365 * 24 * 3600 * 1000,
    overwrite: true,
  });
  return id;
}

export function remotesRouter(config: Config) {
  const router = new Router();

  router.get('/remotes', async (ctx) => {
    const user = ctx.state.user;
    const anonymousId = visitorId(ctx);
    const visitor = user
      ? { id: user.id, signedIn: true, plan: user.plan }
      : { id: anonymousId, signedIn: false };
    const remotes = await listRemotes(config);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      visitorId: visitor.id,
      remotes: remotes.map((r) => presentRemote(r, isRemoteActive(r.name, r.flags, visitor))),
    };
  });

  router.put('/remotes/:name', requireInternal, async (ctx) => {
    const { params, body } = readInput(ctx, { params: RemoteParams, body: UpdateRemoteBody });
    const entry = await updateRemote(config, params.name, body);
    ctx.body = { data: presentRemote(entry, entry.flags.enabled) };
  });

  router.delete('/remotes/:name', requireInternal, async (ctx) => {
    const { params } = readInput(ctx, { params: RemoteParams });
    const entry = await resetRemote(config, params.name);
    ctx.body = { data: presentRemote(entry, true) };
  });

  return router;
}
