import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { articleCost } from '@inkpress/shared-core';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { Collection } from '../../models/Collection';
import { Post } from '../../models/Post';
import { getBalances, grantPaidCredits } from '../../services/credits';
import { testPhoto } from '../../services/images/testing';
import { eventNamed, parseEvents } from '../generate/events.testing';

/**
 * The template flow's image form (issue 16): an image the team chose (from
 * the gallery, generated, uploaded or restored) goes with the article request
 * as `featureImageFile` and becomes the new post's feature image, free of the
 * paid "Feature image" option; another team's file is 404 and nothing is
 * charged.
 */
let api: TestApi;
let who: Identities;
const dir = mkdtempSync(path.join(tmpdir(), 'inkpress-flow-image-'));
beforeAll(async () => {
  api = await startTestApi({ MEDIA_DIR: dir });
  who = await createIdentities(api);
  await grantPaidCredits({ teamId: who.owner.teamId }, 'words', 100_000, { reason: 'test' });
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await Promise.all([Collection.deleteMany({}), Post.deleteMany({})]);
});

const words = async () => (await getBalances({ teamId: who.owner.teamId })).words;

async function upload(client = who.as.owner) {
  const res = await client
    .post('/api/media?name=harbour.jpg')
    .set('Content-Type', 'image/jpeg')
    .send(await testPhoto(240, 180))
    .expect(201);
  return res.body.data as { id: string; url: string };
}

describe('POST /api/generate {generate-article, featureImageFile}', () => {
  it('makes the chosen image the post’s feature image, without charging the drawn-image option', async () => {
    const file = await upload(who.as.member);
    const before = await words();
    const res = await who.as.owner
      .post('/api/generate')
      .send({
        operation: 'generate-article',
        templateId: 'blog-post',
        fields: { keyword: 'harbour walks' },
        title: 'Harbour Walks for Slow Sundays',
        options: { featureImage: true, faqs: true },
        featureImageFile: file.id,
      })
      .expect(200);
    const events = parseEvents(res.text);
    // Only the FAQs are charged on top of the base: the image was already the team's.
    expect(eventNamed(events, 'meta')).toMatchObject({ estimate: articleCost({ faqs: true }) });
    expect(eventNamed(events, 'delivery')).toEqual({
      charged: articleCost({ faqs: true }),
      refunded: 0,
      notes: [],
    });
    expect(await words()).toBe(before - articleCost({ faqs: true }));
    const post = eventNamed(events, 'post').post as { id: string; featureImage: unknown };
    expect(post.featureImage).toEqual({ url: file.url, alt: 'Harbour Walks for Slow Sundays' });
    const saved = await Post.findById(post.id).lean();
    expect(saved?.featureImage).toMatchObject({ url: file.url });
  });

  it('answers 404 for another team’s file, before anything is charged', async () => {
    const theirs = await upload(who.as.other);
    const before = await words();
    const res = await who.as.owner.post('/api/generate').send({
      operation: 'generate-article',
      title: 'Harbour Walks',
      options: {},
      featureImageFile: theirs.id,
    });
    expect(res.status).toBe(404);
    expect(await words()).toBe(before);
    expect(await Post.countDocuments({})).toBe(0);
  });
});
