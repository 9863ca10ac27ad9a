import { asUser, createUser } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';

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

  it('counts each client IP on its own (behind the production proxy)', async () => {
    const limited = api.variant({ RATE_LIMIT_PER_IP: '1', NODE_ENV: 'production' });
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
