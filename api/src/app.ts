import { bodyParser } from '@koa/bodyparser';
import cors from '@koa/cors';
import Koa from 'koa';
import type { Config } from './config';
import type { Logger } from './logger';
import { authenticate } from './middlewares/auth';
import { errorHandler } from './middlewares/errorHandler';
import { requestContext } from './middlewares/requestContext';
import { securityHeaders } from './middlewares/security';
import { apiRouter } from './routes';

/** Builds the Koa application; `index.ts` listens, tests call `app.callback()`. */
export function createApp(config: Config, logger: Logger) {
  const app = new Koa({ proxy: config.env === 'production' });
  app.silent = true;
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
      exposeHeaders: ['X-Request-Id'],
      maxAge: 600,
    }),
  );
  app.use(bodyParser({ jsonLimit: config.bodyLimit, formLimit: config.bodyLimit, textLimit: config.bodyLimit, enableTypes: ['json'] }));
  app.use(authenticate);
  app.use(api.routes());
  app.use(api.allowedMethods({ throw: false }));
  return app;
}
