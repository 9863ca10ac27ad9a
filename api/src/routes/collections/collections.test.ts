import { CollectionListItemView, CollectionView, PostBody, PostView } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Collection } from '../../models/Collection';
import { Folder } from '../../models/Folder';
import { Post } from '../../models/Post';
import { Revision } from '../../models/Revision';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());
afterEach(async () => {
  await Promise.all([
    Collection.deleteMany({}),
    Post.deleteMany({}),
    Revision.deleteMany({}),
    Folder.deleteMany({}),
  ]);
});

const UNKNOWN = '0123456789abcdef01234567';

/** A post as the editor's PostStore sends it (SPEC §3), unsaved flag and all. */
function postPayload(overrides: Record<string, unknown> = {}) {
  return {
    clientId: `c-${new Types.ObjectId()}`,
    title: 'Untitled Document',
    content: [{ value: '<h1>Hello</h1><p>World</p>' }],
    categories: ['News'],
    metaTitle: 'Meta',
    metaDescription: 'Description',
    slug: 'Hello World!',
    tags: ['a'],
    authorId: null,
    featureImage: null,
    extendedData: {},
    postMetadata: { words: 2 },
    postConfig: { faqs: [{ question: 'Q?', answer: 'A.' }], language: 'en-US' },
    date: null,
    draft: true,
    public: false,
    templateId: null,
    generatorOpen: false,
    status: 'draft',
    selectedContentIndex: 0,
    unsavedChanges: true,
    ...overrides,
  };
}

async function createCollection(body: Record<string, unknown> = {}, as = who.as.owner) {
  return (await as.post('/api/collections').send(body).expect(201)).body.data;
}

describe('POST /api/collections', () => {
  it('creates a collection with the defaults of SPEC §3', async () => {
    const data = await createCollection({});
    expect(data).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      clientId: null,
      title: 'Untitled Collection',
      locales: [],
      templateId: null,
      metaData: {},
      draft: true,
      autoSave: true,
      folder_id: null,
      createdBy: who.owner.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      posts: [],
    });
  });

  it('creates its posts with the fields of SPEC §3, sanitised, slugified and with their client ids', async () => {
    const post = postPayload({
      content: [{ value: '<p onclick="x()">Hi<script>alert(1)</script></p>' }, { value: '<h2>B</h2>' }],
      selectedContentIndex: 5,
    });
    const data = await createCollection({
      clientId: 'local-1',
      title: 'My collection',
      locales: ['en-US', 'fr'],
      templateId: 'blog-post',
      metaData: { keyword: 'email' },
      autoSave: false,
      posts: [post, postPayload({ title: '' })],
    });
    expect(data).toMatchObject({ clientId: 'local-1', title: 'My collection', locales: ['en-US', 'fr'] });
    expect(data.posts).toHaveLength(2);
    expect(data.posts[0]).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      clientId: post.clientId,
      collectionId: data.id,
      title: 'Untitled Document',
      content: [{ value: '<p>Hi</p>' }, { value: '<h2>B</h2>' }],
      categories: ['News'],
      metaTitle: 'Meta',
      metaDescription: 'Description',
      slug: 'hello-world',
      tags: ['a'],
      authorId: null,
      featureImage: null,
      extendedData: {},
      postMetadata: { words: 2 },
      postConfig: { faqs: [{ question: 'Q?', answer: 'A.' }], language: 'en-US' },
      date: null,
      draft: true,
      public: false,
      templateId: null,
      generatorOpen: false,
      status: 'draft',
      // Past the last variant: wraps to the first (SPEC §4).
      selectedContentIndex: 0,
      wordCount: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(data.posts[1].title).toBe('Untitled Document');
  });

  it('sanitises post HTML on save: script, event handlers and javascript: URLs go, the editor’s markup stays', async () => {
    const kept =
      '<h2>Part</h2><p><strong>a</strong> <em>b</em> <s>c</s> <code>d</code></p><ul><li><p>e</p></li></ul>' +
      '<blockquote><p>f</p></blockquote><pre><code>g</code></pre><table><tbody><tr><td>h</td></tr></tbody></table>' +
      '<p><a href="https://example.com/x" title="X" rel="noopener noreferrer nofollow">i</a><br /><img src="https://example.com/a.png" alt="A" /></p><hr />';
    const hostile =
      '<script>alert(1)</script><img src="https://example.com/b.png" onerror="alert(1)" />' +
      '<a href="javascript:alert(1)">j</a><iframe src="https://evil.test"></iframe>';
    const data = await createCollection({ posts: [postPayload({ content: [{ value: kept + hostile }] })] });
    expect(data.posts[0].content[0].value).toBe(
      `${kept}<img src="https://example.com/b.png" /><a rel="noopener noreferrer nofollow">j</a>`,
    );
    const stored = await Post.findById(data.posts[0].id).lean();
    expect(stored!.content[0]!.value).not.toMatch(/<script|onerror|javascript:|<iframe/);
  });

  it('files it into one of the team’s folders, never another team’s', async () => {
    const folder = (await who.as.owner.post('/api/folders').send({ name: 'F' }).expect(201)).body.data;
    expect((await createCollection({ folder_id: folder.id })).folder_id).toBe(folder.id);
    const res = await who.as.other.post('/api/collections').send({ folder_id: folder.id });
    expect(res.status).toBe(404);
    expect(await Collection.countDocuments({ teamId: new Types.ObjectId(who.other.teamId) })).toBe(0);
  });

  it.each([
    ['a title of 301 characters', { title: 'x'.repeat(301) }],
    ['an unknown field', { owner: 'me' }],
    ['a teamId', { teamId: UNKNOWN }],
    ['a folder id that is not an id', { folder_id: 'nope' }],
    ['an object as title', { title: { $gt: '' } }],
    ['metaData with an operator key', { metaData: { $where: 'x' } }],
    ['metaData with a dotted key', { metaData: { 'a.b': 1 } }],
    ['metaData with a __proto__ key', { metaData: JSON.parse('{"__proto__": {"x": 1}}') }],
    ['metaData that is an array', { metaData: [] }],
    ['a bad locale', { locales: ['not a locale'] }],
    ['posts that are not a list', { posts: { a: 1 } }],
    ['a post with an unknown field', { posts: [{ body: 'x' }] }],
    ['a post with a bad variant', { posts: [{ content: [{ value: 1 }] }] }],
    ['a post with 21 variants', { posts: [{ content: Array.from({ length: 21 }, () => ({ value: '' })) }] }],
    ['a post title of 301 characters', { posts: [{ title: 'x'.repeat(301) }] }],
    ['a javascript: feature image', { posts: [{ featureImage: { url: 'javascript:alert(1)' } }] }],
    ['a post with a bad date', { posts: [{ date: 'yesterday' }] }],
    ['a post with an unknown status', { posts: [{ status: 'deleted' }] }],
    ['two posts with one client id', { posts: [{ clientId: 'a' }, { clientId: 'a' }] }],
    ['201 posts', { posts: Array.from({ length: 201 }, () => ({})) }],
  ])('answers 400 for %s and stores nothing', async (_label, body) => {
    const res = await who.as.owner.post('/api/collections').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(await Collection.countDocuments()).toBe(0);
    expect(await Post.countDocuments()).toBe(0);
  });
});

describe('PUT /api/collections/:id', () => {
  it('saves the fields, updates posts by id or client id, adds new ones and deletes the ones not sent', async () => {
    const a = postPayload({ title: 'A' });
    const b = postPayload({ title: 'B' });
    const c = postPayload({ title: 'C' });
    const created = await createCollection({ posts: [a, b, c] });
    const [savedA, , savedC] = created.posts;
    const d = postPayload({ title: 'D' });
    const res = await who.as.owner
      .put(`/api/collections/${created.id}`)
      .send({
        ...created,
        title: 'Renamed',
        draft: false,
        posts: [
          { ...savedC, title: 'C2', content: [{ value: '<p>changed</p>' }] },
          // Matched by client id alone (the editor lost the id): still the same post.
          { ...a, id: undefined, title: 'A2' },
          d,
        ],
      })
      .expect(200);
    const data = res.body.data;
    expect(data).toMatchObject({ id: created.id, title: 'Renamed', draft: false });
    expect(data.posts.map((p: { title: string }) => p.title)).toEqual(['C2', 'A2', 'D']);
    expect(data.posts[0].id).toBe(savedC.id);
    expect(data.posts[1].id).toBe(savedA.id);
    expect(data.posts[2]).toMatchObject({ clientId: d.clientId, id: expect.any(String) });
    expect(await Post.countDocuments()).toBe(3);
    expect(new Date(data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
    // B was not sent: deleted with its revisions.
    expect(await Post.exists({ title: 'B' })).toBeNull();
    expect(await Revision.countDocuments({ title: 'B' })).toBe(0);
  });

  it('leaves the posts alone when no posts are sent, and keeps fields that are not sent', async () => {
    const created = await createCollection({ title: 'T', locales: ['en'], posts: [postPayload()] });
    const res = await who.as.owner
      .put(`/api/collections/${created.id}`)
      .send({ autoSave: false })
      .expect(200);
    expect(res.body.data).toMatchObject({ title: 'T', locales: ['en'], autoSave: false });
    expect(res.body.data.posts).toHaveLength(1);
  });

  it('creates a new post for an id of another collection instead of touching that post', async () => {
    const one = await createCollection({ posts: [postPayload({ title: 'one' })] });
    const two = await createCollection({});
    const res = await who.as.owner
      .put(`/api/collections/${two.id}`)
      .send({ posts: [{ id: one.posts[0].id, title: 'stolen' }] })
      .expect(200);
    expect(res.body.data.posts[0].id).not.toBe(one.posts[0].id);
    expect((await Post.findById(one.posts[0].id).lean())!.title).toBe('one');
  });

  it('answers CollectionNotFound for an unknown id and another team’s collection, changing nothing', async () => {
    const created = await createCollection({ title: 'Mine', posts: [postPayload()] });
    for (const [as, id] of [
      [who.as.owner, UNKNOWN],
      [who.as.other, created.id],
    ] as const) {
      const res = await as.put(`/api/collections/${id}`).send({ title: 'Theirs', posts: [] });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('CollectionNotFound');
    }
    expect((await Collection.findById(created.id).lean())!.title).toBe('Mine');
    expect(await Post.countDocuments()).toBe(1);
  });

  it('answers 400 for an invalid body and 404 for another team’s folder, changing nothing', async () => {
    const created = await createCollection({ title: 'Mine', posts: [postPayload()] });
    await who.as.owner.put(`/api/collections/${created.id}`).send({ title: 7, posts: [] }).expect(400);
    const theirs = (await who.as.other.post('/api/folders').send({ name: 'X' }).expect(201)).body.data;
    await who.as.owner
      .put(`/api/collections/${created.id}`)
      .send({ folder_id: theirs.id, posts: [] })
      .expect(404);
    expect(await Post.countDocuments()).toBe(1);
    expect((await Collection.findById(created.id).lean())!.folder_id).toBeNull();
  });
});

describe('GET /api/collections', () => {
  it('lists the team’s collections newest first by updatedAt, or by createdAt, with paging', async () => {
    const first = await createCollection({ title: 'first', posts: [postPayload({ title: 'p1' })] });
    const second = await createCollection({ title: 'second' });
    const third = await createCollection({ title: 'third' });
    await createCollection({ title: 'not ours' }, who.as.other);
    // Saving the first one makes it the most recently updated.
    await who.as.owner.put(`/api/collections/${first.id}`).send({ title: 'first' }).expect(200);

    const byUpdate = await who.as.owner.get('/api/collections').expect(200);
    expect(byUpdate.body).toMatchObject({ total: 3, offset: 0, limit: 25 });
    expect(byUpdate.body.data.map((c: { title: string }) => c.title)).toEqual(['first', 'third', 'second']);
    expect(byUpdate.body.data[0]).toMatchObject({
      postCount: 1,
      posts: [{ title: 'p1', id: expect.any(String), status: 'draft' }],
    });
    expect(byUpdate.body.data[0].posts[0].content).toBeUndefined();

    const byCreation = await who.as.owner.get('/api/collections?sort=createdAt&offset=1&limit=1').expect(200);
    expect(byCreation.body).toMatchObject({ total: 3, offset: 1, limit: 1 });
    expect(byCreation.body.data.map((c: { id: string }) => c.id)).toEqual([second.id]);
    expect(third.id).toBeDefined();
  });

  it('filters by folder, and by no folder', async () => {
    const folder = (await who.as.owner.post('/api/folders').send({ name: 'F' }).expect(201)).body.data;
    await createCollection({ title: 'in', folder_id: folder.id });
    await createCollection({ title: 'out' });
    const inside = await who.as.owner.get(`/api/collections?folderId=${folder.id}`).expect(200);
    expect(inside.body.data.map((c: { title: string }) => c.title)).toEqual(['in']);
    const outside = await who.as.owner.get('/api/collections?folderId=none').expect(200);
    expect(outside.body.data.map((c: { title: string }) => c.title)).toEqual(['out']);
  });

  it.each([
    ['a negative offset', 'offset=-1'],
    ['a limit over 100', 'limit=101'],
    ['an unknown sort', 'sort=title'],
    ['a folder id that is not an id', 'folderId=abc'],
    ['a folder id given twice', 'folderId=0123456789abcdef01234567&folderId=none'],
  ])('answers 400 for %s', async (_label, query) => {
    await who.as.owner.get(`/api/collections?${query}`).expect(400);
  });
});

describe('GET /api/collections/:id', () => {
  it('returns the collection with its posts and their HTML', async () => {
    const created = await createCollection({ title: 'C', posts: [postPayload()] });
    const res = await who.as.owner.get(`/api/collections/${created.id}`).expect(200);
    expect(res.body.data).toEqual(created);
  });

  it('answers exactly the shapes shared-core defines, the ones the editor parses', async () => {
    const created = await createCollection({ title: 'C', posts: [postPayload(), postPayload()] });
    const one = await who.as.owner.get(`/api/collections/${created.id}`).expect(200);
    expect(CollectionView.strict().safeParse(one.body.data).error).toBeUndefined();
    for (const post of one.body.data.posts) expect(PostView.strict().safeParse(post).error).toBeUndefined();
    const list = await who.as.owner.get('/api/collections').expect(200);
    expect(CollectionListItemView.strict().safeParse(list.body.data[0]).error).toBeUndefined();
    // What the API answers is what a save may send back.
    expect(PostBody.safeParse(one.body.data.posts[0]).error).toBeUndefined();
  });

  it('answers CollectionNotFound for an unknown id and for another team’s collection', async () => {
    const created = await createCollection({});
    for (const [as, id] of [
      [who.as.owner, UNKNOWN],
      [who.as.other, created.id],
    ] as const) {
      const res = await as.get(`/api/collections/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 404, code: 'CollectionNotFound' });
    }
    await who.as.owner.get('/api/collections/nope').expect(400);
  });
});

describe('POST /api/collections/move', () => {
  it('moves collections into one of the team’s folders and out again, leaving updatedAt alone', async () => {
    const folder = (await who.as.owner.post('/api/folders').send({ name: 'F' }).expect(201)).body.data;
    const a = await createCollection({ title: 'a' });
    const b = await createCollection({ title: 'b' });
    const res = await who.as.owner
      .post('/api/collections/move')
      .send({ collectionIds: [a.id, b.id], folderId: folder.id })
      .expect(200);
    expect(res.body.data).toEqual({ ids: [a.id, b.id], folder_id: folder.id });
    const moved = await Collection.findById(a.id).lean();
    expect(String(moved!.folder_id)).toBe(folder.id);
    expect(moved!.updatedAt.toISOString()).toBe(a.updatedAt);
    // The folder now counts them.
    expect((await who.as.owner.get(`/api/folders/${folder.id}`).expect(200)).body.data.document_counts).toBe(
      2,
    );
    await who.as.owner
      .post('/api/collections/move')
      .send({ collectionIds: [a.id], folderId: null })
      .expect(200);
    expect((await Collection.findById(a.id).lean())!.folder_id).toBeNull();
  });

  it('moves nothing when a folder or a collection is not the team’s', async () => {
    const mine = await createCollection({ title: 'mine' });
    const theirs = await createCollection({ title: 'theirs' }, who.as.other);
    const myFolder = (await who.as.owner.post('/api/folders').send({ name: 'F' }).expect(201)).body.data;
    const theirFolder = (await who.as.other.post('/api/folders').send({ name: 'G' }).expect(201)).body.data;
    const wrongFolder = await who.as.owner
      .post('/api/collections/move')
      .send({ collectionIds: [mine.id], folderId: theirFolder.id });
    expect(wrongFolder.status).toBe(404);
    const wrongCollection = await who.as.owner
      .post('/api/collections/move')
      .send({ collectionIds: [mine.id, theirs.id], folderId: myFolder.id });
    expect(wrongCollection.status).toBe(404);
    expect(wrongCollection.body.code).toBe('CollectionNotFound');
    expect((await Collection.findById(mine.id).lean())!.folder_id).toBeNull();
    expect((await Collection.findById(theirs.id).lean())!.folder_id).toBeNull();
  });

  it.each([
    ['no ids', { collectionIds: [], folderId: null }],
    ['a missing folderId', { collectionIds: [UNKNOWN] }],
    ['a bad id', { collectionIds: ['x'], folderId: null }],
    ['an unknown field', { collectionIds: [UNKNOWN], folderId: null, force: true }],
  ])('answers 400 for %s', async (_label, body) => {
    await who.as.owner.post('/api/collections/move').send(body).expect(400);
  });
});

describe('POST /api/collections/delete', () => {
  it('deletes the team’s collections with their posts and revisions, skipping others’', async () => {
    const a = await createCollection({ posts: [postPayload()] });
    const b = await createCollection({});
    const theirs = await createCollection({ posts: [postPayload()] }, who.as.other);
    const res = await who.as.owner
      .post('/api/collections/delete')
      .send({ ids: [a.id, b.id, theirs.id, UNKNOWN] })
      .expect(200);
    expect(res.body.data.ids.sort()).toEqual([a.id, b.id].sort());
    expect(await Collection.countDocuments()).toBe(1);
    expect(await Post.countDocuments()).toBe(1);
    expect(await Revision.countDocuments({ postId: new Types.ObjectId(a.posts[0].id) })).toBe(0);
    await who.as.owner.get(`/api/collections/${a.id}`).expect(404);
  });

  it('answers 400 for a bad body', async () => {
    await who.as.owner.post('/api/collections/delete').send({ ids: 'all' }).expect(400);
    await who.as.owner.post('/api/collections/delete').send({ ids: [] }).expect(400);
  });
});

describe('authorization', () => {
  it('shares the team’s collections with a member, who can list, read, save, move and delete them', async () => {
    const created = await createCollection({ title: 'shared', posts: [postPayload()] });
    const list = await who.as.member.get('/api/collections').expect(200);
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([created.id]);
    await who.as.member.get(`/api/collections/${created.id}`).expect(200);
    await who.as.member.put(`/api/collections/${created.id}`).send({ title: 'by member' }).expect(200);
    await who.as.member
      .post('/api/collections/move')
      .send({ collectionIds: [created.id], folderId: null })
      .expect(200);
    const mine = await createCollection({ title: 'member made' }, who.as.member);
    expect(mine.createdBy).toBe(who.member.id);
    await who.as.member
      .post('/api/collections/delete')
      .send({ ids: [created.id] })
      .expect(200);
    expect(await Collection.countDocuments()).toBe(1);
  });

  it('hides the team’s collections from another user', async () => {
    await createCollection({ title: 'secret' });
    const res = await who.as.other.get('/api/collections').expect(200);
    expect(res.body).toMatchObject({ data: [], total: 0 });
  });

  it.each([
    ['anonymous', 401],
    ['apiKey', 401],
  ] as const)('answers %s %i on every route and changes nothing', async (as, status) => {
    const created = await createCollection({ posts: [postPayload()] });
    const client = who.as[as];
    expect((await client.get('/api/collections')).status).toBe(status);
    expect((await client.post('/api/collections').send({})).status).toBe(status);
    expect((await client.get(`/api/collections/${created.id}`)).status).toBe(status);
    expect((await client.put(`/api/collections/${created.id}`).send({ title: 'x' })).status).toBe(status);
    expect(
      (await client.post('/api/collections/move').send({ collectionIds: [created.id], folderId: null }))
        .status,
    ).toBe(status);
    expect((await client.post('/api/collections/delete').send({ ids: [created.id] })).status).toBe(status);
    expect(await Collection.countDocuments()).toBe(1);
    expect((await Collection.findById(created.id).lean())!.title).toBe('Untitled Collection');
  });

  it('answers 403 to a signed-in browser without the CSRF header', async () => {
    const created = await createCollection({});
    await who.as.owner.agent.post('/api/collections').send({}).expect(403);
    await who.as.owner.agent.put(`/api/collections/${created.id}`).send({ title: 'x' }).expect(403);
    expect(await Collection.countDocuments()).toBe(1);
  });
});
