import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Collection } from '../../models/Collection';
import { Post } from '../../models/Post';
import { Revision } from '../../models/Revision';
import { getBalances } from '../../services/credits';

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

async function posts(list: { title: string; slug?: string }[], as = who.as.owner) {
  const res = await as
    .post('/api/collections')
    .send({ posts: list.map((p, i) => ({ clientId: `c${i}`, ...p, content: [{ value: '<p>x</p>' }] })) })
    .expect(201);
  return res.body.data.posts as { id: string; title: string }[];
}

const CONTENT =
  '<p>Building an email list takes patience. A good welcome email sequence turns new subscribers into readers.</p>' +
  '<p>Read our <a href="/seo-basics">SEO basics</a> too.</p>';

describe('POST /api/suggest-links', () => {
  it('ranks the team’s posts by the title and slug words the content shares', async () => {
    const [list, welcome, , seo] = await posts([
      { title: 'How to Grow Your Email List', slug: 'grow-email-list' },
      { title: 'The Perfect Welcome Email Sequence' },
      { title: 'Baking Sourdough at Home' },
      { title: 'SEO Basics', slug: 'seo-basics' },
      { title: 'Untitled Document' },
    ]);
    const before = (await getBalances({ teamId: who.owner.teamId })).words;
    const res = await who.as.owner
      .post('/api/suggest-links')
      .send({ content: CONTENT, limit: 5 })
      .expect(200);
    expect(res.body.data.map((s: { postId: string }) => s.postId)).toEqual([welcome!.id, list!.id]);
    expect(res.body.data[0]).toEqual({
      postId: welcome!.id,
      collectionId: expect.any(String),
      title: 'The Perfect Welcome Email Sequence',
      // No slug saved: the title's.
      slug: 'the-perfect-welcome-email-sequence',
      url: '/the-perfect-welcome-email-sequence',
      anchorText: 'welcome email sequence',
      sharedWords: ['welcome', 'email', 'sequence'],
      // Three of its four title words ("the" does not count).
      score: 0.75,
    });
    expect(res.body.data[1]).toMatchObject({
      url: '/grow-email-list',
      anchorText: expect.stringContaining('email list'),
    });
    // Already linked from the content: not suggested again.
    expect(res.body.data.map((s: { postId: string }) => s.postId)).not.toContain(seo!.id);
    // Ranking costs no credits.
    expect((await getBalances({ teamId: who.owner.teamId })).words).toBe(before);
  });

  it('keeps to the picked posts, the limit, and leaves out the post being written', async () => {
    const [list, welcome] = await posts([
      { title: 'How to Grow Your Email List' },
      { title: 'The Perfect Welcome Email Sequence' },
    ]);
    const picked = await who.as.owner
      .post('/api/suggest-links')
      .send({ content: CONTENT, linkIds: [list!.id] })
      .expect(200);
    expect(picked.body.data.map((s: { postId: string }) => s.postId)).toEqual([list!.id]);
    const one = await who.as.owner
      .post('/api/suggest-links')
      .send({ content: CONTENT, limit: 1 })
      .expect(200);
    expect(one.body.data).toHaveLength(1);
    const self = await who.as.owner
      .post('/api/suggest-links')
      .send({ content: CONTENT, postId: welcome!.id })
      .expect(200);
    expect(self.body.data.map((s: { postId: string }) => s.postId)).toEqual([list!.id]);
  });

  it('never suggests another team’s posts, even when their ids are asked for', async () => {
    const theirs = await posts([{ title: 'The Perfect Welcome Email Sequence' }], who.as.other);
    const all = await who.as.owner.post('/api/suggest-links').send({ content: CONTENT }).expect(200);
    expect(all.body.data).toEqual([]);
    const asked = await who.as.owner
      .post('/api/suggest-links')
      .send({ content: CONTENT, linkIds: [theirs[0]!.id] })
      .expect(200);
    expect(asked.body.data).toEqual([]);
    // Their own team sees it.
    const own = await who.as.other.post('/api/suggest-links').send({ content: CONTENT }).expect(200);
    expect(own.body.data).toHaveLength(1);
  });

  it('shares the team’s posts with a member', async () => {
    await posts([{ title: 'The Perfect Welcome Email Sequence' }]);
    const res = await who.as.member.post('/api/suggest-links').send({ content: CONTENT }).expect(200);
    expect(res.body.data).toHaveLength(1);
  });

  it.each([
    ['no content', {}],
    ['an empty content', { content: '' }],
    ['a limit of 0', { content: CONTENT, limit: 0 }],
    ['a limit of 51', { content: CONTENT, limit: 51 }],
    ['bad link ids', { content: CONTENT, linkIds: ['x'] }],
    ['an operator as link ids', { content: CONTENT, linkIds: { $ne: null } }],
  ])('answers 400 for %s', async (_label, body) => {
    await who.as.owner.post('/api/suggest-links').send(body).expect(400);
  });

  it('answers markup built to make a tag stripper quadratic at once (it froze the API for seconds)', async () => {
    await posts([{ title: 'How to Grow Your Email List' }]);
    // 360 KB of "<!" nested in ">": each pass of a repeat-until-stable stripper removed one level.
    const content = `${'<!'.repeat(120_000)}${'>'.repeat(120_000)}<p>grow your email list</p>`;
    const res = await who.as.owner.post('/api/suggest-links').send({ content, limit: 5 }).expect(200);
    expect(res.body.data.map((s: { title: string }) => s.title)).toEqual(['How to Grow Your Email List']);
  });

  it('answers 401 to anonymous and API-key callers', async () => {
    await who.as.anonymous.post('/api/suggest-links').send({ content: CONTENT }).expect(401);
    await who.as.apiKey.post('/api/suggest-links').send({ content: CONTENT }).expect(401);
  });
});
