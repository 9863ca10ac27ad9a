import { bearerToken, createUser, lastMail, linkParam, signIn, uniqueEmail } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { EmailKey } from '../../models/EmailKey';
import { Session } from '../../models/Session';
import { User } from '../../models/User';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL: 'http://app.test' });
});
afterAll(() => api.close());

const expireKeys = (email: string) =>
  EmailKey.updateMany({ email }, { $set: { expiresAt: new Date(Date.now() - 1000) } });

describe('POST /api/auth/verify-email', () => {
  it('verifies the address with the key of the registration mail', async () => {
    const user = await createUser(api);
    const key = await linkParam(api, user.email, 'verify-email', 'key');
    const res = await api.http.post('/api/auth/verify-email').send({ key }).expect(200);
    expect(res.body).toEqual({ data: { verified: true } });
    expect((await User.findById(user.id).lean())!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('accepts a key once: the second use is 404', async () => {
    const user = await createUser(api);
    const key = await linkParam(api, user.email, 'verify-email', 'key');
    await api.http.post('/api/auth/verify-email').send({ key }).expect(200);
    const again = await api.http.post('/api/auth/verify-email').send({ key });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('NotFound');
  });

  it('answers 410 EmailKeyExpired for an expired key and does not verify', async () => {
    const user = await createUser(api);
    const key = await linkParam(api, user.email, 'verify-email', 'key');
    await expireKeys(user.email);
    const res = await api.http.post('/api/auth/verify-email').send({ key });
    expect(res.status).toBe(410);
    expect(res.body.code).toBe('EmailKeyExpired');
    expect((await User.findById(user.id).lean())!.emailVerifiedAt).toBeNull();
  });

  it('answers 404 for a well-formed key nobody issued', async () => {
    await api.http
      .post('/api/auth/verify-email')
      .send({ key: 'k'.repeat(43) })
      .expect(404);
  });

  it.each([
    ['a missing key', {}],
    ['a short key', { key: 'abc' }],
    ['an object as key', { key: { $ne: null } }],
    ['an unknown field', { key: 'k'.repeat(43), email: 'x@example.com' }],
  ])('answers 400 for %s', async (_label, body) => {
    const res = await api.http.post('/api/auth/verify-email').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
  });

  it('stores only the hash of the key', async () => {
    const user = await createUser(api);
    const key = await linkParam(api, user.email, 'verify-email', 'key');
    expect(await EmailKey.countDocuments({ keyHash: key })).toBe(0);
    expect(await EmailKey.countDocuments({ email: user.email, purpose: 'verify-email' })).toBe(1);
  });
});

describe('POST /api/auth/verify-email/request', () => {
  it('mails a new link and retires the previous one', async () => {
    const user = await createUser(api);
    const first = await linkParam(api, user.email, 'verify-email', 'key');
    const session = await signIn(api, user);
    const res = await session.post('/api/auth/verify-email/request').expect(200);
    expect(res.body).toEqual({ data: { verified: false, sent: true } });
    const second = await linkParam(api, user.email, 'verify-email', 'key');
    expect(second).not.toBe(first);
    await api.http.post('/api/auth/verify-email').send({ key: first }).expect(404);
    await api.http.post('/api/auth/verify-email').send({ key: second }).expect(200);
  });

  it('sends nothing once the address is verified', async () => {
    const user = await createUser(api);
    await User.updateOne({ _id: user.id }, { $set: { emailVerifiedAt: new Date() } });
    const session = await signIn(api, user);
    const res = await session.post('/api/auth/verify-email/request').expect(200);
    expect(res.body).toEqual({ data: { verified: true, sent: false } });
  });

  it('answers 401 when signed out, 403 without the CSRF header and 400 with a body', async () => {
    await api.http.post('/api/auth/verify-email/request').expect(401);
    const session = await signIn(api, await createUser(api));
    await session.agent.post('/api/auth/verify-email/request').expect(403);
    await session.post('/api/auth/verify-email/request').send({ email: 'x@example.com' }).expect(400);
  });
});

describe('POST /api/auth/forgot-password', () => {
  it('mails a reset link to PUBLIC_URL/reset-password for a known address', async () => {
    const user = await createUser(api);
    const res = await api.http
      .post('/api/auth/forgot-password')
      .send({ email: user.email.toUpperCase() })
      .expect(200);
    expect(res.body).toEqual({ data: { sent: true } });
    const mail = await lastMail(api, user.email, 'reset-password');
    expect(mail?.link).toMatch(/^http:\/\/app\.test\/reset-password\?key=[A-Za-z0-9_-]{43}$/);
  });

  it('answers exactly the same for an unknown address and mails nobody', async () => {
    const email = uniqueEmail('ghost');
    const res = await api.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    expect(res.body).toEqual({ data: { sent: true } });
    expect(await lastMail(api, email)).toBeNull();
    expect(await EmailKey.countDocuments({ email })).toBe(0);
  });

  it.each([
    ['a missing email', {}],
    ['an invalid email', { email: 'nope' }],
    ['an array as email', { email: ['a@example.com'] }],
  ])('answers 400 for %s', async (_label, body) => {
    await api.http.post('/api/auth/forgot-password').send(body).expect(400);
  });

  it('answers 429 after RATE_LIMIT_AUTH_PER_IP requests', async () => {
    const limited = api.variant({ RATE_LIMIT_AUTH_PER_IP: '2' });
    const email = uniqueEmail();
    await limited.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    await limited.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    const res = await limited.http.post('/api/auth/forgot-password').send({ email });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RateLimitError');
  });
});

describe('POST /api/auth/reset-password', () => {
  const newPassword = 'Brand-new-password-7';

  async function resetKey(email: string) {
    await api.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    return linkParam(api, email, 'reset-password', 'key');
  }

  it('sets the new password, verifies the address and signs the account out everywhere', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const token = await bearerToken(api, user);
    const key = await resetKey(user.email);
    const res = await api.http
      .post('/api/auth/reset-password')
      .send({ key, password: newPassword })
      .expect(200);
    expect(res.body).toEqual({ data: { reset: true } });
    await session.get('/api/auth/session').expect(401);
    await api.http.get('/api/auth/session').set('Authorization', `Bearer ${token}`).expect(401);
    expect(await Session.countDocuments({ userId: user.id })).toBe(0);
    await api.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    await api.http.post('/api/auth/login').send({ email: user.email, password: newPassword }).expect(200);
    expect((await User.findById(user.id).lean())!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('uses a key once', async () => {
    const user = await createUser(api);
    const key = await resetKey(user.email);
    await api.http.post('/api/auth/reset-password').send({ key, password: newPassword }).expect(200);
    const again = await api.http
      .post('/api/auth/reset-password')
      .send({ key, password: 'Another-password-8' });
    expect(again.status).toBe(404);
    await api.http.post('/api/auth/login').send({ email: user.email, password: newPassword }).expect(200);
  });

  it('lets only one of two parallel uses of a key win', async () => {
    const user = await createUser(api);
    const key = await resetKey(user.email);
    const results = await Promise.all(
      ['Parallel-one-111', 'Parallel-two-222'].map((password) =>
        api.http.post('/api/auth/reset-password').send({ key, password }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it('answers 410 EmailKeyExpired for an expired key and keeps the old password', async () => {
    const user = await createUser(api);
    const key = await resetKey(user.email);
    await expireKeys(user.email);
    const res = await api.http.post('/api/auth/reset-password').send({ key, password: newPassword });
    expect(res.status).toBe(410);
    expect(res.body.code).toBe('EmailKeyExpired');
    await api.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  });

  it('answers 400 for a password against the policy and leaves the key usable', async () => {
    const user = await createUser(api);
    const key = await resetKey(user.email);
    const weak = await api.http.post('/api/auth/reset-password').send({ key, password: user.email });
    expect(weak.status).toBe(400);
    expect(weak.body.data.issues[0].path).toBe('password');
    await api.http.post('/api/auth/reset-password').send({ key, password: newPassword }).expect(200);
  });

  it('retires a reset link once the password is changed while signed in', async () => {
    const user = await createUser(api);
    const key = await resetKey(user.email);
    const session = await signIn(api, user);
    await session
      .post('/api/auth/change-password')
      .send({ password: newPassword, currentPassword: user.password })
      .expect(200);
    await api.http.post('/api/auth/reset-password').send({ key, password: 'Yet-another-pass-9' }).expect(404);
  });

  it.each([
    ['a missing key', { password: newPassword }],
    ['a missing password', { key: 'k'.repeat(43) }],
    ['an object as key', { key: { $gt: '' }, password: newPassword }],
  ])('answers 400 for %s', async (_label, body) => {
    await api.http.post('/api/auth/reset-password').send(body).expect(400);
  });
});
