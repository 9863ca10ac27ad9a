import {
  anonymous,
  bearerToken,
  cookieValue,
  createUser,
  DEFAULT_PASSWORD,
  lastMail,
  signIn,
  uniqueEmail,
} from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Session } from '../../models/Session';
import { User } from '../../models/User';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL: 'http://app.test' });
});
afterAll(() => api.close());

const sessionShape = (id: string, email: string, name = '') => ({
  user: { id, email, name, user_metadata: { createdFromShopify: false }, features: { gpt4: false } },
  isInternal: false,
});

describe('POST /api/auth/register', () => {
  it('creates an Owner with a team of its own, signs in with an HttpOnly Lax cookie and returns the session', async () => {
    const email = uniqueEmail('new');
    const res = await api.http
      .post('/api/auth/register')
      .send({ email, password: DEFAULT_PASSWORD, name: 'Ada' });
    expect(res.status).toBe(201);
    const user = await User.findOne({ email }).lean();
    expect(user).toMatchObject({ role: 'Owner', name: 'Ada' });
    expect(String(user!.teamId)).toBe(String(user!.homeTeamId));
    expect(res.body).toEqual({ data: sessionShape(String(user!._id), email, 'Ada') });

    const cookies = res.headers['set-cookie'] as unknown as string[];
    const session = cookies.find((c) => c.startsWith('inkpress_session='))!;
    expect(session).toMatch(/httponly/i);
    expect(session).toMatch(/samesite=lax/i);
    expect(session).not.toMatch(/secure/i);
    const csrf = cookies.find((c) => c.startsWith('inkpress_csrf='))!;
    expect(csrf).not.toMatch(/httponly/i);
    expect(cookieValue(cookies, 'inkpress_csrf')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores an argon2id hash, never the password, and only the hash of the session token', async () => {
    const email = uniqueEmail();
    const res = await api.http
      .post('/api/auth/register')
      .send({ email, password: DEFAULT_PASSWORD })
      .expect(201);
    const user = await User.findOne({ email }).lean();
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(user)).not.toContain(DEFAULT_PASSWORD);
    const token = cookieValue(res.headers['set-cookie'], 'inkpress_session')!;
    expect(await Session.countDocuments({ tokenHash: token })).toBe(0);
    expect(await Session.countDocuments({ userId: user!._id })).toBe(1);
  });

  it('mails a verification link to PUBLIC_URL/verify-email', async () => {
    const email = uniqueEmail();
    await api.http.post('/api/auth/register').send({ email, password: DEFAULT_PASSWORD }).expect(201);
    const mail = await lastMail(api, email, 'verify-email');
    expect(mail?.link).toMatch(/^http:\/\/app\.test\/verify-email\?key=[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain(mail!.link);
  });

  it('returns a bearer token instead of cookies when tokenType is bearer', async () => {
    const email = uniqueEmail();
    const res = await api.http
      .post('/api/auth/register')
      .send({ email, password: DEFAULT_PASSWORD, tokenType: 'bearer' })
      .expect(201);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await api.http
      .get('/api/auth/session')
      .set('Authorization', `Bearer ${res.body.data.token}`);
    expect(session.status).toBe(200);
    expect(session.body.data.user.email).toBe(email);
  });

  it('lowercases and trims the email, and refuses the same address twice with 409 Conflict', async () => {
    const email = uniqueEmail();
    await api.http
      .post('/api/auth/register')
      .send({ email: `  ${email.toUpperCase()} `, password: DEFAULT_PASSWORD })
      .expect(201);
    const again = await api.http.post('/api/auth/register').send({ email, password: DEFAULT_PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('Conflict');
    expect(await User.countDocuments({ email })).toBe(1);
  });

  it.each([
    ['no @', { email: 'not-an-email', password: DEFAULT_PASSWORD }, 'email'],
    ['no local part', { email: '@example.com', password: DEFAULT_PASSWORD }, 'email'],
    ['no domain', { email: 'ada@', password: DEFAULT_PASSWORD }, 'email'],
    ['an object as email', { email: { $gt: '' }, password: DEFAULT_PASSWORD }, 'email'],
    ['a missing password', { email: 'ada@example.com' }, 'password'],
    ['a password under 10 characters', { email: 'ada@example.com', password: 'Short-1' }, 'password'],
    [
      'a password of one character class',
      { email: 'ada@example.com', password: 'alllowercaseletters' },
      'password',
    ],
    [
      'the email as password',
      { email: 'ada.lovelace@example.com', password: 'ada.lovelace@example.com' },
      'password',
    ],
    [
      'the local part as password',
      { email: 'Lovelace1815@example.com', password: 'lovelace1815' },
      'password',
    ],
    ['an unknown field', { email: 'ada@example.com', password: DEFAULT_PASSWORD, role: 'Owner' }, ''],
    [
      'a name too long',
      { email: 'ada@example.com', password: DEFAULT_PASSWORD, name: 'x'.repeat(101) },
      'name',
    ],
  ])('answers 400 for %s and creates nothing', async (_label, body, path) => {
    const before = await User.countDocuments();
    const res = await api.http.post('/api/auth/register').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(res.body.data.issues[0].path).toBe(path);
    expect(await User.countDocuments()).toBe(before);
  });

  describe('TooManyAccountsCreatedError', () => {
    it('refuses the account after ACCOUNTS_PER_IP_PER_DAY from one client, while another client can still register', async () => {
      const limited = api.variant({ ACCOUNTS_PER_IP_PER_DAY: '2', TRUSTED_PROXIES: '127.0.0.1' });
      const from = (ip: string) =>
        limited.http.post('/api/auth/register').set('X-Forwarded-For', ip).set('X-Forwarded-Proto', 'https');
      for (let i = 0; i < 2; i++) {
        await from('203.0.113.7').send({ email: uniqueEmail(), password: DEFAULT_PASSWORD }).expect(201);
      }
      const third = await from('203.0.113.7').send({ email: uniqueEmail(), password: DEFAULT_PASSWORD });
      expect(third.status).toBe(429);
      expect(third.body.code).toBe('TooManyAccountsCreatedError');
      await from('203.0.113.8').send({ email: uniqueEmail(), password: DEFAULT_PASSWORD }).expect(201);
    });

    it('holds the limit when sign-ups from one client race', async () => {
      const limited = api.variant({ ACCOUNTS_PER_IP_PER_DAY: '3', TRUSTED_PROXIES: '127.0.0.1' });
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          limited.http
            .post('/api/auth/register')
            .set('X-Forwarded-For', '203.0.113.50')
            .set('X-Forwarded-Proto', 'https')
            .send({ email: uniqueEmail('race'), password: DEFAULT_PASSWORD }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    });

    it('does not spend a slot on a refused duplicate email', async () => {
      const limited = api.variant({ ACCOUNTS_PER_IP_PER_DAY: '1', TRUSTED_PROXIES: '127.0.0.1' });
      const existing = await createUser(api);
      const from = () =>
        limited.http
          .post('/api/auth/register')
          .set('X-Forwarded-For', '203.0.113.60')
          .set('X-Forwarded-Proto', 'https');
      await from().send({ email: existing.email, password: DEFAULT_PASSWORD }).expect(409);
      await from().send({ email: uniqueEmail(), password: DEFAULT_PASSWORD }).expect(201);
    });
  });

  it('marks the cookies Secure in production', async () => {
    const prod = api.variant({ NODE_ENV: 'production' });
    const res = await prod.http
      .post('/api/auth/register')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: uniqueEmail(), password: DEFAULT_PASSWORD })
      .expect(201);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(
      cookies.filter((c) => /^inkpress_(session|csrf)=/.test(c)).every((c) => /;\s*secure/i.test(c)),
    ).toBe(true);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password (any letter case in the email) and sets the cookies', async () => {
    const user = await createUser(api);
    const res = await api.http
      .post('/api/auth/login')
      .send({ email: user.email.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: sessionShape(user.id, user.email) });
    expect(cookieValue(res.headers['set-cookie'], 'inkpress_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const user = await createUser(api);
    const wrong = await api.http
      .post('/api/auth/login')
      .send({ email: user.email, password: 'Wrong-password-1' });
    const unknown = await api.http
      .post('/api/auth/login')
      .send({ email: uniqueEmail('nobody'), password: 'Wrong-password-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({
      code: 'AuthenticationRequired',
      message: 'Incorrect email or password.',
    });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['a missing email', { password: 'x' }, 'email'],
    ['an object as password', { email: 'ada@example.com', password: { $ne: null } }, 'password'],
    ['an empty password', { email: 'ada@example.com', password: '' }, 'password'],
    ['an unknown tokenType', { email: 'ada@example.com', password: 'x', tokenType: 'jwt' }, 'tokenType'],
  ])('answers 400 for %s', async (_label, body, path) => {
    const res = await api.http.post('/api/auth/login').send(body);
    expect(res.status).toBe(400);
    expect(res.body.data.issues[0].path).toBe(path);
  });

  it('answers 429 RateLimitError with Retry-After after RATE_LIMIT_AUTH_PER_IP attempts', async () => {
    const limited = api.variant({ RATE_LIMIT_AUTH_PER_IP: '3' });
    const user = await createUser(api);
    for (let i = 0; i < 3; i++) {
      await limited.http
        .post('/api/auth/login')
        .send({ email: user.email, password: 'Wrong-password-1' })
        .expect(401);
    }
    const res = await limited.http
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RateLimitError');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /api/auth/session', () => {
  it('answers 401 when signed out', async () => {
    const res = await api.http.get('/api/auth/session');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('AuthenticationRequired');
  });

  it('returns the session of the cookie, not cacheable', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const res = await session.get('/api/auth/session').expect(200);
    expect(res.body).toEqual({ data: sessionShape(user.id, user.email) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reports createdFromShopify and the gpt4 feature from the user', async () => {
    const user = await createUser(api);
    await User.updateOne({ _id: user.id }, { $set: { createdFromShopify: true, 'features.gpt4': true } });
    const token = await bearerToken(api, user);
    const res = await api.http.get('/api/auth/session').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.body.data.user.user_metadata).toEqual({ createdFromShopify: true });
    expect(res.body.data.user.features).toEqual({ gpt4: true });
  });

  it('marks users of INTERNAL_USER_EMAILS and INTERNAL_USER_IDS as internal', async () => {
    const byEmail = await createUser(api);
    const byId = await createUser(api);
    const internal = api.variant({
      INTERNAL_USER_EMAILS: byEmail.email.toUpperCase(),
      INTERNAL_USER_IDS: byId.id,
    });
    for (const user of [byEmail, byId]) {
      const token = await bearerToken(api, user);
      const res = await internal.http
        .get('/api/auth/session')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(res.body.data.isInternal).toBe(true);
    }
    const other = await createUser(api);
    const res = await internal.http
      .get('/api/auth/session')
      .set('Authorization', `Bearer ${await bearerToken(api, other)}`)
      .expect(200);
    expect(res.body.data.isInternal).toBe(false);
  });

  it('answers 401 for an expired session and deletes it', async () => {
    const user = await createUser(api);
    const token = await bearerToken(api, user);
    await Session.updateMany({ userId: user.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await api.http.get('/api/auth/session').set('Authorization', `Bearer ${token}`).expect(401);
    expect(await Session.countDocuments({ userId: user.id })).toBe(0);
  });

  it.each([
    ['a forged operator cookie', { Cookie: 'inkpress_session={"$gt":""}' }],
    ['an unknown cookie', { Cookie: `inkpress_session=${'a'.repeat(43)}` }],
    ['an unknown bearer token', { Authorization: `Bearer ${'b'.repeat(43)}` }],
    ['a malformed Authorization header', { Authorization: 'Bearer' }],
  ])('answers 401 for %s', async (_label, headers) => {
    await api.http.get('/api/auth/session').set(headers).expect(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session in the database and clears both cookies', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const res = await session.post('/api/auth/logout').expect(200);
    expect(res.body).toEqual({ data: { signedOut: true } });
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies.some((c) => /^inkpress_session=;/.test(c))).toBe(true);
    expect(cookies.some((c) => /^inkpress_csrf=;/.test(c))).toBe(true);
    expect(await Session.countDocuments({ userId: user.id })).toBe(0);
    await session.get('/api/auth/session').expect(401);
  });

  it('keeps the session when the CSRF header is missing (403)', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const res = await session.agent.post('/api/auth/logout');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('Forbidden');
    await session.get('/api/auth/session').expect(200);
  });

  it('revokes a bearer session without a CSRF header', async () => {
    const user = await createUser(api);
    const token = await bearerToken(api, user);
    await api.http.post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(200);
    await api.http.get('/api/auth/session').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('answers 200 when already signed out', async () => {
    await anonymous(api).post('/api/auth/logout').expect(200);
  });
});

describe('POST /api/auth/change-password', () => {
  const newPassword = 'a-New-password-2024';

  it('changes the password, keeps this session and signs out every other one', async () => {
    const user = await createUser(api);
    const here = await signIn(api, user);
    const elsewhere = await signIn(api, user);
    const token = await bearerToken(api, user);
    await here
      .post('/api/auth/change-password')
      .send({ password: newPassword, currentPassword: user.password })
      .expect(200);
    await here.get('/api/auth/session').expect(200);
    await elsewhere.get('/api/auth/session').expect(401);
    await api.http.get('/api/auth/session').set('Authorization', `Bearer ${token}`).expect(401);
    await api.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    await api.http.post('/api/auth/login').send({ email: user.email, password: newPassword }).expect(200);
    expect((await lastMail(api, user.email, 'password-changed'))?.subject).toMatch(/password was changed/);
  });

  it('answers 400 on currentPassword when it is wrong, and keeps the old password', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const res = await session
      .post('/api/auth/change-password')
      .send({ password: newPassword, currentPassword: 'nope-Nope-1' });
    expect(res.status).toBe(400);
    expect(res.body.data.issues[0].path).toBe('currentPassword');
    await api.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  });

  it.each([
    ['a weak new password', { password: 'weakweakweak' }, 'password'],
    ['the email as new password', { password: 'EMAIL' }, 'password'],
    ['the same password again', { password: DEFAULT_PASSWORD }, 'password'],
    ['a missing current password', { password: newPassword, currentPassword: undefined }, 'currentPassword'],
  ])('answers 400 for %s', async (_label, body, path) => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const send = {
      currentPassword: user.password,
      ...body,
      password: body.password === 'EMAIL' ? user.email : body.password,
    };
    const res = await session.post('/api/auth/change-password').send(send);
    expect(res.status).toBe(400);
    expect(res.body.data.issues[0].path).toBe(path);
  });

  it('answers 401 when signed out and 403 without the CSRF header', async () => {
    await api.http
      .post('/api/auth/change-password')
      .send({ password: newPassword, currentPassword: 'x' })
      .expect(401);
    const user = await createUser(api);
    const session = await signIn(api, user);
    await session.agent
      .post('/api/auth/change-password')
      .send({ password: newPassword, currentPassword: user.password })
      .expect(403);
  });
});
