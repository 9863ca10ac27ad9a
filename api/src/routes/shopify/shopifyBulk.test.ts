/**
 * Bulk publishing to Shopify through the real router on the real database,
 * with a worker of the job engine in this process on the real Redis, against
 * the local fake of the GraphQL Admin API (api/test/shopifyFake.ts): a
 * folder's posts become one article each in the chosen blog, sending them
 * again updates those articles, and another team gets 404.
 */
import { randomBytes } from 'node:crypto';
import { BulkPublishRunResponse } from '@inkpress/shared-core';
import { finishedBulkRun, folderOfPosts } from '../../../test/bulkPublishing';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { FAKE_SHOP, FAKE_TOKENS, type ShopifyFake, startShopifyFake } from '../../../test/shopifyFake';
import { useBulkPublishConfig } from '../../commands/bulkPublish';
import { JobEngine, type JobWorker, useJobEngine } from '../../jobs/engine';
import { Integration } from '../../models/Integration';
import { Publication, PublishLease } from '../../models/Publication';

jest.setTimeout(120_000);

let fake: ShopifyFake;
let api: TestApi;
let who: Identities;
let engine: JobEngine;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startShopifyFake();
  api = await startTestApi({ FETCH_ALLOW_HOSTS: fake.host, SHOPIFY_BASE_URL: fake.url });
  who = await createIdentities(api);
  engine = new JobEngine({
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:16479',
    prefix: `inkpress-test-${randomBytes(4).toString('hex')}`,
  });
  useJobEngine(engine);
  useBulkPublishConfig(api.config);
  worker = engine.startWorker({ concurrency: 3 });
  await worker.ready();
});

afterAll(async () => {
  await worker.close();
  await engine.queue('jobs').obliterate({ force: true });
  await engine.close();
  useJobEngine(undefined);
  useBulkPublishConfig(undefined);
  await api.close();
  await fake.close();
});

afterEach(async () => {
  await Integration.deleteMany({});
  await Publication.deleteMany({});
  await PublishLease.deleteMany({});
});

const shop = () => fake.shops.get(FAKE_SHOP)!;

const folderWith = (n: number) => folderOfPosts(who.as.owner, 'Shopify', n);
const finished = (id: string) => finishedBulkRun(who.as.owner, id);

describe('POST /api/integrations/bulk-publish (Shopify)', () => {
  it('publishes a folder’s posts as articles of the chosen blog, and again updates them', async () => {
    const site = (
      await who.as.owner
        .post('/api/integrations')
        .send({ type: 'shopify', shop: FAKE_SHOP, accessToken: FAKE_TOKENS.full })
        .expect(201)
    ).body.data as { id: string };
    const { folderId, titles } = await folderWith(3);
    const blog = shop().blogs.find((b) => b.handle === 'guides')!;
    const body = {
      type: 'shopify',
      integrationId: site.id,
      folderId,
      status: 'publish',
      blogId: blog.id,
      tags: ['Bulk'],
    };
    const started = await who.as.owner.post('/api/integrations/bulk-publish').send(body);
    expect(started.status).toBe(202);
    const view = await finished(BulkPublishRunResponse.parse(started.body).data.id);
    expect(view.status).toBe('succeeded');
    expect(view.items.every((i) => i.state === 'published' && i.url?.includes('/blogs/guides/'))).toBe(true);
    const articles = () => [...shop().articles.values()].filter((a) => titles.includes(a.title));
    expect(articles()).toHaveLength(3);
    expect(articles().every((a) => a.isPublished && a.blog.id === blog.id && a.tags.includes('Bulk'))).toBe(
      true,
    );
    expect(new Set(view.items.map((i) => i.remoteId))).toEqual(new Set(articles().map((a) => a.id)));

    // Sent again as drafts: the same three articles, now hidden.
    const again = await who.as.owner
      .post('/api/integrations/bulk-publish')
      .send({ ...body, status: 'draft' })
      .expect(202);
    expect((await finished(again.body.data.id)).status).toBe('succeeded');
    expect(articles()).toHaveLength(3);
    expect(articles().every((a) => !a.isPublished)).toBe(true);

    // Another team sees neither the run nor the site.
    await who.as.other.get(`/api/integrations/bulk-publish/${again.body.data.id}`).expect(404);
    await who.as.other.post('/api/integrations/bulk-publish').send(body).expect(404);
  });
});
