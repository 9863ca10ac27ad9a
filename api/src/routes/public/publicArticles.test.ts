import {
  PublicArticleView,
  PublicSampleList,
  PublicSettingsView,
  prerenderSchema,
} from '@inkpress/shared-core';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Collection } from '../../models/Collection';
import { Post } from '../../models/Post';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());
afterEach(async () => {
  await Promise.all([Collection.deleteMany({}), Post.deleteMany({})]);
});

const UNKNOWN = '0123456789abcdef01234567';
const SECRET_TITLE = 'Quarterly plans nobody outside should read';

async function newPost(html = '<h1>Ignored heading</h1><p>First paragraph of the shared article.</p>') {
  const res = await who.as.owner
    .post('/api/collections')
    .send({
      posts: [
        {
          clientId: 'c0',
          title: SECRET_TITLE,
          content: [{ value: `${html}<script>alert(1)</script><p onclick="x()">Second paragraph.</p>` }],
          postConfig: { faqs: [{ question: 'Is it shared?', answer: 'Yes, read-only.' }] },
        },
      ],
    })
    .expect(201);
  const data = res.body.data as { id: string; posts: { id: string }[] };
  return { collectionId: data.id, postId: data.posts[0]!.id };
}

async function prerender(path: string) {
  const res = await api.http.get(`/api/content/prerender?path=${encodeURIComponent(path)}`).expect(200);
  return prerenderSchema.parse(res.body.data);
}

describe('PUT /api/posts/:id/public', () => {
  it('makes the team’s post public with its link, read-only and noindex by default', async () => {
    const { postId } = await newPost();
    const before = await who.as.owner.get(`/api/posts/${postId}/public`).expect(200);
    expect(PublicSettingsView.parse(before.body.data)).toEqual({
      id: postId,
      public: false,
      indexable: false,
      path: `/public/article/${postId}`,
    });
    await who.as.anonymous.get(`/api/public/articles/${postId}`).expect(404);

    const res = await who.as.owner.put(`/api/posts/${postId}/public`).send({ public: true }).expect(200);
    expect(res.body.data).toMatchObject({ public: true, indexable: false });

    const read = await who.as.anonymous.get(`/api/public/articles/${postId}`).expect(200);
    const article = PublicArticleView.parse(read.body.data);
    expect(article.title).toBe(SECRET_TITLE);
    expect(article.html).not.toContain('<script');
    expect(article.html).not.toContain('onclick');
    expect(article.html).not.toContain('<h1');
    expect(article.html).toContain('First paragraph of the shared article.');
    expect(article.description).toBe('First paragraph of the shared article.');
    expect(article.faqs).toEqual([{ question: 'Is it shared?', answer: 'Yes, read-only.' }]);
    expect(article.indexable).toBe(false);
    // Nothing of the team or the account.
    expect(JSON.stringify(read.body)).not.toMatch(/teamId|createdBy|collectionId/);

    const page = await prerender(`/public/article/${postId}`);
    expect(page.status).toBe(200);
    expect(page.head).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page.head).toContain('"@type":"Article"');
    expect(page.head).toContain('"@type":"FAQPage"');
    expect(page.body.match(/<h1>/g)).toHaveLength(1);
    expect(page.body).toContain(`<h1>${SECRET_TITLE}</h1>`);
    expect(page.body).not.toContain('<script');
  });

  it('lets the owner allow indexing, listed in the sitemap, and turns it off with the page', async () => {
    const { postId } = await newPost();
    await who.as.owner.put(`/api/posts/${postId}/public`).send({ public: true, indexable: true }).expect(200);
    const page = await prerender(`/public/article/${postId}`);
    expect(page.head).toContain('<meta name="robots" content="index, follow" />');
    expect((await api.http.get('/api/content/sitemap.xml')).text).toContain(
      `/public/article/${postId}</loc>`,
    );

    const off = await who.as.owner.put(`/api/posts/${postId}/public`).send({ public: false }).expect(200);
    expect(off.body.data).toMatchObject({ public: false, indexable: false });
    expect((await api.http.get('/api/content/sitemap.xml')).text).not.toContain(postId);
  });

  it('a teammate may share the team’s post; another team gets 404 and changes nothing', async () => {
    const { postId } = await newPost();
    const other = await who.as.other.put(`/api/posts/${postId}/public`).send({ public: true });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(SECRET_TITLE);
    await who.as.other.get(`/api/posts/${postId}/public`).expect(404);
    expect((await Post.findById(postId).lean())!.public).toBe(false);
    await who.as.member.put(`/api/posts/${postId}/public`).send({ public: true }).expect(200);
    expect((await Post.findById(postId).lean())!.public).toBe(true);
  });

  it('needs a session, a well-formed id and a boolean', async () => {
    const { postId } = await newPost();
    await who.as.anonymous.put(`/api/posts/${postId}/public`).send({ public: true }).expect(401);
    await who.as.owner.put('/api/posts/nope/public').send({ public: true }).expect(400);
    await who.as.owner.put(`/api/posts/${UNKNOWN}/public`).send({ public: true }).expect(404);
    await who.as.owner.put(`/api/posts/${postId}/public`).send({ public: 'yes' }).expect(400);
    await who.as.owner.put(`/api/posts/${postId}/public`).send({ public: true, teamId: 'x' }).expect(400);
    expect((await Post.findById(postId).lean())!.public).toBe(false);
  });

  it('a collection save echoing an old value does not change it', async () => {
    const { collectionId, postId } = await newPost();
    await who.as.owner.put(`/api/posts/${postId}/public`).send({ public: true }).expect(200);
    await who.as.owner
      .put(`/api/collections/${collectionId}`)
      .send({ posts: [{ id: postId, clientId: 'c0', title: 'Renamed', public: false }] })
      .expect(200);
    const post = (await Post.findById(postId).lean())!;
    expect(post.title).toBe('Renamed');
    expect(post.public).toBe(true);
  });
});

describe('GET /api/public/articles/:id', () => {
  it('answers a private, deleted or unknown post with the same 404, never its title', async () => {
    const { collectionId, postId } = await newPost();
    const answers = [];
    answers.push(await who.as.anonymous.get(`/api/public/articles/${postId}`));
    await who.as.owner.put(`/api/posts/${postId}/public`).send({ public: true }).expect(200);
    await who.as.owner
      .post('/api/collections/delete')
      .send({ ids: [collectionId] })
      .expect(200);
    answers.push(await who.as.anonymous.get(`/api/public/articles/${postId}`));
    answers.push(await who.as.anonymous.get(`/api/public/articles/${UNKNOWN}`));
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(answers[2]!.body);
      expect(JSON.stringify(res.body)).not.toContain(SECRET_TITLE);
    }
    const page = await prerender(`/public/article/${postId}`);
    expect(page.status).toBe(404);
    expect(page.head + page.body).not.toContain(SECRET_TITLE);
    await who.as.anonymous.get('/api/public/articles/%3Cscript%3E').expect(400);
  });

  it('a deleted post stops being public', async () => {
    const { postId } = await newPost();
    await who.as.owner.put(`/api/posts/${postId}/public`).send({ public: true }).expect(200);
    await who.as.owner.delete(`/api/posts/${postId}`).expect(200);
    await who.as.anonymous.get(`/api/public/articles/${postId}`).expect(404);
  });
});

describe('the sample articles', () => {
  it('lists the repository’s samples, each readable at its public page with its template', async () => {
    const res = await who.as.anonymous.get('/api/public/samples').expect(200);
    const samples = PublicSampleList.parse(res.body).data;
    expect(samples.length).toBeGreaterThanOrEqual(3);
    for (const s of samples) expect(s.path).toBe(`/public/article/${s.id}`);
    const howTo = samples.find((s) => s.templateId === 'how-to')!;
    const read = await who.as.anonymous.get(`/api/public/articles/${howTo.id}`).expect(200);
    const article = PublicArticleView.parse(read.body.data);
    expect(article).toMatchObject({ sample: true, indexable: true, templateId: 'how-to' });
    // Its questions are in its text, shown once.
    expect(article.faqs).toEqual([]);
    expect(article.html.match(/Frequently asked questions/g)).toHaveLength(1);

    const list = await prerender('/public/samples');
    expect(list.status).toBe(200);
    for (const s of samples) expect(list.body).toContain(`href="${s.path}"`);
    const page = await prerender(howTo.path);
    expect(page.head).toContain('<meta name="robots" content="index, follow" />');
    expect(page.body.match(/<h1>/g)).toHaveLength(1);
    expect((await api.http.get('/api/content/sitemap.xml')).text).toContain(`${howTo.path}</loc>`);
    await who.as.anonymous.get('/api/public/articles/no-such-sample').expect(404);
  });
});

describe('POST /api/public/collection', () => {
  it('answers the team’s collection with its posts to an API key, 404 to another team', async () => {
    const { collectionId, postId } = await newPost();
    const res = await who.as.apiKey.post('/api/public/collection').send({ id: collectionId }).expect(200);
    expect(res.body.data.id).toBe(collectionId);
    expect(res.body.data.posts.map((p: { id: string }) => p.id)).toEqual([postId]);
    await who.as.other.post('/api/public/collection').send({ id: collectionId }).expect(404);
    await who.as.anonymous.post('/api/public/collection').send({ id: collectionId }).expect(401);
    await who.as.apiKey.post('/api/public/collection').send({ id: 'nope' }).expect(400);
  });
});
