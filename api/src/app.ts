import { bodyParser } from '@koa/bodyparser';
import cors from '@koa/cors';
import Koa from 'koa';
import type { Config } from './config';
import type { AppServices } from './context';
import type { Logger } from './logger';
import { authenticate } from './middlewares/auth';
import { csrfProtection } from './middlewares/csrf';
import { errorHandler } from './middlewares/errorHandler';
import { ipRateLimit, userRateLimit } from './middlewares/rateLimit';
import { requestContext } from './middlewares/requestContext';
import { securityHeaders } from './middlewares/security';
import { apiRouter } from './routes';
import { rawBodyRoutes } from './routes/webhooks/rawBody';
import { createMailer } from './services/mailer';
import { MemoryRateLimitStore } from './services/rateLimit';
import { SessionCache } from './services/sessionCache';

/** Builds the Koa application; `index.ts` listens, tests call `app.callback()`. */
export function createApp(config: Config, logger: Logger, overrides: Partial<AppServices> = {}) {
  // Koa believes no forwarding header; requestContext sets ctx.ip from TRUSTED_PROXIES (lib/clientIp).
  const app = new Koa({ proxy: false });
  app.silent = true;
  app.context.services = {
    config,
    mailer: createMailer(config, logger),
    rateLimits: new MemoryRateLimitStore(),
    sessionCache: new SessionCache(config.auth.sessionCacheTtlMs),
    ...overrides,
  } satisfies AppServices;
  const allowed = new Set(config.corsOrigins);
  const api = apiRouter(config);

  app.use(requestContext(logger));
  app.use(errorHandler);
  app.use(securityHeaders);
  app.use(
    cors({
      origin: (ctx) => {
        const origin = ctx.get('Origin');
        return allowed.has(origin) ? origin : '';
      },
      credentials: true,
      allowHeaders: ['Content-Type', 'Authorization', 'X-Client-Version', 'X-Client-Locale', 'X-CSRF-Token'],
      exposeHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    }),
  );
  app.use(ipRateLimit);
  app.use(rawBodyRoutes);
  app.use(
    bodyParser({
      jsonLimit: config.bodyLimit,
      formLimit: config.bodyLimit,
      textLimit: config.bodyLimit,
      enableTypes: ['json'],
    }),
  );
  app.use(authenticate);
  app.use(userRateLimit);
  app.use(csrfProtection);
  app.use(api.routes());
  app.use(api.allowedMethods({ throw: false }));
  return app;
}
