import { Types } from 'mongoose';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Collection } from '../../models/Collection';
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
  await Promise.all([Collection.deleteMany({}), Post.deleteMany({}), Revision.deleteMany({})]);
});

const UNKNOWN = '0123456789abcdef01234567';

async function collectionWithPosts(titles: string[], as = who.as.owner) {
  const res = await as
    .post('/api/collections')
    .send({
      posts: titles.map((title, i) => ({
        clientId: `c${i}`,
        title,
        content: [{ value: `<p>${title}</p>` }],
      })),
    })
    .expect(201);
  return res.body.data as { id: string; updatedAt: string; posts: { id: string; title: string }[] };
}

describe('DELETE /api/posts/:id', () => {
  it('deletes the post and its revisions and leaves the collection’s other posts', async () => {
    const collection = await collectionWithPosts(['a', 'b']);
    const [a, b] = collection.posts;
    const res = await who.as.owner.delete(`/api/posts/${a!.id}`).expect(200);
    expect(res.body.data).toEqual({ id: a!.id, collectionId: collection.id, deleted: true });
    expect(await Post.exists({ _id: a!.id })).toBeNull();
    expect(await Revision.countDocuments({ postId: new Types.ObjectId(a!.id) })).toBe(0);
    const after = await who.as.owner.get(`/api/collections/${collection.id}`).expect(200);
    expect(after.body.data.posts.map((p: { id: string }) => p.id)).toEqual([b!.id]);
    await who.as.owner.delete(`/api/posts/${a!.id}`).expect(404);
  });

  it('answers 404 for an unknown post and another team’s, 400 for a bad id', async () => {
    const collection = await collectionWithPosts(['a']);
    const res = await who.as.other.delete(`/api/posts/${collection.posts[0]!.id}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NotFound');
    await who.as.owner.delete(`/api/posts/${UNKNOWN}`).expect(404);
    await who.as.owner.delete('/api/posts/nope').expect(400);
    expect(await Post.countDocuments()).toBe(1);
  });
});

describe('POST /api/posts/:id/cancel-publish', () => {
  it('puts a scheduled post back to draft and clears its schedule', async () => {
    const collection = await collectionWithPosts(['a']);
    const id = collection.posts[0]!.id;
    await Post.updateOne(
      { _id: id },
      {
        $set: {
          status: 'scheduled',
          draft: false,
          schedulePublishConfig: { publishAt: '2030-01-01T00:00:00Z' },
        },
      },
    );
    const res = await who.as.owner.post(`/api/posts/${id}/cancel-publish`).expect(200);
    expect(res.body.data).toMatchObject({ id, status: 'draft', draft: true });
    expect((await Post.findById(id).lean())!.schedulePublishConfig).toBeNull();
    // Again: nothing left to cancel, same answer.
    await who.as.owner.post(`/api/posts/${id}/cancel-publish`).expect(200);
  });

  it('answers 404 for another team’s post and changes nothing', async () => {
    const collection = await collectionWithPosts(['a']);
    const id = collection.posts[0]!.id;
    await Post.updateOne({ _id: id }, { $set: { status: 'scheduled' } });
    await who.as.other.post(`/api/posts/${id}/cancel-publish`).expect(404);
    expect((await Post.findById(id).lean())!.status).toBe('scheduled');
  });
});

describe('authorization', () => {
  it('lets a team member delete and cancel the team’s posts', async () => {
    const collection = await collectionWithPosts(['a', 'b']);
    await who.as.member.post(`/api/posts/${collection.posts[0]!.id}/cancel-publish`).expect(200);
    await who.as.member.delete(`/api/posts/${collection.posts[1]!.id}`).expect(200);
  });

  it.each([
    ['anonymous', 401],
    ['apiKey', 401],
  ] as const)('answers %s %i on every route and changes nothing', async (as, status) => {
    const collection = await collectionWithPosts(['a']);
    const id = collection.posts[0]!.id;
    const revision = (await Revision.findOne({ postId: id }).lean())!;
    const client = who.as[as];
    expect((await client.delete(`/api/posts/${id}`)).status).toBe(status);
    expect((await client.post(`/api/posts/${id}/cancel-publish`)).status).toBe(status);
    expect((await client.get(`/api/posts/${id}/revisions`)).status).toBe(status);
    expect((await client.get(`/api/posts/${id}/revisions/${revision._id}`)).status).toBe(status);
    expect((await client.post(`/api/posts/${id}/revisions/${revision._id}/restore`)).status).toBe(status);
    expect(await Post.countDocuments()).toBe(1);
    expect(await Revision.countDocuments()).toBe(1);
  });

  it('answers 403 to a signed-in browser without the CSRF header', async () => {
    const collection = await collectionWithPosts(['a']);
    await who.as.owner.agent.delete(`/api/posts/${collection.posts[0]!.id}`).expect(403);
    expect(await Post.countDocuments()).toBe(1);
  });
});
