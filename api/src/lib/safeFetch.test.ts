import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@inkpress/shared-core';
import { loadConfig } from '../config';
import { checkUrl, type FetchPolicy, fetchFor, isPrivateAddress, safeFetch } from './safeFetch';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

async function listen(
  handler: Handler,
): Promise<{ origin: string; hostPort: string; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const closed = { allowHosts: [] } satisfies FetchPolicy;

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect((error as { code?: string }).code).toBe(ErrorCode.WebUrlInaccessible);
    return (error as Error).message;
  }
  throw new Error('the fetch was not refused');
}

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    'fe80::1',
    'fd00::1',
    '64:ff9b::a00:1',
    '224.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('safeFetch refuses what only the server can reach', () => {
  it('refuses the cloud metadata address', async () => {
    expect(await refusal(safeFetch(closed, 'http://169.254.169.254/latest/meta-data/'))).toMatch(
      /private address/,
    );
  });

  it('refuses loopback, by address and by name, in IPv4 and IPv6 forms', async () => {
    for (const url of [
      'http://127.0.0.1:9/',
      'http://localhost/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      expect(await refusal(safeFetch(closed, url))).toMatch(/private address/);
    }
  });

  it('refuses a host name that resolves to a private address, checked when connecting', async () => {
    const lookup = jest
      .spyOn(dns, 'lookup')
      .mockImplementation(((
        _host: string,
        _options: unknown,
        callback: (e: Error | null, a: dns.LookupAddress[]) => void,
      ) => callback(null, [{ address: '10.0.0.7', family: 4 }])) as unknown as typeof dns.lookup);
    try {
      expect(await refusal(safeFetch(closed, 'http://intranet.example.com/'))).toMatch(
        /intranet\.example\.com is a private address/,
      );
    } finally {
      lookup.mockRestore();
    }
  });

  it('refuses a host when any one of its addresses is private', async () => {
    const lookup = jest.spyOn(dns, 'lookup').mockImplementation(((
      _host: string,
      _options: unknown,
      callback: (e: Error | null, a: dns.LookupAddress[]) => void,
    ) =>
      callback(null, [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ])) as unknown as typeof dns.lookup);
    try {
      expect(await refusal(safeFetch(closed, 'http://mixed.example.com/'))).toMatch(/private address/);
    } finally {
      lookup.mockRestore();
    }
  });

  it('says when a host cannot be found', async () => {
    expect(await refusal(safeFetch(closed, 'http://no-such-host.invalid/'))).toMatch(
      /no-such-host\.invalid (could not be found|could not be reached)/,
    );
  });

  it('refuses other schemes, credentials in the URL and what is not a URL', async () => {
    expect(await refusal(safeFetch(closed, 'file:///etc/passwd'))).toMatch(/Only http and https/);
    expect(await refusal(safeFetch(closed, 'ftp://example.com/'))).toMatch(/Only http and https/);
    expect(await refusal(safeFetch(closed, 'http://user:pw@example.com/'))).toMatch(/user name or password/);
    expect(await refusal(safeFetch(closed, 'not a url'))).toMatch(/not a valid URL/);
  });
});

describe('safeFetch on an allowed test server', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  let other: Awaited<ReturnType<typeof listen>>;
  let policy: FetchPolicy;

  beforeAll(async () => {
    other = await listen((_req, res) => res.end('the other server'));
    server = await listen((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      switch (url.pathname) {
        case '/json':
          res.setHeader('content-type', 'application/json; charset=utf-8');
          return res.end(JSON.stringify({ hello: 'world', method: req.method }));
        case '/to-metadata':
          res.statusCode = 302;
          res.setHeader('location', 'http://169.254.169.254/latest/meta-data/');
          return res.end();
        case '/to-other':
          res.statusCode = 301;
          res.setHeader('location', `${other.origin}/`);
          return res.end();
        case '/loop':
          res.statusCode = 302;
          res.setHeader('location', '/loop');
          return res.end();
        case '/see-other':
          res.statusCode = 303;
          res.setHeader('location', '/json');
          return res.end();
        case '/big':
          res.setHeader('content-type', 'text/plain');
          res.write('x'.repeat(64 * 1024));
          return res.end('x'.repeat(64 * 1024));
        case '/slow':
          setTimeout(() => res.end('late'), 2_000).unref();
          return;
        case '/binary':
          res.setHeader('content-type', 'application/octet-stream');
          return res.end(Buffer.from([0, 1, 2]));
        default:
          res.statusCode = 404;
          return res.end('missing');
      }
    });
    policy = { allowHosts: [server.hostPort] };
  });

  afterAll(async () => {
    await server.close();
    await other.close();
  });

  it('fetches JSON and reports status, final URL and content type', async () => {
    const response = await safeFetch(policy, `${server.origin}/json`);
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.contentType).toBe('application/json');
    expect(response.json()).toEqual({ hello: 'world', method: 'GET' });
  });

  it('hands back error statuses for the caller to judge', async () => {
    const response = await safeFetch(policy, `${server.origin}/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.ok).toBe(false);
    expect(response.text()).toBe('missing');
  });

  it('refuses a redirect to a private address', async () => {
    expect(await refusal(safeFetch(policy, `${server.origin}/to-metadata`))).toMatch(/169\.254\.169\.254/);
  });

  it('refuses a redirect to a loopback server that is not on the allow-list', async () => {
    expect(await refusal(safeFetch(policy, `${server.origin}/to-other`))).toMatch(/private address/);
  });

  it('stops after five redirects', async () => {
    expect(await refusal(safeFetch(policy, `${server.origin}/loop`))).toMatch(/redirected more than 5 times/);
  });

  it('turns a POST into a GET on 303 See Other', async () => {
    const response = await safeFetch(policy, `${server.origin}/see-other`, { method: 'POST', body: 'x' });
    expect(response.url).toBe(`${server.origin}/json`);
    expect(response.json()).toEqual({ hello: 'world', method: 'GET' });
  });

  it('refuses a body over the size limit instead of cutting it', async () => {
    expect(await refusal(safeFetch(policy, `${server.origin}/big`, { maxBytes: 100 * 1024 }))).toMatch(
      /more than 100 KB/,
    );
    const whole = await safeFetch(policy, `${server.origin}/big`, { maxBytes: 200 * 1024 });
    expect(whole.body.length).toBe(128 * 1024);
  });

  it('gives up on a server that does not answer in time', async () => {
    expect(await refusal(safeFetch(policy, `${server.origin}/slow`, { timeoutMs: 200 }))).toMatch(
      /did not answer in time/,
    );
  });

  it('refuses a content type the caller did not ask for', async () => {
    expect(
      await refusal(safeFetch(policy, `${server.origin}/binary`, { accept: ['text/html', 'text/plain'] })),
    ).toMatch(/application\/octet-stream, not text\/html or text\/plain/);
  });

  it('passes the caller’s abort through as an abort', async () => {
    const controller = new AbortController();
    const pending = safeFetch(policy, `${server.origin}/slow`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives libraries a fetch under the same rules', async () => {
    const guardedFetch = fetchFor(policy);
    const response = await guardedFetch(`${server.origin}/json`, { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ hello: 'world', method: 'POST' });
    await expect(guardedFetch(`${server.origin}/to-metadata`)).rejects.toMatchObject({
      code: ErrorCode.WebUrlInaccessible,
    });
    await expect(fetchFor(closed)('http://10.0.0.1/')).rejects.toMatchObject({
      code: ErrorCode.WebUrlInaccessible,
    });
  });

  it('allows only the exact host and port listed', () => {
    expect(() => checkUrl(policy, `${server.origin}/`)).not.toThrow();
    expect(() => checkUrl(policy, `${other.origin}/`)).toThrow(/private address/);
  });
});

describe('FETCH_ALLOW_HOSTS', () => {
  const base = { MONGODB_URI: 'mongodb://127.0.0.1:1/x' };

  it('is read as a list of hosts', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'test', FETCH_ALLOW_HOSTS: '127.0.0.1:8080, LocalHost' });
    expect(config.fetchPolicy.allowHosts).toEqual(['127.0.0.1:8080', 'localhost']);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).fetchPolicy.allowHosts).toEqual([]);
  });

  it('is refused in production', () => {
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        FETCH_ALLOW_HOSTS: '127.0.0.1:8080',
        STRIPE_SECRET_KEY: 'sk_x',
      }),
    ).toThrow(/FETCH_ALLOW_HOSTS/);
  });
});
