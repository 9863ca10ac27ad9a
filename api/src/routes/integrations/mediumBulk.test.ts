/**
 * Bulk publishing to Medium through the real router on the real database,
 * with a worker of the job engine in this process on the real Redis, against
 * the local fake of Medium's API (api/test/mediumFake.ts): a folder's posts
 * become one Medium post each, sending them again creates nothing (Medium
 * cannot update) and answers the same addresses, and another team gets 404.
 */
import { randomBytes } from 'node:crypto';
import { BulkPublishRunResponse } from '@inkpress/shared-core';
import { finishedBulkRun, folderOfPosts } from '../../../test/bulkPublishing';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { FAKE_MEDIUM_TOKENS, type MediumFake, startMediumFake } from '../../../test/mediumFake';
import { useBulkPublishConfig } from '../../commands/bulkPublish';
import { JobEngine, type JobWorker, useJobEngine } from '../../jobs/engine';
import { Integration } from '../../models/Integration';
import { Publication, PublishLease } from '../../models/Publication';

jest.setTimeout(120_000);

let fake: MediumFake;
let api: TestApi;
let who: Identities;
let engine: JobEngine;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startMediumFake();
  api = await startTestApi({ FETCH_ALLOW_HOSTS: fake.host, MEDIUM_BASE_URL: fake.url });
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

const folderWith = (n: number) => folderOfPosts(who.as.owner, 'Medium', n);
const finished = (id: string) => finishedBulkRun(who.as.owner, id);

describe('POST /api/integrations/bulk-publish (Medium)', () => {
  it('sends a folder’s posts to Medium once each, and again answers the same posts', async () => {
    const site = (
      await who.as.owner
        .post('/api/integrations')
        .send({ type: 'medium', integrationToken: FAKE_MEDIUM_TOKENS.good })
        .expect(201)
    ).body.data as { id: string };
    const { folderId, titles } = await folderWith(3);
    const body = { type: 'medium', integrationId: site.id, folderId, status: 'publish', tags: ['Bulk'] };
    const started = await who.as.owner.post('/api/integrations/bulk-publish').send(body);
    expect(started.status).toBe(202);
    const view = await finished(BulkPublishRunResponse.parse(started.body).data.id);
    expect(view.status).toBe('succeeded');
    const posts = () => fake.posts.filter((p) => titles.includes(p.title));
    expect(posts()).toHaveLength(3);
    expect(posts().every((p) => p.publishStatus === 'public' && p.tags.includes('Bulk'))).toBe(true);
    expect(view.items.every((i) => i.state === 'published')).toBe(true);
    expect(new Set(view.items.map((i) => i.url))).toEqual(new Set(posts().map((p) => p.url)));

    // Sent again: Medium cannot update, so nothing new is created and each item answers its post.
    const again = await who.as.owner.post('/api/integrations/bulk-publish').send(body).expect(202);
    const second = await finished(again.body.data.id);
    expect(second.status).toBe('succeeded');
    expect(posts()).toHaveLength(3);
    expect(new Set(second.items.map((i) => i.remoteId))).toEqual(new Set(posts().map((p) => p.id)));

    // Another team sees neither the run nor the site.
    await who.as.other.get(`/api/integrations/bulk-publish/${again.body.data.id}`).expect(404);
    await who.as.other.post('/api/integrations/bulk-publish').send(body).expect(404);
  });
});
