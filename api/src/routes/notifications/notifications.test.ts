import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Notification } from '../../models/Notification';
import { notify } from '../../services/notifications';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());
afterEach(() => Notification.deleteMany({}));

describe('notify()', () => {
  it('stores an unseen notification for one user', async () => {
    const doc = await notify(who.owner.id, {
      title: 'Bulk job done',
      body: '10 articles',
      link: '/dashboard/collections',
    });
    expect(doc).toMatchObject({
      title: 'Bulk job done',
      body: '10 articles',
      link: '/dashboard/collections',
      seen: false,
    });
  });
});

describe('GET /api/notifications', () => {
  it('lists the user’s notifications newest first with pagination and the unseen count', async () => {
    for (let i = 0; i < 3; i++) await notify(who.owner.id, { title: `n${i}` });
    await notify(who.other.id, { title: 'not yours' });
    const res = await who.as.owner.get('/api/notifications').expect(200);
    expect(res.body.data.map((n: { title: string }) => n.title)).toEqual(['n2', 'n1', 'n0']);
    expect(res.body.data[0]).toEqual({
      id: expect.any(String),
      title: 'n2',
      body: '',
      link: null,
      seen: false,
      created_at: expect.any(String),
    });
    expect(res.body.pagination).toEqual({ offset: 0, limit: 25, total: 3 });
    expect(res.body.unseen).toBe(3);
  });

  it('pages with offset and limit', async () => {
    for (let i = 0; i < 5; i++) await notify(who.owner.id, { title: `n${i}` });
    const res = await who.as.owner.get('/api/notifications?offset=1&limit=2').expect(200);
    expect(res.body.data.map((n: { title: string }) => n.title)).toEqual(['n3', 'n2']);
    expect(res.body.pagination).toEqual({ offset: 1, limit: 2, total: 5 });
  });

  it.each([
    ['a negative offset', '?offset=-1'],
    ['a limit of 0', '?limit=0'],
    ['a limit over 100', '?limit=101'],
    ['a word as limit', '?limit=ten'],
    ['a repeated limit (array)', '?limit=1&limit=2'],
  ])('answers 400 for %s', async (_label, query) => {
    const res = await who.as.owner.get(`/api/notifications${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
  });
});

describe('PATCH /api/notifications/:id/seen', () => {
  it('marks the notification seen', async () => {
    const doc = await notify(who.owner.id, { title: 'hello' });
    const res = await who.as.owner.patch(`/api/notifications/${doc._id}/seen`).expect(200);
    expect(res.body.data).toMatchObject({ id: String(doc._id), seen: true });
    expect((await who.as.owner.get('/api/notifications')).body.unseen).toBe(0);
  });

  it('answers 400 for an id that is not an id and 404 for an unknown one', async () => {
    await who.as.owner.patch('/api/notifications/nope/seen').expect(400);
    await who.as.owner.patch('/api/notifications/0123456789abcdef01234567/seen').expect(404);
  });
});

describe('authorization', () => {
  it.each([
    ['another user', 'other', 404],
    ['a team member (notifications are personal)', 'member', 404],
    ['an anonymous visitor', 'anonymous', 401],
    ['an API key', 'apiKey', 401],
  ] as const)("answers %s %i on the owner's notification, which stays unseen", async (_label, as, status) => {
    const doc = await notify(who.owner.id, { title: 'private' });
    expect((await who.as[as].patch(`/api/notifications/${doc._id}/seen`)).status).toBe(status);
    expect((await Notification.findById(doc._id).lean())!.seen).toBe(false);
  });

  it('shows another user and a member none of the owner’s notifications', async () => {
    await notify(who.owner.id, { title: 'private' });
    expect((await who.as.other.get('/api/notifications').expect(200)).body.data).toEqual([]);
    expect((await who.as.member.get('/api/notifications').expect(200)).body.data).toEqual([]);
    expect((await who.as.anonymous.get('/api/notifications')).status).toBe(401);
    expect((await who.as.apiKey.get('/api/notifications')).status).toBe(401);
  });

  it('answers 403 to a signed-in browser without the CSRF header', async () => {
    const doc = await notify(who.owner.id, { title: 'x' });
    await who.as.owner.agent.patch(`/api/notifications/${doc._id}/seen`).expect(403);
  });
});
