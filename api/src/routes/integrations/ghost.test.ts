/**
 * Ghost integrations and publishing against a real Ghost 5 (started by
 * `npm test`, scripts/lib/ghost.ts: GHOST_TEST_*), through the real router on
 * the real database. Ghost is read back here with a token signed by this file
 * (not by the code under test) and through its public Content API.
 */
import { createHmac } from 'node:crypto';
import { Types } from 'mongoose';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Integration } from '../../models/Integration';
import { Post } from '../../models/Post';
import { Publication, PublishLease } from '../../models/Publication';
import { keysOf, sealSecret } from '../../services/integrations/secrets';

const ghost = {
  url: process.env.GHOST_TEST_URL ?? '',
  adminKey: process.env.GHOST_TEST_ADMIN_KEY ?? '',
  contentKey: process.env.GHOST_TEST_CONTENT_KEY ?? '',
};
if (!ghost.url) throw new Error('GHOST_TEST_URL is not set: run through `npm test`, which starts Ghost.');

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi({ FETCH_ALLOW_HOSTS: new URL(ghost.url).host, PUBLISH_RETRIES: '2' });
  who = await createIdentities(api);
});
afterAll(async () => {
  await api.close();
});
afterEach(async () => {
  await Integration.deleteMany({});
  await Publication.deleteMany({});
  await PublishLease.deleteMany({});
});

/** An Admin API token made independently of services/integrations/ghost.ts. */
function adminToken(): string {
  const [id, secret] = ghost.adminKey.split(':') as [string, string];
  const enc = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${enc({ alg: 'HS256', kid: id, typ: 'JWT' })}.${enc({ iat: now, exp: now + 60, aud: '/admin/' })}`;
  const signature = createHmac('sha256', Buffer.from(secret, 'hex')).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

interface GhostPost {
  id: string;
  title: string;
  slug: string;
  status: string;
  url: string;
  html: string;
  published_at: string | null;
  feature_image: string | null;
  custom_excerpt: string | null;
  meta_description: string | null;
  tags: { name: string }[];
}

/** Reads Ghost's Admin API directly. */
async function ghostAdmin<T>(route: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${ghost.url}/ghost/api/admin${route}`, {
    headers: { authorization: `Ghost ${adminToken()}`, 'accept-version': 'v5.0' },
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function ghostPost(id: string): Promise<GhostPost> {
  const res = await ghostAdmin<{ posts: GhostPost[] }>(`/posts/${id}/?formats=html&include=tags`);
  expect(res.status).toBe(200);
  return res.body.posts[0]!;
}

async function ghostPostsTitled(title: string): Promise<GhostPost[]> {
  const filter = encodeURIComponent(`title:'${title}'`);
  const res = await ghostAdmin<{ posts: GhostPost[] }>(`/posts/?filter=${filter}&limit=all`);
  expect(res.status).toBe(200);
  return res.body.posts;
}

async function connectGhost(overrides: Record<string, unknown> = {}) {
  const res = await who.as.owner.post('/api/integrations').send({
    type: 'ghost',
    url: ghost.url,
    adminApiKey: ghost.adminKey,
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; name: string; state: string };
}

let seq = 0;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
async function createPost(extra: Record<string, unknown> = {}) {
  seq += 1;
  const title = `Ghost test ${Date.now()}-${seq}`;
  const res = await who.as.owner
    .post('/api/collections')
    .send({
      title: 'Ghost publishing',
      posts: [{ title, content: [{ value: `<h1>${title}</h1><p>Body of ${title}.</p>` }], ...extra }],
    })
    .expect(201);
  return res.body.data.posts[0] as { id: string; title: string };
}

const publish = (body: Record<string, unknown>) =>
  who.as.owner.post('/api/integrations/publish').send({ type: 'ghost', ...body });

describe('POST /api/integrations (Ghost)', () => {
  it('connects with a working Admin API key, stores it sealed and never returns it', async () => {
    const site = await connectGhost();
    expect(site).toMatchObject({ type: 'ghost', state: 'connected', name: new URL(ghost.url).host });
    const listed = await who.as.owner.get('/api/integrations').expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(ghost.adminKey.split(':')[1]);
    const stored = await Integration.findById(site.id).lean();
    expect(JSON.stringify(stored)).not.toContain(ghost.adminKey.split(':')[1]);
    expect(stored!.url).toBe(ghost.url);
  });

  it('refuses a key Ghost does not accept with InvalidGhostCredentialsError, and saves nothing', async () => {
    const [id] = ghost.adminKey.split(':');
    const res = await who.as.owner
      .post('/api/integrations')
      .send({ type: 'ghost', url: ghost.url, adminApiKey: `${id}:${'ab'.repeat(32)}` });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('InvalidGhostCredentialsError');
    expect(await Integration.countDocuments({})).toBe(0);
  });

  it('refuses a key that is not in Ghost’s id:secret form before calling the site', async () => {
    const res = await who.as.owner
      .post('/api/integrations')
      .send({ type: 'ghost', url: ghost.url, adminApiKey: 'not-a-key' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
  });

  it('lets only the owner connect', async () => {
    const res = await who.as.member
      .post('/api/integrations')
      .send({ type: 'ghost', url: ghost.url, adminApiKey: ghost.adminKey });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/integrations/{id}/ghost-common', () => {
  it('answers the site’s tags and staff, and 404 for another team', async () => {
    const site = await connectGhost();
    const res = await who.as.member.get(`/api/integrations/${site.id}/ghost-common`).expect(200);
    const names = res.body.data.tags.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(['News', 'Guides']));
    expect(res.body.data.authors.map((a: { name: string }) => a.name)).toContain('Ghost Owner');
    expect(res.body.data.authors[0].id).toMatch(/^[a-z0-9]+$/);
    await who.as.other.get(`/api/integrations/${site.id}/ghost-common`).expect(404);
  });
});

describe('POST /api/integrations/publish (Ghost)', () => {
  it('sends a draft by default, read back from Ghost, and leaves the post a draft here', async () => {
    const site = await connectGhost();
    const post = await createPost();
    const res = await publish({ postId: post.id, integrationId: site.id }).expect(200);
    expect(res.body.data).toMatchObject({ state: 'draft', type: 'ghost', remoteId: expect.any(String) });
    const remote = await ghostPost(res.body.data.remoteId);
    expect(remote.status).toBe('draft');
    expect(remote.title).toBe(post.title);
    expect(remote.html).toContain(`Body of ${post.title}.`);
    // The theme shows the title: the heading repeating it is left out.
    expect(remote.html).not.toContain('<h1');
    expect((await Post.findById(post.id).lean())!.status).toBe('draft');
  });

  it('publishes live with tags, author, meta description and the feature image on Ghost', async () => {
    const site = await connectGhost();
    const common = (await who.as.owner.get(`/api/integrations/${site.id}/ghost-common`).expect(200)).body
      .data;
    const post = await createPost({ featureImage: { url: PNG, alt: 'A pixel' } });
    const res = await publish({
      postId: post.id,
      integrationId: site.id,
      status: 'publish',
      tags: ['News', 'Inkpress made'],
      author: common.authors[0].id,
      metaDescription: 'Published by the Ghost API test.',
    }).expect(200);
    expect(res.body.data.state).toBe('published');
    const remote = await ghostPost(res.body.data.remoteId);
    expect(remote.status).toBe('published');
    expect(remote.tags.map((t) => t.name).sort()).toEqual(['Inkpress made', 'News']);
    expect(remote.custom_excerpt).toBe('Published by the Ghost API test.');
    expect(remote.meta_description).toBe('Published by the Ghost API test.');
    expect(remote.feature_image).toMatch(/\/content\/images\/.+\.png$/);
    const image = await fetch(remote.feature_image!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(res.body.data.url).toBe(remote.url);
    // The live page and the public Content API show it.
    const page = await fetch(remote.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(post.title);
    const content = await fetch(`${ghost.url}/ghost/api/content/posts/${remote.id}/?key=${ghost.contentKey}`);
    expect(content.status).toBe(200);
    const stored = await Post.findById(post.id).lean();
    expect(stored!.status).toBe('published');
  });

  it('updates the same Ghost post when published again, and uploads an unchanged image once', async () => {
    const site = await connectGhost();
    const post = await createPost({ featureImage: { url: PNG, alt: null } });
    const first = await publish({ postId: post.id, integrationId: site.id, status: 'publish' }).expect(200);
    const image = (await ghostPost(first.body.data.remoteId)).feature_image;
    const newTitle = `${post.title} (edited)`;
    await Post.updateOne({ _id: post.id }, { $set: { title: newTitle } });
    const second = await publish({ postId: post.id, integrationId: site.id, status: 'publish' }).expect(200);
    expect(second.body.data.remoteId).toBe(first.body.data.remoteId);
    const remote = await ghostPost(second.body.data.remoteId);
    expect(remote.title).toBe(newTitle);
    expect(remote.feature_image).toBe(image);
    expect(await ghostPostsTitled(post.title)).toHaveLength(0);
    expect(await ghostPostsTitled(newTitle)).toHaveLength(1);
  });

  it('schedules, and cancel-publish takes the post back to draft on Ghost and here', async () => {
    const site = await connectGhost();
    const post = await createPost();
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await publish({
      postId: post.id,
      integrationId: site.id,
      status: 'future',
      schedulePublishConfig: { date },
    }).expect(200);
    expect(res.body.data).toMatchObject({ state: 'scheduled', scheduledFor: expect.any(String) });
    expect(Math.abs(Date.parse(res.body.data.scheduledFor) - Date.parse(date))).toBeLessThan(1000);
    const remote = await ghostPost(res.body.data.remoteId);
    expect(remote.status).toBe('scheduled');
    expect(Math.abs(Date.parse(remote.published_at!) - Date.parse(date))).toBeLessThan(1000);
    expect((await Post.findById(post.id).lean())!.status).toBe('scheduled');

    const cancelled = await who.as.owner.post(`/api/posts/${post.id}/cancel-publish`).expect(200);
    expect(cancelled.body.data.status).toBe('draft');
    expect((await ghostPost(res.body.data.remoteId)).status).toBe('draft');
    expect((await Publication.findById(res.body.data.id).lean())!.state).toBe('draft');
  });

  it('creates one Ghost post when the same publish is sent 10 times at once', async () => {
    const site = await connectGhost();
    const post = await createPost();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        publish({ postId: post.id, integrationId: site.id, status: 'publish' }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    const found = await ghostPostsTitled(post.title);
    expect(found).toHaveLength(1);
    const ids = new Set(results.filter((r) => r.status === 200).map((r) => r.body.data.remoteId));
    expect([...ids]).toEqual([found[0]!.id]);
  });

  it('refuses WordPress-style fields for Ghost', async () => {
    const site = await connectGhost();
    const post = await createPost();
    const res = await publish({ postId: post.id, integrationId: site.id, tags: [3], categories: [1] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
  });

  it('answers InvalidGhostCredentialsError for a wrong key, leaves the post as it was and asks to reconnect', async () => {
    const site = await connectGhost();
    const post = await createPost();
    const [id] = ghost.adminKey.split(':');
    await Integration.updateOne(
      { _id: site.id },
      { $set: { secret: sealSecret(keysOf(api.config), `${id}:${'cd'.repeat(32)}`, site.id) } },
    );
    const before = await Post.findById(post.id).lean();
    const res = await publish({ postId: post.id, integrationId: site.id, status: 'publish' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('InvalidGhostCredentialsError');
    expect(await Post.findById(post.id).lean()).toEqual(before);
    expect(await ghostPostsTitled(post.title)).toHaveLength(0);
    const listed = (await who.as.owner.get('/api/integrations').expect(200)).body.data[1];
    expect(listed).toMatchObject({
      state: 'needs_attention',
      problem: { code: 'InvalidGhostCredentialsError' },
    });
    const publication = await Publication.findOne({ postId: new Types.ObjectId(post.id) }).lean();
    expect(publication).toMatchObject({
      state: 'failed',
      lastError: { code: 'InvalidGhostCredentialsError' },
    });
    // Reconnecting with the right key clears it, and the publish goes through.
    await who.as.owner
      .patch(`/api/integrations/${site.id}`)
      .send({ adminApiKey: ghost.adminKey })
      .expect(200);
    const again = (await who.as.owner.get('/api/integrations').expect(200)).body.data[1];
    expect(again).toMatchObject({ state: 'connected', problem: null });
    await publish({ postId: post.id, integrationId: site.id, status: 'publish' }).expect(200);
    expect(await ghostPostsTitled(post.title)).toHaveLength(1);
  });
});
