import { hash } from 'node:crypto';
import { asUser, bearer, createApiKey, createUser, signIn } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { Remote } from '../models/Remote';
import { randomToken, sha256 } from '../services/crypto';

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
