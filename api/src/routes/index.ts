import Router from '@koa/router';
import type { Config } from '../config';
import { remotesRouter } from './remotes/router';
import { statusRouter } from './status/router';

/** Every resource router under /api, one folder each. */
export function apiRouter(config: Config) {
  const api = new Router({ prefix: '/api' });
  for (const router of [statusRouter(config), remotesRouter(config)]) {
    api.use(router.routes(), router.allowedMethods());
  }
  return api;
}
