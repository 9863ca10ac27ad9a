/**
 * Recurring upkeep on the engine's scheduler (BullMQ job schedulers on a real
 * Redis): the plan grants run without anyone reading or charging credits, the
 * upkeep sweeps run, and a task taken off the list stops ticking.
 */
import { Types } from 'mongoose';
import { startTestApi, type TestApi } from '../../test/harness';
import { newTestEngine, until } from '../../test/jobs';
import { CreditAccount, type CreditAccountDoc } from '../models/CreditAccount';
import { LedgerEntry } from '../models/LedgerEntry';
import { UploadPart } from '../models/UploadPart';
import { applyPlanToCredits } from '../services/credits';
import { addMonths } from '../services/credits/schedule';
import { type JobEngine, type JobWorker, QUEUES } from './engine';
import { installSchedules, maintenanceTasks } from './schedules';

jest.setTimeout(60_000);

const DAY = 86_400_000;
let api: TestApi;
let engine: JobEngine;
let worker: JobWorker | undefined;

beforeAll(async () => {
  api = await startTestApi();
  engine = newTestEngine();
});

afterEach(async () => {
  await worker?.close();
  worker = undefined;
  await engine.queue(QUEUES.maintenance).obliterate({ force: true });
});

afterAll(async () => {
  await engine.close();
  await api.close();
});

describe('the engine’s schedules', () => {
  it('runs the plan grants on the grant schedule, with nobody reading the credits', async () => {
    // A yearly plan that started 40 days ago, granted then; nobody has read or charged its credits since,
    // so its second monthly grant (10 days ago) is due.
    const teamId = String(new Types.ObjectId());
    const periodStart = new Date(Date.now() - 40 * DAY);
    await applyPlanToCredits(
      { teamId },
      {
        planKey: 'advanced_2_yearly',
        planType: 'subscription',
        weight: 10,
        active: true,
        allowance: { words: 20_000, workflows: 5, aiImages: 0, imageRestores: 0 },
        periodStart,
        periodEnd: new Date(periodStart.getTime() + 365 * DAY),
      },
      { now: periodStart },
    );
    const account = await CreditAccount.findById(teamId).lean<CreditAccountDoc>();
    const due = addMonths(account!.grant.anchor!, account!.grant.nextIndex);
    expect(due.getTime()).toBeLessThan(Date.now());
    const grantsAt = (at: Date) =>
      LedgerEntry.countDocuments({
        teamId,
        kind: 'words',
        op: 'grant',
        ref: `advanced_2_yearly@${at.toISOString()}`,
      });
    expect(await grantsAt(due)).toBe(0);

    worker = engine.startWorker({ maintenance: maintenanceTasks(api.config) });
    await worker.ready();
    await installSchedules(engine, { 'plan-grants': 500 });

    await until('the due grant to be recorded', async () => (await grantsAt(due)) > 0);
    // Later ticks find nothing due: one grant for the month.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await grantsAt(due)).toBe(1);
    expect(await LedgerEntry.countDocuments({ teamId, kind: 'words', op: 'grant' })).toBe(2);
    const scheduler = await engine.queue(QUEUES.maintenance).getJobScheduler('plan-grants');
    expect(scheduler).toMatchObject({ every: 500 });
  });

  it('removes the schedule of a task taken off the list, and keeps the others', async () => {
    const queue = engine.queue(QUEUES.maintenance);
    await installSchedules(engine, { 'plan-grants': 60_000, 'retired-task': 60_000 });
    expect((await queue.getJobSchedulers()).map((s) => s.key).sort()).toEqual([
      'plan-grants',
      'retired-task',
    ]);
    await installSchedules(engine, { 'plan-grants': 30_000 });
    const left = await queue.getJobSchedulers();
    expect(left.map((s) => s.key)).toEqual(['plan-grants']);
    expect(left[0]).toMatchObject({ every: 30_000 });
  });

  it('sweeps the parts of uploads abandoned for a day, and keeps an upload still being sent', async () => {
    const teamId = new Types.ObjectId();
    const userId = new Types.ObjectId();
    const part = (uploadId: string, n: number, age: number) => ({
      _id: `${teamId}:${uploadId}:${n}`,
      teamId,
      userId,
      uploadId,
      part: n,
      parts: 3,
      name: 'notes.txt',
      type: 'chat-file-upload',
      size: 1,
      data: Buffer.from('x'),
      updatedAt: new Date(Date.now() - age),
    });
    // Written around mongoose's timestamps, which would set updatedAt to now (string ids, as the app's).
    const rows = [
      part('abandoned', 0, 2 * DAY),
      part('abandoned', 1, 25 * 3_600_000),
      part('resumed', 0, 3 * DAY),
      part('resumed', 1, 60_000),
    ];
    await UploadPart.collection.insertMany(
      rows as unknown as Parameters<typeof UploadPart.collection.insertMany>[0],
    );
    worker = engine.startWorker({ maintenance: maintenanceTasks(api.config) });
    await worker.ready();
    await installSchedules(engine, { 'upload-parts-sweep': 500 });
    await until(
      'the abandoned upload to be swept',
      async () => !(await UploadPart.exists({ uploadId: 'abandoned' })),
    );
    expect(await UploadPart.countDocuments({ teamId, uploadId: 'resumed' })).toBe(2);
  });
});
