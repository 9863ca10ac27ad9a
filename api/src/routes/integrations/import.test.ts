/**
 * Searching a site's posts and importing one into the editor
 * (`POST /api/integrations/search`, `/import`), against the real WordPress and
 * Ghost `npm test` starts (WORDPRESS_TEST_*, GHOST_TEST_*), through the real
 * router on the real database. The site posts are made here directly with the
 * sites' own APIs, not with the code under test.
 */
import { createHmac } from 'node:crypto';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Collection } from '../../models/Collection';
import { Integration } from '../../models/Integration';
import { Post } from '../../models/Post';
import { keysOf, sealSecret } from '../../services/integrations/secrets';

const wp = {
  url: process.env.WORDPRESS_TEST_URL ?? '',
  user: process.env.WORDPRESS_TEST_USER ?? '',
  password: process.env.WORDPRESS_TEST_PASSWORD ?? '',
};
const ghost = { url: process.env.GHOST_TEST_URL ?? '', adminKey: process.env.GHOST_TEST_ADMIN_KEY ?? '' };
if (!wp.url || !ghost.url)
  throw new Error(
    'WORDPRESS_TEST_URL or GHOST_TEST_URL is not set: run through `npm test`, which starts both.',
  );

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi({ FETCH_ALLOW_HOSTS: [new URL(wp.url).host, new URL(ghost.url).host].join(',') });
  who = await createIdentities(api);
});
afterAll(async () => {
  await api.close();
});
afterEach(async () => {
  await Integration.deleteMany({});
});

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** What a careless or hostile post may hold: the editor must never store any of it. */
const UNSAFE =
  '<script>alert(1)</script><p onclick="steal()">Click <a href="javascript:alert(2)">here</a></p>';

const wpAuth = `Basic ${Buffer.from(`${wp.user}:${wp.password}`).toString('base64')}`;
/** Calls WordPress's REST API directly, as its administrator. */
async function wpCall<T>(
  route: string,
  init: { method?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
) {
  const url = new URL(`${wp.url}/`);
  url.searchParams.set('rest_route', route);
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      authorization: wpAuth,
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    ...(init.json !== undefined
      ? { body: JSON.stringify(init.json) }
      : init.body
        ? { body: new Uint8Array(init.body) }
        : {}),
  });
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as T;
}

/** An Admin API token made independently of services/integrations/ghost.ts. */
function ghostToken(): string {
  const [id, secret] = ghost.adminKey.split(':') as [string, string];
  const enc = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${enc({ alg: 'HS256', kid: id, typ: 'JWT' })}.${enc({ iat: now, exp: now + 60, aud: '/admin/' })}`;
  return `${unsigned}.${createHmac('sha256', Buffer.from(secret, 'hex')).update(unsigned).digest('base64url')}`;
}

async function ghostCreate(post: Record<string, unknown>) {
  const res = await fetch(`${ghost.url}/ghost/api/admin/posts/?source=html`, {
    method: 'POST',
    headers: {
      authorization: `Ghost ${ghostToken()}`,
      'accept-version': 'v5.0',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ posts: [post] }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { posts: { id: string; slug: string; url: string }[] }).posts[0]!;
}

async function connect(type: 'wordpress' | 'ghost') {
  const res = await who.as.owner
    .post('/api/integrations')
    .send(
      type === 'wordpress'
        ? { type, url: wp.url, username: wp.user, applicationPassword: wp.password }
        : { type, url: ghost.url, adminApiKey: ghost.adminKey },
    );
  expect(res.status).toBe(201);
  return res.body.data as { id: string; name: string };
}

interface Found {
  id: string;
  slug: string;
  title: string;
  status: string;
  url: string | null;
}

describe('WordPress', () => {
  let live: { id: number; slug: string; link: string };
  let draft: { id: number; slug: string };
  beforeAll(async () => {
    const media = await wpCall<{ id: number; source_url: string }>('/wp/v2/media', {
      method: 'POST',
      body: PNG,
      headers: {
        'content-type': 'image/png',
        'content-disposition': `attachment; filename="import-${run}.png"`,
      },
    });
    await wpCall(`/wp/v2/media/${media.id}`, { method: 'POST', json: { alt_text: 'A tiny square' } });
    const tag = await wpCall<{ id: number }>('/wp/v2/tags', {
      method: 'POST',
      json: { name: `Imported ${run}` },
    });
    const category = await wpCall<{ id: number }>('/wp/v2/categories', {
      method: 'POST',
      json: { name: `Guides ${run}` },
    });
    live = await wpCall('/wp/v2/posts', {
      method: 'POST',
      json: {
        title: `Lanterns & light ${run}`,
        content: `<h2>Why lanterns</h2><p>They glow <strong>softly</strong>.</p><img src="${media.source_url}" alt="square">${UNSAFE}`,
        excerpt: 'A short guide to lanterns.',
        status: 'publish',
        tags: [tag.id],
        categories: [category.id],
        featured_media: media.id,
      },
    });
    draft = await wpCall('/wp/v2/posts', {
      method: 'POST',
      json: { title: `Unfinished lantern notes ${run}`, content: '<p>Still a draft.</p>', status: 'draft' },
    });
  });

  it('searches the site’s posts in any state by text, and lists the latest with no query', async () => {
    const site = await connect('wordpress');
    const res = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'wordpress', query: `lantern ${run}` })
      .expect(200);
    const results = res.body.data.results as Found[];
    const bySlug = new Map(results.map((r) => [r.slug, r]));
    expect(bySlug.get(live.slug)).toMatchObject({
      id: String(live.id),
      title: `Lanterns & light ${run}`,
      status: 'publish',
      url: live.link,
    });
    // A WordPress draft has no slug yet: it is listed (and imported) by its id.
    expect(draft.slug).toBe('');
    expect(bySlug.get(String(draft.id))).toMatchObject({ status: 'draft', url: null });

    const none = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'wordpress', query: `no such words ${run}` })
      .expect(200);
    expect(none.body.data.results).toEqual([]);

    const latest = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'wordpress' })
      .expect(200);
    expect((latest.body.data.results as Found[]).map((r) => r.slug)).toContain(String(draft.id));
  });

  it('imports a post by slug as a new document, its HTML sanitised as the editor stores it', async () => {
    const site = await connect('wordpress');
    const res = await who.as.owner
      .post('/api/integrations/import')
      .send({ slug: live.slug, integrationId: site.id, type: 'wordpress' })
      .expect(201);
    const view = res.body.data as {
      collectionId: string;
      postId: string;
      title: string;
      sourceUrl: string;
      images: number;
    };
    expect(view).toMatchObject({ title: `Lanterns & light ${run}`, sourceUrl: live.link, images: 1 });

    const post = await Post.findById(view.postId).lean();
    expect(String(post?.collectionId)).toBe(view.collectionId);
    expect(String(post?.teamId)).toBe(String((await Collection.findById(view.collectionId).lean())?.teamId));
    const html = post?.content?.[0]?.value ?? '';
    expect(html).toMatch(/^<h1>Lanterns &amp; light /);
    expect(html).toContain('<h2>Why lanterns</h2>');
    expect(html).toContain('<strong>softly</strong>');
    expect(html).toMatch(/<img[^>]+src="http:\/\/[^"]+import-[^"]+\.png"/);
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
    expect(post?.tags).toEqual([`Imported ${run}`]);
    expect(post?.categories).toEqual([`Guides ${run}`]);
    expect(post?.metaDescription).toBe('A short guide to lanterns.');
    expect(post?.featureImage).toMatchObject({
      url: expect.stringContaining(`import-${run}`),
      alt: 'A tiny square',
    });
    expect(post?.extendedData).toMatchObject({
      imported: { integrationId: site.id, type: 'wordpress', remoteId: String(live.id), url: live.link },
    });

    // The editor opens it like any document.
    const opened = await who.as.owner.get(`/api/collections/${view.collectionId}`).expect(200);
    expect(JSON.stringify(opened.body)).toContain(view.postId);
  });

  it('imports a draft too, with no public address', async () => {
    const site = await connect('wordpress');
    const res = await who.as.member
      .post('/api/integrations/import')
      .send({ slug: String(draft.id), integrationId: site.id, type: 'wordpress' })
      .expect(201);
    expect(res.body.data).toMatchObject({
      title: `Unfinished lantern notes ${run}`,
      sourceUrl: null,
      images: 0,
    });
  });

  it('answers 404 for an unknown slug and for another team’s integration, creating nothing', async () => {
    const site = await connect('wordpress');
    const before = await Collection.countDocuments({});
    const missing = await who.as.owner
      .post('/api/integrations/import')
      .send({ slug: `nothing-here-${run}`, integrationId: site.id, type: 'wordpress' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain(`nothing-here-${run}`);
    const foreign = await who.as.other
      .post('/api/integrations/import')
      .send({ slug: live.slug, integrationId: site.id, type: 'wordpress' });
    expect(foreign.status).toBe(404);
    const foreignSearch = await who.as.other
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'wordpress', query: 'lantern' });
    expect(foreignSearch.status).toBe(404);
    expect(
      (
        await who.as.anonymous
          .post('/api/integrations/search')
          .send({ integrationId: site.id, type: 'wordpress' })
      ).status,
    ).toBe(401);
    expect(await Collection.countDocuments({})).toBe(before);
  });

  it('refuses a type that does not match the integration and a malformed slug', async () => {
    const site = await connect('wordpress');
    const wrongType = await who.as.owner
      .post('/api/integrations/import')
      .send({ slug: live.slug, integrationId: site.id, type: 'ghost' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('not a Ghost site');
    const badSlug = await who.as.owner
      .post('/api/integrations/import')
      .send({ slug: '../wp-admin', integrationId: site.id, type: 'wordpress' });
    expect(badSlug.status).toBe(400);
    const medium = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'medium' });
    expect(medium.status).toBe(400);
  });

  it('marks the site as needing attention when its password stops working', async () => {
    const site = await connect('wordpress');
    await Integration.updateOne(
      { _id: site.id },
      { $set: { secret: sealSecret(keysOf(api.config), 'abcdefghijklmnopqrstuvwx', site.id) } },
    );
    const res = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'wordpress', query: 'lantern' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('InvalidWordpressPermissionsError');
    expect((await Integration.findById(site.id).lean())?.state).toBe('needs_attention');
  });
});

describe('Ghost', () => {
  let published: { id: string; slug: string; url: string };
  let draft: { id: string; slug: string };
  beforeAll(async () => {
    published = await ghostCreate({
      title: `Harbour walks ${run}`,
      html: `<h2>At dawn</h2><p>The tide is <em>low</em>.</p>${UNSAFE}`,
      status: 'published',
      tags: [{ name: 'Guides' }],
      meta_title: `Harbour walks guide ${run}`,
      meta_description: 'Where to walk by the harbour.',
    });
    draft = await ghostCreate({ title: `Harbour notes draft ${run}`, html: '<p>Soon.</p>', status: 'draft' });
  });

  it('searches the site’s posts by title', async () => {
    const site = await connect('ghost');
    const res = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'ghost', query: `Harbour` })
      .expect(200);
    const results = (res.body.data.results as Found[]).filter((r) => r.title.includes(run));
    const bySlug = new Map(results.map((r) => [r.slug, r]));
    expect(bySlug.get(published.slug)).toMatchObject({
      id: published.id,
      status: 'published',
      url: published.url,
    });
    expect(bySlug.get(draft.slug)).toMatchObject({ status: 'draft', url: null });
    const quoted = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'ghost', query: `it's ${run}` })
      .expect(200);
    expect(quoted.body.data.results).toEqual([]);
  });

  it('imports a post by slug with its tags and meta fields, sanitised', async () => {
    const site = await connect('ghost');
    const res = await who.as.owner
      .post('/api/integrations/import')
      .send({ slug: published.slug, integrationId: site.id, type: 'ghost' })
      .expect(201);
    expect(res.body.data).toMatchObject({ title: `Harbour walks ${run}`, sourceUrl: published.url });
    const post = await Post.findById(res.body.data.postId).lean();
    const html = post?.content?.[0]?.value ?? '';
    expect(html).toMatch(/^<h1>Harbour walks /);
    expect(html).toContain('At dawn');
    expect(html).toContain('<em>low</em>');
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
    expect(post?.tags).toEqual(['Guides']);
    expect(post?.metaTitle).toBe(`Harbour walks guide ${run}`);
    expect(post?.metaDescription).toBe('Where to walk by the harbour.');
  });

  it('answers 404 for an unknown slug and another team’s site', async () => {
    const site = await connect('ghost');
    const missing = await who.as.owner
      .post('/api/integrations/import')
      .send({ slug: `gone-${run}`, integrationId: site.id, type: 'ghost' });
    expect(missing.status).toBe(404);
    const foreign = await who.as.other
      .post('/api/integrations/import')
      .send({ slug: published.slug, integrationId: site.id, type: 'ghost' });
    expect(foreign.status).toBe(404);
  });
});
