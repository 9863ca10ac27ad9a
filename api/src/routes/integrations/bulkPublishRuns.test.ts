/**
 * A bulk publish as a run of its own, against the real Ghost (`npm test`
 * starts it: GHOST_TEST_*), the real database and Redis: cancelled while it
 * runs (the post sent stays on Ghost, the posts not yet sent are never sent,
 * even by a worker that had already taken one), listed in the team's
 * history, and followed as server-sent events; other teams get 404.
 *
 * The deliveries are handed to a worker by hand where the order matters, so
 * nothing depends on how fast Ghost or the workers are.
 */
import { createHmac } from 'node:crypto';
import {
  BulkPublishItemView,
  BulkPublishRunList,
  BulkPublishRunResponse,
  BulkPublishRunView,
  ErrorCode,
} from '@inkpress/shared-core';
import type { Job } from 'bullmq';
import { finishedBulkRun, folderOfPosts } from '../../../test/bulkPublishing';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { newTestEngine, startTestEngine, type TestEngine } from '../../../test/jobs';
import { useBulkPublishConfig } from '../../commands/bulkPublish';
import type { JobEngine, JobWorker } from '../../jobs/engine';
import { BulkPublishItem } from '../../models/BulkPublish';
import { Integration } from '../../models/Integration';
import { JobRun } from '../../models/JobRun';
import { Publication, PublishLease } from '../../models/Publication';
import { type ParsedEvent, parseEvents } from '../generate/events.testing';

jest.setTimeout(120_000);

const ghost = {
  url: process.env.GHOST_TEST_URL ?? '',
  adminKey: process.env.GHOST_TEST_ADMIN_KEY ?? '',
};
if (!ghost.url) throw new Error('GHOST_TEST_URL is not set: run through `npm test`, which starts Ghost.');

let api: TestApi;
let who: Identities;
/** The app's engine: the routes queue on it; its worker is started by the events test only. */
let jobs: TestEngine;
/** A worker on a queue of its own, handed deliveries of the app's jobs by hand. */
let handEngine: JobEngine;
let handWorker: JobWorker;
/** The app engine's worker, once the events test starts it. */
let lateWorker: JobWorker | undefined;

beforeAll(async () => {
  api = await startTestApi({ FETCH_ALLOW_HOSTS: new URL(ghost.url).host });
  who = await createIdentities(api);
  jobs = await startTestEngine({ use: true });
  useBulkPublishConfig(api.config);
  handEngine = newTestEngine();
  handWorker = handEngine.startWorker({ concurrency: 1 });
  await handWorker.ready();
});

afterAll(async () => {
  await lateWorker?.close();
  await handWorker.close();
  await handEngine.queue('jobs').obliterate({ force: true });
  await handEngine.close();
  await jobs.close();
  useBulkPublishConfig(undefined);
  await api.close();
});

afterEach(async () => {
  await Integration.deleteMany({ teamId: { $in: [who.owner.teamId, who.other.teamId] } });
  await Publication.deleteMany({});
  await PublishLease.deleteMany({});
});

function adminToken(): string {
  const [id, secret] = ghost.adminKey.split(':') as [string, string];
  const enc = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${enc({ alg: 'HS256', kid: id, typ: 'JWT' })}.${enc({ iat: now, exp: now + 60, aud: '/admin/' })}`;
  return `${unsigned}.${createHmac('sha256', Buffer.from(secret, 'hex')).update(unsigned).digest('base64url')}`;
}

async function ghostPostsTitled(title: string): Promise<{ id: string; status: string }[]> {
  const filter = encodeURIComponent(`title:'${title}'`);
  const res = await fetch(`${ghost.url}/ghost/api/admin/posts/?filter=${filter}&limit=all`, {
    headers: { authorization: `Ghost ${adminToken()}`, 'accept-version': 'v5.0' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { posts: { id: string; status: string }[] }).posts;
}

async function connectGhost(): Promise<string> {
  const res = await who.as.owner
    .post('/api/integrations')
    .send({ type: 'ghost', url: ghost.url, adminApiKey: ghost.adminKey })
    .expect(201);
  return res.body.data.id as string;
}

/** One delivery of an item's job, handed to the worker as BullMQ would hand it. */
async function deliver(runId: string, index: number): Promise<unknown> {
  const item = (await BulkPublishItem.findById(`${runId}:${index}`).lean())!;
  const job = {
    id: item.jobRunId,
    name: 'publish.item',
    attemptsStarted: 1,
    attemptsMade: 0,
    opts: { attempts: 4 },
    updateProgress: async () => undefined,
  } as unknown as Job;
  return handWorker.process(job);
}

describe('POST /api/integrations/bulk-publish/{id}/cancel', () => {
  it('keeps the post sent, never sends the rest, and lists the run in the team’s history', async () => {
    const siteId = await connectGhost();
    const { folderId, posts } = await folderOfPosts(who.as.owner, 'Ghost cancel', 3);
    const started = await who.as.owner
      .post('/api/integrations/bulk-publish')
      .send({ type: 'ghost', integrationId: siteId, folderId, status: 'publish' })
      .expect(202);
    const runId = BulkPublishRunResponse.parse(started.body).data.id;

    // The first post is sent (no worker runs the queue: it is handed over by hand).
    await deliver(runId, 0);
    const before = BulkPublishRunResponse.parse(
      (await who.as.owner.get(`/api/integrations/bulk-publish/${runId}`).expect(200)).body,
    ).data;
    expect(before.status).toBe('running');
    const sent = before.items.find((i) => i.status === 'succeeded')!;
    expect(sent.url).toContain(ghost.url);

    // Another team cannot cancel, follow or see it.
    await who.as.other.post(`/api/integrations/bulk-publish/${runId}/cancel`).expect(404);
    await who.as.other.get(`/api/integrations/bulk-publish/${runId}/events`).expect(404);
    const theirs = BulkPublishRunList.parse(
      (await who.as.other.get('/api/integrations/bulk-publish').expect(200)).body,
    );
    expect(theirs.data.map((r) => r.id)).not.toContain(runId);

    const cancelled = BulkPublishRunResponse.parse(
      (await who.as.owner.post(`/api/integrations/bulk-publish/${runId}/cancel`).expect(200)).body,
    ).data;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      counts: { queued: 0, running: 0, succeeded: 1, failed: 0, cancelled: 2 },
    });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(cancelled.finishedAt).not.toBeNull();
    for (const item of cancelled.items.filter((i) => i.index !== sent.index))
      expect(item).toMatchObject({ status: 'cancelled', url: null, remoteId: null, error: null });

    // A worker that read a post as queued just before the cancel wrote does not send it: the cancel has its attempt.
    const second = (await BulkPublishItem.findById(`${runId}:1`).lean())!;
    await JobRun.updateOne({ _id: second.jobRunId }, { $set: { status: 'queued' } });
    await BulkPublishItem.updateOne({ _id: second._id }, { $set: { status: 'queued', finishedAt: null } });
    expect(await deliver(runId, 1)).toMatchObject({ cancelled: true });
    expect((await BulkPublishItem.findById(second._id).lean())!.status).toBe('cancelled');
    // A cancelled post's job left the queue; a late delivery of it does nothing.
    expect(await deliver(runId, 2)).toBeNull();

    // On Ghost: the sent post stays, live; the others were never made.
    for (const post of posts) {
      const item = cancelled.items.find((i) => i.postId === post.id)!;
      const remote = await ghostPostsTitled(post.title);
      if (item.status === 'succeeded')
        expect(remote).toEqual([expect.objectContaining({ status: 'published' })]);
      else expect(remote).toEqual([]);
    }

    // Nothing is left to cancel.
    const again = await who.as.owner.post(`/api/integrations/bulk-publish/${runId}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.Conflict);

    // The history: the newest first, with the site, when, and the counts.
    const history = BulkPublishRunList.parse(
      (await who.as.member.get('/api/integrations/bulk-publish?limit=5').expect(200)).body,
    );
    expect(history.total).toBeGreaterThanOrEqual(1);
    expect(history.data[0]).toMatchObject({
      id: runId,
      type: 'ghost',
      integrationId: siteId,
      status: 'cancelled',
      total: 3,
      counts: { succeeded: 1, cancelled: 2 },
    });
    expect(history.data[0]).not.toHaveProperty('items');
    const page = BulkPublishRunList.parse(
      (await who.as.owner.get('/api/integrations/bulk-publish?offset=1&limit=1').expect(200)).body,
    );
    expect(page.data.map((r) => r.id)).not.toContain(runId);
    await who.as.owner.get('/api/integrations/bulk-publish?limit=0').expect(400);
  });
});

describe('GET /api/integrations/bulk-publish/{id}/events', () => {
  it('sends the run, each post’s change with its link, and ends with the finished run', async () => {
    const siteId = await connectGhost();
    const postIds = (await folderOfPosts(who.as.owner, 'Ghost events', 2)).posts.map((p) => p.id);
    const started = await who.as.owner
      .post('/api/integrations/bulk-publish')
      .send({ type: 'ghost', integrationId: siteId, postIds })
      .expect(202);
    const runId = started.body.data.id as string;

    // The stream is open (its first event came) before any worker takes the posts, so every change is seen.
    let text = '';
    let workerStarted: Promise<void> | undefined;
    const res = await who.as.owner
      .get(`/api/integrations/bulk-publish/${runId}/events`)
      .buffer(true)
      .parse((stream, done) => {
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          text += chunk;
          if (!workerStarted && text.includes('event: run')) {
            lateWorker = jobs.engine.startWorker({ concurrency: 2 });
            workerStarted = lateWorker.ready();
          }
        });
        stream.on('end', () => done(null, text));
      })
      .expect(200);
    await workerStarted;
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    const events: ParsedEvent[] = parseEvents(text);
    expect(events[0]).toMatchObject({ event: 'run', data: { id: runId, status: 'running' } });
    const items = events.filter((e) => e.event === 'item').map((e) => BulkPublishItemView.parse(e.data));
    // Each post is seen at work. Two workers may finish together: the run read after the first
    // post's event can already be final, and the stream ends with it before the second post's own
    // event comes; the final run then carries every post's outcome.
    for (const index of [0, 1])
      expect(items.filter((i) => i.index === index).map((i) => i.status)).toContain('running');
    expect(items.filter((i) => i.status === 'succeeded').every((i) => i.url?.startsWith(ghost.url))).toBe(
      true,
    );
    const last = events.at(-1)!;
    expect(last.event).toBe('run');
    const final = BulkPublishRunView.parse(last.data);
    expect(final).toMatchObject({ status: 'succeeded', counts: { succeeded: 2, cancelled: 0 } });
    expect(
      [...final.items]
        .sort((a, b) => a.index - b.index)
        .map((i) => [i.index, i.status, i.url?.startsWith(ghost.url)]),
    ).toEqual([
      [0, 'succeeded', true],
      [1, 'succeeded', true],
    ]);
    expect((await finishedBulkRun(who.as.owner, runId)).status).toBe('succeeded');

    // A finished run's stream is its state, once.
    const after = await who.as.owner
      .get(`/api/integrations/bulk-publish/${runId}/events`)
      .buffer(true)
      .expect(200);
    expect(parseEvents(after.text).map((e) => e.event)).toEqual(['run']);
    // Cancelling a finished run: nothing to cancel.
    await who.as.owner.post(`/api/integrations/bulk-publish/${runId}/cancel`).expect(409);
  });
});
