import Router from '@koa/router';
import type { Context } from 'koa';
import type { Config } from '../../config';
import { authUser, requireInternal, requireUser } from '../../middlewares/auth';
import { setSessionCookies } from '../../middlewares/csrf';
import { authRateLimit } from '../../middlewares/rateLimit';
import { readInput } from '../../middlewares/validate';
import { presentLifetimeDeal, presentMintedCode } from '../../presenters/billing';
import { presentSession } from '../../presenters/session';
import { lifetimeDeal, mintCodes, redeemCode, registerWithCode } from '../../services/billing/appsumo';
import { createSession } from '../../services/sessions';
import * as T from './schema';

const client = (ctx: Context) => ({ ip: ctx.ip, userAgent: ctx.get('User-Agent') });

/** AppSumo codes (lifetime tiers that stack) and the lifetime-deal page's data. */
export function appsumoRouter(_config: Config) {
  const router = new Router({ prefix: '/appsumo' });

  router.post('/redeem', authRateLimit('appsumo-redeem'), requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.RedeemBody });
    const redeemed = await redeemCode(ctx.services, authUser(ctx), body.code);
    ctx.body = { data: { level: redeemed.level, tier: redeemed.plan?.tier ?? null } };
  });

  router.post('/register', authRateLimit('appsumo-register'), async (ctx) => {
    const { body } = readInput(ctx, { body: T.RegisterWithCodeBody });
    const { user, redeemed } = await registerWithCode(ctx.services, body, client(ctx));
    const { token, expiresAt, session } = await createSession(ctx.services, user, client(ctx));
    const lifetime = { level: redeemed.level, tier: redeemed.plan?.tier ?? null };
    ctx.status = 201;
    if (body.tokenType === 'bearer') {
      ctx.body = {
        data: { ...presentSession(session), token, expiresAt: expiresAt.toISOString(), lifetime },
      };
      return;
    }
    setSessionCookies(ctx, token, expiresAt);
    ctx.body = { data: { ...presentSession(session), lifetime } };
  });

  router.get('/lifetime-deal', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: presentLifetimeDeal(await lifetimeDeal(ctx.services, authUser(ctx))) };
  });

  router.post('/codes', requireInternal, async (ctx) => {
    const { body } = readInput(ctx, { body: T.MintBody });
    ctx.status = 201;
    ctx.body = { data: (await mintCodes(authUser(ctx), body.count, body.batch)).map(presentMintedCode) };
  });

  return router;
}
