/**
 * The static server of the shell and the remotes (scripts/serve.ts), on a
 * loopback port with a recording stand-in for the API behind its /api
 * pass-through: the headers every file carries, and what the API is told.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { freePort } from './migrate';
import { root } from './paths';
import { type Service, setServiceLogDir, startService, waitForPort } from './proc';
import { CONTENT_SECURITY_POLICY, createStaticServer, gzipOnTheWay, passesThrough } from './staticServer';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(port: number, urlPath: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** An API answer well over the 1 KB below which nothing is gzipped. */
const LONG_JSON = JSON.stringify({
  data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Folder ${i}` })),
});

let work: string;
let dir: string;
let apiPort: number;
let seen: http.IncomingHttpHeaders[];
const servers: http.Server[] = [];
const services: Service[] = [];

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'inkpress-static-test-'));
  dir = path.join(work, 'dist');
  mkdirSync(dir);
  setServiceLogDir(path.join(work, 'logs'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Inkpress</title>');
  writeFileSync(path.join(dir, 'main.js'), 'console.log("shell");');
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mfe_tools"}');
  writeFileSync(path.join(dir, 'chunk.0a1b2c.js'), 'export {};');
  seen = [];
  const api = http.createServer((req, res) => {
    seen.push(req.headers);
    if (req.url === '/api/long') {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(LONG_JSON),
        vary: 'Origin',
      });
      res.end(LONG_JSON);
      return;
    }
    if (req.url === '/api/events') {
      // Two events a moment apart: the second must not be needed for the first to arrive.
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`event: one\ndata: ${'x'.repeat(2000)}\n\n`);
      setTimeout(() => res.end('event: two\ndata: {}\n\n'), 300);
      return;
    }
    // As Koa answers a JSON body: its length known.
    const body = '{"data":{"ok":true}}';
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  servers.push(api);
  apiPort = await listen(api);
});

afterAll(async () => {
  await Promise.all(services.map((s) => s.stop()));
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(work, { recursive: true, force: true });
});

async function start(publicUrl?: string): Promise<number> {
  const server = createStaticServer({
    dir,
    spa: true,
    api: new URL(`http://127.0.0.1:${apiPort}`),
    publicUrl,
  });
  servers.push(server);
  return listen(server);
}

function expectSecurityHeaders(answer: Answer) {
  expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers of the shell and remote servers', () => {
  it.each([
    ['the page', '/'],
    ['a client-side route (SPA fallback)', '/dashboard/settings'],
    ['the entry script', '/main.js'],
    ['a hashed chunk', '/chunk.0a1b2c.js'],
    ['the federation manifest', '/mf-manifest.json'],
    ['a missing file', '/missing.js'],
  ])('forbid framing by other sites on %s', async (_label, urlPath) => {
    const port = await start('http://localhost:3000');
    const answer = await get(port, urlPath);
    expectSecurityHeaders(answer);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('keep a remote loadable from the shell origin: CORS open, no cross-origin resource policy', async () => {
    const port = await start();
    const answer = await get(port, '/chunk.0a1b2c.js', { Origin: 'http://localhost:3000' });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cross-origin-resource-policy']).toBeUndefined();
    expect(answer.headers['content-security-policy']).not.toMatch(/script-src|connect-src|default-src/);
  });

  it('add Strict-Transport-Security when the public URL is https', async () => {
    const port = await start('https://app.inkpress.example');
    for (const urlPath of ['/', '/main.js', '/editor/1']) {
      const answer = await get(port, urlPath);
      expectSecurityHeaders(answer);
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
    }
  });
});

describe('the /api pass-through', () => {
  it("appends the client's address to X-Forwarded-For and names the protocol and host it was reached by", async () => {
    const port = await start();
    seen.length = 0;
    const answer = await get(port, '/api/status', { Host: `localhost:${port}` });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { ok: true } });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': `localhost:${port}`,
      host: `127.0.0.1:${apiPort}`,
    });
  });

  it('keeps what the client sent in front, so the API takes the right-most hop it does not trust', async () => {
    const port = await start();
    seen.length = 0;
    await get(port, '/api/auth/session', {
      'X-Forwarded-For': '203.0.113.9, 198.51.100.1',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'evil.example',
    });
    expect(seen[0]?.['x-forwarded-for']).toBe('203.0.113.9, 198.51.100.1, 127.0.0.1');
    // Protocol and host are this server's own, never the client's claim.
    expect(seen[0]?.['x-forwarded-proto']).toBe('http');
    expect(seen[0]?.['x-forwarded-host']).toBe(`127.0.0.1:${port}`);
  });
});

describe('gzip on the /api pass-through', () => {
  it('gzips a long JSON answer for a client that takes gzip, and says it varies with that', async () => {
    const port = await start();
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: '/api/long', headers: { 'Accept-Encoding': 'gzip, br' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        )
        .on('error', reject);
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers['content-length']).toBeUndefined();
    expect(raw.headers.vary).toBe('Origin, Accept-Encoding');
    expect(raw.body.length).toBeLessThan(LONG_JSON.length / 3);
    expect(gunzipSync(raw.body).toString('utf8')).toBe(LONG_JSON);
  });

  it('leaves short answers, clients without gzip and event streams as they are', async () => {
    const port = await start();
    const short = await get(port, '/api/status', { 'Accept-Encoding': 'gzip' });
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(short.body)).toEqual({ data: { ok: true } });
    const plain = await get(port, '/api/long');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LONG_JSON);
    // The first event arrives on its own, before the stream ends.
    const first = await new Promise<{ encoding?: string; text: string }>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: '/api/events', headers: { 'Accept-Encoding': 'gzip' } },
          (res) => {
            res.setEncoding('utf8');
            res.once('data', (text: string) => {
              resolve({ encoding: res.headers['content-encoding'], text });
              res.destroy();
            });
          },
        )
        .on('error', reject);
    });
    expect(first.encoding).toBeUndefined();
    expect(first.text).toContain('event: one');
    expect(first.text).not.toContain('event: two');
  });

  it('decides by type, length and encoding', () => {
    const req = { method: 'GET', headers: { 'accept-encoding': 'gzip' } };
    expect(gzipOnTheWay(req, 200, { 'content-type': 'application/ld+json', 'content-length': '5000' })).toBe(
      true,
    );
    expect(gzipOnTheWay(req, 200, { 'content-type': 'application/xml' })).toBe(true);
    expect(gzipOnTheWay(req, 200, { 'content-type': 'text/html; charset=utf-8' })).toBe(true);
    expect(gzipOnTheWay(req, 200, { 'content-type': 'image/png', 'content-length': '5000' })).toBe(false);
    expect(gzipOnTheWay(req, 200, { 'content-type': 'text/event-stream' })).toBe(false);
    expect(gzipOnTheWay(req, 200, { 'content-type': 'application/json', 'content-encoding': 'br' })).toBe(
      false,
    );
    expect(
      gzipOnTheWay(req, 200, { 'content-type': 'application/json', 'cache-control': 'no-transform' }),
    ).toBe(false);
    expect(gzipOnTheWay(req, 304, { 'content-type': 'application/json' })).toBe(false);
    expect(gzipOnTheWay(req, 206, { 'content-type': 'text/plain' })).toBe(false);
    expect(gzipOnTheWay({ ...req, method: 'HEAD' }, 200, { 'content-type': 'application/json' })).toBe(false);
  });
});

describe('the widget pass-through', () => {
  it('passes the partner widget’s paths to the API, with the API’s own headers, and nothing else', async () => {
    const port = await start();
    seen.length = 0;
    const answer = await get(port, '/embed/grammar-checker?partner=pk_x');
    expect(answer.status).toBe(200);
    expect(seen).toHaveLength(1);
    // The API's answer as it is: the shell's frame-ancestors 'self' would keep partners from framing it.
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(
      ['/widget.js', '/widget.js?v=2', '/widget.js.map', '/embed/assets/embed.0a1b2c3d.js'].every(
        passesThrough,
      ),
    ).toBe(true);
    expect(
      ['/widget.jsx', '/embed', '/embedded/page', '/', '/tools/grammar-checker'].some(passesThrough),
    ).toBe(false);
  });
});

describe('scripts/serve.ts', () => {
  it('serves a folder with the security headers, HSTS from --public-url, and forwards /api', async () => {
    const port = await freePort();
    const args = ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')];
    args.push('--name', 'shell', '--dir', dir, '--port', String(port), '--spa');
    args.push('--api', `http://127.0.0.1:${apiPort}`, '--public-url', 'https://app.inkpress.example');
    const service = startService('static-test', process.execPath, args, { cwd: root, quiet: true });
    services.push(service);
    await waitForPort(port, 'static server', 20_000, service.child);
    const page = await get(port, '/');
    expectSecurityHeaders(page);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    seen.length = 0;
    await get(port, '/api/status', { 'X-Forwarded-For': '203.0.113.9' });
    expect(seen[0]?.['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });
});

describe('the first HTML of public pages (prerender)', () => {
  let pageApiPort: number;
  let asked: string[];
  beforeAll(async () => {
    asked = [];
    const pageApi = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      const url = new URL(req.url ?? '/', 'http://x');
      const send = (data: object) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data }));
      };
      if (url.pathname === '/api/content/sitemap.xml') {
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end('<urlset/>');
      }
      const p = url.searchParams.get('path');
      if (p === '/about') {
        return send({
          status: 200,
          head: '<title>About | Inkpress</title>\n<meta name="description" content="Who we are." />',
          body: '<main><h1>About Inkpress</h1><p>We build it.</p></main>',
          redirect: null,
          startApp: 'interaction',
        });
      }
      if (p === '/contact-us') {
        return send({
          status: 200,
          head: '<title>Contact | Inkpress</title>',
          body: '<main><h1>Contact us</h1></main>',
          redirect: null,
          startApp: 'load',
        });
      }
      if (p === '/about/')
        return send({ status: 301, head: '', body: '', redirect: '/about', startApp: 'load' });
      if (p === '/dashboard')
        return send({ status: 200, head: '', body: '', redirect: null, startApp: 'load' });
      if (p === '/down') {
        res.writeHead(500);
        return res.end();
      }
      return send({
        status: 404,
        head: '<title>Page not found | Inkpress</title>',
        body: '<h1>Page not found</h1>',
        redirect: null,
        startApp: 'interaction',
      });
    });
    servers.push(pageApi);
    pageApiPort = await listen(pageApi);
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>Inkpress</title><meta name="description" content="Default." /><script defer="defer" src="/main.js"></script></head><body><noscript>Inkpress needs JavaScript to run.</noscript><div id="root"></div></body></html>',
    );
  });

  async function startSite(): Promise<number> {
    const server = createStaticServer({ dir, spa: true, api: new URL(`http://127.0.0.1:${pageApiPort}`) });
    servers.push(server);
    return listen(server);
  }

  it('writes the page’s head and content into index.html, hidden behind the app once it is ready', async () => {
    const port = await startSite();
    const page = await get(port, '/about');
    expect(page.status).toBe(200);
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body).toContain('<title>About | Inkpress</title>');
    expect(page.body).not.toContain('Default.');
    expect(page.body).toContain('<div id="prerender" data-wait="ready"><main><h1>About Inkpress</h1>');
    expect(page.body.indexOf('id="prerender"')).toBeLessThan(page.body.indexOf('<div id="root"></div>'));
    expect(page.body).toContain('#prerender~#root{display:none}');
    expect(page.body).toContain("querySelector('[data-page-ready]')");
    // The page reads without JavaScript, so the app's note that it needs it goes.
    expect(page.body).not.toContain('<noscript>');
    expectSecurityHeaders(page);
  });

  it('leaves the app’s scripts out of a page read without it, to load at the first gesture', async () => {
    const port = await startSite();
    const page = await get(port, '/about');
    expect(page.body).not.toContain('<script defer');
    expect(page.body).toContain('S=["/main.js"]');
    expect(page.body).toContain('"pointermove"');
  });

  it('loads the app with the page for a signed-in visitor, a referral visit and a page that needs it', async () => {
    const port = await startSite();
    for (const [url, headers] of [
      ['/about', { cookie: 'inkpress_vid=v1; inkpress_csrf=abc' }],
      ['/about?ref=friend42', {}],
      ['/contact-us', {}],
    ] as const) {
      const page = await get(port, url, headers);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<script defer="defer" src="/main.js"></script>');
      expect(page.body).toContain('S=[]');
      expect(page.headers.vary).toMatch(/Cookie/);
    }
    // A cookie of the same name's suffix is not a session.
    const other = await get(port, '/about', { cookie: 'x_inkpress_csrf=1' });
    expect(other.body).not.toContain('<script defer');
  });

  it('answers unknown paths with 404, variants with 301, and the app’s own paths with the plain page', async () => {
    const port = await startSite();
    const missing = await get(port, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('data-wait="h1"');
    const moved = await get(port, '/about/?ref=x');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/about?ref=x');
    const app = await get(port, '/dashboard');
    expect(app.status).toBe(200);
    expect(app.body).toContain('<title>Inkpress</title>');
    expect(app.body).not.toContain('prerender');
    expect(app.body).toContain('<noscript>Inkpress needs JavaScript to run.</noscript>');
  });

  it('serves the plain page when the API cannot say, and never asks for files', async () => {
    const port = await startSite();
    const page = await get(port, '/down');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Inkpress</title>');
    asked.length = 0;
    await get(port, '/main.js');
    expect(asked).toEqual([]);
  });

  it('passes /sitemap.xml, /robots.txt and /blog/rss.xml to the content API', async () => {
    const port = await startSite();
    asked.length = 0;
    const sitemap = await get(port, '/sitemap.xml');
    expect(sitemap.body).toBe('<urlset/>');
    expect(asked).toEqual(['/api/content/sitemap.xml']);
    expect(['/robots.txt', '/blog/rss.xml', '/sitemap.xml?x=1'].every(passesThrough)).toBe(true);
  });
});
