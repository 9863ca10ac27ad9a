/**
 * The bulk content generator through the real router, on the real database
 * and a real Redis (REDIS_URL) with a worker of the job engine in this
 * process: the plan's bulk generator enforced, every article's credits
 * reserved before the start (402 holds nothing), articles written into
 * their folder and settled at their price, a failing provider refunded and
 * its article retried alone, cancel, progress pushed as server-sent events,
 * and other teams' runs answering 404.
 */
import {
  BulkEstimateResponse,
  BulkRunList,
  BulkRunResponse,
  BulkRunView,
  bulkArticleCost,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import {
  createIdentities,
  createUser,
  ensurePlanWith,
  type Identities,
  signIn,
} from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { startTestEngine, type TestEngine, until } from '../../../test/jobs';
import { setBulkProvider } from '../../commands/bulkJobs';
import { FlakyWriter } from '../../commands/bulkTesting';
import { BulkArticle, BulkRun } from '../../models/Bulk';
import { Collection } from '../../models/Collection';
import { LedgerEntry } from '../../models/LedgerEntry';
import { Post } from '../../models/Post';
import { getBalances, reserveCredits } from '../../services/credits';
import { parseEvents } from '../generate/events.testing';

jest.setTimeout(120_000);

let api: TestApi;
let who: Identities;
let jobs: TestEngine;
let writer: FlakyWriter;

beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
  await ensurePlanWith(api, who.owner, 'bulkGenerator');
  writer = new FlakyWriter({ marker: 'FAIL', times: Number.POSITIVE_INFINITY, transient: false });
  setBulkProvider(writer);
  jobs = await startTestEngine({ use: true, worker: { concurrency: 4 } });
});

afterAll(async () => {
  await jobs.close();
  setBulkProvider(undefined);
  await api.close();
});

const words = async (teamId: string) => (await getBalances({ teamId })).words;

const rows = (...keywords: string[]) => keywords.map((keyword) => ({ keyword }));

describe('POST /api/bulk-generate', () => {
  it('refuses a team whose plan has no bulk generator with 403, reserving and writing nothing', async () => {
    const free = await createUser(api);
    const session = await signIn(api, free);
    const before = await words(free.teamId);
    const res = await session
      .post('/api/bulk-generate')
      .send({ rows: rows('seo basics') })
      .expect(403);
    expect(res.body).toMatchObject({ data: { reason: 'plan-required', capability: 'bulkGenerator' } });
    expect(await words(free.teamId)).toBe(before);
    expect(await BulkRun.countDocuments({ teamId: new Types.ObjectId(free.teamId) })).toBe(0);
  });

  it('answers bad rows with 400 naming the problem, before anything is written', async () => {
    const session = who.as.owner;
    const before = await BulkRun.countDocuments({});
    await session.post('/api/bulk-generate').send({ rows: [] }).expect(400);
    await session
      .post('/api/bulk-generate')
      .send({ rows: [{ keyword: '' }] })
      .expect(400);
    const lang = await session
      .post('/api/bulk-generate')
      .send({ rows: [{ keyword: 'seo', language: 'xx-XX' }] })
      .expect(400);
    expect(JSON.stringify(lang.body)).toContain('Unknown language');
    const template = await session
      .post('/api/bulk-generate')
      .send({ rows: [{ keyword: 'seo', templateId: 'no-such-template' }] })
      .expect(400);
    expect(template.body.message).toContain('rows[0].templateId');
    // Another team's folder is not found.
    const theirs = await who.as.other.post('/api/folders').send({ name: 'Theirs' }).expect(201);
    await session
      .post('/api/bulk-generate')
      .send({ rows: rows('seo'), folderId: theirs.body.data.id })
      .expect(404);
    expect(await BulkRun.countDocuments({})).toBe(before);
  });

  it('shows the per-article and total cost before the start', async () => {
    const res = await who.as.owner
      .post('/api/bulk-generate/estimate')
      .send({ rows: rows('a', 'b', 'c'), options: { faqs: true } })
      .expect(200);
    expect(BulkEstimateResponse.strict().safeParse(res.body).error?.issues ?? []).toEqual([]);
    const each = bulkArticleCost({ faqs: true });
    expect(res.body.data).toMatchObject({ per_article: [each, each, each], total: 3 * each, parallel: 3 });
  });

  it('answers 402 when the credits do not cover every article, holding nothing', async () => {
    const owner = await createUser(api);
    await ensurePlanWith(api, owner, 'bulkGenerator');
    const session = await signIn(api, owner);
    const cost = bulkArticleCost({});
    // Leave the team two and a half articles' credits.
    const balance = await words(owner.teamId);
    await reserveCredits({ teamId: owner.teamId }, 'words', balance - Math.floor(2.5 * cost), {
      reason: 'test-spend',
    });
    const before = await words(owner.teamId);
    const res = await session
      .post('/api/bulk-generate')
      .send({ rows: rows('a', 'b', 'c') })
      .expect(402);
    expect(res.body.code).toBe('NotEnoughCredits');
    // The two articles reserved before the third came up short are given back.
    expect(await words(owner.teamId)).toBe(before);
    expect(await BulkRun.countDocuments({ teamId: new Types.ObjectId(owner.teamId) })).toBe(0);
    await session
      .post('/api/bulk-generate')
      .send({ rows: rows('a', 'b') })
      .expect(202);
  });

  it('writes every article into the run’s folder, pushes progress, and charges each once at its price', async () => {
    const before = await words(who.owner.teamId);
    const keywords = ['email marketing', 'seo basics', 'content calendar', 'link building', 'local seo'];
    const res = await who.as.owner
      .post('/api/bulk-generate')
      .send({ rows: rows(...keywords), folderName: 'Spring campaign', language: 'en-US' })
      .expect(202);
    expect(BulkRunResponse.strict().safeParse(res.body).error?.issues ?? []).toEqual([]);
    const run = res.body.data as BulkRunView;
    const cost = bulkArticleCost({});
    expect(run).toMatchObject({ status: 'running', estimate: 5 * cost, parallel: 4 });
    expect(run.articles.map((a) => [a.keyword, a.title, a.status])).toEqual(
      keywords.map((k, i) => [k, expect.any(String), run.articles[i]!.status]),
    );
    expect(run.articles[0]!.title).toBe('Email Marketing');
    // Every article's credits are held from the start.
    expect(await words(who.owner.teamId)).toBeLessThanOrEqual(before - 5 * cost + 0);

    // The stream pushes the articles' changes and ends with the finished run.
    const stream = await who.as.owner.get(`/api/bulk-generate/${run.id}/events`).buffer(true).expect(200);
    expect(stream.headers['content-type']).toMatch(/text\/event-stream/);
    const events = parseEvents(stream.text);
    expect(events[0]!.event).toBe('run');
    const last = events.at(-1)!;
    expect(last.event).toBe('run');
    expect(BulkRunView.strict().safeParse(last.data).error?.issues ?? []).toEqual([]);
    expect(last.data).toMatchObject({
      status: 'succeeded',
      progress: 1,
      counts: { total: 5, succeeded: 5, failed: 0 },
    });

    const detail = (await who.as.member.get(`/api/bulk-generate/${run.id}`).expect(200)).body
      .data as BulkRunView;
    expect(detail.folder_id).toBe(run.folder_id);
    const folder = await who.as.owner.get(`/api/folders/${run.folder_id}`).expect(200);
    expect(folder.body.data).toMatchObject({ title: 'Spring campaign', document_counts: 5 });
    for (const article of detail.articles) {
      expect(article).toMatchObject({ status: 'succeeded', writer: 'offline writer', charged: cost });
      const posts = await Post.find({ collectionId: new Types.ObjectId(article.collection_id!) }).lean();
      expect(posts.map((p) => String(p._id))).toEqual([article.post_id]);
      const collection = await Collection.findById(article.collection_id).lean();
      expect(String(collection!.folder_id)).toBe(run.folder_id);
    }
    // One settle per article, nothing refunded: the balance moved by the charges exactly.
    const entries = await LedgerEntry.find({
      reason: 'bulk-generate',
      ref: new RegExp(`^${run.id}:`),
    }).lean();
    expect(entries.filter((e) => e.op === 'reserve')).toHaveLength(5);
    expect(entries.filter((e) => e.op === 'settle')).toHaveLength(5);
    expect(await words(who.owner.teamId)).toBe(before - 5 * cost);

    const list = await who.as.owner.get('/api/bulk-generate?limit=5').expect(200);
    expect(BulkRunList.strict().safeParse(list.body).error?.issues ?? []).toEqual([]);
    expect(list.body.data[0]).toMatchObject({ id: run.id, status: 'succeeded' });
  });

  it('refunds an article whose provider fails, and writes it alone on retry, charged once', async () => {
    const before = await words(who.owner.teamId);
    const cost = bulkArticleCost({});
    const res = await who.as.owner
      .post('/api/bulk-generate')
      .send({ rows: [{ keyword: 'good one' }, { title: 'FAIL this one' }, { keyword: 'good two' }] })
      .expect(202);
    const id = res.body.data.id as string;
    const done = await until('the run to end', async () => {
      const view = (await who.as.owner.get(`/api/bulk-generate/${id}`).expect(200)).body.data as BulkRunView;
      return view.status !== 'running' ? view : null;
    });
    expect(done).toMatchObject({ status: 'partial', counts: { succeeded: 2, failed: 1 } });
    expect(done.articles[1]).toMatchObject({
      status: 'failed',
      error: 'The AI provider refused the request.',
      charged: 0,
      refunded: cost,
      post_id: null,
    });
    expect(await words(who.owner.teamId)).toBe(before - 2 * cost);
    const refunds = await LedgerEntry.find({ ref: `${id}:1`, op: 'refund' }).lean();
    expect(refunds).toHaveLength(1);

    // Another team cannot retry it; a succeeded article cannot be retried.
    await who.as.other.post(`/api/bulk-generate/${id}/articles/1/retry`).expect(404);
    await who.as.owner.post(`/api/bulk-generate/${id}/articles/0/retry`).expect(409);

    writer.failures.clear();
    setBulkProvider(new FlakyWriter({ marker: '', times: 0, transient: false }));
    try {
      const retry = await who.as.owner.post(`/api/bulk-generate/${id}/articles/1/retry`).expect(202);
      expect(retry.body.data).toMatchObject({ index: 1, status: 'queued', attempts: 2 });
      // A second retry while it is queued is refused.
      await who.as.owner.post(`/api/bulk-generate/${id}/articles/1/retry`).expect(409);
      const after = await until('the retry to end', async () => {
        const view = (await who.as.owner.get(`/api/bulk-generate/${id}`).expect(200)).body
          .data as BulkRunView;
        return view.status !== 'running' ? view : null;
      });
      expect(after).toMatchObject({ status: 'succeeded', counts: { succeeded: 3, failed: 0 } });
      expect(after.articles[1]).toMatchObject({ status: 'succeeded', charged: cost, attempts: 2 });
      expect(
        await Post.countDocuments({ collectionId: new Types.ObjectId(after.articles[1]!.collection_id!) }),
      ).toBe(1);
      expect(await words(who.owner.teamId)).toBe(before - 3 * cost);
    } finally {
      setBulkProvider(writer);
    }
  });

  it('cancels a run: articles not started are refunded, those being written finish', async () => {
    setBulkProvider(new FlakyWriter({ marker: '', times: 0, transient: false }, 2));
    try {
      const before = await words(who.owner.teamId);
      const cost = bulkArticleCost({});
      const many = Array.from({ length: 12 }, (_, i) => ({ keyword: `slow topic ${i}` }));
      const res = await who.as.owner.post('/api/bulk-generate').send({ rows: many }).expect(202);
      const id = res.body.data.id as string;
      await until('an article to be written', () =>
        BulkArticle.exists({ runId: new Types.ObjectId(id), status: 'running' }),
      );
      await who.as.other.post(`/api/bulk-generate/${id}/cancel`).expect(404);
      const cancelled = await who.as.owner.post(`/api/bulk-generate/${id}/cancel`).expect(200);
      expect(cancelled.body.data.cancelled_at).toEqual(expect.any(String));
      const done = await until('the run to end', async () => {
        const view = (await who.as.owner.get(`/api/bulk-generate/${id}`).expect(200)).body
          .data as BulkRunView;
        return view.status !== 'running' ? view : null;
      });
      expect(done.status).toBe('cancelled');
      expect(done.counts.cancelled).toBeGreaterThan(0);
      expect(done.counts.succeeded + done.counts.cancelled).toBe(12);
      expect(await words(who.owner.teamId)).toBe(before - done.counts.succeeded * cost);
    } finally {
      setBulkProvider(writer);
    }
  });

  it('answers other teams’ runs with 404 on every call', async () => {
    const res = await who.as.owner
      .post('/api/bulk-generate')
      .send({ rows: rows('private topic') })
      .expect(202);
    const id = res.body.data.id as string;
    await who.as.other.get(`/api/bulk-generate/${id}`).expect(404);
    await who.as.other.get(`/api/bulk-generate/${id}/events`).expect(404);
    await who.as.other.post(`/api/bulk-generate/${id}/cancel`).expect(404);
    await who.as.anonymous.get(`/api/bulk-generate/${id}`).expect(401);
    const theirs = await who.as.other.get('/api/bulk-generate').expect(200);
    expect(theirs.body).toEqual({ data: [], total: 0 });
    await until('the run to end', async () => {
      const view = (await who.as.owner.get(`/api/bulk-generate/${id}`).expect(200)).body.data as BulkRunView;
      return view.status !== 'running' ? view : null;
    });
  });
});
