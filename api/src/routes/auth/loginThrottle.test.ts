import { createUser, lastMail, uniqueEmail } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { LoginFailure } from '../../models/LoginFailure';
import { loginDelayMs } from '../../services/loginThrottle';

let api: TestApi;
let limited: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  // Behind the shell's pass-through, so each attempt can come from its own address.
  limited = api.variant({
    LOGIN_FAILURES_BEFORE_DELAY: '5',
    LOGIN_FAILURE_WINDOW_SECONDS: '900',
    LOGIN_DELAY_MAX_SECONDS: '900',
    TRUSTED_PROXIES: '127.0.0.1,::1',
  });
});
afterAll(() => api.close());

const addresses = ['198.51.100.21', '203.0.113.7', '192.0.2.55'];
const login = (email: string, password: string, i = 0) =>
  limited.http
    .post('/api/auth/login')
    .set('X-Forwarded-For', addresses[i % addresses.length]!)
    .send({ email, password });

/** Moves every recorded failure of `email` `ms` into the past: the delay has run out. */
async function age(email: string, ms: number) {
  for (const f of await LoginFailure.find({ email }).lean())
    await LoginFailure.updateOne({ _id: f._id }, { $set: { at: new Date(f.at.getTime() - ms) } });
}

describe('the per-account login limit', () => {
  it('doubles the wait from the 5th wrong password, capped', () => {
    expect([4, 5, 6, 7, 8].map((n) => loginDelayMs(n, 5, 900_000))).toEqual([0, 1000, 2000, 4000, 8000]);
    expect(loginDelayMs(40, 5, 900_000)).toBe(900_000);
    expect(loginDelayMs(40, 0, 900_000)).toBe(0);
  });

  it('slows guessing from many addresses at one account, then lets the owner in and starts again', async () => {
    const user = await createUser(api);
    const statuses: number[] = [];
    let refused: { headers: Record<string, string>; body: { code: string; data: unknown } } | undefined;
    for (let i = 0; i < 30; i++) {
      const res = await login(user.email, `wrong-Guess-${i}-x`, i);
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    // Five guesses are checked; every later one is refused before the password is looked at.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect(refused!.body).toMatchObject({ code: 'RateLimitError', data: { reason: 'login-delay' } });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await LoginFailure.countDocuments({ email: user.email })).toBe(5);

    // Even the right password waits out the delay…
    await login(user.email, user.password).expect(429);
    // …and gets in once it has run out; the count starts again.
    await age(user.email, 2000);
    await login(user.email, user.password).expect(200);
    expect(await LoginFailure.countDocuments({ email: user.email })).toBe(0);
    await login(user.email, 'wrong-Guess-again-x').expect(401);
  });

  it('waits twice as long after each further wrong password', async () => {
    const user = await createUser(api);
    for (let i = 0; i < 5; i++) await login(user.email, `wrong-Guess-${i}-x`, i).expect(401);
    await age(user.email, 1500);
    await login(user.email, 'wrong-Guess-6-x').expect(401);
    const res = await login(user.email, 'wrong-Guess-7-x');
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBe(2);
  });

  it('mails the owner once per window, naming how many addresses tried', async () => {
    const user = await createUser(api);
    for (let i = 0; i < 5; i++) await login(user.email, `wrong-Guess-${i}-x`, i).expect(401);
    const mail = await lastMail(api, user.email, 'login-failures');
    expect(mail).not.toBeNull();
    expect(mail!.text).toContain('5 failed sign-in attempts');
    expect(mail!.text).toContain('3 different addresses');
    expect(mail!.text).not.toMatch(/wrong-Guess/);
    expect(mail!.link).toMatch(/\/forgot-password$/);
    const first = mail!.sentAt;

    await age(user.email, 2000);
    await login(user.email, 'wrong-Guess-6-x').expect(401);
    const again = await lastMail(api, user.email, 'login-failures');
    expect(again!.sentAt).toBe(first);
  });

  it('answers an unknown email exactly like a known one, and mails nobody', async () => {
    const email = uniqueEmail('nobody');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(email, `wrong-Guess-${i}-x`, i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(await lastMail(api, email, 'login-failures')).toBeNull();
  });

  it('is off with LOGIN_FAILURES_BEFORE_DELAY=0', async () => {
    const user = await createUser(api);
    for (let i = 0; i < 8; i++)
      await api.http
        .post('/api/auth/login')
        .send({ email: user.email, password: `wrong-Guess-${i}-x` })
        .expect(401);
    await api.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    expect(await LoginFailure.countDocuments({ email: user.email })).toBe(0);
  });
});
