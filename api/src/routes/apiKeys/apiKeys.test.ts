import { postEvent, subscriptionObject } from '../../../test/billing';
import {
  bearer,
  createIdentities,
  createUser,
  ensurePlanWith,
  type Identities,
  signIn,
} from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { ApiKey } from '../../models/ApiKey';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
  await ensurePlanWith(api, who.other, 'apiAccess');
});
afterAll(() => api.close());

describe('POST /api/api-key', () => {
  it('returns the key once, stores only its SHA-256 and a prefix', async () => {
    const res = await who.as.other.post('/api/api-key').send({ name: 'Zapier' }).expect(201);
    const { key, id, name, prefix, lastUsedAt, createdAt } = res.body.data;
    expect(key).toMatch(/^ink_[A-Za-z0-9_-]{43}$/);
    expect({ name, prefix, lastUsedAt }).toEqual({
      name: 'Zapier',
      prefix: key.slice(0, 12),
      lastUsedAt: null,
    });
    expect(createdAt).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
    const stored = await ApiKey.findById(id).lean();
    expect(JSON.stringify(stored)).not.toContain(key);
    const list = await who.as.other.get('/api/api-key').expect(200);
    expect(JSON.stringify(list.body)).not.toContain(key);
  });

  it.each([
    ['a missing name', {}],
    ['an empty name', { name: '   ' }],
    ['a name of 101 characters', { name: 'x'.repeat(101) }],
    ['an object as name', { name: { $gt: '' } }],
    ['an unknown field', { name: 'k', scopes: ['all'] }],
  ])('answers 400 for %s and creates no key', async (_label, body) => {
    const before = await ApiKey.countDocuments();
    const res = await who.as.owner.post('/api/api-key').send(body);
    expect(res.status).toBe(400);
    expect(await ApiKey.countDocuments()).toBe(before);
  });

  it('answers 400 beyond 25 keys', async () => {
    const { member } = who;
    await ApiKey.insertMany(
      Array.from({ length: 25 }, (_, i) => ({
        userId: member.id,
        teamId: member.teamId,
        name: `k${i}`,
        prefix: 'ink_xxxxxxxx',
        keyHash: `hash-${i}-${member.id}`,
      })),
    );
    const res = await who.as.member.post('/api/api-key').send({ name: 'one too many' });
    expect(res.status).toBe(400);
    await ApiKey.deleteMany({ userId: member.id });
  });
});

describe('GET /api/api-key', () => {
  it('lists only the signed-in user’s keys, newest first, without secrets', async () => {
    const a = await who.as.other.post('/api/api-key').send({ name: 'first' }).expect(201);
    const b = await who.as.other.post('/api/api-key').send({ name: 'second' }).expect(201);
    const res = await who.as.other.get('/api/api-key').expect(200);
    const ids = res.body.data.map((k: { id: string }) => k.id);
    expect(ids.indexOf(b.body.data.id)).toBeLessThan(ids.indexOf(a.body.data.id));
    for (const k of res.body.data)
      expect(Object.keys(k).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name', 'prefix']);
    const ownerList = await who.as.owner.get('/api/api-key').expect(200);
    expect(ownerList.body.data.map((k: { id: string }) => k.id)).not.toContain(a.body.data.id);
  });
});

describe('DELETE /api/api-key/:id', () => {
  it('deletes the key, which then stops working', async () => {
    const created = await who.as.other.post('/api/api-key').send({ name: 'temp' }).expect(201);
    const client = bearer(api, created.body.data.key);
    await client.get('/api/public/me').expect(200);
    await who.as.other.delete(`/api/api-key/${created.body.data.id}`).expect(200);
    await client.get('/api/public/me').expect(401);
  });

  it('answers 400 for an id that is not an id and 404 for an unknown one', async () => {
    await who.as.owner.delete('/api/api-key/nope').expect(400);
    await who.as.owner.delete('/api/api-key/0123456789abcdef01234567').expect(404);
  });

  describe('authorization', () => {
    it.each([
      ['another user', 'other', 404],
      ['a team member', 'member', 404],
      ['an anonymous visitor', 'anonymous', 401],
      ['an API key', 'apiKey', 401],
    ] as const)("answers %s %i on the owner's key, which keeps working", async (_label, as, status) => {
      const created = await who.as.owner.post('/api/api-key').send({ name: 'keep me' }).expect(201);
      const res = await who.as[as].delete(`/api/api-key/${created.body.data.id}`);
      expect(res.status).toBe(status);
      await bearer(api, created.body.data.key).get('/api/public/me').expect(200);
    });

    it.each([
      ['anonymous', 401],
      ['apiKey', 401],
    ] as const)('answers %s %i on create and list', async (as, status) => {
      const before = await ApiKey.countDocuments();
      expect((await who.as[as].post('/api/api-key').send({ name: 'x' })).status).toBe(status);
      expect((await who.as[as].get('/api/api-key')).status).toBe(status);
      expect(await ApiKey.countDocuments()).toBe(before);
    });
  });
});

describe('GET /api/public/me (API keys on the public API)', () => {
  it('answers the key owner’s id and records the key’s last use', async () => {
    const created = await who.as.owner.post('/api/api-key').send({ name: 'usage' }).expect(201);
    const res = await bearer(api, created.body.data.key).get('/api/public/me').expect(200);
    expect(res.body).toEqual({ data: { id: who.owner.id, teamId: who.owner.teamId, via: 'apiKey' } });
    const listed = (await who.as.owner.get('/api/api-key').expect(200)).body.data.find(
      (k: { id: string }) => k.id === created.body.data.id,
    );
    expect(new Date(listed.lastUsedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts a signed-in session too (the browser calls the public API)', async () => {
    const res = await who.as.member.get('/api/public/me').expect(200);
    expect(res.body.data).toEqual({ id: who.member.id, teamId: who.owner.teamId, via: 'cookie' });
  });

  it('answers 401 to an unknown key and to an anonymous visitor', async () => {
    await bearer(api, `ink_${'a'.repeat(43)}`)
      .get('/api/public/me')
      .expect(401);
    await bearer(api, 'ink_short').get('/api/public/me').expect(401);
    await who.as.anonymous.get('/api/public/me').expect(401);
  });

  it('does not accept an API key outside /api/public/*', async () => {
    const res = await who.as.apiKey.get('/api/folders');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('API keys are accepted only on /api/public/*. Sign in to use this route.');
  });
});

describe('API access follows the plan', () => {
  it('refuses a key to a plan without API access, and says how to get it', async () => {
    const free = await signIn(api, await createUser(api));
    const res = await free.post('/api/api-key').send({ name: 'Zapier' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'Forbidden',
      message: 'API access is not part of your plan. Upgrade to use it.',
      data: { reason: 'plan-required', capability: 'apiAccess' },
    });
    expect(await ApiKey.countDocuments({ userId: free.user.id })).toBe(0);
  });

  it('turns the keys off when the plan ends, and on again with a plan that has it', async () => {
    const owner = await createUser(api);
    const now = Date.now();
    const sub = subscriptionObject({
      priceId: 'price_advanced_1_monthly',
      teamId: owner.teamId,
      periodStart: new Date(now - 60_000),
      periodEnd: new Date(now + 30 * 86_400_000),
    });
    await postEvent(api, { type: 'customer.subscription.created', object: sub }).expect(200);
    const session = await signIn(api, owner);
    const { key } = (await session.post('/api/api-key').send({ name: 'CI' }).expect(201)).body.data;
    const client = bearer(api, key);
    await client.get('/api/public/me').expect(200);

    await postEvent(api, {
      type: 'customer.subscription.deleted',
      object: { ...sub, status: 'canceled' },
    }).expect(200);
    const refused = await client.get('/api/public/me');
    expect(refused.status).toBe(403);
    expect(refused.body.data).toEqual({ reason: 'plan-required', capability: 'apiAccess' });

    await ensurePlanWith(api, owner, 'apiAccess');
    await client.get('/api/public/me').expect(200);
  });
});
