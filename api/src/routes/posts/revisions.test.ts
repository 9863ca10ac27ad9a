import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Collection } from '../../models/Collection';
import { Post } from '../../models/Post';
import { Revision } from '../../models/Revision';
import { MAX_REVISIONS_PER_POST } from '../../services/revisions';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
});
afterAll(() => api.close());
afterEach(async () => {
  await Promise.all([Collection.deleteMany({}), Post.deleteMany({}), Revision.deleteMany({})]);
});

interface Saved {
  id: string;
  posts: { id: string; clientId: string; title: string; content: { value: string }[] }[];
}

async function create(html: string, title = 'Draft'): Promise<Saved> {
  const res = await who.as.owner
    .post('/api/collections')
    .send({ posts: [{ clientId: 'p1', title, content: [{ value: html }] }] })
    .expect(201);
  return res.body.data;
}

async function save(collection: Saved, html: string, title = 'Draft', as = who.as.owner): Promise<Saved> {
  const post = collection.posts[0]!;
  const res = await as
    .put(`/api/collections/${collection.id}`)
    .send({ posts: [{ id: post.id, clientId: post.clientId, title, content: [{ value: html }] }] })
    .expect(200);
  return res.body.data;
}

const revisionsOf = async (postId: string, as = who.as.owner) =>
  (await as.get(`/api/posts/${postId}/revisions`).expect(200)).body;

describe('revision history', () => {
  it('keeps a revision on every save that changes the text, newest first', async () => {
    const collection = await create('<p>one</p>');
    await save(collection, '<p>one two</p>');
    await save(collection, '<p>one two three</p>', 'Final');
    const postId = collection.posts[0]!.id;
    const list = await revisionsOf(postId);
    expect(list).toMatchObject({ total: 3, offset: 0, limit: 25 });
    expect(list.data.map((r: { words: number; title: string }) => [r.title, r.words])).toEqual([
      ['Final', 3],
      ['Draft', 2],
      ['Draft', 1],
    ]);
    expect(list.data[0]).toEqual({
      id: expect.any(String),
      postId,
      reason: 'save',
      restoredFrom: null,
      title: 'Final',
      words: 3,
      createdBy: who.owner.id,
      createdAt: expect.any(String),
    });
  });

  it('adds no revision for a save that changes nothing (autosave), nor for other fields only', async () => {
    const collection = await create('<p>same</p>');
    await save(collection, '<p>same</p>');
    const post = collection.posts[0]!;
    await who.as.owner
      .put(`/api/collections/${collection.id}`)
      .send({ posts: [{ id: post.id, tags: ['new tag'] }] })
      .expect(200);
    expect((await revisionsOf(post.id)).total).toBe(1);
  });

  it('keeps the newest revisions only, up to the cap', async () => {
    const collection = await create('<p>v0</p>');
    for (let i = 1; i <= MAX_REVISIONS_PER_POST + 2; i++) await save(collection, `<p>v${i}</p>`);
    const postId = collection.posts[0]!.id;
    expect(await Revision.countDocuments({ postId })).toBe(MAX_REVISIONS_PER_POST);
    const page = await who.as.owner.get(`/api/posts/${postId}/revisions?offset=49&limit=10`).expect(200);
    expect(page.body.data).toHaveLength(1);
    // The oldest left is v3 (v0, v1 and v2 were dropped).
    const oldest = await who.as.owner
      .get(`/api/posts/${postId}/revisions/${page.body.data[0].id}`)
      .expect(200);
    expect(oldest.body.data.content).toEqual([{ value: '<p>v3</p>' }]);
  }, 60_000);

  it('caps the revisions of a post saved before revisions were numbered, then keeps numbering them', async () => {
    const collection = await create('<p>old</p>');
    const postId = collection.posts[0]!.id;
    // As stored before: no revisionSeq on the post, no seq on its revisions, more than the cap.
    await Post.collection.updateOne(
      { _id: new Post.base.Types.ObjectId(postId) },
      { $unset: { revisionSeq: '' } },
    );
    const first = await Revision.findOne({ postId }).lean();
    const { _id: _firstId, seq: _seq, ...legacy } = first!;
    await Revision.collection.insertMany(
      Array.from({ length: MAX_REVISIONS_PER_POST + 3 }, (_, i) => ({
        ...legacy,
        title: `legacy ${i}`,
        createdAt: new Date(Date.now() - (100 - i) * 1000),
      })),
    );
    await Revision.collection.updateMany({ postId: first!.postId }, { $unset: { seq: '' } });

    await save(collection, '<p>numbered now</p>');
    expect(await Revision.countDocuments({ postId })).toBe(MAX_REVISIONS_PER_POST);
    expect((await Post.findById(postId).lean())?.revisionSeq).toBe(MAX_REVISIONS_PER_POST);
    await save(collection, '<p>and capped by number</p>');
    expect(await Revision.countDocuments({ postId })).toBe(MAX_REVISIONS_PER_POST);
    const newest = await revisionsOf(postId);
    expect(newest.data[0].title).toBe('Draft');
    expect(newest.data.map((r: { title: string }) => r.title)).not.toContain('legacy 3');
  }, 60_000);

  it('compares a revision with the current text, word by word', async () => {
    const collection = await create('<h1>Email tips</h1><p>Send one email every week.</p>', 'Tips');
    await save(collection, '<h1>Email tips</h1><p>Send one short email every month.</p>', 'Better tips');
    const postId = collection.posts[0]!.id;
    const list = await revisionsOf(postId);
    const first = list.data[1];
    const res = await who.as.owner.get(`/api/posts/${postId}/revisions/${first.id}`).expect(200);
    expect(res.body.data).toMatchObject({
      id: first.id,
      title: 'Tips',
      content: [{ value: '<h1>Email tips</h1><p>Send one email every week.</p>' }],
      selectedContentIndex: 0,
    });
    expect(res.body.data.diff.title).toEqual({
      ops: [
        { type: 'delete', text: 'Tips' },
        { type: 'insert', text: 'Better tips' },
      ],
      added: 2,
      removed: 1,
      truncated: false,
    });
    expect(res.body.data.diff.content).toEqual({
      ops: [
        { type: 'equal', text: 'Email tips Send one' },
        { type: 'insert', text: 'short' },
        { type: 'equal', text: 'email every' },
        { type: 'delete', text: 'week.' },
        { type: 'insert', text: 'month.' },
      ],
      added: 2,
      removed: 1,
      truncated: false,
    });
  });

  it('restores a revision: the post gets its text back and the restore is a revision of its own', async () => {
    const collection = await create('<p>first</p>', 'First');
    await save(collection, '<p>second</p>', 'Second');
    const postId = collection.posts[0]!.id;
    const first = (await revisionsOf(postId)).data[1];
    const res = await who.as.owner.post(`/api/posts/${postId}/revisions/${first.id}/restore`).expect(200);
    expect(res.body.data).toMatchObject({ id: postId, title: 'First', content: [{ value: '<p>first</p>' }] });
    const list = await revisionsOf(postId);
    expect(list.total).toBe(3);
    expect(list.data[0]).toMatchObject({ reason: 'restore', restoredFrom: first.id, title: 'First' });
    const reloaded = await who.as.owner.get(`/api/collections/${collection.id}`).expect(200);
    expect(reloaded.body.data.posts[0].content).toEqual([{ value: '<p>first</p>' }]);
  });

  it('answers 404 for a revision of another post, an unknown one, and another team’s', async () => {
    const one = await create('<p>one</p>');
    const two = await create('<p>two</p>');
    const revisionOfTwo = (await revisionsOf(two.posts[0]!.id)).data[0];
    const onePost = one.posts[0]!.id;
    await who.as.owner.get(`/api/posts/${onePost}/revisions/${revisionOfTwo.id}`).expect(404);
    await who.as.owner.post(`/api/posts/${onePost}/revisions/${revisionOfTwo.id}/restore`).expect(404);
    await who.as.owner.get(`/api/posts/${onePost}/revisions/0123456789abcdef01234567`).expect(404);
    await who.as.owner.get(`/api/posts/${onePost}/revisions/nope`).expect(400);
    await who.as.other.get(`/api/posts/${onePost}/revisions`).expect(404);
    const mine = (await revisionsOf(onePost)).data[0];
    await who.as.other.get(`/api/posts/${onePost}/revisions/${mine.id}`).expect(404);
    await who.as.other.post(`/api/posts/${onePost}/revisions/${mine.id}/restore`).expect(404);
    expect(await Revision.countDocuments()).toBe(2);
  });

  it('shares the history with a team member, who can restore', async () => {
    const collection = await create('<p>owner</p>');
    await save(collection, '<p>member</p>', 'Draft', who.as.member);
    const postId = collection.posts[0]!.id;
    const list = await revisionsOf(postId, who.as.member);
    expect(list.data.map((r: { createdBy: string }) => r.createdBy)).toEqual([who.member.id, who.owner.id]);
    await who.as.member.post(`/api/posts/${postId}/revisions/${list.data[1].id}/restore`).expect(200);
  });
});
