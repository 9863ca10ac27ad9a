/**
 * Searching and importing Webflow CMS items and Shopify blog articles
 * (`POST /api/integrations/search`, `/import`) through the real router on the
 * real database, against the local fakes of Webflow's Data API v2 and
 * Shopify's GraphQL Admin API. The site's posts are made here with the
 * sites' own APIs (the fakes' HTTP endpoints), not with the code under test.
 */
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { FAKE_SHOP, FAKE_TOKENS, type ShopifyFake, startShopifyFake } from '../../../test/shopifyFake';
import {
  FAKE_WEBFLOW,
  FAKE_WEBFLOW_TOKENS,
  startWebflowFake,
  type WebflowFake,
} from '../../../test/webflowFake';
import { Collection } from '../../models/Collection';
import { Integration } from '../../models/Integration';
import { Post } from '../../models/Post';

let webflow: WebflowFake;
let shopify: ShopifyFake;
let api: TestApi;
let who: Identities;
beforeAll(async () => {
  webflow = await startWebflowFake();
  shopify = await startShopifyFake();
  api = await startTestApi({
    FETCH_ALLOW_HOSTS: `${webflow.host},${shopify.host}`,
    WEBFLOW_BASE_URL: webflow.url,
    SHOPIFY_BASE_URL: shopify.url,
  });
  who = await createIdentities(api);
});
afterAll(async () => {
  await api.close();
  await webflow.close();
  await shopify.close();
});
afterEach(async () => {
  await Integration.deleteMany({});
});

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** What a careless or hostile post may hold: the editor must never store any of it. */
const UNSAFE =
  '<script>alert(1)</script><p onclick="steal()">Click <a href="javascript:alert(2)">here</a></p><iframe src="https://evil.example"></iframe>';

interface Found {
  id: string;
  slug: string;
  title: string;
  status: string;
  url: string | null;
}

interface Imported {
  collectionId: string;
  postId: string;
  title: string;
  sourceUrl: string | null;
  images: number;
}

describe('Webflow', () => {
  const mapping = {
    content: 'post-body',
    summary: 'post-summary',
    metaTitle: 'seo-title',
    featureImage: 'main-image',
  };
  /** Webflow's own API, as the site's designer would use it. */
  async function webflowItem(fieldData: Record<string, unknown>, live: boolean) {
    const res = await fetch(
      `${webflow.url}/collections/${FAKE_WEBFLOW.blogCollectionId}/items${live ? '/live' : ''}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${FAKE_WEBFLOW_TOKENS.full}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ isArchived: false, isDraft: !live, fieldData }),
      },
    );
    expect(res.status).toBeLessThan(300);
    return (await res.json()) as { id: string; fieldData: { slug: string } };
  }

  async function connect(apiToken = FAKE_WEBFLOW_TOKENS.full) {
    const res = await who.as.owner
      .post('/api/integrations/webflow')
      .send({ apiToken, collectionId: FAKE_WEBFLOW.blogCollectionId, mapping });
    expect(res.status).toBe(201);
    return res.body.data as { id: string; name: string; url: string };
  }

  let live: { id: string; fieldData: { slug: string } };
  let draft: { id: string; fieldData: { slug: string } };
  beforeAll(async () => {
    live = await webflowItem(
      {
        name: `Lighthouse keepers ${run}`,
        slug: `lighthouse-keepers-${run}`,
        'post-body': `<h2>The night watch</h2><p>The lamp turns <strong>all night</strong>.</p><img src="https://cdn.example.com/lamp.png" alt="lamp">${UNSAFE}`,
        'post-summary': 'Who kept the lights burning.',
        'seo-title': `Lighthouse keepers, a history ${run}`,
        'main-image': { url: 'https://cdn.example.com/keeper.jpg', alt: 'A keeper at dusk' },
      },
      true,
    );
    draft = await webflowItem(
      {
        name: `Lighthouse lenses draft ${run}`,
        slug: `lighthouse-lenses-${run}`,
        'post-body': '<p>Fresnel, soon.</p>',
      },
      false,
    );
  });

  it('searches the collection’s items by name, in any state, the latest with no query', async () => {
    const site = await connect();
    const res = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'webflow', query: `LIGHTHOUSE` })
      .expect(200);
    const bySlug = new Map((res.body.data.results as Found[]).map((r) => [r.slug, r]));
    expect(bySlug.get(live.fieldData.slug)).toMatchObject({
      id: live.id,
      title: `Lighthouse keepers ${run}`,
      status: 'published',
      url: `${site.url}/post/${live.fieldData.slug}`,
    });
    expect(bySlug.get(draft.fieldData.slug)).toMatchObject({ id: draft.id, status: 'draft', url: null });

    const none = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'webflow', query: `no such item ${run}` })
      .expect(200);
    expect(none.body.data.results).toEqual([]);

    const latest = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'webflow' })
      .expect(200);
    const slugs = (latest.body.data.results as Found[]).map((r) => r.slug);
    expect(slugs.indexOf(draft.fieldData.slug)).toBeGreaterThanOrEqual(0);
    // The most recently changed first: the draft was made after the live item.
    expect(slugs.indexOf(draft.fieldData.slug)).toBeLessThan(slugs.indexOf(live.fieldData.slug));
  });

  it('imports an item by slug through the mapped fields, its HTML sanitised', async () => {
    const site = await connect();
    const res = await who.as.member
      .post('/api/integrations/import')
      .send({ slug: live.fieldData.slug, integrationId: site.id, type: 'webflow' })
      .expect(201);
    const view = res.body.data as Imported;
    expect(view).toMatchObject({
      title: `Lighthouse keepers ${run}`,
      sourceUrl: `${site.url}/post/${live.fieldData.slug}`,
      images: 1,
    });
    const post = await Post.findById(view.postId).lean();
    const html = post?.content?.[0]?.value ?? '';
    expect(html).toMatch(/^<h1>Lighthouse keepers /);
    expect(html).toContain('<h2>The night watch</h2>');
    expect(html).toContain('<strong>all night</strong>');
    expect(html).toContain('src="https://cdn.example.com/lamp.png"');
    expect(html).not.toMatch(/<script|onclick|javascript:|<iframe/i);
    expect(post?.slug).toBe(live.fieldData.slug);
    expect(post?.metaTitle).toBe(`Lighthouse keepers, a history ${run}`);
    expect(post?.metaDescription).toBe('Who kept the lights burning.');
    expect(post?.featureImage).toMatchObject({
      url: 'https://cdn.example.com/keeper.jpg',
      alt: 'A keeper at dusk',
    });
    expect(post?.extendedData).toMatchObject({
      imported: { integrationId: site.id, type: 'webflow', remoteId: live.id, status: 'published' },
    });
  });

  it('answers 404 for a missing item and another team’s integration, creating nothing', async () => {
    const site = await connect();
    const before = await Collection.countDocuments({});
    const missing = await who.as.owner
      .post('/api/integrations/import')
      .send({ slug: `no-such-item-${run}`, integrationId: site.id, type: 'webflow' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain(`no-such-item-${run}`);
    const foreign = await who.as.other
      .post('/api/integrations/import')
      .send({ slug: live.fieldData.slug, integrationId: site.id, type: 'webflow' });
    expect(foreign.status).toBe(404);
    const foreignSearch = await who.as.other
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'webflow', query: 'lighthouse' });
    expect(foreignSearch.status).toBe(404);
    const wrongType = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'shopify' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('not a Shopify store');
    expect(await Collection.countDocuments({})).toBe(before);
  });

  it('a revoked token is InvalidWebflowCredentialsError and the site needs attention', async () => {
    const token = `revoked${run}`.padEnd(40, '0');
    webflow.tokens.set(token, {
      siteIds: [FAKE_WEBFLOW.siteId],
      scopes: ['sites:read', 'cms:read', 'cms:write'],
    });
    const site = await connect(token);
    webflow.tokens.delete(token);
    const res = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'webflow', query: 'lighthouse' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('InvalidWebflowCredentialsError');
    expect((await Integration.findById(site.id).lean())?.state).toBe('needs_attention');
    const imported = await who.as.owner
      .post('/api/integrations/import')
      .send({ slug: live.fieldData.slug, integrationId: site.id, type: 'webflow' });
    expect(imported.body.code).toBe('InvalidWebflowCredentialsError');
  });
});

describe('Shopify', () => {
  /** Shopify's own GraphQL Admin API, as the shop's staff would use it. */
  async function shopifyCall<T>(query: string, variables: Record<string, unknown>) {
    const res = await fetch(`${shopify.url}/${FAKE_SHOP}/admin/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: { 'x-shopify-access-token': FAKE_TOKENS.full, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: T }).data;
  }
  async function article(input: Record<string, unknown>) {
    const data = await shopifyCall<{
      articleCreate: { article: { id: string; handle: string }; userErrors: unknown[] };
    }>(
      `mutation Create($article: ArticleCreateInput!) {
  articleCreate(article: $article) { article { id handle } userErrors { code field message } }
}`,
      {
        article: { blogId: shopify.shops.get(FAKE_SHOP)!.blogs[0]!.id, author: { name: 'Staff' }, ...input },
      },
    );
    expect(data.articleCreate.userErrors).toEqual([]);
    return data.articleCreate.article;
  }

  async function connect(accessToken = FAKE_TOKENS.full) {
    const res = await who.as.owner
      .post('/api/integrations')
      .send({ type: 'shopify', shop: 'inkpress-test', accessToken });
    expect(res.status).toBe(201);
    return res.body.data as { id: string; name: string; url: string };
  }

  let published: { id: string; handle: string };
  let hidden: { id: string; handle: string };
  beforeAll(async () => {
    published = await article({
      title: `Tea ceremonies ${run}`,
      handle: `tea-ceremonies-${run}`,
      body: `<h2>Matcha</h2><p>Whisk it <em>slowly</em>.</p><img src="https://cdn.shopify.com/tea.png" alt="tea">${UNSAFE}`,
      summary: '<p>How to whisk matcha.</p>',
      isPublished: true,
      tags: ['Tea', 'Guides'],
      image: { url: 'https://cdn.shopify.com/bowl.jpg', altText: 'A tea bowl' },
      metafields: [
        { namespace: 'global', key: 'title_tag', type: 'single_line_text_field', value: `Tea guide ${run}` },
      ],
    });
    hidden = await article({
      title: `Teapot care notes ${run}`,
      handle: `teapot-care-${run}`,
      body: '<p>Rinse, never soap.</p>',
      isPublished: false,
    });
  });

  it('searches the shop’s articles by title words, the latest with no query', async () => {
    const site = await connect();
    const res = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'shopify', query: `tea ${run}` })
      .expect(200);
    const results = res.body.data.results as Found[];
    const byHandle = new Map(results.map((r) => [r.slug, r]));
    expect(byHandle.get(published.handle)).toMatchObject({
      id: published.id,
      title: `Tea ceremonies ${run}`,
      status: 'published',
      url: `https://${FAKE_SHOP}/blogs/news/${published.handle}`,
    });
    // “tea” starts “Teapot” too: Shopify matches word prefixes.
    expect(byHandle.get(hidden.handle)).toMatchObject({ status: 'hidden', url: null });

    const one = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'shopify', query: `ceremonies: "${run}"` })
      .expect(200);
    expect((one.body.data.results as Found[]).map((r) => r.slug)).toEqual([published.handle]);

    const none = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'shopify', query: `coffee ${run}` })
      .expect(200);
    expect(none.body.data.results).toEqual([]);

    const latest = await who.as.owner
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'shopify' })
      .expect(200);
    expect((latest.body.data.results as Found[])[0]?.slug).toBe(hidden.handle);
  });

  it('imports an article by handle with its tags, SEO fields and image, its HTML sanitised', async () => {
    const site = await connect();
    const res = await who.as.owner
      .post('/api/integrations/import')
      .send({ slug: published.handle, integrationId: site.id, type: 'shopify' })
      .expect(201);
    const view = res.body.data as Imported;
    expect(view).toMatchObject({
      title: `Tea ceremonies ${run}`,
      sourceUrl: `https://${FAKE_SHOP}/blogs/news/${published.handle}`,
      images: 1,
    });
    const post = await Post.findById(view.postId).lean();
    const html = post?.content?.[0]?.value ?? '';
    expect(html).toMatch(/^<h1>Tea ceremonies /);
    expect(html).toContain('<h2>Matcha</h2>');
    expect(html).toContain('<em>slowly</em>');
    expect(html).not.toMatch(/<script|onclick|javascript:|<iframe/i);
    expect(post?.tags).toEqual(['Tea', 'Guides']);
    expect(post?.metaTitle).toBe(`Tea guide ${run}`);
    expect(post?.metaDescription).toBe('How to whisk matcha.');
    expect(post?.featureImage).toMatchObject({ url: 'https://cdn.shopify.com/bowl.jpg', alt: 'A tea bowl' });
    expect(post?.extendedData).toMatchObject({
      imported: { integrationId: site.id, type: 'shopify', remoteId: published.id, status: 'published' },
    });

    const draft = await who.as.owner
      .post('/api/integrations/import')
      .send({ slug: hidden.handle, integrationId: site.id, type: 'shopify' })
      .expect(201);
    expect(draft.body.data).toMatchObject({ title: `Teapot care notes ${run}`, sourceUrl: null, images: 0 });
  });

  it('answers 404 for a missing article and another team’s integration, creating nothing', async () => {
    const site = await connect();
    const before = await Collection.countDocuments({});
    const missing = await who.as.owner
      .post('/api/integrations/import')
      .send({ slug: `gone-${run}`, integrationId: site.id, type: 'shopify' });
    expect(missing.status).toBe(404);
    const foreign = await who.as.other
      .post('/api/integrations/import')
      .send({ slug: published.handle, integrationId: site.id, type: 'shopify' });
    expect(foreign.status).toBe(404);
    const foreignSearch = await who.as.other
      .post('/api/integrations/search')
      .send({ integrationId: site.id, type: 'shopify' });
    expect(foreignSearch.status).toBe(404);
    expect(await Collection.countDocuments({})).toBe(before);
  });

  it('a revoked token is InvalidShopifyCredentialsError and the shop needs attention', async () => {
    const token = `shpat_${run}`.padEnd(38, 'a');
    shopify.shops.get(FAKE_SHOP)!.tokens.set(token, ['read_content', 'write_content']);
    const site = await connect(token);
    shopify.shops.get(FAKE_SHOP)!.tokens.delete(token);
    const res = await who.as.owner
      .post('/api/integrations/import')
      .send({ slug: published.handle, integrationId: site.id, type: 'shopify' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('InvalidShopifyCredentialsError');
    expect((await Integration.findById(site.id).lean())?.state).toBe('needs_attention');
  });
});
