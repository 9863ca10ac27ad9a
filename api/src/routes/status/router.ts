import Router from '@koa/router';
import type { Config } from '../../config';
import { databaseReachable } from '../../db';

/** GET /api/status: version and whether the database answers. */
export function statusRouter(config: Config) {
  const router = new Router();
  router.get('/status', async (ctx) => {
    const database = await databaseReachable();
    ctx.status = database ? 200 : 503;
    ctx.body = { data: { status: database ? 'ok' : 'degraded', version: config.version, database } };
  });
  return router;
}
