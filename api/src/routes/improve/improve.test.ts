import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Collection } from '../../models/Collection';
import { Post } from '../../models/Post';
import { Revision } from '../../models/Revision';
import { getBalances, grantPaidCredits } from '../../services/credits';
import { deltaText, eventNamed, parseEvents } from '../generate/events.testing';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
  await grantPaidCredits({ teamId: who.owner.teamId }, 'words', 100_000, { reason: 'test' });
});
afterAll(() => api.close());
afterEach(async () => {
  await Promise.all([Collection.deleteMany({}), Post.deleteMany({}), Revision.deleteMany({})]);
});

const words = async () => (await getBalances({ teamId: who.owner.teamId })).words;

const ARTICLE =
  '<h1>Email marketing basics</h1>' +
  Array.from(
    { length: 30 },
    (_, i) => `<h2>Part ${i}</h2><p>${'We sends emails to our customer every weeks. '.repeat(5)}</p>`,
  ).join('');

async function posts(titles: string[], as = who.as.owner) {
  const res = await as
    .post('/api/collections')
    .send({ posts: titles.map((title, i) => ({ clientId: `c${i}`, title, content: [{ value: ARTICLE }] })) })
    .expect(201);
  return res.body.data.posts as { id: string }[];
}

describe('POST /api/improve-article', () => {
  it('rewrites the article part by part into a new first variant, keeping the h1 and a revision', async () => {
    const [post] = await posts(['Email']);
    const before = await words();
    const res = await who.as.owner
      .post('/api/improve-article')
      .send({ postId: post!.id, type: 'spelling-and-grammar' })
      .expect(200);
    const events = parseEvents(res.text);
    const meta = eventNamed(events, 'meta') as { parts: number; estimate: number };
    expect(meta).toMatchObject({
      operation: 'improve-article',
      type: 'spelling-and-grammar',
      provider: 'offline',
    });
    expect(meta.parts).toBeGreaterThan(1);
    expect(events.filter((e) => e.event === 'part')).toHaveLength(meta.parts);
    const done = eventNamed(events, 'done') as { output: string; credits: number; aborted: boolean };
    expect(done.aborted).toBe(false);
    expect(done.output.startsWith('<h1>Email marketing basics</h1>')).toBe(true);
    expect(done.output).toContain(deltaText(events));
    expect(done.credits).toBeLessThanOrEqual(meta.estimate);
    expect(await words()).toBe(before - done.credits);

    const saved = eventNamed(events, 'post').post as {
      content: { value: string }[];
      selectedContentIndex: number;
    };
    expect(saved.content).toHaveLength(2);
    expect(saved.content[0]!.value).toBe(done.output);
    expect(saved.content[1]!.value).toBe(ARTICLE);
    expect(saved.selectedContentIndex).toBe(0);
    const revisions = await who.as.owner.get(`/api/posts/${post!.id}/revisions`).expect(200);
    expect(revisions.body.data[0]).toMatchObject({ reason: 'improve' });
  });

  it('improves the editor’s unsaved HTML when it is sent', async () => {
    const [post] = await posts(['Email']);
    const res = await who.as.owner
      .post('/api/improve-article')
      .send({
        postId: post!.id,
        html: '<p>Unsaved text that is here.</p>',
        type: 'improve-seo',
        keyword: 'email',
      })
      .expect(200);
    const done = eventNamed(parseEvents(res.text), 'done') as { output: string };
    expect(done.output).not.toContain('Part 1');
  });

  it('answers 404 for another team’s post and 400 for an unknown type, charging nothing', async () => {
    const [theirs] = await posts(['Theirs'], who.as.other);
    const [mine] = await posts(['Mine']);
    const before = await words();
    await who.as.owner.post('/api/improve-article').send({ postId: theirs!.id }).expect(404);
    await who.as.owner.post('/api/improve-article').send({ postId: mine!.id, type: 'rhyme' }).expect(400);
    await who.as.owner.post('/api/improve-article').send({}).expect(400);
    expect(await words()).toBe(before);
    expect((await Post.findById(theirs!.id).lean())!.content).toHaveLength(1);
  });
});

describe('POST /api/improve-article/batch', () => {
  it('improves each post in turn and reports each one', async () => {
    const list = await posts(['A', 'B']);
    const before = await words();
    const res = await who.as.owner
      .post('/api/improve-article/batch')
      .send({ postIds: list.map((p) => p.id), type: 'readability' })
      .expect(200);
    const events = parseEvents(res.text);
    expect(eventNamed(events, 'meta')).toMatchObject({ operation: 'improve-article/batch', posts: 2 });
    expect(events.filter((e) => e.event === 'post-start').map((e) => e.data.postId)).toEqual(
      list.map((p) => p.id),
    );
    const done = eventNamed(events, 'done') as { posts: string[]; credits: number };
    expect(done.posts).toEqual(list.map((p) => p.id));
    expect(await words()).toBe(before - done.credits);
    for (const post of await Post.find({}).lean()) expect(post.content).toHaveLength(2);
  });

  it('starts nothing when one post is not the team’s', async () => {
    const [mine] = await posts(['Mine']);
    const [theirs] = await posts(['Theirs'], who.as.other);
    const before = await words();
    await who.as.owner
      .post('/api/improve-article/batch')
      .send({ postIds: [mine!.id, theirs!.id] })
      .expect(404);
    expect(await words()).toBe(before);
    expect((await Post.findById(mine!.id).lean())!.content).toHaveLength(1);
  });

  it.each([
    ['no posts', { postIds: [] }],
    ['21 posts', { postIds: Array.from({ length: 21 }, (_, i) => i.toString(16).padStart(24, '0')) }],
    ['a post twice', { postIds: ['0123456789abcdef01234567', '0123456789abcdef01234567'] }],
  ])('answers 400 for %s', async (_label, body) => {
    await who.as.owner.post('/api/improve-article/batch').send(body).expect(400);
  });

  it('lets a member improve the team’s posts; anonymous gets 401', async () => {
    const [post] = await posts(['A']);
    await who.as.member
      .post('/api/improve-article/batch')
      .send({ postIds: [post!.id] })
      .expect(200);
    await who.as.anonymous
      .post('/api/improve-article/batch')
      .send({ postIds: [post!.id] })
      .expect(401);
    await who.as.anonymous.post('/api/improve-article').send({ postId: post!.id }).expect(401);
  });
});
