/**
 * Scheduled publishing on the job engine, for targets with no scheduler of
 * their own: the custom API's signed webhook (a local receiver) and Shopify
 * (the local fake of its GraphQL Admin API). Through the real router on the
 * real database, with a real Redis and an in-process worker; short delays,
 * or a delayed job promoted to run now where the test acts before its time.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PublicationList, type PublicationView } from '@inkpress/shared-core';
import type { Job } from 'bullmq';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { startTestEngine, type TestEngine, until } from '../../../test/jobs';
import { FAKE_SHOP, FAKE_TOKENS, type ShopifyFake, startShopifyFake } from '../../../test/shopifyFake';
import { usePublishWorkerConfig } from '../../commands/publishConfig';
import { Integration } from '../../models/Integration';
import { JobCancel, JobRun } from '../../models/JobRun';
import { Post } from '../../models/Post';
import { Publication, PublishLease } from '../../models/Publication';
import { ScheduledPublish, ScheduledPublishClaim } from '../../models/ScheduledPublish';

jest.setTimeout(120_000);

/** The webhook receiver: records each delivery, answers what `respond` says. */
interface Delivery {
  event: string;
  body: { status?: string; post?: { title?: string } };
}
const deliveries: Delivery[] = [];
let respond: (d: Delivery) => { status: number; json?: unknown } = () => ({ status: 200 });
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const delivery = {
      event: String(req.headers['x-inkpress-event'] ?? ''),
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
    };
    deliveries.push(delivery);
    const { status, json } = respond(delivery);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json ?? {}));
  });
});
let hookUrl = '';
const SIGNING_SECRET = 'whsec-test-0123456789abcdefghij';

let fake: ShopifyFake;
let api: TestApi;
let who: Identities;
let jobs: TestEngine;

beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const port = (receiver.address() as AddressInfo).port;
  hookUrl = `http://127.0.0.1:${port}/hooks/inkpress`;
  fake = await startShopifyFake();
  api = await startTestApi({
    FETCH_ALLOW_HOSTS: [`127.0.0.1:${port}`, fake.host].join(','),
    SHOPIFY_BASE_URL: fake.url,
    // One try per send: a 5xx fails the job's delivery, and the engine retries it.
    PUBLISH_RETRIES: '0',
  });
  who = await createIdentities(api);
  usePublishWorkerConfig(api.config);
  jobs = await startTestEngine({ use: true, worker: true });
});

afterAll(async () => {
  await jobs.close();
  usePublishWorkerConfig(undefined);
  await api.close();
  await fake.close();
  await new Promise((r) => receiver.close(r));
});

afterEach(async () => {
  await Integration.deleteMany({ teamId: { $in: [who.owner.teamId, who.other.teamId] } });
  await Publication.deleteMany({});
  await PublishLease.deleteMany({});
  deliveries.length = 0;
  respond = () => ({ status: 200 });
});

const publishes = () => deliveries.filter((d) => d.event === 'post.publish');

async function connectHook(as = who.as.owner) {
  const res = await as
    .post('/api/integrations')
    .send({ type: 'api', webhookUrl: hookUrl, signingSecret: SIGNING_SECRET })
    .expect(201);
  return res.body.data as { id: string };
}

let seq = 0;
async function createPost(as = who.as.owner) {
  seq += 1;
  const title = `Scheduled ${Date.now()}-${seq}`;
  const res = await as
    .post('/api/collections')
    .send({ title: 'Schedules', posts: [{ title, content: [{ value: `<p>Body of ${title}.</p>` }] }] })
    .expect(201);
  const collection = res.body.data as {
    id: string;
    posts: { id: string; clientId: string; title: string }[];
  };
  return { ...collection.posts[0]!, collectionId: collection.id };
}

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

function schedule(siteId: string, postId: string, date: string, type = 'api', as = who.as.owner) {
  return as
    .post('/api/integrations/publish')
    .send({ type, postId, integrationId: siteId, status: 'future', schedulePublishConfig: { date } });
}

async function publicationsOf(postId: string, as = who.as.owner): Promise<PublicationView[]> {
  const res = await as.get('/api/integrations/publications').query({ postId }).expect(200);
  return PublicationList.parse(res.body).data;
}

async function scheduleOf(postId: string) {
  return (await ScheduledPublish.findOne({ postId }).sort({ createdAt: -1 }).lean())!;
}

/** A delivery of a schedule's job as BullMQ hands it (1: the first; 2: its first retry). */
function deliver(jobRunId: string, delivery = 1): Promise<unknown> {
  const job = {
    id: jobRunId,
    name: 'publish.scheduled',
    attemptsStarted: delivery,
    attemptsMade: delivery - 1,
    opts: { attempts: 6 },
    updateProgress: async () => undefined,
  } as unknown as Job;
  return jobs.worker!.process(job);
}

describe('scheduling a publish on a target with no scheduler of its own', () => {
  it('shows it scheduled, then publishes it at the time through the worker', async () => {
    const hook = await connectHook();
    const post = await createPost();
    respond = (d) =>
      d.event === 'post.publish'
        ? { status: 201, json: { id: 'r-1', url: 'https://example.com/r-1' } }
        : { status: 200 };
    const date = inMs(2500);
    const res = await schedule(hook.id, post.id, date).expect(200);
    expect(res.body.data).toMatchObject({ state: 'scheduled', url: null, remoteId: null });
    expect(Date.parse(res.body.data.scheduledFor)).toBe(Date.parse(date));
    // Nothing went to the webhook but its connection ping.
    expect(deliveries.map((d) => d.event)).toEqual(['ping']);
    const stored = (await Post.findById(post.id).lean())!;
    expect(stored.status).toBe('scheduled');
    expect(Date.parse(String(stored.schedulePublishConfig?.date))).toBe(Date.parse(date));
    expect((await publicationsOf(post.id))[0]).toMatchObject({ state: 'scheduled', scheduledFor: date });

    const published = await until('the scheduled publish', async () => {
      const [p] = await publicationsOf(post.id);
      return p?.state === 'published' ? p : null;
    });
    expect(published).toMatchObject({ url: 'https://example.com/r-1', remoteId: 'r-1', scheduledFor: null });
    expect(publishes()).toHaveLength(1);
    expect(publishes()[0]!.body).toMatchObject({ status: 'publish', post: { title: post.title } });
    expect((await Post.findById(post.id).lean())!.status).toBe('published');
    // The run ends after its record of the schedule: once it has succeeded, both are written.
    const { jobRunId } = await scheduleOf(post.id);
    await until(
      'the run’s end',
      async () => (await JobRun.findById(jobRunId).lean())?.status === 'succeeded',
    );
    expect(await scheduleOf(post.id)).toMatchObject({ status: 'published', url: 'https://example.com/r-1' });
  });

  it('publishes the post as it is at the time, not as it was when scheduled', async () => {
    const hook = await connectHook();
    const post = await createPost();
    await schedule(hook.id, post.id, inMs(3_600_000)).expect(200);
    const edited = `${post.title} (edited)`;
    await who.as.owner
      .put(`/api/collections/${post.collectionId}`)
      .send({
        posts: [
          { id: post.id, clientId: post.clientId, title: edited, content: [{ value: '<p>New body.</p>' }] },
        ],
      })
      .expect(200);
    // Its time comes now: the delayed job is promoted and the worker takes it.
    const { jobRunId } = await scheduleOf(post.id);
    await (await jobs.engine.queue('jobs').getJob(jobRunId!))!.promote();
    await until('the publish', async () => publishes().length > 0);
    await until('the published state', async () => (await publicationsOf(post.id))[0]?.state === 'published');
    expect(publishes()).toHaveLength(1);
    expect(publishes()[0]!.body.post).toMatchObject({ title: edited });
  });

  it('publishes once when its job is delivered twice at once, again later, or queued twice', async () => {
    const hook = await connectHook();
    const post = await createPost();
    await schedule(hook.id, post.id, inMs(3_600_000)).expect(200);
    const scheduled = await scheduleOf(post.id);
    await Promise.all([deliver(scheduled.jobRunId!), deliver(scheduled.jobRunId!)]);
    await deliver(scheduled.jobRunId!, 2);
    expect(publishes()).toHaveLength(1);
    expect((await publicationsOf(post.id))[0]).toMatchObject({ state: 'published' });
    // A second run of the same schedule (queued by mistake) finds the claim taken by the first.
    const second = await jobs.engine.enqueue('publish.scheduled', { scheduleId: String(scheduled._id) });
    expect(await deliver(String(second._id))).toEqual({ ended: 'cancelled' });
    expect(publishes()).toHaveLength(1);
    expect(await ScheduledPublishClaim.findById(String(scheduled._id)).lean()).toMatchObject({
      by: 'run',
      runId: scheduled.jobRunId,
    });
  });

  it('retries a temporary site error with the engine’s backoff, then publishes', async () => {
    const hook = await connectHook();
    const post = await createPost();
    let calls = 0;
    respond = (d) => (d.event === 'post.publish' && ++calls === 1 ? { status: 503 } : { status: 200 });
    await schedule(hook.id, post.id, inMs(1500)).expect(200);
    await until('the published state', async () => (await publicationsOf(post.id))[0]?.state === 'published');
    expect(calls).toBe(2);
    const { jobRunId } = await scheduleOf(post.id);
    const run = await until('the run’s end', async () => {
      const r = await JobRun.findById(jobRunId).lean();
      return r?.status === 'succeeded' ? r : null;
    });
    expect(run.attempts).toBe(2);
  });

  it('ends failed with the reason, the post not scheduled, when the site is gone at the time', async () => {
    const hook = await connectHook();
    const post = await createPost();
    await schedule(hook.id, post.id, inMs(3_600_000)).expect(200);
    await who.as.owner.delete(`/api/integrations/${hook.id}`).expect(200);
    const { jobRunId } = await scheduleOf(post.id);
    await (await jobs.engine.queue('jobs').getJob(jobRunId!))!.promote();
    const failed = await until('the failed schedule', async () => {
      const s = await scheduleOf(post.id);
      return s.status === 'failed' ? s : null;
    });
    expect(failed.error?.code).toBe('NotFound');
    expect(publishes()).toHaveLength(0);
    // The post and its publication were put back before the schedule was marked failed.
    expect((await Post.findById(post.id).lean())!).toMatchObject({
      status: 'draft',
      schedulePublishConfig: null,
    });
  });

  it('schedules a Shopify article and publishes it at the time', async () => {
    const site = (
      await who.as.owner
        .post('/api/integrations')
        .send({ type: 'shopify', shop: FAKE_SHOP, accessToken: FAKE_TOKENS.full })
        .expect(201)
    ).body.data as { id: string };
    const post = await createPost();
    const res = await schedule(site.id, post.id, inMs(1500), 'shopify').expect(200);
    expect(res.body.data).toMatchObject({ state: 'scheduled', remoteId: null });
    const articles = () =>
      [...fake.shops.get(FAKE_SHOP)!.articles.values()].filter((a) => a.title === post.title);
    expect(articles()).toHaveLength(0);
    const published = await until('the Shopify publish', async () => {
      const [p] = await publicationsOf(post.id);
      return p?.state === 'published' ? p : null;
    });
    expect(articles()).toHaveLength(1);
    expect(articles()[0]).toMatchObject({ isPublished: true, id: published.remoteId });
  });
});

describe('cancelling a schedule of ours', () => {
  it('cancels its job’s run; the post shows not scheduled and is never sent', async () => {
    const hook = await connectHook();
    const post = await createPost();
    await schedule(hook.id, post.id, inMs(3_600_000)).expect(200);
    const scheduled = await scheduleOf(post.id);

    // Another team can neither see nor cancel it.
    await who.as.other.post(`/api/posts/${post.id}/cancel-publish`).expect(404);
    expect((await scheduleOf(post.id)).status).toBe('scheduled');

    const res = await who.as.owner.post(`/api/posts/${post.id}/cancel-publish`).expect(200);
    expect(res.body.data).toMatchObject({ status: 'draft' });
    expect(await publicationsOf(post.id)).toEqual([]);
    expect((await scheduleOf(post.id)).status).toBe('cancelled');
    expect(await JobRun.findById(scheduled.jobRunId).lean()).toMatchObject({ status: 'cancelled' });
    expect(await jobs.engine.queue('jobs').getJob(scheduled.jobRunId!)).toBeUndefined();
    expect(await ScheduledPublishClaim.findById(String(scheduled._id)).lean()).toMatchObject({
      by: 'cancel',
    });

    // A delivery a worker had taken before the cancel wrote (it read the run as queued) sends nothing.
    await JobRun.updateOne({ _id: scheduled.jobRunId }, { $set: { status: 'queued' } });
    expect(await deliver(scheduled.jobRunId!)).toMatchObject({ skipped: true });
    await ScheduledPublish.updateOne({ _id: scheduled._id }, { $set: { status: 'scheduled' } });
    await JobRun.updateOne({ _id: scheduled.jobRunId }, { $set: { status: 'queued' } });
    // The engine's record of the cancel stops it before its first step…
    expect(await deliver(scheduled.jobRunId!)).toBeNull();
    // …and one that got past that check before the cancel was recorded loses the schedule's claim.
    await JobCancel.deleteOne({ _id: scheduled.jobRunId });
    await JobRun.updateOne({ _id: scheduled.jobRunId }, { $set: { status: 'queued' } });
    expect(await deliver(scheduled.jobRunId!)).toEqual({ ended: 'cancelled' });
    expect(publishes()).toHaveLength(0);
  });

  it('a new date replaces the old schedule, and publishing now replaces a schedule', async () => {
    const hook = await connectHook();
    const post = await createPost();
    await schedule(hook.id, post.id, inMs(3_600_000)).expect(200);
    const first = await scheduleOf(post.id);
    const later = inMs(7_200_000);
    const res = await schedule(hook.id, post.id, later).expect(200);
    expect(res.body.data).toMatchObject({ state: 'scheduled', scheduledFor: later });
    expect((await ScheduledPublish.findById(first._id).lean())!.status).toBe('cancelled');
    expect(await JobRun.findById(first.jobRunId).lean()).toMatchObject({ status: 'cancelled' });
    const second = await scheduleOf(post.id);
    expect(String(second._id)).not.toBe(String(first._id));

    await who.as.owner
      .post('/api/integrations/publish')
      .send({ type: 'api', postId: post.id, integrationId: hook.id, status: 'publish' })
      .expect(200);
    expect((await ScheduledPublish.findById(second._id).lean())!.status).toBe('cancelled');
    expect(publishes()).toHaveLength(1);
    expect((await publicationsOf(post.id))[0]).toMatchObject({ state: 'published', scheduledFor: null });
  });
});

describe('cancelling a post’s publishing', () => {
  async function connectShop() {
    const res = await who.as.owner
      .post('/api/integrations')
      .send({ type: 'shopify', shop: FAKE_SHOP, accessToken: FAKE_TOKENS.full })
      .expect(201);
    return res.body.data as { id: string };
  }
  const articlesTitled = (title: string) =>
    [...fake.shops.get(FAKE_SHOP)!.articles.values()].filter((a) => a.title === title);
  const schedulesOf = (postId: string) => ScheduledPublish.find({ postId }).sort({ createdAt: 1 }).lean();

  it('cancels its schedules on every site, and neither job publishes afterwards', async () => {
    const hook = await connectHook();
    const shop = await connectShop();
    const post = await createPost();
    await schedule(hook.id, post.id, inMs(3_600_000)).expect(200);
    await schedule(shop.id, post.id, inMs(7_200_000), 'shopify').expect(200);
    const both = await schedulesOf(post.id);
    expect(both.map((s) => [s.type, s.status])).toEqual([
      ['api', 'scheduled'],
      ['shopify', 'scheduled'],
    ]);
    expect((await publicationsOf(post.id)).map((p) => p.state)).toEqual(['scheduled', 'scheduled']);

    // Another team's cancel finds no such post, and changes nothing.
    await who.as.other.post(`/api/posts/${post.id}/cancel-publish`).expect(404);
    expect((await schedulesOf(post.id)).map((s) => s.status)).toEqual(['scheduled', 'scheduled']);

    const res = await who.as.owner.post(`/api/posts/${post.id}/cancel-publish`).expect(200);
    expect(res.body.data).toMatchObject({ status: 'draft' });
    expect((await Post.findById(post.id).lean())!).toMatchObject({
      status: 'draft',
      schedulePublishConfig: null,
    });
    expect(await publicationsOf(post.id)).toEqual([]);
    expect((await schedulesOf(post.id)).map((s) => s.status)).toEqual(['cancelled', 'cancelled']);
    for (const s of both) {
      expect(await JobRun.findById(s.jobRunId).lean()).toMatchObject({ status: 'cancelled' });
      expect(await jobs.engine.queue('jobs').getJob(s.jobRunId!)).toBeUndefined();
      expect(await ScheduledPublishClaim.findById(String(s._id)).lean()).toMatchObject({ by: 'cancel' });
    }

    // A delivery of either job after the cancel (one a worker had already taken) publishes nothing.
    for (const s of both) {
      await JobRun.updateOne({ _id: s.jobRunId }, { $set: { status: 'queued' } });
      await JobCancel.deleteOne({ _id: s.jobRunId });
      expect(await deliver(s.jobRunId!)).toMatchObject({ skipped: true });
    }
    expect(publishes()).toHaveLength(0);
    expect(articlesTitled(post.title)).toHaveLength(0);
    expect((await Post.findById(post.id).lean())!.status).toBe('draft');
  });

  it('cancels one site’s schedule from the calendar, and the post stays scheduled on the other', async () => {
    const hook = await connectHook();
    const shop = await connectShop();
    const post = await createPost();
    await schedule(hook.id, post.id, inMs(3_600_000)).expect(200);
    await schedule(shop.id, post.id, inMs(7_200_000), 'shopify').expect(200);
    const entry = `publish_${hook.id}_${post.id}`;
    await who.as.other.post(`/api/calender/${entry}/cancel`).expect(404);
    await who.as.owner.post(`/api/calender/${entry}/cancel`).expect(200);
    expect((await schedulesOf(post.id)).map((s) => [s.type, s.status])).toEqual([
      ['api', 'cancelled'],
      ['shopify', 'scheduled'],
    ]);
    expect((await publicationsOf(post.id)).map((p) => [p.type, p.state])).toEqual([['shopify', 'scheduled']]);
    expect((await Post.findById(post.id).lean())!.status).toBe('scheduled');

    // The last site's entry: nothing is left scheduled, and the post is a draft again.
    await who.as.owner.post(`/api/calender/publish_${shop.id}_${post.id}/cancel`).expect(200);
    expect(await publicationsOf(post.id)).toEqual([]);
    expect((await Post.findById(post.id).lean())!).toMatchObject({
      status: 'draft',
      schedulePublishConfig: null,
    });
  });

  it('cancels a pending schedule that no scheduled publication names any more', async () => {
    const hook = await connectHook();
    const post = await createPost();
    await schedule(hook.id, post.id, inMs(3_600_000)).expect(200);
    const [pending] = await schedulesOf(post.id);
    // The publication moved on (published by another path) while the schedule's job still waits.
    await Publication.updateOne(
      { _id: pending!.publicationKey },
      { $set: { state: 'published', scheduleId: null, scheduledFor: null, url: 'https://example.com/x' } },
    );
    await who.as.owner.post(`/api/posts/${post.id}/cancel-publish`).expect(200);
    expect((await ScheduledPublish.findById(pending!._id).lean())!.status).toBe('cancelled');
    expect(await JobRun.findById(pending!.jobRunId).lean()).toMatchObject({ status: 'cancelled' });
    expect(await jobs.engine.queue('jobs').getJob(pending!.jobRunId!)).toBeUndefined();
    // The publication it no longer owned is left as it is.
    expect((await publicationsOf(post.id))[0]).toMatchObject({ state: 'published' });
    expect(publishes()).toHaveLength(0);
  });

  it('still cancels the other sites when one is publishing right now (409)', async () => {
    const hook = await connectHook();
    const shop = await connectShop();
    const post = await createPost();
    await schedule(hook.id, post.id, inMs(3_600_000)).expect(200);
    await schedule(shop.id, post.id, inMs(3_600_000), 'shopify').expect(200);
    const [toHook, toShop] = await schedulesOf(post.id);
    // The webhook's job has claimed its schedule: it is being published.
    await ScheduledPublishClaim.create({
      _id: String(toHook!._id),
      by: 'run',
      runId: toHook!.jobRunId,
      at: new Date(),
    });
    const res = await who.as.owner.post(`/api/posts/${post.id}/cancel-publish`).expect(409);
    expect(res.body.message).toMatch(/being published/);
    expect((await ScheduledPublish.findById(toShop!._id).lean())!.status).toBe('cancelled');
    expect(await JobRun.findById(toShop!.jobRunId).lean()).toMatchObject({ status: 'cancelled' });
    expect((await ScheduledPublish.findById(toHook!._id).lean())!.status).toBe('scheduled');
    const states = Object.fromEntries((await publicationsOf(post.id)).map((p) => [p.integrationId, p.state]));
    expect(states).toEqual({ [hook.id]: 'scheduled' });
    // The post stays scheduled, now showing the schedule that is left.
    expect((await Post.findById(post.id).lean())!).toMatchObject({
      status: 'scheduled',
      schedulePublishConfig: { integrationId: hook.id, type: 'api' },
    });
  });
});

describe('a schedule names its job before queueing it', () => {
  it('has the run’s id and the post scheduled when the job is queued', async () => {
    const hook = await connectHook();
    const post = await createPost();
    const seen: { named: boolean; postStatus?: string }[] = [];
    const enqueue = jobs.engine.enqueue.bind(jobs.engine);
    const spy = jest.spyOn(jobs.engine, 'enqueue').mockImplementation(async (type, input, owner, options) => {
      const runId = options?.runId ? String(options.runId) : null;
      const named = runId ? await ScheduledPublish.findOne({ jobRunId: runId }).lean() : null;
      seen.push({
        named: Boolean(named && String(named._id) === String(input.scheduleId)),
        postStatus: (await Post.findById(post.id).lean())?.status,
      });
      return enqueue(type, input, owner, options);
    });
    try {
      await schedule(hook.id, post.id, inMs(3_600_000)).expect(200);
    } finally {
      spy.mockRestore();
    }
    expect(seen).toEqual([{ named: true, postStatus: 'scheduled' }]);
    const scheduled = await scheduleOf(post.id);
    expect(await JobRun.findById(scheduled.jobRunId).lean()).toMatchObject({ type: 'publish.scheduled' });
    expect((await jobs.engine.queue('jobs').getJob(scheduled.jobRunId!))?.name).toBe('publish.scheduled');
  });

  it('leaves nothing scheduled when the queue refuses the job', async () => {
    const hook = await connectHook();
    const post = await createPost();
    const spy = jest.spyOn(jobs.engine, 'enqueue').mockRejectedValueOnce(new Error('queue is down'));
    try {
      const res = await schedule(hook.id, post.id, inMs(3_600_000)).expect(503);
      expect(res.body.message).toMatch(/could not be scheduled \(queue is down\)/);
    } finally {
      spy.mockRestore();
    }
    expect(await ScheduledPublish.countDocuments({ postId: post.id })).toBe(0);
    expect(await publicationsOf(post.id)).toEqual([]);
    expect((await Post.findById(post.id).lean())!).toMatchObject({
      status: 'draft',
      schedulePublishConfig: null,
    });
  });
});

describe('the date of a schedule', () => {
  it.each([
    ['in the past', () => '2020-01-01T00:00:00Z', /future/],
    ['more than a year ahead', () => inMs(400 * 86_400_000), /365 days/],
  ])('is refused %s, naming the field', async (_, date, message) => {
    const hook = await connectHook();
    const post = await createPost();
    for (const type of ['api', 'shopify']) {
      const res = await schedule(hook.id, post.id, date(), type);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ValidationError');
      expect(res.body.message).toMatch(/^schedulePublishConfig\.date: /);
      expect(res.body.message).toMatch(message);
    }
    expect(await ScheduledPublish.countDocuments({ postId: post.id })).toBe(0);
    expect((await Post.findById(post.id).lean())!.status).toBe('draft');
  });
});
