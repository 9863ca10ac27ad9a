/**
 * Shopify (the shop platform) through the real router on the real database,
 * against the local fake of the GraphQL Admin API (api/test/shopifyFake.ts)
 * that SHOPIFY_BASE_URL points every shop at. What the shop holds is read
 * from the fake's own store, not through the code under test.
 */
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { FAKE_SHOP, FAKE_TOKENS, type ShopifyFake, startShopifyFake } from '../../../test/shopifyFake';
import { Integration } from '../../models/Integration';
import { Post } from '../../models/Post';
import { Publication, PublishLease } from '../../models/Publication';

let fake: ShopifyFake;
let api: TestApi;
let who: Identities;
beforeAll(async () => {
  fake = await startShopifyFake();
  api = await startTestApi({
    FETCH_ALLOW_HOSTS: fake.host,
    SHOPIFY_BASE_URL: fake.url,
    PUBLISH_RETRIES: '2',
  });
  who = await createIdentities(api);
});
afterAll(async () => {
  await api.close();
  await fake.close();
});
afterEach(async () => {
  fake.throttle(0);
  await Integration.deleteMany({});
  await Publication.deleteMany({});
  await PublishLease.deleteMany({});
});

const shop = () => fake.shops.get(FAKE_SHOP)!;
const articlesTitled = (title: string) => [...shop().articles.values()].filter((a) => a.title === title);

async function connect(overrides: Record<string, unknown> = {}) {
  const res = await who.as.owner
    .post('/api/integrations')
    .send({ type: 'shopify', shop: 'inkpress-test', accessToken: FAKE_TOKENS.full, ...overrides });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; name: string; url: string; state: string };
}

let seq = 0;
async function createPost(extra: Record<string, unknown> = {}) {
  seq += 1;
  const title = `Shopify test ${Date.now()}-${seq}`;
  const res = await who.as.owner
    .post('/api/collections')
    .send({
      title: 'Shopify publishing',
      posts: [{ title, content: [{ value: `<h1>${title}</h1><p>Body of ${title}.</p>` }], ...extra }],
    })
    .expect(201);
  return res.body.data.posts[0] as { id: string; title: string };
}

const publish = (body: Record<string, unknown>) =>
  who.as.owner.post('/api/integrations/publish').send({ type: 'shopify', ...body });

describe('POST /api/shopify/validate', () => {
  it('answers the shop and the token’s scopes for a working token, never the token', async () => {
    const res = await who.as.owner
      .post('/api/shopify/validate')
      .send({ shop: `https://${FAKE_SHOP}/admin`, accessToken: FAKE_TOKENS.full })
      .expect(200);
    expect(res.body.data).toEqual({
      name: 'Inkpress Test Shop',
      shop: FAKE_SHOP,
      url: `https://${FAKE_SHOP}`,
      scopes: ['read_content', 'write_content', 'read_products'],
    });
    expect(JSON.stringify(res.body)).not.toContain(FAKE_TOKENS.full);
  });

  it('refuses an address that is not a myshopify.com store before calling anything', async () => {
    const before = fake.requests.length;
    const res = await who.as.owner
      .post('/api/shopify/validate')
      .send({ shop: 'https://shop.example.com', accessToken: FAKE_TOKENS.full });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('InvalidShopifyURLError');
    expect(fake.requests.length).toBe(before);
  });

  it('answers InvalidShopifyURLError for a myshopify.com store that does not exist', async () => {
    const res = await who.as.owner
      .post('/api/shopify/validate')
      .send({ shop: 'no-such-shop.myshopify.com', accessToken: FAKE_TOKENS.full });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('InvalidShopifyURLError');
  });

  it('answers InvalidShopifyCredentialsError for a token Shopify refuses', async () => {
    const res = await who.as.owner
      .post('/api/shopify/validate')
      .send({ shop: FAKE_SHOP, accessToken: 'shpat_00000000000000000000000000000000' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('InvalidShopifyCredentialsError');
    expect(res.body.message).toContain('custom app');
  });

  it('answers InvalidShopifyPermissionsError for a token without write_content', async () => {
    const res = await who.as.owner
      .post('/api/shopify/validate')
      .send({ shop: FAKE_SHOP, accessToken: FAKE_TOKENS.readOnly });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('InvalidShopifyPermissionsError');
    expect(res.body.message).toContain('write_content');
  });

  it('needs a session', async () => {
    await who.as.anonymous
      .post('/api/shopify/validate')
      .send({ shop: FAKE_SHOP, accessToken: FAKE_TOKENS.full })
      .expect(401);
  });
});

describe('POST /api/integrations (Shopify)', () => {
  it('connects with the shop’s name, stores the token sealed and never returns it', async () => {
    const site = await connect();
    expect(site).toMatchObject({
      name: 'Inkpress Test Shop',
      url: `https://${FAKE_SHOP}`,
      state: 'connected',
    });
    const listed = await who.as.owner.get('/api/integrations').expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(FAKE_TOKENS.full);
    const stored = await Integration.findById(site.id).lean();
    expect(JSON.stringify(stored)).not.toContain(FAKE_TOKENS.full);
  });

  it('saves nothing when the token is refused or may not write', async () => {
    for (const accessToken of ['shpat_00000000000000000000000000000000', FAKE_TOKENS.readOnly]) {
      const res = await who.as.owner
        .post('/api/integrations')
        .send({ type: 'shopify', shop: FAKE_SHOP, accessToken });
      expect(res.status).toBe(400);
    }
    expect(await Integration.countDocuments({})).toBe(0);
  });

  it('reconnects with a new token through PATCH and refuses Shopify fields on other kinds', async () => {
    const site = await connect();
    const res = await who.as.owner
      .patch(`/api/integrations/${site.id}`)
      .send({ accessToken: FAKE_TOKENS.readOnly });
    expect(res.body.code).toBe('InvalidShopifyPermissionsError');
    await who.as.owner
      .patch(`/api/integrations/${site.id}`)
      .send({ accessToken: FAKE_TOKENS.full })
      .expect(200);
  });
});

describe('GET /api/integrations/{id}/shopify-common', () => {
  it('answers the shop’s blogs, cached briefly, and 404 for another team', async () => {
    const site = await connect();
    const res = await who.as.owner.get(`/api/integrations/${site.id}/shopify-common`).expect(200);
    expect(res.body.data.blogs.map((b: { title: string }) => b.title)).toEqual(['News', 'Guides']);
    const calls = fake.requests.length;
    await who.as.owner.get(`/api/integrations/${site.id}/shopify-common`).expect(200);
    expect(fake.requests.length).toBe(calls);
    await who.as.owner.get(`/api/integrations/${site.id}/shopify-common?fresh=1`).expect(200);
    expect(fake.requests.length).toBe(calls + 1);
    await who.as.other.get(`/api/integrations/${site.id}/shopify-common`).expect(404);
    await who.as.member.get(`/api/integrations/${site.id}/shopify-common`).expect(200);
  });
});

describe('POST /api/integrations/publish (Shopify)', () => {
  it('saves a draft by default: a hidden article, read back, and the post stays a draft here', async () => {
    const site = await connect();
    const post = await createPost();
    const res = await publish({ postId: post.id, integrationId: site.id }).expect(200);
    expect(res.body.data).toMatchObject({ type: 'shopify', state: 'draft' });
    const [article, ...more] = articlesTitled(post.title);
    expect(more).toHaveLength(0);
    expect(article).toMatchObject({
      isPublished: false,
      blog: { handle: 'news' },
      author: { name: site.name },
    });
    expect(article!.body).toBe(`<p>Body of ${post.title}.</p>`);
    expect(res.body.data.remoteId).toBe(article!.id);
    expect((await Post.findById(post.id).lean())?.status).not.toBe('published');
  });

  it('publishes live to the chosen blog with tags and meta fields, and marks the post published', async () => {
    const site = await connect();
    const post = await createPost();
    const blog = shop().blogs.find((b) => b.handle === 'guides')!;
    const res = await publish({
      postId: post.id,
      integrationId: site.id,
      status: 'publish',
      blogId: blog.id,
      tags: ['Launch', 'News'],
      metaTitle: 'A meta title',
      metaDescription: 'A meta description.',
    }).expect(200);
    const [article] = articlesTitled(post.title);
    expect(article).toMatchObject({
      isPublished: true,
      tags: ['Launch', 'News'],
      summary: 'A meta description.',
      blog: { id: blog.id },
    });
    expect(article!.metafields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ namespace: 'global', key: 'title_tag', value: 'A meta title' }),
        expect.objectContaining({
          namespace: 'global',
          key: 'description_tag',
          value: 'A meta description.',
        }),
      ]),
    );
    expect(res.body.data).toMatchObject({
      state: 'published',
      url: `https://${FAKE_SHOP}/blogs/guides/${article!.handle}`,
    });
    expect((await Post.findById(post.id).lean())?.status).toBe('published');
  });

  it('updates the same article when published again', async () => {
    const site = await connect();
    const post = await createPost();
    const first = await publish({ postId: post.id, integrationId: site.id }).expect(200);
    await Post.updateOne({ _id: post.id }, { $set: { content: [{ value: '<p>Changed.</p>' }] } });
    const second = await publish({ postId: post.id, integrationId: site.id, status: 'publish' }).expect(200);
    expect(second.body.data.remoteId).toBe(first.body.data.remoteId);
    const found = articlesTitled(post.title);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ body: '<p>Changed.</p>', isPublished: true });
  });

  it('creates one article when the same publish is sent 10 times at once', async () => {
    const site = await connect();
    const post = await createPost();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        publish({ postId: post.id, integrationId: site.id, status: 'publish' }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    const found = articlesTitled(post.title);
    expect(found).toHaveLength(1);
    const ids = new Set(results.filter((r) => r.status === 200).map((r) => r.body.data.remoteId));
    expect([...ids]).toEqual([found[0]!.id]);
  });

  it('waits out Shopify’s throttling (429, Retry-After) and then publishes once', async () => {
    const site = await connect();
    const post = await createPost();
    fake.throttle(2, '0.05');
    const res = await publish({ postId: post.id, integrationId: site.id, status: 'publish' }).expect(200);
    expect(res.body.data.state).toBe('published');
    expect(fake.requests.filter((r) => r.endsWith(' 429'))).toHaveLength(2);
    expect(articlesTitled(post.title)).toHaveLength(1);
  });

  it('answers InvalidShopifyPermissionsError when the token lost write_content, and asks to reconnect', async () => {
    const site = await connect();
    const post = await createPost();
    shop().tokens.set(FAKE_TOKENS.full, ['read_content']);
    try {
      const res = await publish({ postId: post.id, integrationId: site.id });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('InvalidShopifyPermissionsError');
      expect(articlesTitled(post.title)).toHaveLength(0);
      const listed = await who.as.owner.get('/api/integrations').expect(200);
      const mine = listed.body.data.find((i: { id: string }) => i.id === site.id);
      expect(mine).toMatchObject({
        state: 'needs_attention',
        problem: { code: 'InvalidShopifyPermissionsError' },
      });
      expect((await Post.findById(post.id).lean())?.status).not.toBe('published');
    } finally {
      shop().tokens.set(FAKE_TOKENS.full, ['read_content', 'write_content', 'read_products']);
    }
  });

  it('refuses categories and authors for Shopify (a schedule is ours: scheduledPublish.test.ts)', async () => {
    const site = await connect();
    const post = await createPost();
    for (const extra of [{ categories: [1] }, { author: 3 }, { tags: [3] }]) {
      const res = await publish({ postId: post.id, integrationId: site.id, ...extra });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ValidationError');
    }
  });

  it('answers 404 for another team’s integration and post', async () => {
    const site = await connect();
    const post = await createPost();
    const res = await who.as.other
      .post('/api/integrations/publish')
      .send({ type: 'shopify', postId: post.id, integrationId: site.id });
    expect(res.status).toBe(404);
    expect(articlesTitled(post.title)).toHaveLength(0);
  });
});
