/**
 * Scheduled workflow runs (issue 11): POST /api/custom-workflows/{id}/run
 * with `runAt` (a wall-clock time in the user's `timeZone`), or
 * POST /api/workflows/schedule for a video to blog, records a
 * WorkflowSchedule and queues a `workflow.scheduled` job of the engine,
 * delayed to that instant. Nothing is held until it runs: then the job starts
 * the runs as an immediate start would (startCustomRuns: every keyword's
 * credits held before anything is recorded; startWorkflowRun: the video's
 * captions read, then its credits held). When the plan is short then, or
 * the workflow is gone, the schedule ends `failed` with the reason and its
 * user is notified. The calendar lists it (`workflow_<id>_<ms>`) and cancels
 * it: a cancel and the job claim the same _id, one of them wins, and a
 * cancelled schedule never runs or charges.
 */
import { createHash } from 'node:crypto';
import { MAX_SCHEDULE_DAYS, type WorkflowScheduleBody, workflowBySlug } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { isDuplicateKey } from '../db';
import { AppError, Conflict, NotFound, ValidationError } from '../errors';
import { type AuthUser, actingAs, storedActor } from '../identity';
import { type JobEngine, jobEngine } from '../jobs/engine';
import { defineJob } from '../jobs/registry';
import { Folder } from '../models/Folder';
import {
  WorkflowSchedule,
  WorkflowScheduleClaim,
  type WorkflowScheduleDoc,
} from '../models/WorkflowSchedule';
import { ownerScope } from '../policies';
import { zonedInstant } from '../services/autoblog/slots';
import { notify } from '../services/notifications';
import { startWorkflowRun } from './workflows';
import { findCustomWorkflow, startCustomRuns } from './workflowsCustom';
import { workflowWorkerConfig } from './workflowsCustomJob';

const DAY_MS = 86_400_000;

/** The instant of `runAt` (YYYY-MM-DDTHH:mm) in `timeZone`: later than now, within MAX_SCHEDULE_DAYS. */
export function scheduledInstant(runAt: string, timeZone: string, now = Date.now()): Date {
  const [date, time] = runAt.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  if (m < 1 || m > 12 || d < 1 || d > 31 || hh > 23 || mm > 59)
    throw ValidationError('runAt is not a valid date and time.');
  const at = zonedInstant(y, m, d, hh, mm, timeZone);
  if (at <= now) throw ValidationError('Pick a time in the future to schedule the run.');
  if (at > now + MAX_SCHEDULE_DAYS * DAY_MS)
    throw ValidationError(`A run can be scheduled at most ${MAX_SCHEDULE_DAYS} days ahead.`);
  return new Date(at);
}

/** Schedules the saved workflow's runs on `keywords` for later; nothing is held now. */
export async function scheduleCustomRuns(
  engine: JobEngine,
  user: AuthUser,
  workflowId: string,
  body: { keywords: string[]; folderId?: string; runAt: string; timeZone: string },
  gpt4: boolean,
  now = Date.now(),
): Promise<WorkflowScheduleDoc> {
  const workflow = await findCustomWorkflow(user, workflowId);
  if (body.folderId) {
    const found = await Folder.exists({ _id: new Types.ObjectId(body.folderId), ...ownerScope(user) });
    if (!found) throw NotFound('Folder not found.');
  }
  const runAt = scheduledInstant(body.runAt, body.timeZone, now);
  return recordSchedule(engine, user, gpt4, {
    type: 'custom',
    workflowId: workflow._id,
    workflowName: workflow.name,
    keywords: body.keywords,
    folderId: body.folderId ?? null,
    runAt,
    timeZone: body.timeZone,
  });
}

/**
 * Schedules a video to blog for later (POST /api/workflows/schedule): the
 * URL and folder are checked now; the captions are read, and the credits
 * held, when it runs.
 */
export async function scheduleVideoRun(
  engine: JobEngine,
  user: AuthUser,
  body: WorkflowScheduleBody,
  gpt4: boolean,
  now = Date.now(),
): Promise<WorkflowScheduleDoc> {
  const { folderId, ...video } = body.input;
  if (folderId) {
    const found = await Folder.exists({ _id: new Types.ObjectId(folderId), ...ownerScope(user) });
    if (!found) throw NotFound('Folder not found.');
  }
  const runAt = scheduledInstant(body.runAt, body.timeZone, now);
  return recordSchedule(engine, user, gpt4, {
    type: 'video-to-blog',
    workflowName: workflowBySlug.get('video-to-blog')?.name ?? 'Video to blog',
    video,
    folderId: folderId ?? null,
    runAt,
    timeZone: body.timeZone,
  });
}

/** Records a schedule and queues its job, delayed to its time; no schedule stays without its job. */
async function recordSchedule(
  engine: JobEngine,
  user: AuthUser,
  gpt4: boolean,
  fields: Pick<WorkflowScheduleDoc, 'type' | 'workflowName' | 'folderId' | 'runAt' | 'timeZone'> &
    Partial<Pick<WorkflowScheduleDoc, 'workflowId' | 'keywords' | 'video'>>,
): Promise<WorkflowScheduleDoc> {
  // The schedule names its job before the job is queued: a job due now may start at once and write it.
  const jobId = new Types.ObjectId();
  const created = await WorkflowSchedule.create({
    teamId: new Types.ObjectId(user.teamId),
    userId: new Types.ObjectId(user.id),
    actor: storedActor(user, gpt4),
    ...fields,
    jobRunId: String(jobId),
  });
  try {
    await engine.enqueue(
      'workflow.scheduled',
      { scheduleId: String(created._id) },
      { teamId: user.teamId, userId: user.id },
      { delayMs: Math.max(0, fields.runAt.getTime() - Date.now()), runId: jobId },
    );
  } catch (err) {
    await WorkflowSchedule.deleteOne({ _id: created._id });
    throw err;
  }
  return (await WorkflowSchedule.findById(created._id).lean<WorkflowScheduleDoc>())!;
}

/** The team's scheduled runs due in the range (cancelled ones left out). */
export async function listSchedules(user: AuthUser, range: { from: Date; to: Date }) {
  return WorkflowSchedule.find({
    teamId: new Types.ObjectId(user.teamId),
    runAt: { $gte: range.from, $lt: range.to },
    status: { $ne: 'cancelled' },
  })
    .sort({ runAt: 1 })
    .lean<WorkflowScheduleDoc[]>();
}

/** Cancels a scheduled run that has not started (404 for other teams', 409 once it started). */
export async function cancelSchedule(engine: JobEngine | undefined, user: AuthUser, id: string, at: number) {
  const schedule = await WorkflowSchedule.findOne({
    _id: new Types.ObjectId(id),
    teamId: new Types.ObjectId(user.teamId),
  }).lean<WorkflowScheduleDoc>();
  if (!schedule || new Date(schedule.runAt).getTime() !== at) throw NotFound('Calendar item not found.');
  try {
    await WorkflowScheduleClaim.create({ _id: id, by: 'cancel', at: new Date() });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const claim = await WorkflowScheduleClaim.findById(id).lean();
    if (claim?.by === 'cancel') return;
    throw Conflict('This workflow run has started already: cancel its runs on the Workflows page.');
  }
  await WorkflowSchedule.updateOne({ _id: schedule._id }, { $set: { status: 'cancelled' } });
  if (engine && schedule.jobRunId) await engine.cancel(schedule.jobRunId).catch(() => undefined);
}

async function fail(schedule: WorkflowScheduleDoc, reason: string) {
  await WorkflowSchedule.updateOne({ _id: schedule._id }, { $set: { status: 'failed', error: reason } });
  await notify(schedule.userId, {
    title: `Your scheduled workflow “${schedule.workflowName}” did not run`,
    body: `${reason} Nothing was charged.`,
    link: schedule.video
      ? (workflowBySlug.get('video-to-blog')?.path ?? '/dashboard/workflows')
      : '/dashboard/custom-workflow',
  });
}

/**
 * The run ids of a schedule's keywords, the same on every delivery of its job: a worker that dies
 * after starting some runs and before the step is recorded leaves runs the next delivery finds and
 * does not start (or hold credits for) again.
 */
export function scheduledRunIds(scheduleId: string, count: number): Types.ObjectId[] {
  return Array.from(
    { length: count },
    (_, i) =>
      new Types.ObjectId(createHash('sha256').update(`${scheduleId}:${i}`).digest('hex').slice(0, 24)),
  );
}

export const scheduledWorkflowJob = defineJob<{ scheduleId: string }>(
  'workflow.scheduled',
  async (ctx) => {
    const schedule = await WorkflowSchedule.findById(ctx.run.input.scheduleId).lean<WorkflowScheduleDoc>();
    if (!schedule) return { skipped: true };
    const mine = await ctx.step('claim', async () => {
      try {
        await WorkflowScheduleClaim.create({ _id: String(schedule._id), by: 'run', at: new Date() });
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    });
    if (!mine) return { ended: 'cancelled' };
    // The runs are started (and their credits held) now, as an immediate start would.
    const started = await ctx.step('start', async () => {
      const engine = jobEngine(undefined);
      if (!engine) throw new Error('No job engine in this process.');
      const folder = schedule.folderId ? { folderId: schedule.folderId } : {};
      try {
        if (schedule.video) {
          // The captions are read now: a video that lost them fails the schedule, charging nothing.
          const config = workflowWorkerConfig();
          const [runId] = scheduledRunIds(String(schedule._id), 1);
          const { run } = await startWorkflowRun(
            engine,
            { fetchPolicy: config.fetchPolicy, baseUrl: config.youtube.baseUrl },
            actingAs(schedule.actor),
            { type: 'video-to-blog', input: { ...schedule.video, ...folder } },
            schedule.actor.gpt4,
            { runId },
          );
          return { runIds: [String(run._id)], error: null };
        }
        const { runs } = await startCustomRuns(
          engine,
          actingAs(schedule.actor),
          String(schedule.workflowId),
          { keywords: schedule.keywords, ...folder },
          schedule.actor.gpt4,
          { runIds: scheduledRunIds(String(schedule._id), schedule.keywords.length) },
        );
        return { runIds: runs.map(({ run }) => String(run._id)), error: null };
      } catch (err) {
        // A refusal (credits short, the workflow or folder gone) ends it; anything else is tried again.
        if (err instanceof AppError && err.status < 500) return { runIds: [], error: err.message };
        throw err;
      }
    });
    if (started.error) {
      await fail(schedule, started.error);
      return { failed: started.error };
    }
    await WorkflowSchedule.updateOne(
      { _id: schedule._id },
      { $set: { status: 'started', runIds: started.runIds } },
    );
    return { runIds: started.runIds };
  },
  {
    attempts: 3,
    backoffMs: 1000,
    onDead: async (job) => {
      const schedule = await WorkflowSchedule.findById(
        String(job.input.scheduleId),
      ).lean<WorkflowScheduleDoc>();
      if (schedule && schedule.status === 'scheduled')
        await fail(schedule, job.lastError ?? 'The run could not be started.');
    },
  },
);
