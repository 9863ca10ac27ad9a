import { asUser, createUser } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { loadConfig } from '../config';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('rate limits', () => {
  it('answers 429 RateLimitError with Retry-After once one IP passes RATE_LIMIT_PER_IP, on any route', async () => {
    const limited = api.variant({ RATE_LIMIT_PER_IP: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
    for (let i = 0; i < 3; i++) await limited.http.get('/api/status').expect(200);
    const res = await limited.http.get('/api/auth/session');
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ status: 429, code: 'RateLimitError', data: { limit: 3 } });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts each client IP on its own (behind a trusted proxy)', async () => {
    const limited = api.variant({
      RATE_LIMIT_PER_IP: '1',
      NODE_ENV: 'production',
      TRUSTED_PROXIES: '127.0.0.1',
    });
    const from = (ip: string) => limited.http.get('/api/status').set('X-Forwarded-For', ip);
    await from('198.51.100.10').expect(200);
    await from('198.51.100.10').expect(429);
    await from('198.51.100.11').expect(200);
  });

  it('answers 429 once one user passes RATE_LIMIT_PER_USER, while another user goes on', async () => {
    const limited = api.variant({ RATE_LIMIT_PER_USER: '2' });
    const [alice, bob] = [await createUser(api), await createUser(api)];
    const asAlice = await asUser(limited, alice);
    const asBob = await asUser(limited, bob);
    await asAlice.get('/api/users/me').expect(200);
    await asAlice.get('/api/folders').expect(200);
    const res = await asAlice.get('/api/users/me');
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RateLimitError');
    await asBob.get('/api/users/me').expect(200);
    await limited.http.get('/api/status').expect(200);
  });

  it.each([
    ['login', '/api/auth/login', { email: 'a@example.com', password: 'x' }],
    ['register', '/api/auth/register', { email: 'bad' }],
    ['forgot-password', '/api/auth/forgot-password', { email: 'a@example.com' }],
    ['reset-password', '/api/auth/reset-password', { key: 'k'.repeat(43), password: 'Abcdefghij1' }],
    ['verify-email', '/api/auth/verify-email', { key: 'k'.repeat(43) }],
  ])('limits %s more strictly than the rest, per route', async (_label, url, body) => {
    const limited = api.variant({ RATE_LIMIT_AUTH_PER_IP: '2', RATE_LIMIT_PER_IP: '100' });
    await limited.http.post(url).send(body);
    await limited.http.post(url).send(body);
    const res = await limited.http.post(url).send(body);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RateLimitError');
    await limited.http.get('/api/status').expect(200);
  });
});

describe("the client address behind the shell's /api pass-through (TRUSTED_PROXIES)", () => {
  const badLogin = (client: TestApi, forwardedFor: string, i: number) =>
    client.http
      .post('/api/auth/login')
      .set('X-Forwarded-For', forwardedFor)
      .send({ email: `nobody-${i}-${Math.random().toString(36).slice(2)}@example.com`, password: 'wrong' });

  it('gives each forwarded client its own login bucket when the proxy is trusted', async () => {
    const limited = api.variant({ RATE_LIMIT_AUTH_PER_IP: '20', TRUSTED_PROXIES: '127.0.0.1,::1' });
    for (let i = 0; i < 20; i++) expect((await badLogin(limited, '203.0.113.20', i)).status).toBe(401);
    const locked = await badLogin(limited, '203.0.113.20', 20);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RateLimitError');
    // Another web user behind the same pass-through is not locked out by the first one.
    expect((await badLogin(limited, '203.0.113.21', 21)).status).toBe(401);
    // Writing the victim's address in front does not move an attacker into the victim's bucket.
    expect((await badLogin(limited, '203.0.113.21, 203.0.113.20', 22)).status).toBe(429);
    expect((await badLogin(limited, '203.0.113.20, 203.0.113.21', 23)).status).toBe(401);
  });

  it.each([
    ['TRUSTED_PROXIES is empty', { TRUSTED_PROXIES: '' }],
    ['TRUSTED_PROXIES is none', { TRUSTED_PROXIES: 'none' }],
    ['production leaves it unset', { NODE_ENV: 'production' }],
  ])('ignores a spoofed X-Forwarded-For when %s: the limit applies to the real peer', async (_label, env) => {
    const limited = api.variant({ RATE_LIMIT_AUTH_PER_IP: '20', ...env });
    for (let i = 0; i < 20; i++) await badLogin(limited, `198.51.100.${i}`, i);
    const res = await badLogin(limited, '198.51.100.99', 20);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RateLimitError');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', () => {
    expect(() => api.variant({ TRUSTED_PROXIES: '127.0.0.1,proxy.internal' })).toThrow(
      /TRUSTED_PROXIES: "proxy.internal" is not an IP address or CIDR range/,
    );
    expect(() => api.variant({ TRUSTED_PROXIES: '10.0.0.0/40' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('trusts the loopback pass-through by default in development only', () => {
    expect(loadConfig({ MONGODB_URI: 'mongodb://x/y', NODE_ENV: 'development' }).trustedProxies).toEqual([
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({ MONGODB_URI: 'mongodb://x/y', NODE_ENV: 'production' }).trustedProxies).toEqual([]);
    expect(loadConfig({ MONGODB_URI: 'mongodb://x/y', NODE_ENV: 'test' }).trustedProxies).toEqual([]);
  });
});
