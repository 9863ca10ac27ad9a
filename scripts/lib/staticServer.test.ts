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
import { freePort } from './migrate';
import { root } from './paths';
import { type Service, setServiceLogDir, startService, waitForPort } from './proc';
import { CONTENT_SECURITY_POLICY, createStaticServer, passesThrough } from './staticServer';

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
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"data":{"ok":true}}');
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
