/**
 * Webflow (the site builder) through the real router on the real database,
 * against the local fake of the Data API v2 (api/test/webflowFake.ts) that
 * WEBFLOW_BASE_URL points at. What the collection holds is read from the
 * fake's own store, not through the code under test.
 */
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import {
  FAKE_WEBFLOW,
  FAKE_WEBFLOW_TOKENS,
  startWebflowFake,
  type WebflowFake,
} from '../../../test/webflowFake';
import { loadConfig } from '../../config';
import { Integration } from '../../models/Integration';
import { Post } from '../../models/Post';
import { Publication, PublishLease } from '../../models/Publication';

let fake: WebflowFake;
let api: TestApi;
let who: Identities;
beforeAll(async () => {
  fake = await startWebflowFake();
  api = await startTestApi({
    FETCH_ALLOW_HOSTS: fake.host,
    WEBFLOW_BASE_URL: fake.url,
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

const blog = () => fake.collections.get(FAKE_WEBFLOW.blogCollectionId)!;
const itemsNamed = (name: string) =>
  [...blog().items.values()].filter((i) => i.staged.fieldData.name === name);

const mapping = {
  content: 'post-body',
  summary: 'post-summary',
  metaTitle: 'seo-title',
  featureImage: 'main-image',
};

async function connect(overrides: Record<string, unknown> = {}) {
  const res = await who.as.owner.post('/api/integrations/webflow').send({
    apiToken: FAKE_WEBFLOW_TOKENS.full,
    collectionId: FAKE_WEBFLOW.blogCollectionId,
    mapping,
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; name: string; url: string; state: string };
}

let seq = 0;
async function createPost(extra: Record<string, unknown> = {}) {
  seq += 1;
  const title = `Webflow test ${Date.now()}-${seq}`;
  const res = await who.as.owner
    .post('/api/collections')
    .send({
      title: 'Webflow publishing',
      posts: [{ title, content: [{ value: `<h1>${title}</h1><p>Body of ${title}.</p>` }], ...extra }],
    })
    .expect(201);
  return res.body.data.posts[0] as { id: string; title: string };
}

const publish = (body: Record<string, unknown>) =>
  who.as.owner.post('/api/integrations/publish').send({ type: 'webflow', ...body });

describe('WEBFLOW_BASE_URL', () => {
  it('is refused in production', () => {
    expect(() =>
      loadConfig({ ...process.env, NODE_ENV: 'production', WEBFLOW_BASE_URL: 'http://127.0.0.1:1/v2' }),
    ).toThrow(/WEBFLOW_BASE_URL/);
  });
});

describe('POST /api/integrations/webflow/collections', () => {
  it('lists the token’s sites and collections, never echoing the token', async () => {
    const res = await who.as.owner
      .post('/api/integrations/webflow/collections')
      .send({ apiToken: FAKE_WEBFLOW_TOKENS.full })
      .expect(200);
    expect(res.body.data).toEqual({
      sites: [
        {
          id: FAKE_WEBFLOW.siteId,
          name: 'Inkpress Test Site',
          url: 'https://inkpress-test.webflow.io',
          collections: [
            {
              id: FAKE_WEBFLOW.blogCollectionId,
              name: 'Blog Posts',
              singularName: 'Blog Post',
              slug: 'post',
            },
            { id: FAKE_WEBFLOW.authorsCollectionId, name: 'Authors', singularName: 'Author', slug: 'author' },
          ],
        },
      ],
      collection: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(FAKE_WEBFLOW_TOKENS.full);
  });

  it('answers one collection’s fields with their types', async () => {
    const res = await who.as.owner
      .post('/api/integrations/webflow/collections')
      .send({ apiToken: FAKE_WEBFLOW_TOKENS.full, collectionId: FAKE_WEBFLOW.blogCollectionId })
      .expect(200);
    expect(res.body.data.collection).toMatchObject({
      id: FAKE_WEBFLOW.blogCollectionId,
      siteId: FAKE_WEBFLOW.siteId,
    });
    const fields = res.body.data.collection.fields.map(
      (f: { slug: string; type: string; required: boolean }) => [f.slug, f.type, f.required],
    );
    expect(fields).toEqual([
      ['name', 'PlainText', true],
      ['slug', 'PlainText', true],
      ['post-body', 'RichText', true],
      ['post-summary', 'PlainText', false],
      ['seo-title', 'PlainText', false],
      ['main-image', 'Image', false],
      ['featured', 'Switch', false],
    ]);
  });

  it('answers InvalidWebflowCredentialsError for a token Webflow refuses', async () => {
    const res = await who.as.owner
      .post('/api/integrations/webflow/collections')
      .send({ apiToken: '0'.repeat(64) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('InvalidWebflowCredentialsError');
    expect(res.body.message).toContain('API access');
  });

  it('answers InvalidWebflowCollectionError for a collection the token cannot reach', async () => {
    const res = await who.as.owner
      .post('/api/integrations/webflow/collections')
      .send({ apiToken: FAKE_WEBFLOW_TOKENS.full, collectionId: FAKE_WEBFLOW.otherCollectionId });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('InvalidWebflowCollectionError');
  });

  it('checks the body before calling Webflow, and needs a session', async () => {
    const before = fake.requests.length;
    const res = await who.as.owner
      .post('/api/integrations/webflow/collections')
      .send({ apiToken: 'has spaces in it and is long enough', collectionId: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(fake.requests.length).toBe(before);
    await who.as.anonymous
      .post('/api/integrations/webflow/collections')
      .send({ apiToken: FAKE_WEBFLOW_TOKENS.full })
      .expect(401);
  });
});

describe('POST /api/integrations/webflow', () => {
  it('connects the collection with its mapping, the token sealed and never returned', async () => {
    const site = await connect();
    expect(site).toMatchObject({
      type: 'webflow',
      name: 'Inkpress Test Site · Blog Posts',
      url: 'https://inkpress-test.webflow.io',
      state: 'connected',
      hasSecret: true,
      webflow: {
        siteId: FAKE_WEBFLOW.siteId,
        collectionId: FAKE_WEBFLOW.blogCollectionId,
        collectionName: 'Blog Posts',
        collectionSlug: 'post',
        mapping,
      },
    });
    const listed = await who.as.owner.get('/api/integrations').expect(200);
    expect(listed.body.data.map((i: { type: string }) => i.type)).toEqual(['api', 'webflow']);
    expect(JSON.stringify(listed.body)).not.toContain(FAKE_WEBFLOW_TOKENS.full);
    const stored = await Integration.findById(site.id).lean();
    expect(JSON.stringify(stored)).not.toContain(FAKE_WEBFLOW_TOKENS.full);
  });

  it('refuses a mapping to a field that does not exist or does not fit, saving nothing', async () => {
    for (const [bad, words] of [
      [{ content: 'no-such-field' }, 'has no field “no-such-field”'],
      [{ content: 'post-summary' }, 'needs RichText'],
      [{ content: 'post-body', featureImage: 'featured' }, 'needs Image'],
    ] as const) {
      const res = await who.as.owner.post('/api/integrations/webflow').send({
        apiToken: FAKE_WEBFLOW_TOKENS.full,
        collectionId: FAKE_WEBFLOW.blogCollectionId,
        mapping: bad,
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('InvalidWebflowCollectionError');
      expect(res.body.message).toContain(words);
    }
    expect(await Integration.countDocuments({})).toBe(0);
  });

  it('refuses a mapping that leaves a required field empty, or maps one field twice', async () => {
    const unmapped = await who.as.owner.post('/api/integrations/webflow').send({
      apiToken: FAKE_WEBFLOW_TOKENS.full,
      collectionId: FAKE_WEBFLOW.authorsCollectionId,
      mapping: { content: 'bio' },
    });
    expect(unmapped.status).toBe(400);
    expect(unmapped.body.message).toContain('required field “Role” (role) is not mapped');
    const twice = await who.as.owner.post('/api/integrations/webflow').send({
      apiToken: FAKE_WEBFLOW_TOKENS.full,
      collectionId: FAKE_WEBFLOW.blogCollectionId,
      mapping: { content: 'post-body', summary: 'seo-title', metaTitle: 'seo-title' },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.code).toBe('ValidationError');
    expect(await Integration.countDocuments({})).toBe(0);
  });

  it('answers InvalidWebflowPermissionsError for a token without cms:write, and credentials errors for a bad one', async () => {
    const readOnly = await who.as.owner.post('/api/integrations/webflow').send({
      apiToken: FAKE_WEBFLOW_TOKENS.readOnly,
      collectionId: FAKE_WEBFLOW.blogCollectionId,
      mapping,
    });
    expect(readOnly.status).toBe(400);
    expect(readOnly.body.code).toBe('InvalidWebflowPermissionsError');
    expect(readOnly.body.message).toContain('cms:write');
    const refused = await who.as.owner.post('/api/integrations/webflow').send({
      apiToken: 'f'.repeat(64),
      collectionId: FAKE_WEBFLOW.blogCollectionId,
      mapping,
    });
    expect(refused.body.code).toBe('InvalidWebflowCredentialsError');
    expect(await Integration.countDocuments({})).toBe(0);
  });

  it('reconnects an integration with a new mapping; only the owner, 404 for another team', async () => {
    const site = await connect();
    const res = await who.as.owner
      .post('/api/integrations/webflow')
      .send({
        apiToken: FAKE_WEBFLOW_TOKENS.full,
        collectionId: FAKE_WEBFLOW.blogCollectionId,
        mapping: { content: 'post-body' },
        integrationId: site.id,
      })
      .expect(200);
    expect(res.body.data).toMatchObject({ id: site.id, webflow: { mapping: { content: 'post-body' } } });
    expect(await Integration.countDocuments({})).toBe(1);
    await who.as.member
      .post('/api/integrations/webflow')
      .send({ apiToken: FAKE_WEBFLOW_TOKENS.full, collectionId: FAKE_WEBFLOW.blogCollectionId, mapping })
      .expect(403);
    await who.as.other
      .post('/api/integrations/webflow')
      .send({
        apiToken: FAKE_WEBFLOW_TOKENS.full,
        collectionId: FAKE_WEBFLOW.blogCollectionId,
        mapping,
        integrationId: site.id,
      })
      .expect(404);
    // PATCH renames; the token and collection change only through POST /api/integrations/webflow.
    await who.as.owner.patch(`/api/integrations/${site.id}`).send({ name: 'Our blog' }).expect(200);
    const patch = await who.as.owner.patch(`/api/integrations/${site.id}`).send({ url: 'https://x.example' });
    expect(patch.status).toBe(400);
  });
});

describe('POST /api/integrations/publish (Webflow)', () => {
  it('saves a draft by default: a staged item not on the live site, read back', async () => {
    const site = await connect();
    const post = await createPost({ metaDescription: 'A summary.' });
    const res = await publish({ postId: post.id, integrationId: site.id }).expect(200);
    const [item, ...more] = itemsNamed(post.title);
    expect(more).toHaveLength(0);
    expect(item!.live).toBeNull();
    expect(item!.staged).toMatchObject({ isDraft: true });
    expect(item!.staged.fieldData).toMatchObject({
      'post-body': `<p>Body of ${post.title}.</p>`,
      'post-summary': 'A summary.',
    });
    expect(res.body.data).toMatchObject({
      type: 'webflow',
      state: 'draft',
      remoteId: item!.staged.id,
      url: `https://inkpress-test.webflow.io/post/${item!.staged.fieldData.slug}`,
    });
    expect((await Post.findById(post.id).lean())?.status).not.toBe('published');
  });

  it('publishes live with the meta title and image, and marks the post published', async () => {
    const site = await connect();
    const post = await createPost({
      featureImage: { url: 'https://images.example/cover.png', alt: 'Cover' },
    });
    const res = await publish({
      postId: post.id,
      integrationId: site.id,
      status: 'publish',
      metaTitle: 'A meta title',
    }).expect(200);
    const [item] = itemsNamed(post.title);
    expect(item!.live).not.toBeNull();
    expect(item!.live!.fieldData).toMatchObject({
      'seo-title': 'A meta title',
      'main-image': { url: 'https://images.example/cover.png', alt: 'Cover' },
    });
    expect(item!.live!.isDraft).toBe(false);
    expect(res.body.data.state).toBe('published');
    expect((await Post.findById(post.id).lean())?.status).toBe('published');
  });

  it('updates the same item when published again, and a draft takes it off the live site', async () => {
    const site = await connect();
    const post = await createPost();
    const first = await publish({ postId: post.id, integrationId: site.id }).expect(200);
    await Post.updateOne({ _id: post.id }, { $set: { content: [{ value: '<p>Changed.</p>' }] } });
    const second = await publish({ postId: post.id, integrationId: site.id, status: 'publish' }).expect(200);
    expect(second.body.data.remoteId).toBe(first.body.data.remoteId);
    let found = itemsNamed(post.title);
    expect(found).toHaveLength(1);
    expect(found[0]!.live?.fieldData['post-body']).toBe('<p>Changed.</p>');
    const third = await publish({ postId: post.id, integrationId: site.id, status: 'draft' }).expect(200);
    expect(third.body.data).toMatchObject({ state: 'draft', remoteId: first.body.data.remoteId });
    found = itemsNamed(post.title);
    expect(found).toHaveLength(1);
    expect(found[0]!.live).toBeNull();
    expect(found[0]!.staged.isDraft).toBe(true);
  });

  it('finds the item an interrupted publish created instead of making a second', async () => {
    const site = await connect();
    const post = await createPost();
    await publish({ postId: post.id, integrationId: site.id }).expect(200);
    // As if the process died after Webflow created the item, before its id was stored.
    await Publication.updateMany({}, { $set: { remoteId: null } });
    await publish({ postId: post.id, integrationId: site.id, status: 'publish' }).expect(200);
    expect(itemsNamed(post.title)).toHaveLength(1);
  });

  it('creates one item when the same publish is sent 10 times at once', async () => {
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
    const found = itemsNamed(post.title);
    expect(found).toHaveLength(1);
    const ids = new Set(results.filter((r) => r.status === 200).map((r) => r.body.data.remoteId));
    expect([...ids]).toEqual([found[0]!.staged.id]);
  });

  it('waits out Webflow’s rate limit (429, Retry-After) and then publishes once', async () => {
    const site = await connect();
    const post = await createPost();
    const before = fake.requests.length;
    fake.throttle(2, '0.05');
    const res = await publish({ postId: post.id, integrationId: site.id, status: 'publish' }).expect(200);
    expect(res.body.data.state).toBe('published');
    expect(fake.requests.slice(before).filter((r) => r.endsWith(' 429'))).toHaveLength(2);
    expect(itemsNamed(post.title)).toHaveLength(1);
  });

  it('gives up after the retries with WebUrlInaccessible and leaves the post as it was', async () => {
    const site = await connect();
    const post = await createPost();
    fake.throttle(10, '0');
    const res = await publish({ postId: post.id, integrationId: site.id, status: 'publish' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('WebUrlInaccessible');
    fake.throttle(0);
    expect(itemsNamed(post.title)).toHaveLength(0);
    expect((await Post.findById(post.id).lean())?.status).not.toBe('published');
  });

  it('answers InvalidWebflowPermissionsError when the token lost cms:write, and asks to reconnect', async () => {
    const site = await connect();
    const post = await createPost();
    const grant = fake.tokens.get(FAKE_WEBFLOW_TOKENS.full)!;
    const scopes = grant.scopes;
    grant.scopes = ['sites:read', 'cms:read'];
    try {
      const res = await publish({ postId: post.id, integrationId: site.id });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('InvalidWebflowPermissionsError');
      expect(itemsNamed(post.title)).toHaveLength(0);
      const listed = await who.as.owner.get('/api/integrations').expect(200);
      expect(listed.body.data.find((i: { id: string }) => i.id === site.id)).toMatchObject({
        state: 'needs_attention',
        problem: { code: 'InvalidWebflowPermissionsError' },
      });
    } finally {
      grant.scopes = scopes;
    }
  });

  it('shows Webflow’s validation details when it refuses the item', async () => {
    const site = await connect();
    const post = await createPost();
    blog().fields.push({
      id: 'f'.repeat(24),
      isEditable: true,
      isRequired: true,
      type: 'PlainText',
      slug: 'added-later',
      displayName: 'Added later',
      helpText: null,
    });
    try {
      const res = await publish({ postId: post.id, integrationId: site.id });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ValidationError');
      expect(res.body.message).toContain('fieldData.added-later: Field is required');
    } finally {
      blog().fields.pop();
    }
  });

  it('refuses tags and authors for Webflow (a schedule is ours: scheduledPublish.test.ts)', async () => {
    const site = await connect();
    const post = await createPost();
    for (const extra of [{ tags: ['News'] }, { author: 3 }, { existingPostId: 'not-a-webflow-id' }]) {
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
      .send({ type: 'webflow', postId: post.id, integrationId: site.id });
    expect(res.status).toBe(404);
    expect(itemsNamed(post.title)).toHaveLength(0);
  });
});
