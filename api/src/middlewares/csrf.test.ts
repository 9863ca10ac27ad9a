import { bearerToken, cookieValue, createUser, signIn } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { Folder } from '../models/Folder';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('CSRF protection', () => {
  it('rejects a cookie-authenticated POST without X-CSRF-Token and accepts it with the cookie value', async () => {
    const session = await signIn(api, await createUser(api));
    const bare = await session.agent.post('/api/folders').send({ name: 'x' });
    expect(bare.status).toBe(403);
    expect(bare.body.message).toMatch(/X-CSRF-Token/);
    await session.post('/api/folders').send({ name: 'x' }).expect(201);
  });

  it('rejects a planted CSRF cookie with a matching header: the token is bound to the session', async () => {
    const user = await createUser(api);
    const login = await api.http
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    const token = cookieValue(login.headers['set-cookie'], 'inkpress_session')!;
    const forged = 'f'.repeat(64);
    const res = await api.http
      .post('/api/folders')
      .set('Cookie', `inkpress_session=${token}; inkpress_csrf=${forged}`)
      .set('X-CSRF-Token', forged)
      .send({ name: 'x' });
    expect(res.status).toBe(403);
    expect(await Folder.countDocuments({ title: 'x', createdBy: user.id })).toBe(0);
  });

  it('lets reads through without the header', async () => {
    const session = await signIn(api, await createUser(api));
    await session.agent.get('/api/folders').expect(200);
  });

  it('exempts bearer requests, even when a session cookie comes along', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const token = await bearerToken(api, user);
    await session.agent
      .post('/api/folders')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'via bearer' })
      .expect(201);
  });

  it('does not ask anonymous requests for it', async () => {
    await api.http.post('/api/auth/forgot-password').send({ email: 'a@example.com' }).expect(200);
  });
});

describe('Secure cookies', () => {
  const sessionCookies = (setCookie: unknown) =>
    (setCookie as string[]).filter((c) => /^inkpress_(session|csrf)=/.test(c));

  it('marks the session and CSRF cookies Secure when PUBLIC_URL is https, though the API sees http', async () => {
    const https = api.variant({ PUBLIC_URL: 'https://app.inkpress.example' });
    const user = await createUser(api);
    const login = await https.http
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password });
    expect(login.status).toBe(200);
    const cookies = sessionCookies(login.headers['set-cookie']);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
    const token = cookieValue(login.headers['set-cookie'], 'inkpress_session')!;
    const csrf = cookieValue(login.headers['set-cookie'], 'inkpress_csrf')!;
    const logout = await https.http
      .post('/api/auth/logout')
      .set('Cookie', `inkpress_session=${token}; inkpress_csrf=${csrf}`)
      .set('X-CSRF-Token', csrf);
    expect(logout.status).toBeLessThan(300);
    for (const cookie of sessionCookies(logout.headers['set-cookie'])) expect(cookie).toMatch(/;\s*secure/i);
    const visitor = await https.http.get('/api/remotes').expect(200);
    expect(cookieValue(visitor.headers['set-cookie'], 'inkpress_vid')).toBeDefined();
    expect((visitor.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(/;\s*secure/i);
  });

  it('leaves them without Secure when PUBLIC_URL is http (local development)', async () => {
    const http = api.variant({ PUBLIC_URL: 'http://localhost:3000' });
    const user = await createUser(api);
    const login = await http.http
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password });
    expect(login.status).toBe(200);
    const cookies = sessionCookies(login.headers['set-cookie']);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*secure/i);
  });
});
