import {
  anonymous,
  type BrowserSession,
  type Client,
  createUser,
  documentCounts,
  signIn,
} from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Promotion } from '../../models/Promotion';

const ADMIN = 'promo-admin@inkpress.test';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let api: TestApi;
let internal: BrowserSession;
let regular: BrowserSession;
let anon: Client;

beforeAll(async () => {
  api = await startTestApi({ INTERNAL_USER_EMAILS: ADMIN });
  internal = await signIn(api, await createUser(api, { email: ADMIN }));
  regular = await signIn(api, await createUser(api));
  anon = anonymous(api);
});
afterAll(() => api.close());
afterEach(() => Promotion.deleteMany({}));

async function seed(type: 'christmas' | 'special-discount', startOffset: number, endOffset: number) {
  return Promotion.create({
    type,
    startDate: new Date(Date.now() + startOffset),
    endDate: new Date(Date.now() + endOffset),
    createdBy: internal.user.id,
  });
}

describe('GET /api/promotions/active', () => {
  it('answers null when no promotion runs, to anyone', async () => {
    const res = await anon.get('/api/promotions/active').expect(200);
    expect(res.body).toEqual({ data: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the running promotion’s type and end date only', async () => {
    const running = await seed('christmas', -DAY, 5 * DAY);
    const res = await anon.get('/api/promotions/active').expect(200);
    expect(res.body).toEqual({ data: { type: 'christmas', endDate: running.endDate.toISOString() } });
  });

  it('ignores promotions that have not started or have ended', async () => {
    await seed('christmas', HOUR, 2 * DAY);
    await seed('special-discount', -3 * DAY, -1000);
    const res = await regular.get('/api/promotions/active').expect(200);
    expect(res.body.data).toBeNull();
  });

  it('picks the promotion that started last when windows overlap', async () => {
    await seed('christmas', -10 * DAY, 10 * DAY);
    const later = await seed('special-discount', -DAY, 3 * DAY);
    const res = await anon.get('/api/promotions/active').expect(200);
    expect(res.body.data).toEqual({ type: 'special-discount', endDate: later.endDate.toISOString() });
  });
});

describe('POST /api/promotions', () => {
  const valid = () => ({ type: 'special-discount', startDate: iso(-HOUR), endDate: iso(7 * DAY) });

  it('lets an internal user schedule a promotion, which becomes the active one', async () => {
    const body = valid();
    const res = await internal.post('/api/promotions').send(body).expect(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      type: 'special-discount',
      startDate: body.startDate,
      endDate: body.endDate,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const active = await anon.get('/api/promotions/active').expect(200);
    expect(active.body.data).toEqual({ type: 'special-discount', endDate: body.endDate });
  });

  it('accepts dates with a time zone offset', async () => {
    const res = await internal
      .post('/api/promotions')
      .send({
        type: 'christmas',
        startDate: '2030-12-20T00:00:00+01:00',
        endDate: '2031-01-06T23:59:59+01:00',
      })
      .expect(201);
    expect(res.body.data.startDate).toBe('2030-12-19T23:00:00.000Z');
  });

  it.each([
    ['an anonymous visitor', () => anon, 401, 'AuthenticationRequired'],
    ['a user who is not internal', () => regular, 403, 'Forbidden'],
  ])('refuses %s and stores nothing', async (_who, client, status, code) => {
    const before = await documentCounts();
    const res = await client().post('/api/promotions').send(valid());
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status, code });
    expect(await documentCounts()).toEqual(before);
  });

  it.each([
    ['an unknown type', { type: 'black-friday' }, 'type'],
    ['a missing type', { type: undefined }, 'type'],
    ['a date that is not ISO 8601', { startDate: 'next monday' }, 'startDate'],
    ['a date without a time zone', { endDate: '2030-01-01T00:00:00' }, 'endDate'],
    ['an end before the start', { startDate: iso(DAY), endDate: iso(HOUR) }, 'endDate'],
    [
      'an end equal to the start',
      { startDate: '2030-01-01T00:00:00Z', endDate: '2030-01-01T00:00:00Z' },
      'endDate',
    ],
    ['a window over a year', { startDate: iso(0), endDate: iso(400 * DAY) }, 'endDate'],
    ['an unknown field', { discount: 50 }, ''],
    ['an operator instead of a date', { startDate: { $gt: '' } }, 'startDate'],
  ])('rejects %s with 400 and the field', async (_case, change, path) => {
    const res = await internal
      .post('/api/promotions')
      .send({ ...valid(), ...change })
      .expect(400);
    expect(res.body.code).toBe('ValidationError');
    expect(res.body.data.issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await Promotion.countDocuments()).toBe(0);
  });
});

describe('PUT /api/promotions/:id', () => {
  it('lets an internal user change the type and dates', async () => {
    const existing = await seed('christmas', -DAY, DAY);
    const endDate = iso(2 * DAY);
    const res = await internal
      .put(`/api/promotions/${existing.id}`)
      .send({ type: 'special-discount', startDate: iso(-HOUR), endDate })
      .expect(200);
    expect(res.body.data).toMatchObject({ id: existing.id, type: 'special-discount', endDate });
    const stored = await Promotion.findById(existing.id).lean();
    expect(String(stored?.updatedBy)).toBe(internal.user.id);
  });

  it('answers 404 for a promotion that does not exist', async () => {
    const res = await internal
      .put('/api/promotions/0123456789abcdef01234567')
      .send({ type: 'christmas', startDate: iso(0), endDate: iso(DAY) })
      .expect(404);
    expect(res.body.code).toBe('NotFound');
  });

  it('validates the id and the body', async () => {
    await internal.put('/api/promotions/not-an-id').send(valid()).expect(400);
    const existing = await seed('christmas', -DAY, DAY);
    await internal.put(`/api/promotions/${existing.id}`).send({ type: 'christmas' }).expect(400);
  });

  it.each([
    ['an anonymous visitor', () => anon, 401],
    ['a user who is not internal', () => regular, 403],
  ])('refuses %s and changes nothing', async (_who, client, status) => {
    const existing = await seed('christmas', -DAY, DAY);
    await client().put(`/api/promotions/${existing.id}`).send(valid()).expect(status);
    expect((await Promotion.findById(existing.id).lean())?.type).toBe('christmas');
  });

  function valid() {
    return { type: 'special-discount', startDate: iso(-HOUR), endDate: iso(DAY) };
  }
});

describe('GET and DELETE /api/promotions', () => {
  it('lists every promotion to internal users, latest start first', async () => {
    await seed('christmas', -10 * DAY, -5 * DAY);
    await seed('special-discount', -DAY, DAY);
    const res = await internal.get('/api/promotions').expect(200);
    expect(res.body.data.map((p: { type: string }) => p.type)).toEqual(['special-discount', 'christmas']);
    await regular.get('/api/promotions').expect(403);
    await anon.get('/api/promotions').expect(401);
  });

  it('lets internal users delete one; others may not', async () => {
    const existing = await seed('christmas', -DAY, DAY);
    await anon.delete(`/api/promotions/${existing.id}`).expect(401);
    await regular.delete(`/api/promotions/${existing.id}`).expect(403);
    await internal.delete(`/api/promotions/${existing.id}`).expect(200);
    expect(await Promotion.countDocuments()).toBe(0);
    await internal.delete(`/api/promotions/${existing.id}`).expect(404);
  });
});
