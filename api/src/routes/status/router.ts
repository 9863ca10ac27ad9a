import Router from '@koa/router';
import type { Config } from '../../config';
import { databaseHealth } from '../../db';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../middlewares/errorHandler';

/**
 * GET /api/status: version and whether the database answers, from the
 * cached health (a background ping and the driver's events), never a ping
 * per call.
 */
export function statusRouter(config: Config) {
  const router = new Router();
  router.get('/status', async (ctx) => {
    const database = (await databaseHealth()).reachable;
    ctx.status = database ? 200 : 503;
    if (!database) ctx.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    ctx.body = { data: { status: database ? 'ok' : 'degraded', version: config.version, database } };
  });
  return router;
}
