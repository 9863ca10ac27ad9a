/**
 * A post of a bulk publish that waits to retry after a temporary site error
 * is not being sent: a cancel stops it, and the retry claims its send before
 * sending, so a cancelled post is never sent — even by a retry delivery a
 * worker had already taken. Against the local fake of Shopify's GraphQL
 * Admin API (its rate limiter answers 429, a temporary error), on the real
 * database and Redis, with the deliveries handed to a worker by hand.
 */
import { BulkPublishRunResponse } from '@inkpress/shared-core';
import type { Job } from 'bullmq';
import { folderOfPosts } from '../../../test/bulkPublishing';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { newTestEngine, startTestEngine, type TestEngine } from '../../../test/jobs';
import { FAKE_SHOP, FAKE_TOKENS, type ShopifyFake, startShopifyFake } from '../../../test/shopifyFake';
import { useBulkPublishConfig } from '../../commands/bulkPublish';
import type { JobEngine, JobWorker } from '../../jobs/engine';
import { BulkPublishClaim, BulkPublishItem, BulkPublishRun } from '../../models/BulkPublish';
import { Integration } from '../../models/Integration';
import { JobRun } from '../../models/JobRun';
import { Publication, PublishLease } from '../../models/Publication';

jest.setTimeout(120_000);

let fake: ShopifyFake;
let api: TestApi;
let who: Identities;
/** The app's engine: the routes queue on it; no worker runs it. */
let jobs: TestEngine;
/** A worker on a queue of its own, handed deliveries of the app's jobs by hand. */
let handEngine: JobEngine;
let handWorker: JobWorker;

beforeAll(async () => {
  fake = await startShopifyFake();
  api = await startTestApi({
    FETCH_ALLOW_HOSTS: fake.host,
    SHOPIFY_BASE_URL: fake.url,
    PUBLISH_RETRIES: '1',
  });
  who = await createIdentities(api);
  jobs = await startTestEngine({ use: true });
  useBulkPublishConfig(api.config);
  handEngine = newTestEngine();
  handWorker = handEngine.startWorker({ concurrency: 1 });
  await handWorker.ready();
});

afterAll(async () => {
  await handWorker.close();
  await handEngine.queue('jobs').obliterate({ force: true });
  await handEngine.close();
  await jobs.close();
  useBulkPublishConfig(undefined);
  await api.close();
  await fake.close();
});

afterEach(async () => {
  fake.throttle(0);
  await Integration.deleteMany({ teamId: who.owner.teamId });
  await Publication.deleteMany({});
  await PublishLease.deleteMany({});
});

const articlesTitled = (title: string) =>
  [...fake.shops.get(FAKE_SHOP)!.articles.values()].filter((a) => a.title === title);

/** The `delivery`-th delivery of an item's job (1: the first; 2: the first retry), as BullMQ hands it. */
async function deliver(runId: string, index: number, delivery = 1): Promise<unknown> {
  const item = (await BulkPublishItem.findById(`${runId}:${index}`).lean())!;
  const job = {
    id: item.jobRunId,
    name: 'publish.item',
    attemptsStarted: delivery,
    attemptsMade: delivery - 1,
    opts: { attempts: 4 },
    updateProgress: async () => undefined,
  } as unknown as Job;
  return handWorker.process(job);
}

async function startRun(label: string) {
  const site = (
    await who.as.owner
      .post('/api/integrations')
      .send({ type: 'shopify', shop: FAKE_SHOP, accessToken: FAKE_TOKENS.full })
      .expect(201)
  ).body.data as { id: string };
  const { folderId, titles } = await folderOfPosts(who.as.owner, label, 2);
  const started = await who.as.owner
    .post('/api/integrations/bulk-publish')
    .send({ type: 'shopify', integrationId: site.id, folderId, status: 'publish' })
    .expect(202);
  const view = BulkPublishRunResponse.parse(started.body).data;
  const title = (index: number) => view.items.find((i) => i.index === index)!.title;
  expect(new Set(view.items.map((i) => i.title))).toEqual(new Set(titles));
  return { runId: view.id, title };
}

/** The first send meets Shopify's rate limiter (429 every time): the post waits to retry. */
async function failOnce(runId: string) {
  fake.throttle(1000, '0');
  await expect(deliver(runId, 0)).rejects.toThrow(/429|too many requests|throttl/i);
  fake.throttle(0);
  const waiting = (await BulkPublishItem.findById(`${runId}:0`).lean())!;
  expect(waiting).toMatchObject({ status: 'queued', sends: 1 });
  expect(waiting.error?.message).toContain('(trying again)');
  return waiting;
}

describe('a post waiting to retry after a temporary site error', () => {
  it('is sent once by its retry when nothing cancels it', async () => {
    const { runId, title } = await startRun('Shopify retry');
    await failOnce(runId);
    await deliver(runId, 0, 2);
    expect(await BulkPublishItem.findById(`${runId}:0`).lean()).toMatchObject({
      status: 'succeeded',
      sends: 2,
      error: null,
    });
    expect(articlesTitled(title(0))).toHaveLength(1);
  });

  it('is cancelled by a cancel, and its retry never sends it', async () => {
    const { runId, title } = await startRun('Shopify retry cancel');
    const waiting = await failOnce(runId);

    const cancelled = BulkPublishRunResponse.parse(
      (await who.as.owner.post(`/api/integrations/bulk-publish/${runId}/cancel`).expect(200)).body,
    ).data;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      counts: { queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 2 },
    });
    expect(cancelled.items.find((i) => i.index === 0)).toMatchObject({ status: 'cancelled', error: null });
    // The cancel took the retry's send.
    expect(await BulkPublishClaim.findById(`${runId}:0#1.2`).lean()).toMatchObject({ by: 'cancel' });

    // A retry delivery a worker had taken before the cancel wrote (it read the post as waiting):
    // its claim is the cancel's, so it stops without sending.
    await JobRun.updateOne({ _id: waiting.jobRunId }, { $set: { status: 'failed', finishedAt: null } });
    await BulkPublishItem.updateOne(
      { _id: waiting._id },
      { $set: { status: 'queued', finishedAt: null, error: waiting.error } },
    );
    expect(await deliver(runId, 0, 2)).toMatchObject({ cancelled: true });
    expect((await BulkPublishItem.findById(waiting._id).lean())!.status).toBe('cancelled');
    expect(articlesTitled(title(0))).toHaveLength(0);
    expect(articlesTitled(title(1))).toHaveLength(0);
  });
});

/**
 * Delivers post `index` while every request to the shop is rate limited (each retry after half a
 * second), and cancels the run once the post is being sent: the delivery, and the run the cancel gave.
 */
async function cancelWhileSending(runId: string, index: number) {
  fake.throttle(1000, '0.5');
  const delivery = deliver(runId, index);
  for (let tries = 0; tries < 100; tries++) {
    if ((await BulkPublishItem.findById(`${runId}:${index}`).lean())?.status === 'running') break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const cancelled = BulkPublishRunResponse.parse(
    (await who.as.owner.post(`/api/integrations/bulk-publish/${runId}/cancel`).expect(200)).body,
  ).data;
  return { delivery, cancelled };
}

/** Cancels the run, then retries its first post as if it had failed before the cancel came. */
async function cancelThenRetryFirst(runId: string) {
  await who.as.owner.post(`/api/integrations/bulk-publish/${runId}/cancel`).expect(200);
  await BulkPublishItem.updateOne(
    { _id: `${runId}:0` },
    { $set: { status: 'failed', error: { code: 'BadGateway', message: 'The site failed.' } } },
  );
  await who.as.owner.post(`/api/integrations/bulk-publish/${runId}/items/0/retry`).expect(202);
}

describe('a run cancelled while a post is being sent', () => {
  it('cancels that post instead of retrying it when its send meets a temporary site error', async () => {
    const { runId, title } = await startRun('Shopify cancel mid-send');
    // Every request is rate limited, each retry after half a second: the send is slow, then fails.
    const { delivery, cancelled } = await cancelWhileSending(runId, 0);
    // The post being sent is left to finish; the other is cancelled at once.
    expect(cancelled.items.map((i) => i.status)).toEqual(['running', 'cancelled']);

    await expect(delivery).resolves.toMatchObject({ index: 0, cancelled: true });
    fake.throttle(0);
    expect(await BulkPublishItem.findById(`${runId}:0`).lean()).toMatchObject({
      status: 'cancelled',
      error: null,
    });
    expect(await BulkPublishClaim.findById(`${runId}:0#1.2`).lean()).toMatchObject({ by: 'cancel' });
    // A retry delivery BullMQ still hands over sends nothing.
    await deliver(runId, 0, 2);
    expect(articlesTitled(title(0))).toHaveLength(0);
    const after = BulkPublishRunResponse.parse(
      (await who.as.owner.get(`/api/integrations/bulk-publish/${runId}`).expect(200)).body,
    ).data;
    expect(after).toMatchObject({ status: 'cancelled', counts: { queued: 0, running: 0, cancelled: 2 } });
  });

  it('sends nothing from a delivery that starts after the cancel, even one the cancel did not take', async () => {
    const { runId, title } = await startRun('Shopify late delivery');
    // The cancel is recorded on the run; the post's send was not claimed by it (as when the
    // cancel read the post while a worker held its send, and that worker then put it back to wait).
    await BulkPublishRun.updateOne({ _id: runId }, { $set: { cancelledAt: new Date() } });
    expect(await deliver(runId, 0)).toMatchObject({ index: 0, cancelled: true });
    expect(await BulkPublishItem.findById(`${runId}:0`).lean()).toMatchObject({ status: 'cancelled' });
    expect(await BulkPublishClaim.findById(`${runId}:0#1`).lean()).toMatchObject({ by: 'cancel' });
    expect(articlesTitled(title(0))).toHaveLength(0);
  });

  it('still sends a post retried after the cancel', async () => {
    const { runId, title } = await startRun('Shopify retry after cancel');
    await cancelThenRetryFirst(runId);
    expect(await deliver(runId, 0)).toMatchObject({ index: 0 });
    expect(await BulkPublishItem.findById(`${runId}:0`).lean()).toMatchObject({ status: 'succeeded' });
    expect(articlesTitled(title(0))).toHaveLength(1);
  });

  it('stops a post retried after one cancel when a second cancel comes while it is being sent', async () => {
    const { runId, title } = await startRun('Shopify second cancel');
    await cancelThenRetryFirst(runId);
    const { delivery } = await cancelWhileSending(runId, 0);
    await expect(delivery).resolves.toMatchObject({ index: 0, cancelled: true });
    fake.throttle(0);
    expect(await BulkPublishItem.findById(`${runId}:0`).lean()).toMatchObject({ status: 'cancelled' });
    expect(articlesTitled(title(0))).toHaveLength(0);
  });
});

describe('a bulk publish queueing its posts', () => {
  it('names each post’s job on the post before the job is queued, so the job never races that write', async () => {
    const enqueue = jobs.engine.enqueue.bind(jobs.engine);
    const namedAtQueueing: (string | null)[] = [];
    const spy = jest.spyOn(jobs.engine, 'enqueue').mockImplementation(async (type, input, owner, options) => {
      if (type === 'publish.item') {
        const { runId, index } = input as { runId: string; index: number };
        const item = await BulkPublishItem.findById(`${runId}:${index}`).lean();
        namedAtQueueing.push(item?.jobRunId === String(options?.runId) ? item.jobRunId : null);
      }
      return enqueue(type, input, owner, options);
    });
    try {
      const { runId } = await startRun('Shopify named jobs');
      expect(namedAtQueueing).toHaveLength(2);
      expect(namedAtQueueing.every(Boolean)).toBe(true);
      const items = await BulkPublishItem.find({ runId }).sort({ index: 1 }).lean();
      const runs = await JobRun.find({ _id: { $in: items.map((i) => i.jobRunId) } }).lean();
      expect(runs.map((r) => r.input).sort((a, b) => Number(a.index) - Number(b.index))).toEqual([
        { runId, index: 0 },
        { runId, index: 1 },
      ]);
    } finally {
      spy.mockRestore();
    }
  });
});
