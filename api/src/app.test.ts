import { asUser, createTeamMember, createUser, signIn } from '../test/factories';
import { startTestApi, type TestApi } from '../test/harness';
import { Folder } from './models/Folder';
import { Session } from './models/Session';
import { User } from './models/User';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL: 'http://app.test' });
});
afterAll(() => api.close());
afterEach(() => jest.restoreAllMocks());

describe('body limit', () => {
  it('answers 413 PayloadTooLarge over BODY_LIMIT and stores nothing', async () => {
    const small = api.variant({ BODY_LIMIT: '1kb' });
    const client = await asUser(small, await createUser(api));
    const res = await client.post('/api/folders').send({ name: 'x'.repeat(2000) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PayloadTooLarge');
    expect(await Folder.countDocuments()).toBe(0);
  });
});

describe('errors', () => {
  it('answers an unexpected failure with a generic 500 body: no message, stack or path leaks', async () => {
    const client = await asUser(api, await createUser(api));
    jest.spyOn(Folder, 'find').mockImplementation(() => {
      throw new Error('secret internals in /work/main/api/src/services/folders.ts:42');
    });
    const res = await client.get('/api/folders');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      status: 500,
      code: 'InternalError',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('never lets an operator object reach a query (400 before the database)', async () => {
    const client = await asUser(api, await createUser(api));
    const find = jest.spyOn(Folder, 'findOne');
    const res = await client.patch('/api/folders/0123456789abcdef01234567').send({ title: { $ne: null } });
    expect(res.status).toBe(400);
    expect(find).not.toHaveBeenCalled();
  });
});

describe('CORS', () => {
  it('allows the shell origin with credentials and no other origin', async () => {
    const ok = await api.http.get('/api/status').set('Origin', 'http://app.test');
    expect(ok.headers['access-control-allow-origin']).toBe('http://app.test');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const evil = await api.http.get('/api/status').set('Origin', 'https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the shell send the CSRF header in a preflight', async () => {
    const res = await api.http
      .options('/api/folders')
      .set('Origin', 'http://app.test')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'x-csrf-token,content-type');
    expect(res.headers['access-control-allow-headers']).toMatch(/X-CSRF-Token/i);
  });
});

describe('session cache', () => {
  it('answers a repeated session read from memory when SESSION_CACHE_TTL_MS is set', async () => {
    const cached = api.variant({ SESSION_CACHE_TTL_MS: '60000' });
    const client = await asUser(cached, await createUser(api));
    await client.get('/api/auth/session').expect(200);
    const reads = jest.spyOn(Session, 'findOne');
    await client.get('/api/auth/session').expect(200);
    await client.get('/api/auth/session').expect(200);
    expect(reads).not.toHaveBeenCalled();
  });

  it('still ends a session at once on logout, password change and team removal in this process', async () => {
    const cached = api.variant({ SESSION_CACHE_TTL_MS: '60000' });
    const owner = await createUser(api);
    const member = await createTeamMember(api, owner);

    const loggedOut = await asUser(cached, owner);
    await loggedOut.get('/api/auth/session').expect(200);
    await loggedOut.post('/api/auth/logout').expect(200);
    await loggedOut.get('/api/auth/session').expect(401);

    const elsewhere = await asUser(cached, owner);
    await elsewhere.get('/api/auth/session').expect(200);
    const here = await asUser(cached, owner);
    await here
      .post('/api/auth/change-password')
      .send({ password: 'Another-password-42', currentPassword: owner.password })
      .expect(200);
    await elsewhere.get('/api/auth/session').expect(401);

    const asMember = await asUser(cached, member);
    expect((await asMember.get('/api/users/me').expect(200)).body.data.role).toBe('Member');
    await here.delete(`/api/team/${owner.teamId}/${member.id}`).expect(200);
    const me = await asMember.get('/api/team').expect(200);
    expect(me.body.data.id).toBe(String(member.doc.homeTeamId));
  });

  it('reflects a gpt4 change in the cached session at once', async () => {
    const cached = api.variant({ SESSION_CACHE_TTL_MS: '60000' });
    const user = await createUser(api);
    // gpt4 needs an active paid plan.
    await User.updateOne(
      { _id: user.id },
      { $set: { 'plan.planKey': 'starter_monthly', 'plan.tier': 'Starter', 'plan.status': 'active' } },
    );
    const session = await signIn(cached, user);
    await session.get('/api/auth/session').expect(200);
    await session
      .patch(`/api/users/${user.id}`)
      .send({ features: { gpt4: true } })
      .expect(200);
    expect((await session.get('/api/auth/session')).body.data.user.features.gpt4).toBe(true);
  });
});
