/**
 * Scheduled workflow runs through the real router, on the real database and
 * a real Redis with a worker of the job engine in this process: a custom
 * workflow's run scheduled for a time in the user's time zone holds nothing,
 * shows in the calendar as a `workflow` item (other teams see nothing and
 * cannot cancel it), is cancelled from the calendar (its job never runs,
 * nothing is charged), and when its time comes (the delayed job promoted: the
 * clock arriving) it runs and is charged once; when the plan is short at that
 * time, it fails with the reason, notifies its user, and charges nothing.
 */
import {
  CalendarView,
  CustomWorkflowStartResponse,
  type CustomWorkflowView,
  type ScheduledWorkflowRunView,
  type WorkflowRunView,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { startTestEngine, type TestEngine, until } from '../../../test/jobs';
import { OfflineProvider } from '../../ai';
import { setWorkflowProvider } from '../../commands/workflowJobs';
import { scheduledRunIds } from '../../commands/workflowSchedules';
import { startCustomRuns } from '../../commands/workflowsCustom';
import { JobRun, type JobRunDoc } from '../../models/JobRun';
import { LedgerEntry } from '../../models/LedgerEntry';
import { Notification } from '../../models/Notification';
import { WorkflowRun } from '../../models/WorkflowRun';
import { WorkflowSchedule, type WorkflowScheduleDoc } from '../../models/WorkflowSchedule';
import { getBalances, refundReservation, reserveCredits } from '../../services/credits';

jest.setTimeout(180_000);

let api: TestApi;
let who: Identities;
let jobs: TestEngine;

beforeAll(async () => {
  api = await startTestApi();
  who = await createIdentities(api);
  jobs = await startTestEngine({ use: true, worker: { concurrency: 2 } });
  setWorkflowProvider(new OfflineProvider({ delayMs: 0 }));
});

afterAll(async () => {
  await jobs.close();
  setWorkflowProvider(undefined);
  await api.close();
});

const balances = (teamId: string) => getBalances({ teamId });
const teamRuns = () => WorkflowRun.countDocuments({ teamId: new Types.ObjectId(who.owner.teamId) });

/** Tomorrow at 09:30 in `zone`, as the wall-clock time the form sends. */
function tomorrowAt(time: string) {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${time}`;
}

async function workflow(name: string): Promise<CustomWorkflowView> {
  return (
    await who.as.owner
      .post('/api/custom-workflows')
      .send({ name, steps: [{ kind: 'outline' }, { kind: 'write', length: 'short' }] })
      .expect(201)
  ).body.data;
}

async function schedule(id: string, keywords: string[], runAt = tomorrowAt('09:30')) {
  const res = await who.as.owner
    .post(`/api/custom-workflows/${id}/run`)
    .send({ keywords, runAt, timeZone: 'Europe/Paris' })
    .expect(201);
  expect(CustomWorkflowStartResponse.strict().safeParse(res.body).error?.issues ?? []).toEqual([]);
  return res.body.data.scheduled as ScheduledWorkflowRunView;
}

async function calendar(as = who.as.owner) {
  const from = new Date(Date.now() - 86_400_000).toISOString();
  const to = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const res = await as.get(`/api/calender?from=${from}&to=${to}`).expect(200);
  expect(CalendarView.strict().safeParse(res.body).error?.issues ?? []).toEqual([]);
  return (res.body as CalendarView).data;
}

/** The delayed job of a schedule, run now: its time has come. */
async function arrive(scheduled: ScheduledWorkflowRunView) {
  const doc = await WorkflowSchedule.findById(scheduled.id).lean<WorkflowScheduleDoc>();
  const job = await jobs.engine.queue('jobs').getJob(doc!.jobRunId!);
  expect(await job!.isDelayed()).toBe(true);
  await job!.promote();
  return until('the scheduled job to end', async () => {
    const run = await JobRun.findById(doc!.jobRunId).lean<JobRunDoc>();
    return run && ['succeeded', 'dead', 'failed'].includes(run.status) ? run : null;
  });
}

describe('scheduled workflow runs', () => {
  it('are scheduled in the user’s time zone, shown in the calendar, and cancelled with nothing charged', async () => {
    const saved = await workflow('Later posts');
    const before = await balances(who.owner.teamId);
    const runsBefore = await teamRuns();
    const scheduled = await schedule(saved.id, ['balcony tomatoes', 'pot basil']);
    // 09:30 in Paris is 08:30 or 07:30 UTC, by the season.
    expect(new Date(scheduled.at).getUTCHours()).toBeLessThan(9);
    expect(scheduled).toMatchObject({ status: 'scheduled', time_zone: 'Europe/Paris', run_ids: [] });
    // Nothing held until it runs.
    expect(await balances(who.owner.teamId)).toEqual(before);
    expect(await teamRuns()).toBe(runsBefore);

    const item = (await calendar()).find((i) => i.id === scheduled.calendar_id);
    expect(item).toMatchObject({
      kind: 'workflow',
      at: scheduled.at,
      title: 'Later posts · 2 keywords',
      status: 'scheduled',
      cancellable: true,
      schedule_id: scheduled.id,
    });
    expect((await calendar(who.as.member)).map((i) => i.id)).toContain(scheduled.calendar_id);
    expect((await calendar(who.as.other)).map((i) => i.id)).not.toContain(scheduled.calendar_id);
    await who.as.other.post(`/api/calender/${scheduled.calendar_id}/cancel`).expect(404);

    await who.as.owner.post(`/api/calender/${scheduled.calendar_id}/cancel`).expect(200);
    expect((await calendar()).map((i) => i.id)).not.toContain(scheduled.calendar_id);
    const doc = await WorkflowSchedule.findById(scheduled.id).lean<WorkflowScheduleDoc>();
    expect(doc!.status).toBe('cancelled');
    // Its job left the queue; delivered anyway, it would find the cancel's claim.
    expect(await jobs.engine.queue('jobs').getJob(doc!.jobRunId!)).toBeUndefined();
    expect((await JobRun.findById(doc!.jobRunId).lean<JobRunDoc>())!.status).toBe('cancelled');
    expect(await balances(who.owner.teamId)).toEqual(before);
    expect(await teamRuns()).toBe(runsBefore);
    expect(
      await LedgerEntry.countDocuments({
        teamId: new Types.ObjectId(who.owner.teamId),
        createdAt: { $gt: doc!.createdAt },
      }),
    ).toBe(0);
  });

  it('refuses a time in the past, far ahead, or without a time zone', async () => {
    const saved = await workflow('Bad times');
    const run = (body: Record<string, unknown>) =>
      who.as.owner.post(`/api/custom-workflows/${saved.id}/run`).send({ keywords: ['x'], ...body });
    expect(
      (await run({ runAt: '2020-01-01T09:00', timeZone: 'Europe/Paris' }).expect(400)).body.message,
    ).toMatch(/future/);
    expect(
      (await run({ runAt: '2099-01-01T09:00', timeZone: 'Europe/Paris' }).expect(400)).body.message,
    ).toMatch(/at most 60 days/);
    await run({ runAt: tomorrowAt('09:00') }).expect(400);
    await run({ runAt: tomorrowAt('09:00'), timeZone: 'Mars/Olympus' }).expect(400);
    await who.as.other
      .post(`/api/custom-workflows/${saved.id}/run`)
      .send({ keywords: ['x'], runAt: tomorrowAt('09:00'), timeZone: 'UTC' })
      .expect(404);
  });

  it('runs at its time, holding and charging then, once', async () => {
    const saved = await workflow('Morning posts');
    const scheduled = await schedule(saved.id, ['shade lettuce', 'window chillies']);
    const before = await balances(who.owner.teamId);
    const job = await arrive(scheduled);
    expect(job.status).toBe('succeeded');
    const doc = (await WorkflowSchedule.findById(scheduled.id).lean<WorkflowScheduleDoc>())!;
    expect(doc.status).toBe('started');
    expect(doc.runIds).toHaveLength(2);
    const runs = await Promise.all(
      doc.runIds.map((id) =>
        until(`run ${id} to end`, async () => {
          const view = (await who.as.owner.get(`/api/workflows/${id}`).expect(200)).body
            .data as WorkflowRunView;
          return ['succeeded', 'failed', 'cancelled'].includes(view.status) ? view : null;
        }),
      ),
    );
    expect(runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    let words = 0;
    for (const id of doc.runIds) {
      const ops = (await LedgerEntry.find({ ref: `${id}:1` }).lean()).map((e) => e.op);
      expect(ops.filter((op) => op === 'reserve')).toHaveLength(2);
      expect(await LedgerEntry.countDocuments({ ref: `${id}:1`, op: 'refund' })).toBe(0);
      words += runs.find((r) => r.id === id)!.charged!.words;
    }
    const after = await balances(who.owner.teamId);
    expect(after.workflows).toBe(before.workflows - 2);
    expect(after.words).toBe(before.words - words);
    // Past its start, the calendar shows it started, no longer cancellable.
    const item = (await calendar()).find((i) => i.id === scheduled.calendar_id);
    expect(item).toMatchObject({ status: 'started', cancellable: false });
    await who.as.owner.post(`/api/calender/${scheduled.calendar_id}/cancel`).expect(409);
  });

  it('started again by a second delivery of its job (a worker died mid-start), holds and starts nothing twice', async () => {
    const saved = await workflow('Delivered twice');
    const scheduled = await schedule(saved.id, ['pot herbs', 'balcony beans']);
    // The first delivery got as far as starting the runs, and its worker died before the step was recorded.
    const runIds = scheduledRunIds(scheduled.id, 2);
    await startCustomRuns(
      jobs.engine,
      who.owner.auth,
      saved.id,
      { keywords: ['pot herbs', 'balcony beans'] },
      false,
      {
        runIds,
      },
    );
    const runsBefore = await teamRuns();
    const job = await arrive(scheduled);
    expect(job.status).toBe('succeeded');
    const doc = (await WorkflowSchedule.findById(scheduled.id).lean<WorkflowScheduleDoc>())!;
    expect(doc.runIds).toEqual(runIds.map(String));
    expect(await teamRuns()).toBe(runsBefore);
    for (const id of runIds) {
      // One hold of a workflow and one of words per run: none taken again.
      expect(await LedgerEntry.countDocuments({ ref: `${id}:1`, op: 'reserve' })).toBe(2);
    }
  });

  it('fails with the reason and a notification, charging nothing, when the plan is short at its time', async () => {
    const saved = await workflow('Short later');
    const scheduled = await schedule(saved.id, ['one', 'two']);
    const start = await balances(who.owner.teamId);
    const drain = await reserveCredits(
      { teamId: who.owner.teamId },
      'words',
      start.words - saved.cost.words,
      {
        reason: 'test',
        ref: 'drain-scheduled',
        userId: who.owner.id,
      },
    );
    try {
      const before = await balances(who.owner.teamId);
      const runsBefore = await teamRuns();
      const job = await arrive(scheduled);
      expect(job.status).toBe('succeeded');
      const doc = (await WorkflowSchedule.findById(scheduled.id).lean<WorkflowScheduleDoc>())!;
      expect(doc.status).toBe('failed');
      expect(doc.error).toMatch(/credit/i);
      expect(await balances(who.owner.teamId)).toEqual(before);
      expect(await teamRuns()).toBe(runsBefore);
      const note = await Notification.findOne({ userId: new Types.ObjectId(who.owner.id) })
        .sort({ _id: -1 })
        .lean();
      expect(note!.title).toBe('Your scheduled workflow “Short later” did not run');
      expect(note!.body).toMatch(/Nothing was charged/);
      const item = (await calendar()).find((i) => i.id === scheduled.calendar_id);
      expect(item).toMatchObject({ status: 'failed', cancellable: false });
    } finally {
      await refundReservation(drain);
    }
  });
});
