/**
 * The API router's dispatch, made cheap per request. `router.routes()` of
 * @koa/router tests every layer's regular expression on every request (about
 * 120 layers: 90 routes and the `allowedMethods` of each of the 30 resource
 * routers, which match every /api path) and composes a fresh middleware chain
 * for the layers it matched, every time; that took a quarter of the CPU of a
 * request answered from a cache. This does the same work with less of it:
 *
 * - only the layers that can match are tested: those whose path starts with
 *   the request's first segment under the prefix (`/api/auth/…` → the layers
 *   of `/api/auth/…`), plus the layers without a literal first segment, in
 *   the router's own order;
 * - the chain of a set of matched layers is composed once and kept.
 *
 * What a handler sees is what @koa/router gives it (ctx.params, captures,
 * routerPath, _matchedRoute, ctx.matched, ctx.router, ctx.routeMatched).
 * A request that matches no route (404, 405, 501, OPTIONS) goes through the
 * router's own middleware, unchanged. `routes.test.ts` checks the matching
 * against the router's for every route.
 */
import type Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';

type AnyLayer = Router['stack'][number];

/** The request path a chain's layers read their parameters from (set per request before the chain runs). */
const REQUEST_PATH = Symbol('routerRequestPath');

interface RouterContext extends Context {
  [REQUEST_PATH]?: string;
  matched?: AnyLayer[];
  router?: Router;
  routeMatched?: boolean;
  captures?: string[];
  params: Record<string, string>;
  routerPath?: string | RegExp;
  routerName?: string;
  _matchedRoute?: string | RegExp;
  _matchedRouteName?: string;
  newRouterPath?: string;
}

/** koa-compose's contract (each middleware may call next once), composed once per chain. */
function compose(middleware: Middleware[]): Middleware {
  return (ctx, next) => {
    let index = -1;
    const dispatch = (i: number): Promise<void> => {
      if (i <= index) return Promise.reject(new Error('next() called multiple times'));
      index = i;
      const fn = i === middleware.length ? next : middleware[i];
      if (!fn) return Promise.resolve();
      try {
        return Promise.resolve(fn(ctx, () => dispatch(i + 1)));
      } catch (err) {
        return Promise.reject(err);
      }
    };
    return dispatch(0);
  };
}

/** A node of the cache of composed chains, keyed by the matched layers in order. */
interface ChainNode {
  next: Map<AnyLayer, ChainNode>;
  chain?: Middleware;
}

/** The literal first segment after the prefix (lowercase) a layer's path needs, if it has one. */
function literalFirstSegment(layer: AnyLayer, prefix: string): string | undefined {
  if (typeof layer.path !== 'string') return undefined;
  const lower = layer.path.toLowerCase();
  if (!lower.startsWith(`${prefix.toLowerCase()}/`)) return undefined;
  // Letters, digits, '-' and '_' only, ended by '/', the end, or a group of a path given as a RegExp source.
  const match = /^([a-z0-9_-]+)(?:\/|\(\?:|$)/.exec(lower.slice(prefix.length + 1));
  return match?.[1];
}

/** The request's first segment after the prefix (lowercase), or undefined when the path is not under it. */
function requestFirstSegment(path: string, prefix: string): string | undefined {
  const start = prefix.length + 1;
  if (path.length <= start || path.charCodeAt(prefix.length) !== 47 /* / */) return undefined;
  if (path.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return undefined;
  const end = path.indexOf('/', start);
  return path.slice(start, end < 0 ? undefined : end).toLowerCase();
}

/** The middleware that runs one matched layer: sets what @koa/router sets, then its stack. */
function layerMiddlewares(layer: AnyLayer): Middleware[] {
  // A path without parameters (a string, not a RegExp) compiles to a pattern without groups: no captures.
  const noCaptures =
    layer.paramNames.length === 0 && typeof layer.path === 'string' && !layer.opts.pathAsRegExp;
  const enter: Middleware = (context, next) => {
    const ctx = context as RouterContext;
    const requestPath = ctx[REQUEST_PATH] ?? '';
    ctx.captures = noCaptures ? [] : layer.captures(requestPath);
    const params = layer.params(requestPath, ctx.captures || [], ctx.params);
    (ctx.request as Context['request'] & { params: Record<string, string> }).params = params;
    ctx.params = params;
    ctx.routerPath = layer.path;
    ctx.routerName = layer.name || undefined;
    ctx._matchedRoute = layer.path;
    if (layer.name) ctx._matchedRouteName = layer.name;
    return next();
  };
  return [enter, ...(layer.stack as Middleware[])];
}

/**
 * `router.routes()` with matching limited to the layers that can match and
 * the chains composed once. Falls back to the router's own middleware where
 * this does not apply (a host, exclusive or routerPath option).
 */
export function dispatchRoutes(router: Router): Middleware {
  const original = router.routes() as unknown as Middleware;
  const opts = router.opts as { host?: unknown; exclusive?: boolean; routerPath?: string; prefix?: string };
  if (opts.host || opts.exclusive || opts.routerPath) return original;
  const prefix = (opts.prefix ?? '').replace(/\/$/, '');

  const generic: AnyLayer[] = [];
  const bySegment = new Map<string, AnyLayer[]>();
  for (const layer of router.stack as AnyLayer[]) {
    const segment = literalFirstSegment(layer, prefix);
    if (segment === undefined) {
      generic.push(layer);
      for (const list of bySegment.values()) list.push(layer);
    } else {
      let list = bySegment.get(segment);
      if (!list) {
        // Generic layers before this one keep their place: lists follow the router's order.
        list = [...generic];
        bySegment.set(segment, list);
      }
      list.push(layer);
    }
  }

  const chains: ChainNode = { next: new Map() };
  const chainFor = (layers: AnyLayer[]): Middleware => {
    let node = chains;
    for (const layer of layers) {
      let child = node.next.get(layer);
      if (!child) {
        child = { next: new Map() };
        node.next.set(layer, child);
      }
      node = child;
    }
    node.chain ??= compose(layers.flatMap(layerMiddlewares));
    return node.chain;
  };

  /** The layers `router.match(path, method)` would find, testing only those that can match. */
  const candidatesFor = (path: string): AnyLayer[] => {
    const segment = requestFirstSegment(path, prefix);
    return (segment !== undefined && bySegment.get(segment)) || generic;
  };

  const dispatch = (context: Context, next: Next) => {
    const ctx = context as RouterContext;
    const requestPath = ctx.newRouterPath || ctx.path || ctx.routerPath || '';
    if (typeof requestPath !== 'string') return original(context, next);
    const method = ctx.method.toUpperCase();
    const path: AnyLayer[] = [];
    const pathAndMethod: AnyLayer[] = [];
    let route: AnyLayer | undefined;
    for (const layer of candidatesFor(requestPath)) {
      if (!layer.match(requestPath)) continue;
      path.push(layer);
      if (layer.methods.length === 0) pathAndMethod.push(layer);
      else if (layer.methods.includes(method)) {
        pathAndMethod.push(layer);
        route = layer;
      }
    }
    // No route: 404, 405, 501 and OPTIONS answers are the router's own.
    if (!route) return original(context, next);
    if (ctx.matched) ctx.matched.push(...path);
    else ctx.matched = path;
    ctx.router = router;
    ctx.routeMatched = true;
    ctx._matchedRoute = route.path;
    if (route.name) ctx._matchedRouteName = route.name;
    ctx[REQUEST_PATH] = requestPath;
    return chainFor(pathAndMethod)(context, next);
  };
  return dispatch as Middleware;
}

/**
 * Takes out of `router` the `allowedMethods()` middlewares of the routers
 * mounted in it (routes/index.ts mounts each resource router with its own):
 * they match every path under the prefix, so @koa/router ran each of them on
 * every request, and they never act there. Such a middleware only runs
 * inside the chain of a route matched by path and method, so the method is
 * one that route allows, and it only acts when the method is not allowed,
 * not implemented, or OPTIONS (no route here answers OPTIONS). The app's own
 * `allowedMethods` after the router answers 404, 405, 501 and OPTIONS for
 * requests that match no route, as before. Returns how many were removed.
 */
export function removeMountedAllowedMethods(router: Router): number {
  const RouterClass = router.constructor as new () => Router;
  const source = new RouterClass().allowedMethods().toString();
  const isAllowedMethods = (layer: AnyLayer) =>
    layer.methods.length === 0 && layer.stack.length === 1 && String(layer.stack[0]) === source;
  const before = router.stack.length;
  router.stack = router.stack.filter((layer) => !isAllowedMethods(layer as AnyLayer));
  return before - router.stack.length;
}

/** For tests: the layers `dispatchRoutes` would test for `path` (every layer that can match it). */
export function candidateLayers(router: Router, path: string): AnyLayer[] {
  const prefix = ((router.opts as { prefix?: string }).prefix ?? '').replace(/\/$/, '');
  const segment = requestFirstSegment(path, prefix);
  return (router.stack as AnyLayer[]).filter((layer) => {
    const own = literalFirstSegment(layer, prefix);
    return own === undefined || own === segment;
  });
}
