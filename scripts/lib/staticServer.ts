/**
 * The server of one built package (the shell or a remote) on its own origin,
 * as it would be deployed: gzip, long caching for hashed files, no caching for
 * the entry files (index.html, mf-manifest.json, remoteEntry.js), CORS so the
 * shell's origin may load a remote's chunks, security headers on everything it
 * serves, and for the shell an SPA fallback and a pass-through of /api (and of
 * the partner widget's /widget.js and /embed/…) to the API (first-party
 * cookies, streaming kept, text answers gzipped, the client's address forwarded).
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import zlib from 'node:zlib';
import { CONSENT_STORAGE_KEY, REFERRAL_PARAM } from '@inkpress/shared-core';
import Koa from 'koa';
import compress from 'koa-compress';
import serveStatic from 'koa-static';
import { fetchPrerender, injectPrerender } from './prerender';

/** The API's readable cookie of a signed-in browser (api/src/middlewares/auth.ts). */
const CSRF_COOKIE = 'inkpress_csrf';

export interface StaticServerOptions {
  /** The built folder (index.html or mf-manifest.json at its top). */
  dir: string;
  /** Answer unknown extension-less GET paths with index.html (the shell's client-side routes). */
  spa?: boolean;
  /** Where `/api` goes (the shell only). */
  api?: URL;
  /** The public URL of the platform (PUBLIC_URL): when https, browsers are told to keep to https. */
  publicUrl?: string;
}

const entryFiles = /(^|\/)(index\.html|main\.js|mf-manifest\.json|remoteEntry\.js|mf-stats\.json)$/;

/**
 * Sent with every file: no other site may frame the app (clickjacking of the
 * signed-in dashboard). The policy names no script or connect sources on
 * purpose: the shell loads each remote from the origin the remote registry
 * gives at run time (a rollout may point at a new origin), which a fixed
 * script-src would break; framing, <base> and plugins need no such list.
 */
export const CONTENT_SECURITY_POLICY = "frame-ancestors 'self'; base-uri 'self'; object-src 'none'";

/** The security headers of a static response, given the public URL. */
export function staticSecurityHeaders(publicUrl?: string): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    // For browsers without frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(publicUrl?.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}

/**
 * The headers a request is passed on to the API with: the client's address
 * appended to X-Forwarded-For (the API believes it only from TRUSTED_PROXIES
 * and takes the right-most untrusted hop, so a client's own prefix is
 * harmless), and the protocol and host this server was reached with.
 */
export function forwardedHeaders(req: http.IncomingMessage, target: URL): http.OutgoingHttpHeaders {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i, '');
  const prior = req.headers['x-forwarded-for'];
  const chain = [Array.isArray(prior) ? prior.join(', ') : prior, peer].filter(Boolean).join(', ');
  return {
    ...req.headers,
    host: target.host,
    'x-forwarded-for': chain,
    'x-forwarded-proto': (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http',
    'x-forwarded-host': req.headers.host ?? '',
  };
}

/** Text the API answers with that gzip shrinks: JSON, XML, HTML, scripts, SVG; never an event stream. */
const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/([\w.+-]*\+)?(json|xml|javascript)\b|image\/svg\+xml)/i;

/**
 * Whether an answer of the API is gzipped on its way to the client, as the
 * files this server serves are: text of 1 KB or more (or of a length not
 * known yet) to a client that takes gzip. An event stream never is (gzip
 * would hold each event back), nor a range of a file, nor an answer already
 * encoded or marked no-transform.
 */
export function gzipOnTheWay(
  req: Pick<http.IncomingMessage, 'method' | 'headers'>,
  status: number,
  headers: http.IncomingHttpHeaders,
): boolean {
  if (req.method === 'HEAD' || status === 204 || status === 206 || status === 304) return false;
  if (!/\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))) return false;
  if (headers['content-encoding'] || /no-transform/i.test(String(headers['cache-control'] ?? '')))
    return false;
  if (!COMPRESSIBLE.test(String(headers['content-type'] ?? ''))) return false;
  const length = Number(headers['content-length']);
  return !(headers['content-length'] !== undefined && Number.isFinite(length) && length < 1024);
}

function proxy(req: http.IncomingMessage, res: http.ServerResponse, target: URL) {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req, target),
    },
    (response) => {
      const status = response.statusCode ?? 502;
      if (!gzipOnTheWay(req, status, response.headers)) {
        res.writeHead(status, response.headers);
        response.pipe(res);
        return;
      }
      const { 'content-length': _length, ...headers } = response.headers;
      const vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
      res.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary });
      pipeline(response, zlib.createGzip(), res, () => undefined);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 502, code: 'InternalError', message: 'The API is not reachable.' }));
    } else res.destroy();
  });
  req.on('aborted', () => upstream.destroy());
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}

/**
 * The paths the shell passes to the API: /api, and the widget for partner
 * sites (/widget.js, /embed/…), which the API serves with headers of its own
 * (the embed page may be framed by a partner's origins) from this origin.
 */
export function passesThrough(url: string): boolean {
  return (
    url.startsWith('/api') ||
    url.startsWith('/embed/') ||
    /^\/widget\.js(\.map)?(\?|$)/.test(url) ||
    siteFile(url) !== null
  );
}

/** The site's crawler files, served by the content API: /sitemap.xml, /robots.txt, /blog/rss.xml. */
const SITE_FILES: Record<string, string> = {
  '/sitemap.xml': '/api/content/sitemap.xml',
  '/robots.txt': '/api/content/robots.txt',
  '/blog/rss.xml': '/api/content/rss.xml',
};

/** The API path of a crawler file, or null. */
export function siteFile(url: string): string | null {
  return SITE_FILES[url.split('?')[0]!] ?? null;
}

/**
 * Whether a public page starts the app with the page rather than at the visitor's first gesture:
 * for a signed-in visitor (the readable CSRF cookie; the app draws their header and account) and
 * a visit through a referral link (the app records it and takes the code out of the address).
 */
export function startsAppNow(ctx: Pick<Koa.Context, 'cookies' | 'query'>): boolean {
  return Boolean(ctx.cookies.get(CSRF_COOKIE)) || ctx.query[REFERRAL_PARAM] !== undefined;
}

/** The HTTP server of one built package; the caller listens. */
export function createStaticServer(options: StaticServerOptions): http.Server {
  const dir = path.resolve(options.dir);
  const security = staticSecurityHeaders(options.publicUrl);
  const app = new Koa();
  app.use(compress({ threshold: 1024 }));
  app.use(async (ctx, next) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set(security);
    await next();
    if (ctx.status === 200) {
      ctx.set(
        'Cache-Control',
        entryFiles.test(ctx.path) || ctx.path === '/' || !path.extname(ctx.path)
          ? 'no-cache'
          : 'public, max-age=31536000, immutable',
      );
    }
  });
  if (options.spa && options.api) {
    // Public pages answer their first request with their content (prerender.ts).
    const api = options.api;
    app.use(async (ctx, next) => {
      if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || (ctx.path !== '/' && path.extname(ctx.path))) {
        return next();
      }
      const page = Number(ctx.query.page);
      const answer = await fetchPrerender(api, ctx.path, Number.isInteger(page) && page > 1 ? page : 1);
      if (!answer) return next();
      if (answer.redirect) {
        ctx.status = 301;
        ctx.redirect(`${answer.redirect}${ctx.search}`);
        return;
      }
      ctx.status = answer.status;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      // The page the answer varies with: the visitor's cookies (signed in) and the query (?ref=).
      ctx.vary('Cookie');
      ctx.body = injectPrerender(await readFile(path.join(dir, 'index.html'), 'utf8'), answer, {
        startNow: startsAppNow(ctx),
        consentKey: CONSENT_STORAGE_KEY,
      });
    });
  }
  app.use(serveStatic(dir, { index: 'index.html', defer: false, maxage: 0 }));
  if (options.spa) {
    app.use(async (ctx, next) => {
      await next();
      if (ctx.status === 404 && ctx.method === 'GET' && !path.extname(ctx.path)) {
        ctx.type = 'html';
        ctx.set('Cache-Control', 'no-cache');
        ctx.body = await readFile(path.join(dir, 'index.html'));
      }
    });
  }
  const koa = app.callback();
  const api = options.api;
  return http.createServer((req, res) => {
    if (api && req.url && passesThrough(req.url)) {
      const file = siteFile(req.url);
      if (file) req.url = file;
      return proxy(req, res, api);
    }
    return koa(req, res);
  });
}
