/**
 * Bulk publishing to Webflow through the real router on the real database,
 * with a worker of the job engine in this process on the real Redis, against
 * the local fake of the Data API v2 (api/test/webflowFake.ts): a folder's
 * posts become one item each in the connected collection (through Webflow's
 * rate limiting), sending them again as drafts updates those items and takes
 * them off the live site, and another team gets 404.
 */
import { randomBytes } from 'node:crypto';
import { BulkPublishRunResponse } from '@inkpress/shared-core';
import { finishedBulkRun, folderOfPosts } from '../../../test/bulkPublishing';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import {
  FAKE_WEBFLOW,
  FAKE_WEBFLOW_TOKENS,
  startWebflowFake,
  type WebflowFake,
} from '../../../test/webflowFake';
import { useBulkPublishConfig } from '../../commands/bulkPublish';
import { JobEngine, type JobWorker, useJobEngine } from '../../jobs/engine';
import { Integration } from '../../models/Integration';
import { Publication, PublishLease } from '../../models/Publication';

jest.setTimeout(120_000);

let fake: WebflowFake;
let api: TestApi;
let who: Identities;
let engine: JobEngine;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startWebflowFake();
  api = await startTestApi({ FETCH_ALLOW_HOSTS: fake.host, WEBFLOW_BASE_URL: fake.url });
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

const blog = () => fake.collections.get(FAKE_WEBFLOW.blogCollectionId)!;

const folderWith = (n: number) => folderOfPosts(who.as.owner, 'Webflow', n);
const finished = (id: string) => finishedBulkRun(who.as.owner, id);

describe('POST /api/integrations/bulk-publish (Webflow)', () => {
  it('publishes a folder’s posts as live items through rate limiting, and again as drafts updates them', async () => {
    const site = (
      await who.as.owner
        .post('/api/integrations/webflow')
        .send({
          apiToken: FAKE_WEBFLOW_TOKENS.full,
          collectionId: FAKE_WEBFLOW.blogCollectionId,
          mapping: { content: 'post-body' },
        })
        .expect(201)
    ).body.data as { id: string };
    const { folderId, titles } = await folderWith(3);
    const body = { type: 'webflow', integrationId: site.id, folderId, status: 'publish' };
    fake.throttle(2, '0.05');
    const started = await who.as.owner.post('/api/integrations/bulk-publish').send(body);
    expect(started.status).toBe(202);
    const view = await finished(BulkPublishRunResponse.parse(started.body).data.id);
    expect(view.status).toBe('succeeded');
    expect(
      view.items.every(
        (i) => i.state === 'published' && i.url?.startsWith('https://inkpress-test.webflow.io/post/'),
      ),
    ).toBe(true);
    expect(fake.requests.filter((r) => r.endsWith(' 429'))).toHaveLength(2);
    const items = () => [...blog().items.values()].filter((i) => titles.includes(i.staged.fieldData.name));
    expect(items()).toHaveLength(3);
    expect(items().every((i) => i.live && !i.live.isDraft)).toBe(true);
    expect(new Set(view.items.map((i) => i.remoteId))).toEqual(new Set(items().map((i) => i.staged.id)));

    // Sent again as drafts: the same three items, now off the live site.
    const again = await who.as.owner
      .post('/api/integrations/bulk-publish')
      .send({ ...body, status: 'draft' })
      .expect(202);
    expect((await finished(again.body.data.id)).status).toBe('succeeded');
    expect(items()).toHaveLength(3);
    expect(items().every((i) => i.live === null && i.staged.isDraft)).toBe(true);

    // Another team sees neither the run nor the site.
    await who.as.other.get(`/api/integrations/bulk-publish/${again.body.data.id}`).expect(404);
    await who.as.other.post('/api/integrations/bulk-publish').send(body).expect(404);
  });
});
