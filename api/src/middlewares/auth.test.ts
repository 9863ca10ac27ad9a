import { hash } from 'node:crypto';
import type { Context } from 'koa';
import { asUser, bearer, bearerToken, createApiKey, createUser, signIn } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { Remote } from '../models/Remote';
import { Session } from '../models/Session';
import { randomToken, sha256 } from '../services/crypto';
import { SessionCache } from '../services/sessionCache';
import { authenticate } from './auth';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
afterEach(() => Remote.deleteMany({}));

describe('requireInternal (internal endpoints: the remote registry)', () => {
  it('lets an internal user named by INTERNAL_USER_EMAILS change the registry', async () => {
    const admin = await createUser(api);
    const internal = api.variant({ INTERNAL_USER_EMAILS: admin.email });
    const session = await signIn(internal, admin);
    const res = await session.put('/api/remotes/mfe_tools').send({ flags: { enabled: false } });
    expect(res.status).toBe(200);
    expect(res.body.data.flags.enabled).toBe(false);
  });

  it('answers 403 to a signed-in user who is not internal, 401 to anonymous and to an API key', async () => {
    const user = await createUser(api);
    const client = await asUser(api, user);
    const res = await client.put('/api/remotes/mfe_tools').send({ flags: { enabled: false } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('Forbidden');
    await api.http
      .put('/api/remotes/mfe_tools')
      .send({ flags: { enabled: false } })
      .expect(401);
    const key = bearer(api, await createApiKey(api, user));
    await key
      .put('/api/remotes/mfe_tools')
      .send({ flags: { enabled: false } })
      .expect(401);
    expect(await Remote.countDocuments()).toBe(0);
  });
});

describe('the session cache lookup of authenticate', () => {
  it('keys by the digest services/crypto’s sha256 gives, with which resolveSession fills the cache', () => {
    for (const token of [randomToken(), randomToken(), 'a'.repeat(43), 'ünïcödé']) {
      expect(hash('sha256', token, 'hex')).toBe(sha256(token));
    }
  });
});

describe('refresh-ahead of the session cache', () => {
  /** authenticate on a bare context with a bearer token; the user it found, or null. */
  async function authenticated(cache: SessionCache, token: string): Promise<string | null> {
    const ctx = {
      services: { ...api.services, sessionCache: cache },
      req: { headers: { authorization: `Bearer ${token}` } },
      path: '/api/auth/session',
      state: {},
      cookies: { get: () => undefined },
    } as unknown as Context;
    await authenticate(ctx, async () => undefined);
    return (ctx.state.user as { id: string } | undefined)?.id ?? null;
  }

  it('answers from the cache past half its time, reads the session again behind the request, and forgets one that is gone', async () => {
    const user = await createUser(api);
    const token = await bearerToken(api, user);
    const digest = sha256(token);
    let now = Date.now();
    const cache = new SessionCache(1_000, 100, () => now);
    const loads = jest.spyOn(cache, 'load');

    expect(await authenticated(cache, token)).toBe(user.id);
    expect(loads).toHaveBeenCalledTimes(1);
    await loads.mock.results[0]?.value;
    // Fresh: answered from the cache, nothing read.
    now += 400;
    expect(await authenticated(cache, token)).toBe(user.id);
    expect(loads).toHaveBeenCalledTimes(1);

    // Past half its time: still answered from the cache at once, and read again behind it.
    await Session.deleteOne({ tokenHash: digest });
    now += 200;
    expect(await authenticated(cache, token)).toBe(user.id);
    expect(loads).toHaveBeenCalledTimes(2);
    await loads.mock.results[1]?.value;
    // The read found the session gone (signed out in another process): forgotten before its ttl.
    expect(cache.get(digest)).toBeUndefined();
    expect(await authenticated(cache, token)).toBeNull();
  });

  it('renews a live session before it expires from the cache, so the next request needs no read', async () => {
    const user = await createUser(api);
    const token = await bearerToken(api, user);
    let now = Date.now();
    const cache = new SessionCache(1_000, 100, () => now);
    const loads = jest.spyOn(cache, 'load');
    expect(await authenticated(cache, token)).toBe(user.id);
    await loads.mock.results[0]?.value;
    now += 600;
    expect(await authenticated(cache, token)).toBe(user.id);
    await loads.mock.results[1]?.value;
    // 1.1 s after the first read, beyond the first entry's ttl: the refreshed one answers.
    now += 500;
    expect(cache.get(sha256(token))?.user.id).toBe(user.id);
    expect(await authenticated(cache, token)).toBe(user.id);
    expect(loads).toHaveBeenCalledTimes(2);
  });
});
