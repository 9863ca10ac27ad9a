import { analyticsEvents } from '@inkpress/shared-core';
import { anonymous, createUser, signIn } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { TrackEvent } from '../../models/TrackEvent';
import { TRACK_EVENTS_PER_MINUTE } from './router';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
afterEach(() => TrackEvent.deleteMany({}));

const OTHER_ID = '0123456789abcdef01234567';

describe('POST /api/op/track', () => {
  it('stores an Upgrade click with its source and the signed-in user’s id', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const res = await session
      .post('/api/op/track')
      .send({ location: '/dashboard', source: 'sidebar', userId: user.id })
      .expect(201);
    expect(res.body).toEqual({ data: { id: expect.any(String), event: analyticsEvents.upgradeClick } });
    const stored = await TrackEvent.findById(res.body.data.id).lean();
    expect(stored).toMatchObject({
      event: 'upgrade_click',
      location: '/dashboard',
      source: 'sidebar',
      userId: user.id,
      verified: true,
    });
  });

  it('records a signed-in request for its own user, whatever user id the body claims', async () => {
    const user = await createUser(api);
    const session = await signIn(api, user);
    const res = await session
      .post('/api/op/track')
      .send({ location: '/pricing', source: 'promotion-strip', userId: OTHER_ID })
      .expect(201);
    expect((await TrackEvent.findById(res.body.data.id).lean())?.userId).toBe(user.id);
  });

  it('takes events from visitors, keeping a claimed user id unverified', async () => {
    const res = await anonymous(api)
      .post('/api/op/track')
      .send({ event: 'page_view', location: '/blog', source: 'navigation', userId: OTHER_ID })
      .expect(201);
    expect(await TrackEvent.findById(res.body.data.id).lean()).toMatchObject({
      event: 'page_view',
      userId: OTHER_ID,
      verified: false,
    });
    const bare = await anonymous(api)
      .post('/api/op/track')
      .send({ location: '/', source: 'top-bar' })
      .expect(201);
    expect(await TrackEvent.findById(bare.body.data.id).lean()).toMatchObject({
      userId: null,
      verified: false,
    });
  });

  it('needs the CSRF header when the session cookie authenticates the request', async () => {
    const session = await signIn(api, await createUser(api));
    const res = await session.agent.post('/api/op/track').send({ location: '/', source: 'x' }).expect(403);
    expect(res.body.code).toBe('Forbidden');
    expect(await TrackEvent.countDocuments()).toBe(0);
  });

  it.each([
    ['no location', { location: undefined }],
    ['an empty location', { location: ' ' }],
    ['no source', { source: undefined }],
    ['a source with markup', { source: '<script>' }],
    ['a source too long', { source: 'x'.repeat(101) }],
    ['an unknown event', { event: 'purchase' }],
    ['a user id that is not an id', { userId: 'me' }],
    ['an operator as user id', { userId: { $ne: null } }],
    ['an unknown field', { plan: 'pro' }],
  ])('rejects %s with 400 and stores nothing', async (_case, change) => {
    const res = await anonymous(api)
      .post('/api/op/track')
      .send({ location: '/pricing', source: 'pricing-card', ...change })
      .expect(400);
    expect(res.body.code).toBe('ValidationError');
    expect(await TrackEvent.countDocuments()).toBe(0);
  });

  it(`is rate limited to ${TRACK_EVENTS_PER_MINUTE} events a minute per client`, async () => {
    const fresh = api.variant({});
    for (let i = 0; i < TRACK_EVENTS_PER_MINUTE; i++) {
      await fresh.http.post('/api/op/track').send({ location: '/', source: 'loop' }).expect(201);
    }
    const res = await fresh.http.post('/api/op/track').send({ location: '/', source: 'loop' }).expect(429);
    expect(res.body.code).toBe('RateLimitError');
  });
});
