/**
 * Website integrations and publishing against a real WordPress (started by
 * `npm test`, scripts/lib/wordpress.ts: WORDPRESS_TEST_*) and a local webhook
 * receiver, through the real router on the real database.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import { asUser, createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { DEV_INTEGRATION_SECRET_KEY } from '../../config';
import { Integration } from '../../models/Integration';
import { Post } from '../../models/Post';
import { Publication, PublishLease } from '../../models/Publication';
import { keysOf, sealSecret } from '../../services/integrations/secrets';

const wp = {
  url: process.env.WORDPRESS_TEST_URL ?? '',
  user: process.env.WORDPRESS_TEST_USER ?? '',
  password: process.env.WORDPRESS_TEST_PASSWORD ?? '',
  writer: process.env.WORDPRESS_TEST_WRITER_USER ?? '',
  writerPassword: process.env.WORDPRESS_TEST_WRITER_PASSWORD ?? '',
};
if (!wp.url)
  throw new Error('WORDPRESS_TEST_URL is not set: run through `npm test`, which starts WordPress.');

/** The webhook receiver: records each delivery, answers what `respond` says. */
interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}
const deliveries: Delivery[] = [];
let respond: (d: Delivery) => { status: number; json?: unknown } = () => ({ status: 200 });
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const delivery = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
    deliveries.push(delivery);
    const { status, json } = respond(delivery);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json ?? {}));
  });
});
let hookUrl = '';
const SIGNING_SECRET = 'whsec-test-0123456789abcdefghij';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const port = (receiver.address() as AddressInfo).port;
  hookUrl = `http://127.0.0.1:${port}/hooks/inkpress`;
  api = await startTestApi({
    FETCH_ALLOW_HOSTS: [new URL(wp.url).host, `127.0.0.1:${port}`].join(','),
    PUBLISH_RETRIES: '2',
  });
  who = await createIdentities(api);
});
afterAll(async () => {
  await api.close();
  await new Promise((r) => receiver.close(r));
});
afterEach(async () => {
  await Integration.deleteMany({});
  await Publication.deleteMany({});
  await PublishLease.deleteMany({});
  deliveries.length = 0;
  respond = () => ({ status: 200 });
});

const wpAuth = `Basic ${Buffer.from(`${wp.user}:${wp.password}`).toString('base64')}`;
/** Reads WordPress directly, as its administrator. */
async function wpGet<T>(
  route: string,
  query: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const url = new URL(`${wp.url}/`);
  url.searchParams.set('rest_route', route);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { authorization: wpAuth } });
  return { status: res.status, body: (await res.json()) as T };
}

async function connectWordpress(overrides: Record<string, unknown> = {}) {
  const res = await who.as.owner.post('/api/integrations').send({
    type: 'wordpress',
    url: wp.url,
    username: wp.user,
    applicationPassword: wp.password,
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

let seq = 0;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
async function createPost(extra: Record<string, unknown> = {}) {
  seq += 1;
  const title = `Publishing test ${Date.now()}-${seq}`;
  const res = await who.as.owner
    .post('/api/collections')
    .send({
      title: 'Publishing',
      posts: [{ title, content: [{ value: `<h1>${title}</h1><p>Body of ${title}.</p>` }], ...extra }],
    })
    .expect(201);
  return res.body.data.posts[0] as { id: string; title: string; slug: string };
}

interface WpPost {
  id: number;
  status: string;
  link: string;
  title: { raw: string };
  excerpt: { raw: string };
  content: { raw: string };
  categories: number[];
  tags: number[];
  featured_media: number;
  slug: string;
}

describe('GET /api/integrations', () => {
  it('lists the built-in API entry first, then the team’s sites, to members too', async () => {
    await connectWordpress({ name: 'My blog' });
    for (const as of [who.as.owner, who.as.member]) {
      const res = await as.get('/api/integrations').expect(200);
      expect(res.body.data.map((i: { id: string; type: string }) => [i.id, i.type])).toEqual([
        ['inkpress-api', 'api'],
        [expect.stringMatching(/^[a-f0-9]{24}$/), 'wordpress'],
      ]);
      expect(res.body.data[0]).toMatchObject({ builtIn: true, name: 'Inkpress API' });
    }
    const other = await who.as.other.get('/api/integrations').expect(200);
    expect(other.body.data).toHaveLength(1);
    await who.as.anonymous.get('/api/integrations').expect(401);
  });
});

describe('POST /api/integrations (WordPress)', () => {
  it('connects after checking the site and stores the application password sealed, never returning it', async () => {
    const res = await who.as.owner
      .post('/api/integrations')
      .send({
        type: 'wordpress',
        url: `${wp.url}/wp-admin/`,
        username: wp.user,
        applicationPassword: wp.password,
      })
      .expect(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      type: 'wordpress',
      name: new URL(wp.url).host,
      url: wp.url,
      username: wp.user,
      builtIn: false,
      state: 'connected',
      problem: null,
      hasSecret: true,
      lastCheckedAt: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain(wp.password);
    const stored = await Integration.findById(res.body.data.id).lean();
    expect(stored!.secret).toMatchObject({ kid: 'dev', iv: expect.any(String), tag: expect.any(String) });
    expect(JSON.stringify(stored)).not.toContain(wp.password);
    const list = await who.as.owner.get('/api/integrations').expect(200);
    expect(JSON.stringify(list.body)).not.toContain(wp.password);
  });

  it('refuses a wrong application password with InvalidWordpressPermissionsError and stores nothing', async () => {
    const res = await who.as.owner.post('/api/integrations').send({
      type: 'wordpress',
      url: wp.url,
      username: wp.user,
      applicationPassword: 'abcd efgh ijkl mnop qrst uvwx',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'InvalidWordpressPermissionsError',
      data: { reason: 'credentials' },
    });
    expect(await Integration.countDocuments()).toBe(0);
  });

  it('refuses a WordPress user who cannot publish', async () => {
    const res = await who.as.owner
      .post('/api/integrations')
      .send({ type: 'wordpress', url: wp.url, username: wp.writer, applicationPassword: wp.writerPassword });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'InvalidWordpressPermissionsError',
      data: { reason: 'capability' },
    });
    expect(await Integration.countDocuments()).toBe(0);
  });

  it('refuses private addresses the test configuration does not allow', async () => {
    for (const url of ['http://127.0.0.1:1/', 'http://169.254.169.254/', 'http://10.0.0.8/']) {
      const res = await who.as.owner.post('/api/integrations').send({
        type: 'wordpress',
        url,
        username: 'a',
        applicationPassword: 'abcd efgh ijkl mnop qrst uvwx',
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('WebUrlInaccessible');
    }
    expect(await Integration.countDocuments()).toBe(0);
  });

  it.each([
    ['an unknown type', { type: 'myspace', url: 'https://x.test' }],
    ['a missing password', { type: 'wordpress', url: 'https://x.test', username: 'a' }],
    [
      'a URL that is not http(s)',
      { type: 'wordpress', url: 'ftp://x.test', username: 'a', applicationPassword: 'x' },
    ],
    ['a short signing secret', { type: 'api', webhookUrl: 'https://x.test/h', signingSecret: 'short' }],
    [
      'an unknown field',
      { type: 'api', webhookUrl: 'https://x.test/h', signingSecret: SIGNING_SECRET, teamId: 'x' },
    ],
  ])('refuses %s', async (_label, body) => {
    const res = await who.as.owner.post('/api/integrations').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
  });

  it('lets only the owner connect, change or remove; another team gets 404', async () => {
    const member = await who.as.member
      .post('/api/integrations')
      .send({ type: 'wordpress', url: wp.url, username: wp.user, applicationPassword: wp.password });
    expect(member.status).toBe(403);
    const site = await connectWordpress();
    expect((await who.as.member.patch(`/api/integrations/${site.id}`).send({ name: 'x' })).status).toBe(403);
    expect((await who.as.member.delete(`/api/integrations/${site.id}`)).status).toBe(403);
    expect((await who.as.other.patch(`/api/integrations/${site.id}`).send({ name: 'x' })).status).toBe(404);
    expect((await who.as.other.delete(`/api/integrations/${site.id}`)).status).toBe(404);
    expect((await who.as.other.get(`/api/integrations/${site.id}/wordpress-common`)).status).toBe(404);
    expect(await Integration.countDocuments()).toBe(1);
  });
});

describe('without INTEGRATION_SECRET_KEYS in production', () => {
  it('answers 503 instead of storing a secret with a development key', async () => {
    const production = api.variant({
      NODE_ENV: 'production',
      FETCH_ALLOW_HOSTS: '',
      INTEGRATION_SECRET_KEYS: '',
    });
    const res = await (await asUser(production, who.owner))
      .post('/api/integrations')
      .send({ type: 'wordpress', url: wp.url, username: wp.user, applicationPassword: wp.password });
    expect(res.status).toBe(503);
    expect(await Integration.countDocuments()).toBe(0);
  });
});

describe('PATCH and DELETE /api/integrations/{id}', () => {
  it('renames, and reconnects only with details that work (the old secret stays otherwise)', async () => {
    const site = await connectWordpress();
    const renamed = await who.as.owner
      .patch(`/api/integrations/${site.id}`)
      .send({ name: 'Renamed' })
      .expect(200);
    expect(renamed.body.data.name).toBe('Renamed');
    const before = await Integration.findById(site.id).lean();
    const wrong = await who.as.owner
      .patch(`/api/integrations/${site.id}`)
      .send({ applicationPassword: 'abcd efgh ijkl mnop qrst uvwx' });
    expect(wrong.body.code).toBe('InvalidWordpressPermissionsError');
    expect((await Integration.findById(site.id).lean())!.secret).toEqual(before!.secret);
    await who.as.owner
      .patch(`/api/integrations/${site.id}`)
      .send({ applicationPassword: wp.password })
      .expect(200);
    await who.as.owner.delete(`/api/integrations/${site.id}`).expect(200);
    expect(await Integration.countDocuments()).toBe(0);
    expect((await who.as.owner.delete(`/api/integrations/${site.id}`)).status).toBe(404);
  });
});

describe('GET /api/integrations/{id}/wordpress-common', () => {
  it('answers the site’s categories, tags and authors', async () => {
    const site = await connectWordpress();
    const res = await who.as.member.get(`/api/integrations/${site.id}/wordpress-common`).expect(200);
    expect(res.body.data.categories.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['News', 'Guides']),
    );
    expect(res.body.data.tags.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['ai', 'seo']),
    );
    expect(res.body.data.authors).toEqual(
      expect.arrayContaining([{ id: expect.any(Number), name: 'admin' }]),
    );
    expect(res.body.data.yoast).toBeUndefined();
  });
});

describe('POST /api/integrations/publish (WordPress)', () => {
  it('sends a draft by default, verified, and leaves the post a draft', async () => {
    const site = await connectWordpress();
    const post = await createPost();
    const res = await who.as.owner
      .post('/api/integrations/publish')
      .send({ type: 'wordpress', postId: post.id, integrationId: site.id })
      .expect(200);
    expect(res.body.data).toMatchObject({ state: 'draft', remoteId: expect.any(String), lastError: null });
    const remote = await wpGet<WpPost>(`/wp/v2/posts/${res.body.data.remoteId}`, { context: 'edit' });
    expect(remote.body).toMatchObject({ status: 'draft', title: { raw: post.title } });
    expect((await Post.findById(post.id).lean())!.status).toBe('draft');
  });

  it('publishes now with categories, tags, author, feature image and description, and stores the live URL', async () => {
    const site = await connectWordpress();
    const common = (await who.as.owner.get(`/api/integrations/${site.id}/wordpress-common`).expect(200)).body
      .data;
    const news = common.categories.find((c: { name: string }) => c.name === 'News').id;
    const seo = common.tags.find((c: { name: string }) => c.name === 'seo').id;
    const post = await createPost({ featureImage: { url: PNG, alt: 'A pixel' } });
    const res = await who.as.member
      .post('/api/integrations/publish')
      .send({
        type: 'wordpress',
        postId: post.id,
        integrationId: site.id,
        status: 'publish',
        categories: [news],
        tags: [seo],
        author: common.authors[0].id,
        metaDescription: 'A short description.',
      })
      .expect(200);
    expect(res.body.data).toMatchObject({ state: 'published', url: expect.stringContaining(wp.url) });
    const remote = (await wpGet<WpPost>(`/wp/v2/posts/${res.body.data.remoteId}`, { context: 'edit' })).body;
    expect(remote).toMatchObject({ status: 'publish', categories: [news], tags: [seo] });
    expect(remote.excerpt.raw).toBe('A short description.');
    // The theme shows the title: the heading repeating it is not in the content twice.
    expect(remote.content.raw).toBe(`<p>Body of ${post.title}.</p>`);
    expect(remote.featured_media).toBeGreaterThan(0);
    const media = await wpGet<{ alt_text: string; mime_type: string }>(
      `/wp/v2/media/${remote.featured_media}`,
    );
    expect(media.body).toMatchObject({ alt_text: 'A pixel', mime_type: 'image/png' });
    const stored = await Post.findById(post.id).lean();
    expect(stored).toMatchObject({ status: 'published', draft: false });
    const live = await fetch(res.body.data.url);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain(post.title);
    const listed = await who.as.owner.get(`/api/integrations/publications?postId=${post.id}`).expect(200);
    expect(listed.body.data).toEqual([res.body.data]);
  });

  it('updates the same WordPress post when published again, never a second one', async () => {
    const site = await connectWordpress();
    const post = await createPost({ featureImage: { url: PNG, alt: null } });
    const send = () =>
      who.as.owner
        .post('/api/integrations/publish')
        .send({ type: 'wordpress', postId: post.id, integrationId: site.id, status: 'publish' })
        .expect(200);
    const first = await send();
    await Post.updateOne({ _id: post.id }, { $set: { title: `${post.title} (edited)` } });
    const second = await send();
    expect(second.body.data.remoteId).toBe(first.body.data.remoteId);
    const remote = (await wpGet<WpPost>(`/wp/v2/posts/${first.body.data.remoteId}`, { context: 'edit' }))
      .body;
    expect(remote.title.raw).toBe(`${post.title} (edited)`);
    const found = await wpGet<WpPost[]>('/wp/v2/posts', {
      search: post.title,
      status: 'any',
      context: 'edit',
    });
    expect(found.body).toHaveLength(1);
    const media = await wpGet<unknown[]>('/wp/v2/media', { parent: String(remote.id) });
    expect(media.body.length).toBeLessThanOrEqual(1);
  });

  it('creates one WordPress post when the same publish is sent 10 times at once', async () => {
    const site = await connectWordpress();
    const post = await createPost();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        who.as.owner
          .post('/api/integrations/publish')
          .send({ type: 'wordpress', postId: post.id, integrationId: site.id, status: 'publish' }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    const found = await wpGet<WpPost[]>('/wp/v2/posts', {
      search: post.title,
      status: 'any',
      context: 'edit',
    });
    expect(found.body).toHaveLength(1);
    const ids = new Set(results.filter((r) => r.status === 200).map((r) => r.body.data.remoteId));
    expect([...ids]).toEqual([String(found.body[0]!.id)]);
  });

  it('finds the post an interrupted publish created instead of making a second one', async () => {
    const site = await connectWordpress();
    const post = await createPost();
    const first = await who.as.owner
      .post('/api/integrations/publish')
      .send({ type: 'wordpress', postId: post.id, integrationId: site.id })
      .expect(200);
    // As if the process died after WordPress created the post, before its id was stored.
    await Publication.updateOne({ _id: first.body.data.id }, { $set: { remoteId: null, state: 'pending' } });
    const again = await who.as.owner
      .post('/api/integrations/publish')
      .send({ type: 'wordpress', postId: post.id, integrationId: site.id })
      .expect(200);
    expect(again.body.data.remoteId).toBe(first.body.data.remoteId);
  });

  it('schedules, and cancel-publish takes the post back to draft on WordPress and here', async () => {
    const site = await connectWordpress();
    const post = await createPost();
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await who.as.owner
      .post('/api/integrations/publish')
      .send({
        type: 'wordpress',
        postId: post.id,
        integrationId: site.id,
        status: 'future',
        schedulePublishConfig: { date },
      })
      .expect(200);
    expect(res.body.data).toMatchObject({ state: 'scheduled', scheduledFor: expect.any(String) });
    expect(Math.abs(Date.parse(res.body.data.scheduledFor) - Date.parse(date))).toBeLessThan(1000);
    const remoteId = res.body.data.remoteId;
    expect((await wpGet<WpPost>(`/wp/v2/posts/${remoteId}`, { context: 'edit' })).body.status).toBe('future');
    expect((await Post.findById(post.id).lean())!.status).toBe('scheduled');

    const cancelled = await who.as.owner.post(`/api/posts/${post.id}/cancel-publish`).expect(200);
    expect(cancelled.body.data.status).toBe('draft');
    expect((await wpGet<WpPost>(`/wp/v2/posts/${remoteId}`, { context: 'edit' })).body.status).toBe('draft');
    expect((await Publication.findById(res.body.data.id).lean())!.state).toBe('draft');
  });

  it('refuses a schedule in the past', async () => {
    const site = await connectWordpress();
    const post = await createPost();
    const res = await who.as.owner.post('/api/integrations/publish').send({
      type: 'wordpress',
      postId: post.id,
      integrationId: site.id,
      status: 'future',
      schedulePublishConfig: { date: '2020-01-01T00:00:00Z' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
  });

  it('answers InvalidWordpressPermissionsError for a revoked password, leaves the post as it was and flags the site', async () => {
    const site = await connectWordpress();
    const post = await createPost();
    await Integration.updateOne(
      { _id: site.id },
      {
        $set: { secret: sealSecret(keysOf(api.config), 'abcdefghijklmnopqrstuvwx', site.id) },
      },
    );
    const before = await Post.findById(post.id).lean();
    const res = await who.as.owner
      .post('/api/integrations/publish')
      .send({ type: 'wordpress', postId: post.id, integrationId: site.id, status: 'publish' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('InvalidWordpressPermissionsError');
    expect(await Post.findById(post.id).lean()).toEqual(before);
    const listed = (await who.as.owner.get('/api/integrations').expect(200)).body.data[1];
    expect(listed).toMatchObject({
      state: 'needs_attention',
      problem: { code: 'InvalidWordpressPermissionsError' },
    });
    const publication = await Publication.findOne({ postId: new Types.ObjectId(post.id) }).lean();
    expect(publication).toMatchObject({
      state: 'failed',
      lastError: { code: 'InvalidWordpressPermissionsError' },
    });
    // Reconnecting clears it.
    await who.as.owner
      .patch(`/api/integrations/${site.id}`)
      .send({ applicationPassword: wp.password })
      .expect(200);
    const again = (await who.as.owner.get('/api/integrations').expect(200)).body.data[1];
    expect(again).toMatchObject({ state: 'connected', problem: null });
  });

  it('answers 404 for another team’s post or site, and for a WordPress post that does not exist', async () => {
    const site = await connectWordpress();
    const post = await createPost();
    const other = await who.as.other
      .post('/api/integrations/publish')
      .send({ type: 'wordpress', postId: post.id, integrationId: site.id });
    expect(other.status).toBe(404);
    const missing = await who.as.owner
      .post('/api/integrations/publish')
      .send({ type: 'wordpress', postId: post.id, integrationId: site.id, existingPostId: 99999999 });
    expect(missing.status).toBe(404);
    expect((await Post.findById(post.id).lean())!.status).toBe('draft');
  });

  it('keeps working when keys rotate, and seals the secret again with the new key', async () => {
    const site = await connectWordpress();
    const post = await createPost();
    const newKey = Buffer.alloc(32, 7).toString('base64');
    const rotated = api.variant({
      INTEGRATION_SECRET_KEYS: `k2:${newKey},dev:${DEV_INTEGRATION_SECRET_KEY}`,
    });
    const owner = await asUser(rotated, who.owner);
    await owner
      .post('/api/integrations/publish')
      .send({ type: 'wordpress', postId: post.id, integrationId: site.id })
      .expect(200);
    expect((await Integration.findById(site.id).lean())!.secret.kid).toBe('k2');
    // A key that is gone: the site needs attention rather than an unexplained failure.
    const lost = api.variant({ INTEGRATION_SECRET_KEYS: `k3:${Buffer.alloc(32, 9).toString('base64')}` });
    const res = await (await asUser(lost, who.owner))
      .post('/api/integrations/publish')
      .send({ type: 'wordpress', postId: post.id, integrationId: site.id });
    expect(res.status).toBe(409);
    expect((await Integration.findById(site.id).lean())!.state).toBe('needs_attention');
  });
});

function verify(delivery: Delivery, secret = SIGNING_SECRET) {
  const timestamp = String(delivery.headers['x-inkpress-timestamp']);
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
  const given = String(delivery.headers['x-inkpress-signature']);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

describe('the custom API integration (signed webhook)', () => {
  async function connectHook() {
    const res = await who.as.owner
      .post('/api/integrations')
      .send({ type: 'api', webhookUrl: hookUrl, signingSecret: SIGNING_SECRET })
      .expect(201);
    return res.body.data;
  }

  it('connects with a signed ping and publishes the post as signed JSON', async () => {
    const hook = await connectHook();
    expect(hook).toMatchObject({ type: 'api', url: hookUrl, hasSecret: true, builtIn: false });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.headers['x-inkpress-event']).toBe('ping');
    expect(verify(deliveries[0]!)).toBe(true);
    respond = () => ({ status: 201, json: { id: 'abc-1', url: 'https://example.com/posts/abc-1' } });
    const post = await createPost();
    const res = await who.as.owner
      .post('/api/integrations/publish')
      .send({ type: 'api', postId: post.id, integrationId: hook.id, status: 'publish' })
      .expect(200);
    expect(res.body.data).toMatchObject({
      state: 'published',
      remoteId: 'abc-1',
      url: 'https://example.com/posts/abc-1',
    });
    const delivery = deliveries[1]!;
    expect(verify(delivery)).toBe(true);
    expect(verify(delivery, 'another-secret-0123456789abcdef')).toBe(false);
    expect(delivery.headers['x-inkpress-delivery']).toBe(`${hook.id}:${post.id}`);
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({
      event: 'post.publish',
      status: 'publish',
      post: { id: post.id, title: post.title, html: expect.stringContaining('<p>Body of') },
    });
    expect(Math.abs(Number(delivery.headers['x-inkpress-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect((await Post.findById(post.id).lean())!.status).toBe('published');
  });

  it('retries 429 and 5xx answers with backoff, but not other failures', async () => {
    const hook = await connectHook();
    const post = await createPost();
    let calls = 0;
    respond = () => (++calls < 3 ? { status: calls === 1 ? 503 : 429 } : { status: 200 });
    await who.as.owner
      .post('/api/integrations/publish')
      .send({ type: 'api', postId: post.id, integrationId: hook.id })
      .expect(200);
    expect(calls).toBe(3);
    calls = 0;
    respond = () => {
      calls += 1;
      return { status: 400 };
    };
    const res = await who.as.owner
      .post('/api/integrations/publish')
      .send({ type: 'api', postId: post.id, integrationId: hook.id, status: 'publish' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('WebUrlInaccessible');
    expect(calls).toBe(1);
    expect((await Post.findById(post.id).lean())!.status).toBe('draft');
  });

  it('does not connect a webhook that refuses the signature', async () => {
    respond = () => ({ status: 401 });
    const res = await who.as.owner
      .post('/api/integrations')
      .send({ type: 'api', webhookUrl: hookUrl, signingSecret: SIGNING_SECRET });
    expect(res.status).toBe(400);
    expect(await Integration.countDocuments()).toBe(0);
  });
});
