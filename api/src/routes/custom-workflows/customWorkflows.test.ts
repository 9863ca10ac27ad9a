/**
 * Custom workflows through the real router, on the real database and a real
 * Redis with a worker of the job engine in this process: saved workflows
 * (CRUD, other teams 404, validation with clear messages), runs on several
 * keywords executing the saved steps in order with the user's prompts
 * (the offline writer's article follows them), credits held first and
 * charged once, a 402 holding nothing, a failing step refunded, and a run's
 * steps independent of later edits to its workflow.
 */

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CustomWorkflowList,
  CustomWorkflowResponse,
  CustomWorkflowStartResponse,
  type CustomWorkflowView,
  customWorkflowCost,
  ErrorCode,
  type WorkflowRunView,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { createIdentities, createUser, type Identities, signIn } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { startTestEngine, type TestEngine, until } from '../../../test/jobs';
import { OfflineProvider } from '../../ai';
import type { StreamTextRequest } from '../../ai/provider';
import { setWorkflowProvider } from '../../commands/workflowJobs';
import { useCustomWorkflowConfig } from '../../commands/workflowsCustomJob';
import { loadConfig } from '../../config';
import { AppError } from '../../errors';
import { CustomWorkflow } from '../../models/CustomWorkflow';
import { LedgerEntry } from '../../models/LedgerEntry';
import { Post } from '../../models/Post';
import { WorkflowRun } from '../../models/WorkflowRun';
import { getBalances, refundReservation, reserveCredits } from '../../services/credits';

jest.setTimeout(180_000);

/** The offline writer, failing its next `failures` calls (a permanent 400 refusal). */
class TestWriter extends OfflineProvider {
  failures = 0;
  constructor() {
    super({ delayMs: 0 });
  }
  override async *streamText(request: StreamTextRequest): AsyncGenerator<string, void, undefined> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new AppError(400, ErrorCode.ValidationError, 'The AI provider refused the request.');
    }
    yield* super.streamText(request);
  }
}

let api: TestApi;
let who: Identities;
let jobs: TestEngine;
let writer: TestWriter;
/** A site's webhook (an API integration) the publish step sends to. */
const received: { path: string; body: string }[] = [];
const site = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    received.push({ path: req.url ?? '', body });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
});
let hookUrl = '';

beforeAll(async () => {
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  const host = `127.0.0.1:${(site.address() as AddressInfo).port}`;
  hookUrl = `http://${host}/hook`;
  api = await startTestApi({ FETCH_ALLOW_HOSTS: host });
  useCustomWorkflowConfig(loadConfig({ ...process.env, NODE_ENV: 'test', FETCH_ALLOW_HOSTS: host }));
  who = await createIdentities(api);
  jobs = await startTestEngine({ use: true, worker: { concurrency: 2 } });
  writer = new TestWriter();
  setWorkflowProvider(writer);
});

afterAll(async () => {
  await jobs.close();
  setWorkflowProvider(undefined);
  useCustomWorkflowConfig(undefined);
  await api.close();
  await new Promise((r) => site.close(r));
});

const balances = (teamId: string) => getBalances({ teamId });

const PROMPT = 'Focus on beginner mistakes and budget tips';
const steps = [
  { kind: 'research', prompt: 'What do first-time growers ask?' },
  { kind: 'outline', prompt: 'Start with the cheapest setup' },
  { kind: 'write', prompt: PROMPT, length: 'short' },
  { kind: 'improve-seo' },
  { kind: 'internal-links', links: 3 },
];

const create = (body: Record<string, unknown>, as = who.as.owner) =>
  as.post('/api/custom-workflows').send(body);

const ended = (id: string) =>
  until(`run ${id} to end`, async () => {
    const view = (await who.as.owner.get(`/api/workflows/${id}`).expect(200)).body.data as WorkflowRunView;
    return ['succeeded', 'failed', 'cancelled'].includes(view.status) ? view : null;
  });

describe('saved custom workflows', () => {
  it('are created, listed, read, renamed, re-stepped and deleted by their team only', async () => {
    const res = await create({ name: '  Tomato posts ', steps }).expect(201);
    expect(CustomWorkflowResponse.strict().safeParse(res.body).error?.issues ?? []).toEqual([]);
    const saved = res.body.data as CustomWorkflowView;
    expect(saved.name).toBe('Tomato posts');
    expect(saved.steps.map((s) => s.kind)).toEqual([
      'research',
      'outline',
      'write',
      'improve-seo',
      'internal-links',
    ]);
    expect(saved.steps[0]).toEqual({
      kind: 'research',
      prompt: 'What do first-time growers ask?',
      points: 5,
    });
    expect(saved.cost).toEqual({ words: customWorkflowCost(saved.steps).words, workflows: 1 });

    const list = await who.as.member.get('/api/custom-workflows').expect(200);
    expect(CustomWorkflowList.strict().safeParse(list.body).error?.issues ?? []).toEqual([]);
    expect(list.body.data.map((w: CustomWorkflowView) => w.id)).toContain(saved.id);
    const others = await who.as.other.get('/api/custom-workflows').expect(200);
    expect(others.body.data.map((w: CustomWorkflowView) => w.id)).not.toContain(saved.id);

    await who.as.other.get(`/api/custom-workflows/${saved.id}`).expect(404);
    await who.as.other.patch(`/api/custom-workflows/${saved.id}`).send({ name: 'Mine now' }).expect(404);
    await who.as.other.delete(`/api/custom-workflows/${saved.id}`).expect(404);
    await who.as.other
      .post(`/api/custom-workflows/${saved.id}/run`)
      .send({ keywords: ['x'] })
      .expect(404);
    await who.as.anonymous.get('/api/custom-workflows').expect(401);

    const renamed = await who.as.owner
      .patch(`/api/custom-workflows/${saved.id}`)
      .send({ name: 'Balcony tomatoes' })
      .expect(200);
    expect(renamed.body.data).toMatchObject({ name: 'Balcony tomatoes', steps: saved.steps });
    const restepped = await who.as.member
      .patch(`/api/custom-workflows/${saved.id}`)
      .send({ steps: [{ kind: 'write', length: 'medium', language: 'en-US' }] })
      .expect(200);
    expect(restepped.body.data.steps).toEqual([{ kind: 'write', length: 'medium', language: 'en-US' }]);
    expect((await who.as.owner.get(`/api/custom-workflows/${saved.id}`).expect(200)).body.data.name).toBe(
      'Balcony tomatoes',
    );

    await who.as.owner.delete(`/api/custom-workflows/${saved.id}`).expect(204);
    await who.as.owner.get(`/api/custom-workflows/${saved.id}`).expect(404);
    await who.as.owner.get('/api/custom-workflows/not-an-id').expect(400);
  });

  it('answers invalid steps with a 400 naming the problem, saving nothing', async () => {
    const before = await CustomWorkflow.countDocuments({});
    const problem = async (body: Record<string, unknown>, message: RegExp) => {
      const res = await create(body).expect(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    };
    await problem({ name: 'Empty', steps: [] }, /Add at least one step/);
    await problem({ name: '', steps }, /Give the workflow a name/);
    await problem(
      { name: 'SEO first', steps: [{ kind: 'improve-seo' }, { kind: 'write' }] },
      /Improve SEO \(step 1\) needs an article: put a Write step before it/,
    );
    await problem(
      { name: 'Image only', steps: [{ kind: 'image', prompt: 'a tomato' }] },
      /Feature image \(step 1\) needs an article/,
    );
    await problem(
      {
        name: 'Publish early',
        steps: [
          { kind: 'write' },
          { kind: 'publish', integrationId: new Types.ObjectId().toHexString() },
          { kind: 'improve-seo' },
        ],
      },
      /Publish \(step 2\) must be the last step/,
    );
    await problem(
      { name: 'Late outline', steps: [{ kind: 'write' }, { kind: 'outline' }] },
      /Outline \(step 2\) shapes the article: put it before the Write step/,
    );
    await problem({ name: 'Twice', steps: [{ kind: 'write' }, { kind: 'write' }] }, /one Write step/);
    await problem(
      { name: 'Long prompt', steps: [{ kind: 'write', prompt: 'x'.repeat(1001) }] },
      /at most 1000 characters/,
    );
    await problem({ name: 'Unknown', steps: [{ kind: 'dance' }] }, /kind is one of/);
    await problem(
      {
        name: 'Too many',
        steps: [{ kind: 'write' }, ...Array.from({ length: 10 }, () => ({ kind: 'improve-seo' }))],
      },
      /at most 10 steps/,
    );
    // A publish step pointing at a site that is not the team's.
    await create({
      name: 'Elsewhere',
      steps: [{ kind: 'write' }, { kind: 'publish', integrationId: new Types.ObjectId().toHexString() }],
    }).expect(404);
    expect(await CustomWorkflow.countDocuments({})).toBe(before);
  });
});

describe('running a custom workflow', () => {
  it('runs the saved steps on two keywords, each a run, with the prompts followed and charged once', async () => {
    const saved = (await create({ name: 'Tomatoes', steps }).expect(201)).body.data as CustomWorkflowView;
    const before = await balances(who.owner.teamId);
    const res = await who.as.owner
      .post(`/api/custom-workflows/${saved.id}/run`)
      .send({ keywords: ['balcony tomatoes', 'cherry tomatoes in pots'] })
      .expect(202);
    expect(CustomWorkflowStartResponse.strict().safeParse(res.body).error?.issues ?? []).toEqual([]);
    const { runs, cost } = res.body.data as {
      runs: WorkflowRunView[];
      cost: { words: number; workflows: number };
    };
    expect(cost).toEqual({ words: saved.cost.words * 2, workflows: 2 });
    expect(runs.map((r) => r.custom?.keyword)).toEqual(['balcony tomatoes', 'cherry tomatoes in pots']);
    expect(runs[0]).toMatchObject({ type: 'custom', name: 'Tomatoes', cost: saved.cost });
    expect(runs[0]!.steps.map((s) => s.label)).toEqual([
      'Research',
      'Outline',
      'Write',
      'Improve SEO',
      'Internal links',
      'Save the post',
      'Charge',
    ]);
    expect(runs[0]!.steps[2]!.prompt).toBe(PROMPT);
    // Held before anything ran: two workflows and the words of two runs.
    const held = await balances(who.owner.teamId);
    expect(held.workflows).toBe(before.workflows - 2);
    expect(held.words).toBe(before.words - cost.words);

    const done = await Promise.all(runs.map((r) => ended(r.id)));
    let charged = 0;
    for (const [i, run] of done.entries()) {
      expect(run.status).toBe('succeeded');
      expect(run.writer).toBe('offline writer');
      expect(run.steps.every((s) => s.status === 'succeeded')).toBe(true);
      for (const s of run.steps) expect(s.finished_at).not.toBeNull();
      expect(run.steps[0]!.output).toMatch(/•/);
      expect(run.steps[1]!.detail).toMatch(/sections/);
      const article = run.article!;
      // The user's prompt, followed by the offline writer, and the keyword worked in by the SEO step.
      expect(article.html).toMatch(
        new RegExp(`as you asked \\(“${PROMPT}”\\), this article keeps the focus on`, 'i'),
      );
      expect(article.html.toLowerCase()).toContain(runs[i]!.custom!.keyword);
      // The outline step's prompt led the plan.
      expect(run.steps[1]!.output).toMatch(/^1\. Start with the cheapest setup$/im);
      const post = await Post.findById(article.post_id).lean();
      expect(String(post!.collectionId)).toBe(article.collection_id);
      expect(JSON.stringify(post!.content)).toMatch(/as you asked/i);
      expect(run.charged.workflows).toBe(1);
      expect(run.charged.words).toBeGreaterThan(0);
      expect(run.charged.words).toBeLessThanOrEqual(run.cost.words);
      expect(run.refunded.words).toBe(run.cost.words - run.charged.words);
      charged += run.charged.words;
      const entries = await LedgerEntry.find({ reason: 'workflow', ref: `${run.id}:1` }).lean();
      expect(entries.map((e) => `${e.kind}:${e.op}`).sort()).toEqual([
        'words:reserve',
        'words:settle',
        'workflows:reserve',
        'workflows:settle',
      ]);
    }
    const after = await balances(who.owner.teamId);
    expect(after.workflows).toBe(before.workflows - 2);
    expect(after.words).toBe(before.words - charged);
    // The member sees the team's runs; another team does not.
    await who.as.member.get(`/api/workflows/${runs[0]!.id}`).expect(200);
    await who.as.other.get(`/api/workflows/${runs[0]!.id}`).expect(404);
    const history = await who.as.owner.get('/api/workflows?type=custom&limit=100').expect(200);
    expect(history.body.data.map((r: WorkflowRunView) => r.id)).toEqual(
      expect.arrayContaining(runs.map((r) => r.id)),
    );
  });

  it('publishes the article to the team’s site as the last step, once', async () => {
    const hook = await who.as.owner
      .post('/api/integrations')
      .send({ type: 'api', webhookUrl: hookUrl, signingSecret: 'custom-workflow-signing-secret-0123' })
      .expect(201);
    const saved = (
      await create({
        name: 'Publish',
        steps: [
          { kind: 'write', prompt: 'Keep it practical' },
          { kind: 'publish', integrationId: hook.body.data.id, status: 'publish' },
        ],
      }).expect(201)
    ).body.data as CustomWorkflowView;
    // Another team cannot point a step at this site.
    await create(
      { name: 'Theirs', steps: [{ kind: 'write' }, { kind: 'publish', integrationId: hook.body.data.id }] },
      who.as.other,
    ).expect(404);
    const before = received.length;
    const res = await who.as.owner
      .post(`/api/custom-workflows/${saved.id}/run`)
      .send({ keywords: ['published keyword'] })
      .expect(202);
    const run = await ended(res.body.data.runs[0].id);
    expect(run.status).toBe('succeeded');
    expect(run.steps.map((s) => [s.label, s.status])).toEqual([
      ['Write', 'succeeded'],
      ['Save the post', 'succeeded'],
      ['Publish', 'succeeded'],
      ['Charge', 'succeeded'],
    ]);
    expect(run.steps[2]!.detail).toMatch(/^Sent to /);
    const sent = received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatch(/Keep it practical/);
  });

  it('answers 402 when the plan is short for any keyword, holding nothing and starting no run', async () => {
    const saved = (await create({ name: 'Short', steps: [{ kind: 'write' }] }).expect(201)).body
      .data as CustomWorkflowView;
    // Leave the team enough words for one run only.
    const start = await balances(who.owner.teamId);
    const drain = await reserveCredits(
      { teamId: who.owner.teamId },
      'words',
      start.words - saved.cost.words,
      {
        reason: 'test',
        ref: 'drain',
        userId: who.owner.id,
      },
    );
    try {
      const before = await balances(who.owner.teamId);
      const runsBefore = await WorkflowRun.countDocuments({ teamId: new Types.ObjectId(who.owner.teamId) });
      const res = await who.as.owner
        .post(`/api/custom-workflows/${saved.id}/run`)
        .send({ keywords: ['one', 'two'] })
        .expect(402);
      expect(['NotEnoughCredits', 'FreeLimitReached']).toContain(res.body.code);
      expect(await balances(who.owner.teamId)).toEqual(before);
      expect(await WorkflowRun.countDocuments({ teamId: new Types.ObjectId(who.owner.teamId) })).toBe(
        runsBefore,
      );
    } finally {
      await refundReservation(drain);
    }

    // A plan without workflows at all.
    const free = await createUser(api);
    const session = await signIn(api, free);
    const mine = (
      await session
        .post('/api/custom-workflows')
        .send({ name: 'Free', steps: [{ kind: 'write' }] })
        .expect(201)
    ).body.data as CustomWorkflowView;
    const freeBefore = await balances(free.teamId);
    await session
      .post(`/api/custom-workflows/${mine.id}/run`)
      .send({ keywords: ['a'] })
      .expect(402);
    expect(await balances(free.teamId)).toEqual(freeBefore);
  });

  it('answers bad keywords with 400', async () => {
    const saved = (await create({ name: 'Keywords', steps: [{ kind: 'write' }] }).expect(201)).body
      .data as CustomWorkflowView;
    const bad = async (body: object, message: RegExp) => {
      const res = await who.as.owner.post(`/api/custom-workflows/${saved.id}/run`).send(body).expect(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    };
    await bad({ keywords: [] }, /Add at least one keyword/);
    await bad({ keywords: ['a', 'A'] }, /Each keyword once/);
    await bad({ keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }, /At most 20 keywords/);
  });

  it('refunds a run whose step fails for good', async () => {
    const saved = (
      await create({ name: 'Failing', steps: [{ kind: 'outline' }, { kind: 'write' }] }).expect(201)
    ).body.data as CustomWorkflowView;
    const before = await balances(who.owner.teamId);
    writer.failures = 1;
    const res = await who.as.owner
      .post(`/api/custom-workflows/${saved.id}/run`)
      .send({ keywords: ['failing keyword'] })
      .expect(202);
    const run = await ended(res.body.data.runs[0].id);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/refused/);
    expect(run.steps[0]).toMatchObject({ label: 'Outline', status: 'failed' });
    expect(run.steps[0]!.error).toMatch(/refused/);
    expect(run.refunded).toEqual(saved.cost);
    expect(run.charged).toEqual({ words: 0, workflows: 0 });
    expect(await balances(who.owner.teamId)).toEqual(before);
    expect(await Post.countDocuments({ 'extendedData.generation.workflowRunId': run.id })).toBe(0);

    // Retried: a new attempt, written and charged once.
    const retried = await who.as.owner.post(`/api/workflows/${run.id}`).send({ action: 'retry' }).expect(202);
    expect(retried.body.data.attempts).toBe(2);
    const done = await until('the retry to end', async () => {
      const view = (await who.as.owner.get(`/api/workflows/${run.id}`).expect(200)).body
        .data as WorkflowRunView;
      return view.attempts === 2 && ['succeeded', 'failed'].includes(view.status) ? view : null;
    });
    expect(done.status).toBe('succeeded');
    const after = await balances(who.owner.teamId);
    expect(after.words).toBe(before.words - done.charged.words);
    expect(after.workflows).toBe(before.workflows - 1);
  });

  it('keeps a run to the steps it started with when the workflow is edited or deleted', async () => {
    const saved = (
      await create({
        name: 'Snapshot',
        steps: [{ kind: 'write', prompt: 'Mention compost' }, { kind: 'improve-seo' }],
      }).expect(201)
    ).body.data as CustomWorkflowView;
    const res = await who.as.owner
      .post(`/api/custom-workflows/${saved.id}/run`)
      .send({ keywords: ['snapshot keyword'] })
      .expect(202);
    const id = res.body.data.runs[0].id as string;
    await who.as.owner
      .patch(`/api/custom-workflows/${saved.id}`)
      .send({ name: 'Changed', steps: [{ kind: 'research' }, { kind: 'write', prompt: 'Something else' }] })
      .expect(200);
    const run = await ended(id);
    expect(run.status).toBe('succeeded');
    expect(run.name).toBe('Snapshot');
    expect(run.custom!.steps).toEqual(saved.steps);
    expect(run.steps.map((s) => s.label)).toEqual(['Write', 'Improve SEO', 'Save the post', 'Charge']);
    expect(run.article!.html).toContain('Mention compost');
    await who.as.owner.delete(`/api/custom-workflows/${saved.id}`).expect(204);
    const still = (await who.as.owner.get(`/api/workflows/${id}`).expect(200)).body.data as WorkflowRunView;
    expect(still.custom!.steps).toEqual(saved.steps);
  });
});
