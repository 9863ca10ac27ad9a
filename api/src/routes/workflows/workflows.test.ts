/**
 * Workflow runs through the real router, on the real database and a real
 * Redis (REDIS_URL) with a worker of the job engine in this process, and a
 * local fake of YouTube's player and caption endpoints: video to blog from
 * the transcript to a saved article with key points and timestamps, its
 * progress pushed as server-sent events, one workflow and the article's
 * words charged once; a video without captions answered clearly with no
 * charge; a failing provider retried and refunded; cancel, retry, delete;
 * other teams' runs answering 404.
 */
import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  WorkflowRunList,
  WorkflowRunResponse,
  WorkflowRunView,
  workflowCost,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { createIdentities, createUser, type Identities, signIn } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { OfflineProvider } from '../../ai';
import type { StreamTextRequest } from '../../ai/provider';
import { setWorkflowProvider } from '../../commands/workflowJobs';
import { AppError } from '../../errors';
import { JobEngine, type JobWorker, useJobEngine } from '../../jobs/engine';
import { LedgerEntry } from '../../models/LedgerEntry';
import { Post } from '../../models/Post';
import { WorkflowRun } from '../../models/WorkflowRun';
import { getBalances } from '../../services/credits';
import {
  type FakeYouTube,
  gardeningVideo,
  noChaptersVideo,
  silentVideo,
  startFakeYouTube,
} from '../../services/youtube/testing';

jest.setTimeout(120_000);

/** The offline writer, failing its next `failures` calls (503 when transient, else a 400 refusal), or slowed. */
class TestWriter extends OfflineProvider {
  failures = 0;
  transient = false;
  calls = 0;
  constructor(delayMs = 0) {
    super({ delayMs });
  }
  override async *streamText(request: StreamTextRequest): AsyncGenerator<string, void, undefined> {
    this.calls += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      throw this.transient
        ? new AppError(503, ErrorCode.ServiceUnavailable, 'The AI provider answered 503.')
        : new AppError(400, ErrorCode.ValidationError, 'The AI provider refused the request.');
    }
    yield* super.streamText(request);
  }
}

let api: TestApi;
let who: Identities;
let engine: JobEngine;
let worker: JobWorker;
let youtube: FakeYouTube;
let writer: TestWriter;

beforeAll(async () => {
  youtube = await startFakeYouTube([gardeningVideo, noChaptersVideo, silentVideo]);
  api = await startTestApi({ YOUTUBE_BASE_URL: youtube.url, FETCH_ALLOW_HOSTS: youtube.host });
  who = await createIdentities(api);
  engine = new JobEngine({
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:16479',
    prefix: `inkpress-test-${randomBytes(4).toString('hex')}`,
  });
  useJobEngine(engine);
  writer = new TestWriter();
  setWorkflowProvider(writer);
  worker = engine.startWorker({ concurrency: 2 });
  await worker.ready();
});

afterAll(async () => {
  await worker.close();
  await engine.queue('jobs').obliterate({ force: true });
  await engine.close();
  useJobEngine(undefined);
  setWorkflowProvider(undefined);
  await api.close();
  await youtube.close();
});

const watch = (id: string) => `https://www.youtube.com/watch?v=${id}`;
const balances = (teamId: string) => getBalances({ teamId });

async function until<T>(what: string, read: () => Promise<T | null | undefined | false>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function parseEvents(text: string) {
  return text
    .split('\n\n')
    .filter((block) => block.includes('event: '))
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)![1]!,
      data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!),
    }));
}

const ended = (id: string) =>
  until(`run ${id} to end`, async () => {
    const view = (await who.as.owner.get(`/api/workflows/${id}`).expect(200)).body.data as WorkflowRunView;
    return view.status === 'succeeded' || view.status === 'failed' || view.status === 'cancelled'
      ? view
      : null;
  });

const start = (url: string, extra: Record<string, unknown> = {}) =>
  who.as.owner.post('/api/workflows').send({ type: 'video-to-blog', input: { url, ...extra } });

describe('POST /api/workflows', () => {
  it('answers a URL that is not a YouTube video, or an unknown type, with 400, recording nothing', async () => {
    const before = await WorkflowRun.countDocuments({});
    const bad = await start('https://example.com/watch?v=abcdefghijk').expect(400);
    expect(JSON.stringify(bad.body)).toContain('not the URL of a YouTube video');
    await start('not a url').expect(400);
    await who.as.owner
      .post('/api/workflows')
      .send({ type: 'page-booster', input: { url: watch(gardeningVideo.id) } })
      .expect(400);
    await who.as.owner
      .post('/api/workflows')
      .send({ type: 'video-to-blog', input: { url: watch(gardeningVideo.id), extra: 1 } })
      .expect(400);
    await who.as.anonymous
      .post('/api/workflows')
      .send({ type: 'video-to-blog', input: { url: watch('x') } })
      .expect(401);
    expect(await WorkflowRun.countDocuments({})).toBe(before);
  });

  it('answers a video without captions with a clear 400 and charges nothing', async () => {
    const before = await balances(who.owner.teamId);
    const runs = await WorkflowRun.countDocuments({});
    const res = await start(`https://youtu.be/${silentVideo.id}`).expect(400);
    expect(res.body.message).toMatch(/has no captions/);
    expect(res.body.message).toMatch(/nothing was charged/);
    expect(res.body.data).toMatchObject({ reason: 'no-captions' });
    // The request went to the fake's player, not to YouTube.
    expect(youtube.requests).toContain('POST /youtubei/v1/player');
    expect(await balances(who.owner.teamId)).toEqual(before);
    expect(await WorkflowRun.countDocuments({})).toBe(runs);

    const gone = await start(watch('unknownVid1')).expect(400);
    expect(gone.body.message).toMatch(/unavailable/);
    expect(await balances(who.owner.teamId)).toEqual(before);
  });

  it('refuses YouTube on a private address unless the fetch policy allows it', async () => {
    const strict = api.variant({ FETCH_ALLOW_HOSTS: '' });
    const session = await signIn(strict, who.owner);
    const before = await balances(who.owner.teamId);
    const runs = await WorkflowRun.countDocuments({});
    const res = await session
      .post('/api/workflows')
      .send({ type: 'video-to-blog', input: { url: watch(gardeningVideo.id) } })
      .expect(400);
    expect(res.body.code).toBe('WebUrlInaccessible');
    expect(await balances(who.owner.teamId)).toEqual(before);
    expect(await WorkflowRun.countDocuments({})).toBe(runs);
  });

  it('answers 402 for a plan without workflows, holding nothing', async () => {
    const free = await createUser(api);
    const session = await signIn(api, free);
    const before = await balances(free.teamId);
    const res = await session
      .post('/api/workflows')
      .send({ type: 'video-to-blog', input: { url: watch(gardeningVideo.id) } })
      .expect(402);
    expect(['FreeLimitReached', 'NotEnoughCredits']).toContain(res.body.code);
    expect(await balances(free.teamId)).toEqual(before);
    expect(await WorkflowRun.countDocuments({ teamId: new Types.ObjectId(free.teamId) })).toBe(0);
  });

  it('turns a video into an article with key points and chapter timestamps, pushing progress and charging once', async () => {
    const before = await balances(who.owner.teamId);
    const cost = workflowCost('video-to-blog');
    const res = await start(watch(gardeningVideo.id)).expect(202);
    expect(WorkflowRunResponse.strict().safeParse(res.body).error?.issues ?? []).toEqual([]);
    const run = res.body.data as WorkflowRunView;
    expect(run).toMatchObject({
      type: 'video-to-blog',
      video: { id: gardeningVideo.id, title: gardeningVideo.title, author: 'Green Balcony' },
      cost,
    });
    expect(['queued', 'running']).toContain(run.status);
    expect(run.steps[0]).toMatchObject({ key: 'transcript', status: 'succeeded' });
    expect(run.steps[0]!.detail).toContain('20 caption lines, 4 chapters');
    // Held from the start: one workflow and the article's words.
    const held = await balances(who.owner.teamId);
    expect(held.workflows).toBe(before.workflows - 1);
    expect(held.words).toBe(before.words - cost.words);

    const stream = await who.as.owner.get(`/api/workflows/${run.id}/events`).buffer(true).expect(200);
    expect(stream.headers['content-type']).toMatch(/text\/event-stream/);
    const events = parseEvents(stream.text);
    expect(events[0]!.event).toBe('run');
    const last = events.at(-1)!;
    expect(last.event).toBe('run');
    expect(WorkflowRunView.strict().safeParse(last.data).error?.issues ?? []).toEqual([]);
    expect(last.data).toMatchObject({ status: 'succeeded', progress: 1, writer: 'offline writer' });

    const done = (await who.as.member.get(`/api/workflows/${run.id}`).expect(200)).body
      .data as WorkflowRunView;
    expect(done.steps.map((s) => [s.key, s.status])).toEqual([
      ['transcript', 'succeeded'],
      ['write', 'succeeded'],
      ['save', 'succeeded'],
      ['settle', 'succeeded'],
    ]);
    const result = done.result!;
    expect(result.chapters_from).toBe('video');
    expect(result.chapters.map((c) => [c.title, c.start])).toEqual([
      ['Why grow tomatoes in pots', 0],
      ['Choosing the right pot and soil', 40],
      ['Watering and feeding', 80],
      ['Harvest time', 120],
    ]);
    expect(result.chapters[2]!.url).toBe(`https://www.youtube.com/watch?v=${gardeningVideo.id}&t=80s`);
    expect(result.key_points.length).toBeGreaterThanOrEqual(3);
    // The key points and the sections are the speaker's own words, made into sentences.
    expect(result.key_points.join(' ')).toMatch(/tomato/i);
    expect(result.html).toContain('<h2>Key points</h2>');
    expect(result.html).toContain('Watering is the most important part of growing tomatoes in pots.');
    expect(result.html).toContain(
      `href="https://www.youtube.com/watch?v=${gardeningVideo.id}&amp;t=120s">2:00</a>`,
    );

    // The article is a post of the team, once.
    const post = await Post.findById(result.post_id).lean();
    expect(String(post!.collectionId)).toBe(result.collection_id);
    expect(JSON.stringify(post!.content)).toContain('Harvest time');
    await who.as.owner.get(`/api/collections/${result.collection_id}`).expect(200);
    await who.as.other.get(`/api/collections/${result.collection_id}`).expect(404);

    // Charged once: one workflow and the article's price; nothing else moved.
    expect(done.charged).toEqual(cost);
    const after = await balances(who.owner.teamId);
    expect(after.workflows).toBe(before.workflows - 1);
    expect(after.words).toBe(before.words - cost.words);
    const entries = await LedgerEntry.find({ reason: 'workflow', ref: `${run.id}:1` }).lean();
    expect(entries.map((e) => `${e.kind}:${e.op}`).sort()).toEqual([
      'words:reserve',
      'words:settle',
      'workflows:reserve',
      'workflows:settle',
    ]);
  });

  it('cuts a video without chapters into parts of its transcript, each with its timestamp', async () => {
    const res = await start(watch(noChaptersVideo.id), { length: 'short', language: 'en-US' }).expect(202);
    const done = await ended(res.body.data.id);
    expect(done.status).toBe('succeeded');
    expect(done.result!.chapters_from).toBe('transcript');
    expect(done.result!.chapters.length).toBeGreaterThanOrEqual(3);
    expect(done.result!.chapters[0]!.start).toBe(0);
    for (const c of done.result!.chapters) expect(c.url).toContain(noChaptersVideo.id);
    expect(done.input).toEqual({ url: watch(noChaptersVideo.id), language: 'en-US', length: 'short' });
  });
});

describe('a failing provider', () => {
  it('is retried when it fails for a moment, charging once', async () => {
    writer.failures = 1;
    writer.transient = true;
    const before = await balances(who.owner.teamId);
    const res = await start(watch(gardeningVideo.id)).expect(202);
    const done = await ended(res.body.data.id);
    expect(done.status).toBe('succeeded');
    const after = await balances(who.owner.teamId);
    expect(after.words).toBe(before.words - workflowCost('video-to-blog').words);
    expect(after.workflows).toBe(before.workflows - 1);
    expect(await Post.countDocuments({ _id: new Types.ObjectId(done.result!.post_id!) })).toBe(1);
  });

  it('refunds a run whose provider refuses, and writes it on retry, charged once', async () => {
    writer.failures = 1;
    writer.transient = false;
    const before = await balances(who.owner.teamId);
    const res = await start(watch(gardeningVideo.id)).expect(202);
    const id = res.body.data.id as string;
    const failed = await ended(id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'The AI provider refused the request.',
      charged: { words: 0, workflows: 0 },
      refunded: workflowCost('video-to-blog'),
      result: null,
    });
    expect(failed.steps.find((s) => s.key === 'write')).toMatchObject({ status: 'failed' });
    expect(await balances(who.owner.teamId)).toEqual(before);

    // Others cannot touch it; a failed run cannot be cancelled.
    await who.as.other.post(`/api/workflows/${id}`).send({ action: 'retry' }).expect(404);
    await who.as.owner.post(`/api/workflows/${id}`).send({ action: 'cancel' }).expect(409);
    await who.as.owner.post(`/api/workflows/${id}`).send({ action: 'rerun' }).expect(400);

    const retry = await who.as.owner.post(`/api/workflows/${id}`).send({ action: 'retry' }).expect(202);
    expect(retry.body.data).toMatchObject({ attempts: 2, error: null });
    expect(['queued', 'running']).toContain(retry.body.data.status);
    const done = await ended(id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
    // A succeeded run is not retried.
    await who.as.owner.post(`/api/workflows/${id}`).send({ action: 'retry' }).expect(409);
    const after = await balances(who.owner.teamId);
    expect(after.words).toBe(before.words - workflowCost('video-to-blog').words);
    expect(after.workflows).toBe(before.workflows - 1);
    const refunds = await LedgerEntry.find({ reason: 'workflow', ref: `${id}:1`, op: 'refund' }).lean();
    expect(refunds.map((e) => e.kind).sort()).toEqual(['words', 'workflows']);
  });
});

describe('a run’s calls', () => {
  it('cancels a run before it finishes, refunding it, and retries it after', async () => {
    const slow = new TestWriter(40);
    setWorkflowProvider(slow);
    const before = await balances(who.owner.teamId);
    let id = '';
    try {
      const res = await start(watch(gardeningVideo.id)).expect(202);
      id = res.body.data.id as string;
      // Cancelled while the article is being written.
      await until('the writing to start', async () => slow.calls > 0);
      const cancelled = await who.as.owner
        .post(`/api/workflows/${id}`)
        .send({ action: 'cancel' })
        .expect(200);
      expect(cancelled.body.data).toMatchObject({
        status: 'cancelled',
        refunded: workflowCost('video-to-blog'),
        charged: { words: 0, workflows: 0 },
      });
      await who.as.owner.post(`/api/workflows/${id}`).send({ action: 'cancel' }).expect(409);
      // The worker stops writing and saves nothing: no post, nothing charged.
      const stopped = await until('the worker to stop', async () => {
        const view = (await who.as.owner.get(`/api/workflows/${id}`).expect(200)).body
          .data as WorkflowRunView;
        return view.steps.find((s) => s.key === 'write')?.status === 'failed' ? view : null;
      });
      expect(stopped.status).toBe('cancelled');
      expect(stopped.steps.map((s) => s.status)).toEqual(['succeeded', 'failed', 'skipped', 'skipped']);
      expect(await balances(who.owner.teamId)).toEqual(before);
      expect(await Post.countDocuments({ 'extendedData.generation.workflowRunId': id })).toBe(0);
    } finally {
      setWorkflowProvider(writer);
    }
    await who.as.owner.post(`/api/workflows/${id}`).send({ action: 'retry' }).expect(202);
    const done = await ended(id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(await Post.countDocuments({ 'extendedData.generation.workflowRunId': id })).toBe(1);
    expect((await balances(who.owner.teamId)).workflows).toBe(before.workflows - 1);
  });

  it('removes a running run from history by cancelling it first', async () => {
    const slow = new TestWriter(40);
    setWorkflowProvider(slow);
    const before = await balances(who.owner.teamId);
    try {
      const res = await start(watch(gardeningVideo.id)).expect(202);
      const id = res.body.data.id as string;
      await who.as.owner.delete(`/api/workflows/${id}`).expect(204);
      await who.as.owner.get(`/api/workflows/${id}`).expect(404);
      expect(await balances(who.owner.teamId)).toEqual(before);
    } finally {
      setWorkflowProvider(writer);
    }
  });

  it('lists the team’s runs newest first, paginated and filtered, and deletes one from history', async () => {
    const list = await who.as.member.get('/api/workflows?limit=2').expect(200);
    expect(WorkflowRunList.strict().safeParse(list.body).error?.issues ?? []).toEqual([]);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.total).toBeGreaterThanOrEqual(5);
    const next = await who.as.owner.get('/api/workflows?offset=2&limit=2').expect(200);
    expect(next.body.data[0].id).not.toBe(list.body.data[0].id);
    const succeeded = await who.as.owner.get('/api/workflows?status=succeeded&limit=3').expect(200);
    expect(succeeded.body.data.every((r: WorkflowRunView) => r.status === 'succeeded')).toBe(true);
    expect(succeeded.body.total).toBeGreaterThanOrEqual(4);
    expect((await who.as.owner.get('/api/workflows?status=queued').expect(200)).body.total).toBe(0);
    await who.as.owner.get('/api/workflows?limit=1000').expect(400);
    // Another team sees none of them.
    const theirs = await who.as.other.get('/api/workflows').expect(200);
    expect(theirs.body).toEqual({ data: [], total: 0 });

    const id = succeeded.body.data[0].id as string;
    const postId = succeeded.body.data[0].result.post_id as string;
    await who.as.other.get(`/api/workflows/${id}`).expect(404);
    await who.as.other.get(`/api/workflows/${id}/events`).expect(404);
    await who.as.other.delete(`/api/workflows/${id}`).expect(404);
    await who.as.owner.get(`/api/workflows/${new Types.ObjectId()}`).expect(404);
    await who.as.owner.get('/api/workflows/not-an-id').expect(400);
    await who.as.owner.delete(`/api/workflows/${id}`).expect(204);
    await who.as.owner.get(`/api/workflows/${id}`).expect(404);
    // The article it made stays.
    expect(await Post.countDocuments({ _id: new Types.ObjectId(postId) })).toBe(1);
    const total = (await who.as.owner.get('/api/workflows').expect(200)).body.total;
    expect(total).toBe(list.body.total - 1);
  });
});
