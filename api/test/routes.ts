import type { Config } from '../src/config';
import { apiRouter } from '../src/routes';

/** Every method and path the API router registers (HEAD left out), for tests that must reach all routes. */
export function routeTable(config: Config): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  for (const layer of apiRouter(config).stack) {
    for (const method of layer.methods) {
      if (method !== 'HEAD' && typeof layer.path === 'string') routes.push({ method, path: layer.path });
    }
  }
  return routes;
}
