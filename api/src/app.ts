import { bodyParser } from '@koa/bodyparser';
import cors from '@koa/cors';
import Koa, { type Middleware } from 'koa';
import type { Config } from './config';
import type { AppServices } from './context';
import type { Logger } from './logger';
import { authenticate } from './middlewares/auth';
import { csrfProtection } from './middlewares/csrf';
import { errorHandler } from './middlewares/errorHandler';
import { ipRateLimit, userRateLimit } from './middlewares/rateLimit';
import { requestContext } from './middlewares/requestContext';
import { dispatchRoutes, removeMountedAllowedMethods } from './middlewares/routes';
import { securityHeaders } from './middlewares/security';
import { apiRouter, embedRoutes } from './routes';
import { rawBodyRoutes } from './routes/webhooks/rawBody';
import { createMailer } from './services/mailer';
import { MemoryRateLimitStore } from './services/rateLimit';
import { SessionCache } from './services/sessionCache';
import { connectSharedState } from './services/sharedState';
import { MemoryQuotaStore } from './services/tools/quotaStore';

/** The methods whose JSON body is parsed (@koa/bodyparser's default); other requests skip parsing. */
const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Builds the Koa application; `index.ts` listens, tests call `app.callback()`.
 *
 * The middleware chain runs on every request, so it is kept cheap (measured
 * with `npm run bench:api`): the middlewares that only act before the route
 * return `next()` rather than awaiting it, CORS and body parsing are skipped
 * where they would do nothing, and the router tests only the routes that can
 * match (middlewares/routes.ts).
 */
export function createApp(config: Config, logger: Logger, overrides: Partial<AppServices> = {}) {
  // Koa believes no forwarding header; requestContext sets ctx.ip from TRUSTED_PROXIES (lib/clientIp).
  const app = new Koa({ proxy: false });
  app.silent = true;
  const sessionCache = overrides.sessionCache ?? new SessionCache(config.auth.sessionCacheTtlMs);
  // With Redis, every API process counts the same limits and hears every revocation (services/sharedState).
  const shared =
    config.redisUrl && !overrides.rateLimits
      ? connectSharedState({ redisUrl: config.redisUrl, prefix: config.redisPrefix, sessionCache }, logger)
      : undefined;
  app.context.services = {
    config,
    mailer: createMailer(config, logger),
    rateLimits: shared?.rateLimits ?? new MemoryRateLimitStore(),
    quotas: shared?.quotas ?? new MemoryQuotaStore(),
    sessionCache,
    ...(shared ? { close: () => shared.close() } : {}),
    ...overrides,
  } satisfies AppServices;
  const allowed = new Set(config.corsOrigins);
  const api = apiRouter(config);
  removeMountedAllowedMethods(api);

  const corsForAllowedOrigins = cors({
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return allowed.has(origin) ? origin : '';
    },
    credentials: true,
    allowHeaders: ['Content-Type', 'Authorization', 'X-Client-Version', 'X-Client-Locale', 'X-CSRF-Token'],
    exposeHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  // What @koa/cors does for a request from no allowed origin (no Origin header, or another site's):
  // `Vary: Origin` and nothing else.
  const corsHeaders: Middleware = (ctx, next) => {
    if (allowed.has(ctx.req.headers.origin || '')) return corsForAllowedOrigins(ctx, next);
    ctx.vary('Origin');
    return next();
  };
  const parseBody = bodyParser({
    jsonLimit: config.bodyLimit,
    formLimit: config.bodyLimit,
    textLimit: config.bodyLimit,
    enableTypes: ['json'],
    parsedMethods: [...BODY_METHODS],
  });
  // rawBodyRoutes marks the raw-body POST routes for the parser; neither does anything on other methods.
  const jsonBody: Middleware = (ctx, next) =>
    BODY_METHODS.has(ctx.method) ? rawBodyRoutes(ctx, () => parseBody(ctx, next)) : next();

  app.use(requestContext(logger));
  app.use(errorHandler);
  app.use(securityHeaders);
  app.use(corsHeaders);
  app.use(ipRateLimit);
  app.use(jsonBody);
  app.use(authenticate);
  app.use(userRateLimit);
  app.use(csrfProtection);
  // The widget for partner sites: /widget.js and /embed/… (outside /api; other paths pass at once).
  app.use(embedRoutes(config));
  app.use(dispatchRoutes(api));
  app.use(api.allowedMethods({ throw: false }));
  return app;
}
