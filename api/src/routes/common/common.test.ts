import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { TeamSettings } from '../../models/TeamSettings';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());
afterEach(() => TeamSettings.deleteMany({}));

describe('GET /api/common', () => {
  it('starts with no categories', async () => {
    const res = await who.as.owner.get('/api/common').expect(200);
    expect(res.body).toEqual({ data: { categories: [], settings: { categories: [], updatedAt: null } } });
  });
});

describe('PUT /api/common/settings', () => {
  it('saves the categories, trimmed and without duplicates, for the whole team', async () => {
    const res = await who.as.owner
      .put('/api/common/settings')
      .send({ categories: [' SEO ', 'Marketing', 'seo', 'News'] })
      .expect(200);
    // A name repeated in another case is kept once, as first written (shared-core categoriesField).
    expect(res.body.data.categories).toEqual(['SEO', 'Marketing', 'News']);
    expect(res.body.data.settings.updatedAt).toEqual(expect.any(String));
    const forMember = await who.as.member.get('/api/common').expect(200);
    expect(forMember.body.data.categories).toEqual(['SEO', 'Marketing', 'News']);
    const forOther = await who.as.other.get('/api/common').expect(200);
    expect(forOther.body.data.categories).toEqual([]);
  });

  it('replaces the list on every save, and a member may save it too', async () => {
    await who.as.owner
      .put('/api/common/settings')
      .send({ categories: ['A', 'B'] })
      .expect(200);
    await who.as.member
      .put('/api/common/settings')
      .send({ categories: ['C'] })
      .expect(200);
    const res = await who.as.owner.get('/api/common').expect(200);
    expect(res.body.data.categories).toEqual(['C']);
    expect(await TeamSettings.countDocuments()).toBe(1);
  });

  it('keeps one settings document when two first saves race', async () => {
    await Promise.all([
      who.as.other.put('/api/common/settings').send({ categories: ['one'] }),
      who.as.other.put('/api/common/settings').send({ categories: ['two'] }),
    ]);
    expect(await TeamSettings.countDocuments()).toBe(1);
  });

  it.each([
    ['a missing list', {}],
    ['a string instead of a list', { categories: 'SEO' }],
    ['an empty category', { categories: ['  '] }],
    ['an object in the list', { categories: [{ $gt: '' }] }],
    ['a category of 101 characters', { categories: ['x'.repeat(101)] }],
    ['201 categories', { categories: Array.from({ length: 201 }, (_, i) => `c${i}`) }],
    ['an unknown field', { categories: [], styles: [] }],
  ])('answers 400 for %s and stores nothing', async (_label, body) => {
    const res = await who.as.owner.put('/api/common/settings').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(await TeamSettings.countDocuments()).toBe(0);
  });

  describe('authorization', () => {
    it.each([
      ['anonymous', 401],
      ['apiKey', 401],
    ] as const)('answers %s %i on both routes', async (as, status) => {
      expect((await who.as[as].get('/api/common')).status).toBe(status);
      expect((await who.as[as].put('/api/common/settings').send({ categories: ['x'] })).status).toBe(status);
      expect(await TeamSettings.countDocuments()).toBe(0);
    });

    it('answers 403 to a signed-in browser without the CSRF header', async () => {
      await who.as.owner.agent
        .put('/api/common/settings')
        .send({ categories: ['x'] })
        .expect(403);
    });
  });
});
