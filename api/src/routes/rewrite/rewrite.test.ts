import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Collection } from '../../models/Collection';
import { Post } from '../../models/Post';
import { Revision } from '../../models/Revision';
import { getBalances, grantPaidCredits } from '../../services/credits';
import { eventNamed, parseEvents } from '../generate/events.testing';

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
  '<h1>Email marketing basics</h1><p>Email marketing gives you a direct line to your readers.</p>' +
  `${Array.from({ length: 40 }, (_, i) => `<h2>Part ${i}</h2><p>${'Send useful emails every week. '.repeat(6)}</p>`).join('')}` +
  '<script>alert(1)</script>';

async function collection(as = who.as.owner) {
  return (
    await as
      .post('/api/collections')
      .send({ title: 'Email', locales: ['en-US'] })
      .expect(201)
  ).body.data;
}

const body = (collectionId: string) => ({
  type: 'Language',
  html: ARTICLE,
  languages: ['fr-FR', 'German'],
  collectionId,
  postTitle: 'Email marketing basics',
  metaTitle: 'Email marketing basics for beginners',
  metaDescription: 'Learn email marketing.',
  slug: 'email-marketing-basics',
  faqs: [{ question: 'Is email dead?', answer: 'No, it works.' }],
});

describe('POST /api/rewrite', () => {
  it('translates the post into each language as a new post of the collection, charged', async () => {
    const target = await collection();
    const before = await words();
    const res = await who.as.owner.post('/api/rewrite').send(body(target.id)).expect(200);
    const events = parseEvents(res.text);
    expect(eventNamed(events, 'meta')).toMatchObject({ operation: 'rewrite', languages: ['fr-FR', 'de-DE'] });
    expect(events.filter((e) => e.event === 'language').map((e) => e.data.language)).toEqual([
      'fr-FR',
      'de-DE',
    ]);
    // The long article went through in several parts, so nothing was cut off.
    const progress = events.filter((e) => e.event === 'progress');
    expect(progress.length).toBeGreaterThan(2);
    const done = eventNamed(events, 'done') as { posts: string[]; credits: number; aborted: boolean };
    expect(done.aborted).toBe(false);
    expect(done.posts).toHaveLength(2);
    expect(await words()).toBe(before - done.credits);

    const posts = events.filter((e) => e.event === 'post').map((e) => e.data.post as Record<string, unknown>);
    expect(posts.map((p) => (p.postConfig as { language: string }).language)).toEqual(['fr-FR', 'de-DE']);
    const [french] = posts;
    const html = (french!.content as { value: string }[])[0]!.value;
    expect(html).toContain('Part 39');
    expect(html).not.toContain('<script');
    expect(french).toMatchObject({ collectionId: target.id, title: expect.stringContaining('Email') });
    expect((french!.postConfig as { faqs: unknown[] }).faqs).toHaveLength(1);
    expect(french!.slug).toMatch(/^[a-z0-9-]+$/);

    const saved = await who.as.owner.get(`/api/collections/${target.id}`).expect(200);
    expect(saved.body.data.posts).toHaveLength(2);
    expect(saved.body.data.locales).toEqual(['en-US', 'fr-FR', 'de-DE']);
  });

  it.each([
    ['type other than Language', { type: 'Tone' }],
    ['no languages', { languages: [] }],
    ['an unknown language', { languages: ['Elvish'] }],
    ['a language twice', { languages: ['fr-FR', 'French'] }],
    ['11 languages', { languages: ['fr', 'de', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'da', 'fi', 'ja'] }],
    ['empty html', { html: ' ' }],
    ['a bad collection id', { collectionId: 'x' }],
  ])('answers 400 for %s and charges nothing', async (_label, change) => {
    const target = await collection();
    const before = await words();
    await who.as.owner
      .post('/api/rewrite')
      .send({ ...body(target.id), ...change })
      .expect(400);
    expect(await words()).toBe(before);
    expect(await Post.countDocuments()).toBe(0);
  });

  it('answers CollectionNotFound for another team’s collection and an unknown one', async () => {
    const theirs = await collection(who.as.other);
    for (const id of [theirs.id, '0123456789abcdef01234567']) {
      const res = await who.as.owner.post('/api/rewrite').send(body(id));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('CollectionNotFound');
    }
    expect(await Post.countDocuments()).toBe(0);
  });

  it('lets a team member translate into the team’s collection; anonymous gets 401', async () => {
    const target = await collection();
    await who.as.member
      .post('/api/rewrite')
      .send({ ...body(target.id), languages: ['es'] })
      .expect(200);
    expect(await Post.countDocuments({ 'postConfig.language': 'es-ES' })).toBe(1);
    await who.as.anonymous.post('/api/rewrite').send(body(target.id)).expect(401);
    await who.as.apiKey.post('/api/rewrite').send(body(target.id)).expect(401);
  });
});
