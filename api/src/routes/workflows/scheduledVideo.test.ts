/**
 * A video to blog scheduled for later, through the real router on the real
 * database and a real Redis with a worker of the job engine in this process,
 * and a local fake of YouTube: scheduled in the user's time zone, it holds
 * nothing and reads no captions, shows in the calendar (other teams see and
 * cancel nothing), and when its time comes (its delayed job promoted) it
 * reads the captions, holds and charges once, and writes the article; a
 * video that has no captions by then fails the schedule with the reason and
 * a notification, charging nothing; a second delivery starts nothing twice.
 */
import {
  CalendarView,
  ScheduledWorkflowRunResponse,
  type ScheduledWorkflowRunView,
  type WorkflowRunView,
  workflowCost,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { createIdentities, type Identities } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { startTestEngine, type TestEngine, until } from '../../../test/jobs';
import { OfflineProvider } from '../../ai';
import { setWorkflowProvider } from '../../commands/workflowJobs';
import { scheduledRunIds } from '../../commands/workflowSchedules';
import { startWorkflowRun } from '../../commands/workflows';
import { useCustomWorkflowConfig } from '../../commands/workflowsCustomJob';
import { loadConfig } from '../../config';
import { JobRun, type JobRunDoc } from '../../models/JobRun';
import { LedgerEntry } from '../../models/LedgerEntry';
import { Notification } from '../../models/Notification';
import { WorkflowRun } from '../../models/WorkflowRun';
import { WorkflowSchedule, type WorkflowScheduleDoc } from '../../models/WorkflowSchedule';
import { getBalances } from '../../services/credits';
import {
  type FakeYouTube,
  gardeningVideo,
  silentVideo,
  startFakeYouTube,
} from '../../services/youtube/testing';

jest.setTimeout(180_000);

let api: TestApi;
let who: Identities;
let jobs: TestEngine;
let youtube: FakeYouTube;

beforeAll(async () => {
  youtube = await startFakeYouTube([gardeningVideo, silentVideo]);
  const env = { YOUTUBE_BASE_URL: youtube.url, FETCH_ALLOW_HOSTS: youtube.host };
  api = await startTestApi(env);
  // The worker reads the captions with the same configuration as the API.
  useCustomWorkflowConfig(loadConfig({ ...process.env, NODE_ENV: 'test', ...env }));
  who = await createIdentities(api);
  jobs = await startTestEngine({ use: true, worker: { concurrency: 2 } });
  setWorkflowProvider(new OfflineProvider({ delayMs: 0 }));
});

afterAll(async () => {
  await jobs.close();
  setWorkflowProvider(undefined);
  useCustomWorkflowConfig(undefined);
  await api.close();
  await youtube.close();
});

const watch = (id: string) => `https://www.youtube.com/watch?v=${id}`;
const balances = (teamId: string) => getBalances({ teamId });
const teamRuns = () => WorkflowRun.countDocuments({ teamId: new Types.ObjectId(who.owner.teamId) });

/** Tomorrow at `time`, as the wall-clock time the form sends. */
function tomorrowAt(time: string) {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${time}`;
}

const post = (body: Record<string, unknown>, as = who.as.owner) =>
  as.post('/api/workflows/schedule').send(body);

async function schedule(videoId: string): Promise<ScheduledWorkflowRunView> {
  const res = await post({
    type: 'video-to-blog',
    input: { url: watch(videoId), length: 'short' },
    runAt: tomorrowAt('07:15'),
    timeZone: 'America/New_York',
  }).expect(201);
  expect(ScheduledWorkflowRunResponse.strict().safeParse(res.body).error?.issues ?? []).toEqual([]);
  return res.body.data;
}

async function calendar(as = who.as.owner) {
  const from = new Date(Date.now() - 86_400_000).toISOString();
  const to = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const res = await as.get(`/api/calender?from=${from}&to=${to}`).expect(200);
  return (CalendarView.parse(res.body) as CalendarView).data;
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

const ended = (id: string) =>
  until(`run ${id} to end`, async () => {
    const view = (await who.as.owner.get(`/api/workflows/${id}`).expect(200)).body.data as WorkflowRunView;
    return ['succeeded', 'failed', 'cancelled'].includes(view.status) ? view : null;
  });

describe('a video to blog scheduled for later', () => {
  it('holds nothing and reads no captions until its time, shows in the calendar, and is cancelled there', async () => {
    const before = await balances(who.owner.teamId);
    const runsBefore = await teamRuns();
    const asked = youtube.requests.length;
    const scheduled = await schedule(gardeningVideo.id);
    expect(scheduled).toMatchObject({
      type: 'video-to-blog',
      workflow_id: null,
      workflow_name: 'Video to blog',
      keywords: [],
      video_url: watch(gardeningVideo.id),
      time_zone: 'America/New_York',
      status: 'scheduled',
      run_ids: [],
    });
    // 07:15 in New York is 11:15 or 12:15 UTC, by the season.
    expect([11, 12]).toContain(new Date(scheduled.at).getUTCHours());
    expect(await balances(who.owner.teamId)).toEqual(before);
    expect(await teamRuns()).toBe(runsBefore);
    expect(youtube.requests.length).toBe(asked);

    const item = (await calendar()).find((i) => i.id === scheduled.calendar_id);
    expect(item).toMatchObject({
      kind: 'workflow',
      title: `Video to blog · ${watch(gardeningVideo.id)}`,
      status: 'scheduled',
      cancellable: true,
    });
    expect((await calendar(who.as.other)).map((i) => i.id)).not.toContain(scheduled.calendar_id);
    await who.as.other.post(`/api/calender/${scheduled.calendar_id}/cancel`).expect(404);
    await who.as.member.post(`/api/calender/${scheduled.calendar_id}/cancel`).expect(200);
    const doc = await WorkflowSchedule.findById(scheduled.id).lean<WorkflowScheduleDoc>();
    expect(doc!.status).toBe('cancelled');
    expect((await JobRun.findById(doc!.jobRunId).lean<JobRunDoc>())!.status).toBe('cancelled');
    expect(await balances(who.owner.teamId)).toEqual(before);
  });

  it('refuses a URL that is not a video, a time in the past, no time zone, and another team’s folder', async () => {
    const body = (patch: Record<string, unknown>) => ({
      type: 'video-to-blog',
      input: { url: watch(gardeningVideo.id) },
      runAt: tomorrowAt('09:00'),
      timeZone: 'UTC',
      ...patch,
    });
    const bad = await post(body({ input: { url: 'https://example.com/watch?v=abcdefghijk' } })).expect(400);
    expect(bad.body.message).toMatch(/YouTube video/);
    expect((await post(body({ runAt: '2020-01-01T09:00' })).expect(400)).body.message).toMatch(/future/);
    await post(body({ timeZone: undefined })).expect(400);
    await post(body({ timeZone: 'Mars/Olympus' })).expect(400);
    const theirs = await who.as.other.post('/api/folders').send({ name: 'Theirs' }).expect(201);
    await post(body({ input: { url: watch(gardeningVideo.id), folderId: theirs.body.data.id } })).expect(404);
  });

  it('names its job on the schedule before the job is queued (a job due at once may write it)', async () => {
    const enqueue = jobs.engine.enqueue.bind(jobs.engine);
    const named: boolean[] = [];
    const spy = jest.spyOn(jobs.engine, 'enqueue').mockImplementation(async (type, input, owner, options) => {
      if (type === 'workflow.scheduled') {
        const doc = await WorkflowSchedule.findById(input.scheduleId).lean<WorkflowScheduleDoc>();
        named.push(Boolean(doc?.jobRunId) && doc?.jobRunId === String(options?.runId));
      }
      return enqueue(type, input, owner, options);
    });
    try {
      const scheduled = await schedule(gardeningVideo.id);
      expect(named).toEqual([true]);
      const doc = await WorkflowSchedule.findById(scheduled.id).lean<WorkflowScheduleDoc>();
      expect((await JobRun.findById(doc!.jobRunId).lean<JobRunDoc>())!.input).toEqual({
        scheduleId: scheduled.id,
      });
      await who.as.owner.post(`/api/calender/${scheduled.calendar_id}/cancel`).expect(200);
    } finally {
      spy.mockRestore();
    }
  });

  it('at its time reads the captions, holds and charges once, and writes the article', async () => {
    const scheduled = await schedule(gardeningVideo.id);
    const before = await balances(who.owner.teamId);
    const job = await arrive(scheduled);
    expect(job.status).toBe('succeeded');
    const doc = (await WorkflowSchedule.findById(scheduled.id).lean<WorkflowScheduleDoc>())!;
    expect(doc.status).toBe('started');
    expect(doc.runIds).toEqual(scheduledRunIds(scheduled.id, 1).map(String));
    const run = await ended(doc.runIds[0]!);
    expect(run).toMatchObject({
      type: 'video-to-blog',
      status: 'succeeded',
      video: { id: gardeningVideo.id, title: gardeningVideo.title },
    });
    expect(run.result?.title).toBeTruthy();
    const after = await balances(who.owner.teamId);
    expect(after.workflows).toBe(before.workflows - workflowCost('video-to-blog').workflows);
    expect(after.words).toBe(before.words - run.charged.words);
    expect(await LedgerEntry.countDocuments({ ref: `${doc.runIds[0]}:1`, op: 'reserve' })).toBe(2);
    const item = (await calendar()).find((i) => i.id === scheduled.calendar_id);
    expect(item).toMatchObject({ status: 'started', cancellable: false });
  });

  it('delivered again after a worker died mid-start, starts and holds nothing twice', async () => {
    const scheduled = await schedule(gardeningVideo.id);
    const [runId] = scheduledRunIds(scheduled.id, 1);
    // The first delivery started the run; its worker died before the step was recorded.
    await startWorkflowRun(
      jobs.engine,
      { fetchPolicy: api.config.fetchPolicy, baseUrl: api.config.youtube.baseUrl },
      who.owner.auth,
      { type: 'video-to-blog', input: { url: watch(gardeningVideo.id), length: 'short' } },
      false,
      { runId },
    );
    const runsBefore = await teamRuns();
    expect((await arrive(scheduled)).status).toBe('succeeded');
    expect(await teamRuns()).toBe(runsBefore);
    expect(await LedgerEntry.countDocuments({ ref: `${runId}:1`, op: 'reserve' })).toBe(2);
    expect((await ended(String(runId))).status).toBe('succeeded');
  });

  it('fails with the reason and a notification, charging nothing, when the video has no captions then', async () => {
    const scheduled = await schedule(silentVideo.id);
    const before = await balances(who.owner.teamId);
    const runsBefore = await teamRuns();
    expect((await arrive(scheduled)).status).toBe('succeeded');
    const doc = (await WorkflowSchedule.findById(scheduled.id).lean<WorkflowScheduleDoc>())!;
    expect(doc.status).toBe('failed');
    expect(doc.error).toMatch(/caption/i);
    expect(await balances(who.owner.teamId)).toEqual(before);
    expect(await teamRuns()).toBe(runsBefore);
    const note = await Notification.findOne({ userId: new Types.ObjectId(who.owner.id) })
      .sort({ _id: -1 })
      .lean();
    expect(note).toMatchObject({
      title: 'Your scheduled workflow “Video to blog” did not run',
      link: '/dashboard/workflows/video-to-blog',
    });
    expect(note!.body).toMatch(/Nothing was charged/);
  });
});
