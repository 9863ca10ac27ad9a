/**
 * Serves one built package (the shell or a remote) from its own origin, as it
 * would be deployed: gzip, long caching for hashed files, no caching for the
 * entry files (index.html, mf-manifest.json, remoteEntry.js), CORS so the
 * shell's origin may load a remote's chunks, and for the shell an SPA fallback
 * and a pass-through of /api to the API (first-party cookies, streaming kept).
 *
 *   tsx scripts/serve.ts --name shell --dir shell/dist --port 3000 --spa --api http://127.0.0.1:4000
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Koa from 'koa';
import compress from 'koa-compress';
import serveStatic from 'koa-static';

const { values } = parseArgs({
  options: {
    name: { type: 'string', default: 'static' },
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    spa: { type: 'boolean', default: false },
    api: { type: 'string' },
  },
});
if (!values.dir || !values.port) {
  console.error('usage: serve --dir <folder> --port <port> [--spa] [--api <url>]');
  process.exit(2);
}
const dir = path.resolve(values.dir);
if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, 'mf-manifest.json'))) {
  console.error(`${dir} has no build: run npm run build first`);
  process.exit(1);
}
const apiTarget = values.api ? new URL(values.api) : undefined;
const entryFiles = /(^|\/)(index\.html|main\.js|mf-manifest\.json|remoteEntry\.js|mf-stats\.json)$/;

const app = new Koa();
app.use(compress({ threshold: 1024 }));
app.use(async (ctx, next) => {
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('X-Content-Type-Options', 'nosniff');
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
app.use(serveStatic(dir, { index: 'index.html', defer: false, maxage: 0 }));
if (values.spa) {
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.method === 'GET' && !path.extname(ctx.path)) {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = await import('node:fs/promises').then((fs) => fs.readFile(path.join(dir, 'index.html')));
    }
  });
}
const koa = app.callback();

function proxy(req: http.IncomingMessage, res: http.ServerResponse, target: URL) {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: target.host, 'x-forwarded-host': req.headers.host ?? '' },
    },
    (response) => {
      res.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(res);
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

const server = http.createServer((req, res) => {
  if (apiTarget && req.url?.startsWith('/api')) return proxy(req, res, apiTarget);
  return koa(req, res);
});
server.listen(Number(values.port), values.host, () => {
  console.log(
    `${values.name} serving ${path.relative(process.cwd(), dir)} on http://${values.host}:${values.port}`,
  );
});
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
