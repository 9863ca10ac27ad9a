import type { Context, Middleware } from 'koa';
import { RateLimited } from '../errors';
import { clientIp } from '../lib/clientIp';
import type { RateLimitHit } from '../services/rateLimit';

interface LimitOptions {
  /** Names the counter; one counter per name and key. */
  name: string;
  /** Requests allowed per window; 0 turns the limit off. */
  max: (ctx: Context) => number;
  windowMs: (ctx: Context) => number;
  /** Whom to count: the client IP, or the signed-in user (requests without one pass). */
  key: (ctx: Context) => string | undefined;
  /** Tell every answer the limit, what is left and when the window resets (RateLimit-* headers). */
  headers?: boolean;
}

/** A fixed-window limit: over `max`, 429 RateLimitError with Retry-After (seconds). */
export function rateLimit(options: LimitOptions): Middleware {
  const prefix = `${options.name}:`;
  const check = (ctx: Context, hit: RateLimitHit, max: number) => {
    if (options.headers) {
      ctx.set('RateLimit-Limit', String(max));
      ctx.set('RateLimit-Remaining', String(Math.max(0, max - hit.count)));
      ctx.set('RateLimit-Reset', String(Math.max(0, Math.ceil((hit.resetAt - Date.now()) / 1000))));
    }
    if (hit.count > max) {
      const retryAfter = Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000));
      ctx.set('Retry-After', String(retryAfter));
      throw RateLimited({ retryAfter, limit: max });
    }
  };
  // Not async: with the in-memory store a request passes without a promise of its own.
  return (ctx, next) => {
    const max = options.max(ctx);
    if (!(max > 0)) return next();
    const key = options.key(ctx);
    if (key === undefined) return next();
    const hit = ctx.services.rateLimits.hit(prefix + key, options.windowMs(ctx));
    if ('then' in hit) {
      return hit.then((h) => {
        check(ctx, h, max);
        return next();
      });
    }
    check(ctx, hit, max);
    return next();
  };
}

/** The client's address, behind trusted proxies the right-most untrusted one of X-Forwarded-For. */
const byIp = (ctx: Context) => clientIp(ctx);
const byUser = (ctx: Context) => ctx.state.user?.id;

/** Every request, per client IP. */
export const ipRateLimit = rateLimit({
  name: 'ip',
  max: (ctx) => ctx.services.config.rateLimits.perIp,
  windowMs: (ctx) => ctx.services.config.rateLimits.windowMs,
  key: byIp,
});

/** Every signed-in request, per user (after `authenticate`). */
export const userRateLimit = rateLimit({
  name: 'user',
  max: (ctx) => ctx.services.config.rateLimits.perUser,
  windowMs: (ctx) => ctx.services.config.rateLimits.windowMs,
  key: byUser,
});

/** Every request with an API key, per key, with RateLimit-* headers on each answer (the public API). */
export const apiKeyRateLimit = rateLimit({
  name: 'apiKey',
  max: (ctx) => ctx.services.config.rateLimits.perApiKey,
  windowMs: (ctx) => ctx.services.config.rateLimits.windowMs,
  key: (ctx) => (ctx.state.auth?.method === 'apiKey' ? ctx.state.auth.apiKeyId : undefined),
  headers: true,
});

/** The stricter limit of login, register, password reset and verification: per route and IP. */
export function authRateLimit(route: string): Middleware {
  return rateLimit({
    name: `auth:${route}`,
    max: (ctx) => ctx.services.config.rateLimits.authPerIp,
    windowMs: (ctx) => ctx.services.config.rateLimits.authWindowMs,
    key: byIp,
  });
}
