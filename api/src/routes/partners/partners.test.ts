import { PartnerCreateBody, PartnerUpdateBody, PartnerView } from '@inkpress/shared-core';
import {
  type BrowserSession,
  createIdentities,
  createUser,
  documentCounts,
  type Identities,
  signIn,
} from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { clearQuotas, quotaRuns } from '../../../test/quota';
import { Partner } from '../../models/Partner';
import * as T from './schema';

let api: TestApi;
let who: Identities;
let admin: BrowserSession;
beforeAll(async () => {
  api = await startTestApi({ INTERNAL_USER_EMAILS: 'admin@inkpress.test' });
  who = await createIdentities(api);
  admin = await signIn(api, await createUser(api, { email: 'admin@inkpress.test' }));
});
afterAll(() => api.close());
afterEach(() => clearQuotas(api));

const ACME = {
  name: 'Acme Writers',
  origins: ['https://acme.test', 'http://localhost:8080'],
  dailyQuota: 50,
};

async function createPartner(body: object = ACME): Promise<PartnerView> {
  const res = await admin.post('/api/partners').send(body).expect(201);
  return PartnerView.parse(res.body.data);
}

describe('partners: internal users only', () => {
  it('validates with shared-core’s bodies', () => {
    expect(T.CreatePartnerBody).toBe(PartnerCreateBody);
    expect(T.UpdatePartnerBody).toBe(PartnerUpdateBody);
  });

  it('creates a partner with a public pk_ key, lists, reads, updates and deletes it', async () => {
    const created = await createPartner();
    expect(created).toMatchObject({ ...ACME, runsToday: 0 });
    expect(created.key).toMatch(/^pk_[A-Za-z0-9]{24}$/);

    const list = await admin.get('/api/partners').expect(200);
    expect(list.body.data.map((p: PartnerView) => p.id)).toContain(created.id);
    const read = await admin.get(`/api/partners/${created.id}`).expect(200);
    expect(read.body.data).toEqual(created);

    const updated = await admin
      .patch(`/api/partners/${created.id}`)
      .send({ origins: ['https://acme.test/', 'https://blog.acme.test'], dailyQuota: 5 })
      .expect(200);
    expect(updated.body.data).toMatchObject({
      name: ACME.name,
      key: created.key,
      origins: ['https://acme.test', 'https://blog.acme.test'],
      dailyQuota: 5,
    });

    await admin.delete(`/api/partners/${created.id}`).expect(200);
    await admin.get(`/api/partners/${created.id}`).expect(404);
    await admin.delete(`/api/partners/${created.id}`).expect(404);
  });

  it('gives every partner a key of its own, stored with a unique index', async () => {
    const keys = await Promise.all(Array.from({ length: 5 }, () => createPartner().then((p) => p.key)));
    expect(new Set(keys).size).toBe(5);
    const indexes = await Partner.collection.indexes();
    expect(indexes.find((i) => i.key.key === 1)).toMatchObject({ unique: true });
  });

  it('answers 401 to visitors and API keys, 403 to every other signed-in user, and changes nothing', async () => {
    const partner = await createPartner();
    const before = await documentCounts();
    const calls = [
      (c: typeof admin) => c.post('/api/partners').send(ACME),
      (c: typeof admin) => c.get('/api/partners'),
      (c: typeof admin) => c.get(`/api/partners/${partner.id}`),
      (c: typeof admin) => c.patch(`/api/partners/${partner.id}`).send({ dailyQuota: 1 }),
      (c: typeof admin) => c.delete(`/api/partners/${partner.id}`),
    ];
    const matrix: [string, Identities['as'][keyof Identities['as']], number][] = [
      ['anonymous', who.as.anonymous, 401],
      ['an API key', who.as.apiKey, 401],
      ['a team owner', who.as.owner, 403],
      ['a team member', who.as.member, 403],
      ['another user', who.as.other, 403],
    ];
    for (const [label, client, status] of matrix) {
      for (const call of calls) {
        const res = await call(client as typeof admin);
        expect([label, res.status]).toEqual([label, status]);
      }
    }
    expect(await documentCounts()).toEqual(before);
    expect((await admin.get(`/api/partners/${partner.id}`).expect(200)).body.data.dailyQuota).toBe(50);
  });

  it.each([
    ['no name', { origins: ['https://a.test'] }],
    ['an empty name', { name: ' ', origins: ['https://a.test'] }],
    ['no origins', { name: 'A', origins: [] }],
    ['an origin with a path', { name: 'A', origins: ['https://a.test/blog'] }],
    ['a wildcard origin', { name: 'A', origins: ['https://*.a.test'] }],
    ['a CSP keyword', { name: 'A', origins: ["'self'"] }],
    ['a directive smuggled in', { name: 'A', origins: ['https://a.test; script-src *'] }],
    ['a scheme other than http(s)', { name: 'A', origins: ['ftp://a.test'] }],
    ['too many origins', { name: 'A', origins: Array.from({ length: 21 }, (_, i) => `https://a${i}.test`) }],
    ['a negative quota', { name: 'A', origins: ['https://a.test'], dailyQuota: -1 }],
    ['a fractional quota', { name: 'A', origins: ['https://a.test'], dailyQuota: 1.5 }],
    ['a quota as text', { name: 'A', origins: ['https://a.test'], dailyQuota: '10' }],
    [
      'a key chosen by the caller',
      { name: 'A', origins: ['https://a.test'], key: 'pk_aaaaaaaaaaaaaaaaaaaaaaaa' },
    ],
  ])('refuses %s with 400', async (_label, body) => {
    const before = await Partner.countDocuments();
    const res = await admin.post('/api/partners').send(body).expect(400);
    expect(res.body.code).toBe('ValidationError');
    expect(await Partner.countDocuments()).toBe(before);
  });

  it('refuses an empty change, a bad id and an unknown one', async () => {
    const partner = await createPartner();
    await admin.patch(`/api/partners/${partner.id}`).send({}).expect(400);
    await admin
      .patch(`/api/partners/${partner.id}`)
      .send({ origins: ['https://a.test/x'] })
      .expect(400);
    await admin.get('/api/partners/not-an-id').expect(400);
    await admin.get('/api/partners/0123456789abcdef01234567').expect(404);
  });
});

describe('runs from a partner’s embed', () => {
  const run = (key: string | null, visitorId: string) => {
    const req = api.http
      .post('/api/tools/acronym-generator')
      .set('Cookie', `inkpress_vid=${visitorId}`)
      .send({ text: 'portable network graphics', count: 3 });
    return key ? req.set('X-Inkpress-Partner', key) : req;
  };
  const visitorId = (n: number) => `${String(n).padStart(8, '0')}-1111-4111-8111-111111111111`;

  it('count against the partner’s daily quota, then answer 429 RateLimitError', async () => {
    const partner = await createPartner({ ...ACME, dailyQuota: 2 });
    await run(partner.key, visitorId(1)).expect(200);
    await run(partner.key, visitorId(2)).expect(200);
    const refused = await run(partner.key, visitorId(3)).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({
      code: 'RateLimitError',
      data: { reason: 'partner-quota', limit: 2 },
    });
    // The refused run took none of the visitor's runs (one step takes all or none); without the partner the visitor still runs.
    await run(null, visitorId(3)).expect(200);
    expect((await admin.get(`/api/partners/${partner.id}`).expect(200)).body.data.runsToday).toBe(2);
  });

  it('hold the partner’s quota under parallel runs', async () => {
    const partner = await createPartner({ ...ACME, dailyQuota: 4 });
    const runs = await Promise.all(Array.from({ length: 7 }, (_, i) => run(partner.key, visitorId(10 + i))));
    expect(runs.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 429, 429, 429]);
    expect((await admin.get(`/api/partners/${partner.id}`).expect(200)).body.data.runsToday).toBe(4);
  });

  it('still count against the visitor’s own quota', async () => {
    const partner = await createPartner({ ...ACME, dailyQuota: 100 });
    for (let i = 0; i < 10; i++) await run(partner.key, visitorId(20)).expect(200);
    const refused = await run(partner.key, visitorId(20)).expect(429);
    expect(refused.body.data.reason).toBe('free-tool-quota');
    // The visitor's refusal took nothing of the partner's.
    expect((await admin.get(`/api/partners/${partner.id}`).expect(200)).body.data.runsToday).toBe(10);
  });

  it('count streamed runs too', async () => {
    const partner = await createPartner({ ...ACME, dailyQuota: 1 });
    const body = { text: 'Notwithstanding the aforementioned considerations, we proceeded.' };
    const first = await api.http
      .post('/api/tools/readability-improver')
      .set('X-Inkpress-Partner', partner.key)
      .send(body)
      .expect(200);
    expect(first.headers['content-type']).toMatch(/text\/event-stream/);
    const second = await api.http
      .post('/api/tools/readability-improver')
      .set('X-Inkpress-Partner', partner.key)
      .send(body)
      .expect(429);
    expect(second.body.data.reason).toBe('partner-quota');
  });

  it('pause at a quota of 0, and refuse an unknown, malformed or deleted key with 403 before any work', async () => {
    const paused = await createPartner({ ...ACME, dailyQuota: 0 });
    expect((await run(paused.key, visitorId(30)).expect(429)).body.data.reason).toBe('partner-quota');
    const gone = await createPartner();
    await admin.delete(`/api/partners/${gone.id}`).expect(200);
    for (const key of [gone.key, 'pk_000000000000000000000000', 'not-a-key']) {
      const res = await run(key, visitorId(31)).expect(403);
      expect(res.body.message).toMatch(/Unknown partner key/);
    }
    expect(await quotaRuns(api, 'v:*')).toBe(0);
  });
});
