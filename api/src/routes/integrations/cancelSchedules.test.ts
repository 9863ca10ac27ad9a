/**
 * POST /api/posts/{id}/cancel-publish with a post scheduled on several
 * sites at once: the real WordPress `npm test` starts (its own future post)
 * and a custom API webhook (a schedule of ours: a delayed job on a real
 * Redis, an in-process worker). Through the real router on the real
 * database. Run with `npx tsx scripts/test.ts --only unit cancelSchedules`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Job } from 'bullmq';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { startTestEngine, type TestEngine } from '../../../test/jobs';
import { usePublishWorkerConfig } from '../../commands/publishConfig';
import { Integration } from '../../models/Integration';
import { JobCancel, JobRun } from '../../models/JobRun';
import { Post } from '../../models/Post';
import { Publication, PublishLease } from '../../models/Publication';
import { ScheduledPublish } from '../../models/ScheduledPublish';
import { keysOf, sealSecret } from '../../services/integrations/secrets';

jest.setTimeout(120_000);

const wp = {
  url: process.env.WORDPRESS_TEST_URL ?? '',
  user: process.env.WORDPRESS_TEST_USER ?? '',
  password: process.env.WORDPRESS_TEST_PASSWORD ?? '',
};
if (!wp.url)
  throw new Error('WORDPRESS_TEST_URL is not set: run through `npm test`, which starts WordPress.');

const events: string[] = [];
const receiver = http.createServer((req, res) => {
  events.push(String(req.headers['x-inkpress-event'] ?? ''));
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
});
let hookUrl = '';

let api: TestApi;
let who: Identities;
let jobs: TestEngine;

beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const port = (receiver.address() as AddressInfo).port;
  hookUrl = `http://127.0.0.1:${port}/hooks/inkpress`;
  api = await startTestApi({
    FETCH_ALLOW_HOSTS: [new URL(wp.url).host, `127.0.0.1:${port}`].join(','),
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
  await new Promise((r) => receiver.close(r));
});

afterEach(async () => {
  await Integration.deleteMany({ teamId: { $in: [who.owner.teamId, who.other.teamId] } });
  await Publication.deleteMany({});
  await PublishLease.deleteMany({});
  events.length = 0;
});

const wpAuth = `Basic ${Buffer.from(`${wp.user}:${wp.password}`).toString('base64')}`;
async function wpStatus(id: string): Promise<string> {
  const url = new URL(`${wp.url}/`);
  url.searchParams.set('rest_route', `/wp/v2/posts/${id}`);
  url.searchParams.set('context', 'edit');
  const res = await fetch(url, { headers: { authorization: wpAuth } });
  return ((await res.json()) as { status: string }).status;
}

async function connect(data: Record<string, unknown>) {
  const res = await who.as.owner.post('/api/integrations').send(data).expect(201);
  return res.body.data as { id: string };
}

async function createPost() {
  const title = `Cancel all ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const res = await who.as.owner
    .post('/api/collections')
    .send({ title: 'Cancels', posts: [{ title, content: [{ value: `<p>Body of ${title}.</p>` }] }] })
    .expect(201);
  return res.body.data.posts[0] as { id: string; title: string };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Schedules the post on WordPress (its own future post) and on the webhook (ours). */
async function scheduleOnBoth(postId: string) {
  const site = await connect({
    type: 'wordpress',
    url: wp.url,
    username: wp.user,
    applicationPassword: wp.password,
  });
  const hook = await connect({
    type: 'api',
    webhookUrl: hookUrl,
    signingSecret: 'whsec-test-0123456789abcdefghij',
  });
  const onWp = await who.as.owner
    .post('/api/integrations/publish')
    .send({
      type: 'wordpress',
      postId,
      integrationId: site.id,
      status: 'future',
      schedulePublishConfig: { date: inDays(7) },
    })
    .expect(200);
  await who.as.owner
    .post('/api/integrations/publish')
    .send({
      type: 'api',
      postId,
      integrationId: hook.id,
      status: 'future',
      schedulePublishConfig: { date: inDays(3) },
    })
    .expect(200);
  const ours = (await ScheduledPublish.findOne({ postId }).lean())!;
  return { site, hook, remoteId: String(onWp.body.data.remoteId), ours };
}

/** A delivery of a schedule's job as BullMQ hands it. */
function deliver(jobRunId: string): Promise<unknown> {
  const job = {
    id: jobRunId,
    name: 'publish.scheduled',
    attemptsStarted: 1,
    attemptsMade: 0,
    opts: { attempts: 6 },
    updateProgress: async () => undefined,
  } as unknown as Job;
  return jobs.worker!.process(job);
}

describe('cancelling a post scheduled on WordPress and on a target of ours', () => {
  it('takes both back: WordPress’s post to draft, our job cancelled, nothing sent', async () => {
    const post = await createPost();
    const { remoteId, ours } = await scheduleOnBoth(post.id);
    expect(await wpStatus(remoteId)).toBe('future');
    expect(ours).toMatchObject({ status: 'scheduled', type: 'api' });

    await who.as.other.post(`/api/posts/${post.id}/cancel-publish`).expect(404);
    expect(await wpStatus(remoteId)).toBe('future');

    const res = await who.as.owner.post(`/api/posts/${post.id}/cancel-publish`).expect(200);
    expect(res.body.data.status).toBe('draft');
    expect(await wpStatus(remoteId)).toBe('draft');
    expect((await ScheduledPublish.findById(ours._id).lean())!.status).toBe('cancelled');
    expect(await JobRun.findById(ours.jobRunId).lean()).toMatchObject({ status: 'cancelled' });
    expect(await jobs.engine.queue('jobs').getJob(ours.jobRunId!)).toBeUndefined();
    const states = (await Publication.find({ postId: post.id }).lean()).map((p) => p.state);
    expect(states).toEqual(['draft']);
    // A delivery of our job after the cancel sends nothing.
    await JobCancel.deleteOne({ _id: ours.jobRunId });
    await JobRun.updateOne({ _id: ours.jobRunId }, { $set: { status: 'queued' } });
    expect(await deliver(ours.jobRunId!)).toMatchObject({ skipped: true });
    expect(events.filter((e) => e !== 'ping')).toEqual([]);
  });

  it('still cancels ours when WordPress refuses, and answers WordPress’s error', async () => {
    const post = await createPost();
    const { site, remoteId, ours } = await scheduleOnBoth(post.id);
    // The application password stops working.
    await Integration.updateOne(
      { _id: site.id },
      { $set: { secret: sealSecret(keysOf(api.config), 'abcdefghijklmnopqrstuvwx', site.id) } },
    );
    const res = await who.as.owner.post(`/api/posts/${post.id}/cancel-publish`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.code).toMatch(/Wordpress/);
    expect((await ScheduledPublish.findById(ours._id).lean())!.status).toBe('cancelled');
    expect(await JobRun.findById(ours.jobRunId).lean()).toMatchObject({ status: 'cancelled' });
    // WordPress's post is still scheduled there, and here.
    expect(await wpStatus(remoteId)).toBe('future');
    const onWp = await Publication.findOne({ postId: post.id, integrationId: site.id }).lean();
    expect(onWp!.state).toBe('scheduled');
    expect((await Post.findById(post.id).lean())!.status).toBe('scheduled');
  });
});
