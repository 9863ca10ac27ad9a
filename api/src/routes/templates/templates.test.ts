import { articleCost } from '@inkpress/shared-core';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { OfflineProvider, runOperation } from '../../ai';
import { generateTitle } from '../../ai/catalogue/article';
import { Collection } from '../../models/Collection';
import { Post } from '../../models/Post';
import { Revision } from '../../models/Revision';
import { getBalances, grantPaidCredits } from '../../services/credits';
import { templateBrief, templates } from '../../services/templates';
import { eventNamed, parseEvents } from '../generate/events.testing';

let api: TestApi;
let who: Identities;
beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
  // Articles cost 1000 and up: more than the free plan's 5000 words last.
  await grantPaidCredits({ teamId: who.owner.teamId }, 'words', 100_000, { reason: 'test' });
});
afterAll(() => api.close());
afterEach(async () => {
  await Promise.all([Collection.deleteMany({}), Post.deleteMany({}), Revision.deleteMany({})]);
});

const words = async () => (await getBalances({ teamId: who.owner.teamId })).words;

describe('GET /api/templates', () => {
  it('lists at least eight kinds of article, each with its fields, defaults and cost', async () => {
    const res = await who.as.anonymous.get('/api/templates').expect(200);
    const ids = res.body.data.map((t: { id: string }) => t.id);
    expect(ids).toEqual(
      expect.arrayContaining(['blog-post', 'listicle', 'how-to', 'product-review', 'comparison', 'news']),
    );
    expect(ids.length).toBeGreaterThanOrEqual(8);
    for (const template of res.body.data) {
      expect(template.fields[0]).toMatchObject({ name: 'keyword', required: true, type: 'text' });
      expect(template.defaultCost).toBe(articleCost(template.defaults.options));
    }
  });

  it('answers one template, and 404 for an unknown one', async () => {
    const res = await who.as.owner.get('/api/templates/comparison').expect(200);
    expect(res.body.data).toMatchObject({ id: 'comparison', name: 'Comparison' });
    expect(res.body.data.fields.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(['keyword', 'optionA', 'optionB']),
    );
    await who.as.owner.get('/api/templates/sonnet').expect(404);
    await who.as.owner.get('/api/templates/NOT_AN_ID').expect(400);
  });
});

describe('an article from a template: title → outline → article', () => {
  const fields = { keyword: 'email marketing', audience: 'small business owners', tone: 'friendly' };

  it('writes the title, then the outline the user edits, then streams the article into a new post', async () => {
    const start = await words();
    const collection = (
      await who.as.owner
        .post('/api/collections')
        .send({ templateId: 'blog-post', title: 'Email' })
        .expect(201)
    ).body.data;

    const title = await who.as.owner
      .post('/api/templates/blog-post/generate-title')
      .send({ fields })
      .expect(200);
    const blogPost = templates.find((t) => t.id === 'blog-post')!;
    const expectedTitle = await runOperation(new OfflineProvider(), 'generate-title', {
      keyword: 'email marketing',
      brief: templateBrief(blogPost, fields),
      tone: 'friendly',
    }).complete();
    expect(title.body.data).toEqual({
      title: expectedTitle.output,
      words: expectedTitle.words,
      credits: expectedTitle.credits,
      label: 'offline writer',
    });

    const outline = await who.as.owner
      .post('/api/templates/blog-post/generate-outline')
      .send({ fields, title: title.body.data.title, length: 'short' })
      .expect(200);
    expect(outline.body.data.outline.length).toBeGreaterThanOrEqual(2);
    // Same request, same outline: the offline writer is deterministic.
    const again = await who.as.owner
      .post('/api/templates/blog-post/generate-outline')
      .send({ fields, title: title.body.data.title, length: 'short' })
      .expect(200);
    expect(again.body.data.outline).toEqual(outline.body.data.outline);

    const edited = [...outline.body.data.outline.slice(0, 2), 'Our Own Section'];
    const beforeArticle = await words();
    const options = { faqs: true, featureImage: true, readability: true };
    const res = await who.as.owner
      .post('/api/generate')
      .send({
        operation: 'generate-article',
        collectionId: collection.id,
        templateId: 'blog-post',
        fields,
        title: title.body.data.title,
        outline: edited,
        length: 'short',
        language: 'en-US',
        options,
      })
      .expect(200);
    const events = parseEvents(res.text);
    expect(events.map((e) => e.event).filter((e) => e !== 'delta')).toEqual([
      'meta',
      'done',
      'delivery',
      'post',
    ]);
    expect(eventNamed(events, 'meta')).toMatchObject({ estimate: articleCost(options) });
    // FAQs, the feature image and the readability pass: all three delivered, nothing refunded.
    expect(eventNamed(events, 'delivery')).toEqual({ charged: articleCost(options), refunded: 0, notes: [] });
    const done = eventNamed(events, 'done') as { words: number; credits: number; output: string };
    expect(done.credits).toBe(articleCost(options));
    // The short length of SPEC §9: about 3000 words.
    expect(done.words).toBeGreaterThan(2400);
    expect(await words()).toBe(beforeArticle - articleCost(options));

    const post = eventNamed(events, 'post').post as Record<string, unknown>;
    expect(post).toMatchObject({
      collectionId: collection.id,
      title: title.body.data.title,
      templateId: 'blog-post',
      postConfig: { language: 'en-US' },
      featureImage: { url: expect.stringMatching(/^data:image\/svg\+xml;base64,/) },
      selectedContentIndex: 0,
    });
    const html = (post.content as { value: string }[])[0]!.value;
    expect(html).toContain('<h2>Our Own Section</h2>');
    expect(html).toContain('Frequently Asked Questions');
    expect((post.postConfig as { faqs: unknown[] }).faqs.length).toBeGreaterThan(0);
    expect((post.metaTitle as string).length).toBeLessThanOrEqual(60);
    expect((post.metaDescription as string).length).toBeLessThanOrEqual(160);
    expect(post.slug).toMatch(/^[a-z0-9-]+$/);

    // The article is in the collection, with its first revision.
    const saved = await who.as.owner.get(`/api/collections/${collection.id}`).expect(200);
    expect(saved.body.data.posts.map((p: { id: string }) => p.id)).toEqual([post.id]);
    const revisions = await who.as.owner.get(`/api/posts/${post.id}/revisions`).expect(200);
    expect(revisions.body.data).toMatchObject([{ reason: 'generate' }]);
    expect(await words()).toBe(
      start - title.body.data.credits - 2 * outline.body.data.credits - articleCost(options),
    );
  });

  it('delivers every option it charges, or refunds that option’s part with a note', async () => {
    const every = {
      featureImage: true,
      faqs: true,
      internalLinks: true,
      externalLinks: true,
      readability: true,
      simplifiedSentences: true,
    };
    const article = async (title: string, options: Record<string, boolean>) => {
      const before = await words();
      const res = await who.as.owner
        .post('/api/generate')
        .send({ operation: 'generate-article', title, keyword: 'email marketing', options })
        .expect(200);
      const events = parseEvents(res.text);
      const post = eventNamed(events, 'post').post as { content: { value: string }[]; featureImage: unknown };
      return {
        delivery: eventNamed(events, 'delivery') as {
          charged: number;
          refunded: number;
          notes: { option: string }[];
        },
        html: post.content[0]!.value,
        post,
        paid: before - (await words()),
      };
    };

    // No other posts to link yet, and the offline writer does not look sources up on the web.
    const first = await article('Email Marketing Basics for Small Teams', every);
    expect(first.delivery.notes.map((n) => n.option)).toEqual(['internalLinks', 'externalLinks']);
    expect(first.delivery.notes).toEqual([
      expect.objectContaining({
        refunded: 500,
        note: expect.stringMatching(/no other posts to link to yet/),
      }),
      expect.objectContaining({ refunded: 500, note: expect.stringMatching(/offline writer does not look/) }),
    ]);
    expect(first.delivery).toMatchObject({ charged: articleCost(every) - 1000, refunded: 1000 });
    expect(first.paid).toBe(articleCost(every) - 1000);
    expect(first.post.featureImage).toMatchObject({ url: expect.stringMatching(/^data:image\/svg\+xml/) });

    // Now there is a post to link: the second article links it, and is charged for it.
    const second = await article('Email Marketing Tools Compared', { internalLinks: true });
    expect(second.delivery).toEqual({ charged: 1500, refunded: 0, notes: [] });
    expect(second.html).toMatch(/<a href="\/email-marketing-basics-for-small-teams"/);
    expect(second.paid).toBe(1500);
  });

  it('"Another title" offers a new title each time, and a title offered before costs nothing', async () => {
    const fields = { keyword: 'email marketing', audience: 'small shops', tone: 'friendly' };
    const previous: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await who.as.owner
        .post('/api/templates/blog-post/generate-title')
        .send({ fields, previous })
        .expect(200);
      expect(previous).not.toContain(res.body.data.title);
      expect(res.body.data.credits).toBeGreaterThan(0);
      previous.push(res.body.data.title);
    }
    // The same title again (a model may repeat itself, whatever it is told): shown, but not charged.
    const input = generateTitle.schema.parse({
      keyword: 'email marketing',
      avoid: ['Email Marketing: A Guide'],
    });
    expect(generateTitle.charge('email marketing — a guide', input)).toBe(0);
    expect(generateTitle.charge('Email Marketing for Busy Shops', input)).toBeGreaterThan(0);
    await who.as.owner
      .post('/api/templates/blog-post/generate-title')
      .send({ fields, previous: Array.from({ length: 11 }, (_, i) => `t${i}`) })
      .expect(400);
  });

  it('makes a new collection when none is given, and 2000 words for special users', async () => {
    const special = api.variant({ INTERNAL_USER_IDS: who.owner.id });
    const { signIn } = await import('../../../test/factories');
    const client = await signIn(special, who.owner);
    const res = await client
      .post('/api/generate')
      .send({ operation: 'generate-article', title: 'Short Article', length: 'medium', options: {} })
      .expect(200);
    const events = parseEvents(res.text);
    const done = eventNamed(events, 'done') as { words: number; credits: number };
    expect(done.credits).toBe(1000);
    expect(done.words).toBeLessThan(2500);
    const post = eventNamed(events, 'post').post as { collectionId: string };
    const collection = await Collection.findById(post.collectionId).lean();
    expect(collection).toMatchObject({ title: 'Short Article' });
  });

  it.each([
    ['a missing keyword', 'generate-title', { fields: { audience: 'x' } }],
    ['an unknown field', 'generate-title', { fields: { keyword: 'x', colour: 'red' } }],
    ['a tone that is not offered', 'generate-title', { fields: { keyword: 'x', tone: 'angry' } }],
    ['a missing required field', 'generate-title', { fields: { keyword: 'x' } }, 'comparison'],
    ['a missing title', 'generate-outline', { fields: { keyword: 'x' } }],
    ['an unknown length', 'generate-outline', { fields: { keyword: 'x' }, title: 'T', length: 'epic' }],
  ])('answers 400 for %s and charges nothing', async (_label, step, body, template = 'blog-post') => {
    const before = await words();
    const res = await who.as.owner.post(`/api/templates/${template}/${step}`).send(body);
    expect(res.status).toBe(400);
    expect(await words()).toBe(before);
  });

  it('answers 404 for an unknown template, and CollectionNotFound for another team’s collection', async () => {
    await who.as.owner
      .post('/api/templates/sonnet/generate-title')
      .send({ fields: { keyword: 'x' } })
      .expect(404);
    const theirs = (await who.as.other.post('/api/collections').send({}).expect(201)).body.data;
    const before = await words();
    const res = await who.as.owner
      .post('/api/generate')
      .send({ operation: 'generate-article', collectionId: theirs.id, title: 'Mine now' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('CollectionNotFound');
    expect(await words()).toBe(before);
    expect(await Post.countDocuments()).toBe(0);
  });

  it.each([
    ['anonymous', 401],
    ['apiKey', 401],
  ] as const)('answers %s %i on the generating routes', async (as, status) => {
    const client = who.as[as];
    expect((await client.post('/api/templates/blog-post/generate-title').send({ fields })).status).toBe(
      status,
    );
    expect(
      (await client.post('/api/templates/blog-post/generate-outline').send({ fields, title: 'T' })).status,
    ).toBe(status);
  });

  it('lets a team member generate into the team’s collection', async () => {
    const collection = (await who.as.owner.post('/api/collections').send({}).expect(201)).body.data;
    const res = await who.as.member
      .post('/api/generate')
      .send({ operation: 'generate-article', collectionId: collection.id, title: 'By a member', options: {} })
      .expect(200);
    expect(eventNamed(parseEvents(res.text), 'post')).toMatchObject({
      post: { collectionId: collection.id },
    });
  });
});
