import Router from '@koa/router';
import Koa from 'koa';
import request from 'supertest';
import { loadConfig } from '../config';
import { apiRouter } from '../routes';
import { candidateLayers, dispatchRoutes, removeMountedAllowedMethods } from './routes';

const config = loadConfig({ ...process.env, NODE_ENV: 'test' });

/** A request path for a route's path: every parameter filled in. */
const concrete = (path: string) => path.replace(/:(\w+)/g, (_m, name: string) => `${name}-1`);

describe('the API router', () => {
  it('has its mounted routers’ allowedMethods taken out, and nothing else', () => {
    const api = apiRouter(config);
    const routes = api.stack.filter((l) => l.methods.length > 0).length;
    const others = api.stack.length - routes;
    const removed = removeMountedAllowedMethods(api);
    expect(removed).toBeGreaterThanOrEqual(20);
    expect(api.stack.filter((l) => l.methods.length > 0)).toHaveLength(routes);
    // What is left besides routes are resource routers' own middlewares (e.g. /api/public's plan check).
    expect(api.stack.length - routes).toBe(others - removed);
    for (const layer of api.stack.filter((l) => l.methods.length === 0)) {
      expect(String(layer.path)).toMatch(/^\/api\/[a-z-]+/);
    }
  });

  it('tests only the layers that can match, and finds what @koa/router finds, for every route', () => {
    const api = apiRouter(config);
    removeMountedAllowedMethods(api);
    const paths = new Set<string>();
    for (const layer of api.stack) {
      const path = concrete(String(layer.path));
      paths.add(path);
      paths.add(`${path}/`);
      paths.add(path.toUpperCase());
      paths.add(`${path}/extra`);
    }
    for (const path of ['/', '/api', '/api/', '/apix', '/api/nothing-here', '//api/status', '/API/STATUS']) {
      paths.add(path);
    }
    for (const path of paths) {
      const candidates = new Set(candidateLayers(api, path));
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        const expected = api.match(path, method);
        // Every layer that matches is among the candidates, so matching them alone finds the same.
        for (const layer of expected.path) expect(candidates.has(layer)).toBe(true);
      }
      expect(candidates.size).toBeLessThan(api.stack.length);
    }
  });

  it('gives handlers what @koa/router gives them, and leaves 404, 405 and OPTIONS to it', async () => {
    const build = (fast: boolean) => {
      const router = new Router({ prefix: '/api' });
      const seen = (ctx: Koa.Context) => {
        const c = ctx as Koa.Context & Record<string, unknown>;
        ctx.body = {
          params: c.params,
          routerPath: c.routerPath,
          matchedRoute: c._matchedRoute,
          matchedRouteName: c._matchedRouteName ?? null,
          // Without the mounted allowedMethods (prefix-wide layers that never act in a matched chain).
          matched: (c.matched as { path: string; stack: unknown[] }[])
            .filter((l) => !String(l.stack[0]).includes('_shouldProcessAllowedMethods'))
            .map((l) => String(l.path)),
          routeMatched: c.routeMatched,
          viaRequest: (ctx.request as unknown as { params: unknown }).params,
        };
      };
      const items = new Router();
      items.use(async (ctx, next) => {
        ctx.set('X-Items', 'seen');
        await next();
      });
      items.get(
        'item',
        '/items/:id',
        async (ctx, next) => {
          ctx.set('X-First', 'yes');
          await next();
        },
        seen,
      );
      items.put('/items/:id/parts/:part', seen);
      items.get('/items', seen);
      const other = new Router({ prefix: '/other' });
      other.get('/:a/:b', seen);
      router.use(items.routes(), items.allowedMethods());
      router.use(other.routes(), other.allowedMethods());
      if (fast) removeMountedAllowedMethods(router);
      const app = new Koa();
      app.use(fast ? dispatchRoutes(router) : router.routes());
      app.use(router.allowedMethods({ throw: false }));
      return app.callback();
    };
    const slow = build(false);
    const fast = build(true);
    const cases: [string, string][] = [
      ['get', '/api/items/7'],
      ['get', '/api/ITEMS/7/'],
      ['get', '/api/items'],
      ['put', '/api/items/7/parts/a%20b'],
      ['get', '/api/other/x/y'],
      ['delete', '/api/items/7'],
      ['options', '/api/items/7'],
      ['get', '/api/nothing'],
      ['get', '/elsewhere'],
      ['post', '/api/items'],
    ];
    const statuses: number[] = [];
    for (const [method, path] of cases) {
      const a = await (request(slow) as unknown as Record<string, (p: string) => request.Test>)[method]!(
        path,
      );
      const b = await (request(fast) as unknown as Record<string, (p: string) => request.Test>)[method]!(
        path,
      );
      expect({ path, method, status: b.status, body: b.body, allow: b.headers.allow }).toEqual({
        path,
        method,
        status: a.status,
        body: a.body,
        allow: a.headers.allow,
      });
      expect([b.headers['x-items'], b.headers['x-first']]).toEqual([
        a.headers['x-items'],
        a.headers['x-first'],
      ]);
      statuses.push(b.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 405, 200, 404, 404, 405]);
  });
});
