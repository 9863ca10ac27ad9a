/**
 * Workflow runs on the job engine with a real Redis and the real database,
 * on two worker processes of which one is killed (SIGKILL) in the middle of
 * a custom run on several keywords: the other worker takes its runs over and
 * finishes every one, and the ledger and the posts show each article written
 * and charged once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { CustomWorkflowBody, customWorkflowCost } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { createUser, ensurePlanWith, type TestUser } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { newTestEngine, testRedisUrl, until } from '../../test/jobs';
import type { JobEngine } from '../jobs/engine';
import { JobRun, type JobRunDoc } from '../models/JobRun';
import { LedgerEntry } from '../models/LedgerEntry';
import { Post } from '../models/Post';
import {
  WorkflowOutcome,
  type WorkflowOutcomeDoc,
  WorkflowRun,
  type WorkflowRunDoc,
} from '../models/WorkflowRun';
import { getBalances } from '../services/credits';
import { createCustomWorkflow, startCustomRuns } from './workflowsCustom';

jest.setTimeout(240_000);

let api: TestApi;
let owner: TestUser;
let engine: JobEngine;

beforeAll(async () => {
  api = await startTestApi();
  owner = await createUser(api);
  await ensurePlanWith(api, owner, 'bulkGenerator');
  engine = newTestEngine();
});

afterAll(async () => {
  await engine.queue('jobs').obliterate({ force: true });
  await engine.close();
  await api.close();
});

describe('workflow runs on worker processes', () => {
  it('finish on the other worker when one is killed mid-run, each article written and charged once', async () => {
    const spawnWorker = () =>
      // The source condition: the workers load shared-core from its TypeScript, as Jest does.
      spawn(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', path.join(__dirname, 'workflowTestWorker.ts')],
        {
          cwd: path.join(__dirname, '..', '..'),
          env: {
            ...process.env,
            MONGODB_URI: api.config.mongodbUri,
            REDIS_URL: testRedisUrl,
            JOBS_PREFIX: engine.prefix,
            WORKFLOW_TEST_DELAY_MS: '3',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
    const ready = (child: ChildProcess) =>
      new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
        child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
      });
    const children = [spawnWorker(), spawnWorker()];
    try {
      await Promise.all(children.map(ready));
      const workflow = await createCustomWorkflow(
        owner.auth,
        CustomWorkflowBody.parse({
          name: 'Killed mid-run',
          steps: [
            { kind: 'research', prompt: 'What do beginners ask?' },
            { kind: 'outline' },
            { kind: 'write', length: 'short' },
            { kind: 'improve-seo' },
          ],
        }),
      );
      const cost = customWorkflowCost(workflow.steps);
      const before = await getBalances({ teamId: owner.teamId });
      const keywords = ['balcony tomatoes', 'pot basil', 'window chillies', 'shade lettuce'];
      const started = await startCustomRuns(engine, owner.auth, String(workflow._id), { keywords }, false);
      const runIds = started.runs.map(({ run }) => run._id as Types.ObjectId);
      // Each worker takes two runs (concurrency 2): all four are under way, none has ended.
      await until('four runs to be under way at once', async () => {
        const runs = await WorkflowRun.find({ _id: { $in: runIds } }).lean<WorkflowRunDoc[]>();
        const ended = await WorkflowOutcome.countDocuments({ runId: { $in: runIds } });
        return ended === 0 && runs.filter((r) => r.startedAt).length === 4;
      });
      const [victim] = children;
      victim!.kill('SIGKILL');
      await new Promise((r) => victim!.once('exit', r));

      const outcomes = await until('every run to end', async () => {
        const found = await WorkflowOutcome.find({
          runId: { $in: runIds },
          status: { $ne: 'finishing' },
        }).lean<WorkflowOutcomeDoc[]>();
        return found.length === runIds.length ? found : null;
      });
      expect(outcomes.map((o) => o.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);

      // The killed worker's runs were taken over: delivered again, and they finished.
      const runs = await WorkflowRun.find({ _id: { $in: runIds } }).lean<WorkflowRunDoc[]>();
      const jobs = await JobRun.find({ _id: { $in: runs.map((r) => r.jobRunId) } }).lean<JobRunDoc[]>();
      expect(jobs).toHaveLength(4);
      expect(jobs.every((j) => j.status === 'succeeded')).toBe(true);
      expect(jobs.filter((j) => j.attempts >= 2).length).toBeGreaterThanOrEqual(1);

      // One post per run, and the team has no other.
      const postIds = outcomes.map((o) => (o.result as { post_id: string }).post_id);
      expect(new Set(postIds).size).toBe(4);
      expect(await Post.countDocuments({ teamId: new Types.ObjectId(owner.teamId) })).toBe(4);

      // The ledger: per run one hold and one settle of its words and its workflow, no refund.
      let charged = 0;
      for (const run of runs) {
        for (const held of [run.reservations.words, run.reservations.workflows]) {
          const entries = await LedgerEntry.find({ reservationId: held!.id }).lean();
          expect(entries.map((e) => e.op).sort()).toEqual(['reserve', 'settle']);
        }
        expect(await LedgerEntry.countDocuments({ ref: `${run._id}:1`, op: 'reserve' })).toBe(2);
        const outcome = outcomes.find((o) => String(o.runId) === String(run._id))!;
        const used = (outcome.charged as { words: number; workflows: number }).words;
        expect(used).toBeGreaterThan(0);
        expect(used).toBeLessThanOrEqual(cost.words);
        charged += used;
      }
      const after = await getBalances({ teamId: owner.teamId });
      expect(after.words).toBe(before.words - charged);
      expect(after.workflows).toBe(before.workflows - 4);
    } finally {
      for (const child of children) if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
    }
  });
});
