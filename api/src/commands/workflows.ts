/**
 * POST /api/workflows and a run's calls (issue 11). Starting a video-to-blog
 * run fetches the video's transcript first (a video without captions is a
 * 400 that holds and records nothing), then reserves one workflow of the
 * plan and the article's words (402 before anything starts), records the
 * run and queues its job (commands/workflowJobs.ts writes it). Retry makes
 * a new attempt with new reservations; cancel claims the attempt's outcome
 * before the worker does and refunds it; delete removes a run from history.
 */
import {
  type WorkflowListQuery,
  type WorkflowRunBody,
  workflowCost,
  youTubeVideoId,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { isDuplicateKey } from '../db';
import { Conflict, NotFound, ValidationError } from '../errors';
import type { AuthUser } from '../identity';
import type { JobEngine } from '../jobs/engine';
import { Folder } from '../models/Folder';
import { WorkflowOutcome, WorkflowRun, type WorkflowRunDoc } from '../models/WorkflowRun';
import { ownerScope } from '../policies';
import { chaptersDetail, runCost } from '../presenters/workflow';
import { fetchVideoTranscript, type YouTubeSource } from '../services/youtube';
import './workflowJobs';
import {
  type Held,
  outcomeId,
  publishRun,
  queueAttempt,
  type RunWithOutcome,
  recordRun,
  refundAll,
  reserveAttempt,
  withOutcomes,
} from './workflowLifecycle';

export type { RunWithOutcome } from './workflowLifecycle';

export async function startWorkflowRun(
  engine: JobEngine,
  source: YouTubeSource,
  user: AuthUser,
  body: WorkflowRunBody,
  gpt4: boolean,
  options: { runId?: Types.ObjectId } = {},
): Promise<RunWithOutcome> {
  const { input } = body;
  // A given run id (a scheduled start, which its job may deliver again) that exists was started.
  if (options.runId && (await WorkflowRun.exists({ _id: options.runId })))
    return findWorkflowRun(user, String(options.runId));
  if (input.folderId) {
    const found = await Folder.exists({ _id: new Types.ObjectId(input.folderId), ...ownerScope(user) });
    if (!found) throw NotFound('Folder not found.');
  }
  const videoId = youTubeVideoId(input.url);
  if (!videoId) throw ValidationError('This is not the URL of a YouTube video.');
  // The transcript first: a video without captions costs nothing and leaves no run.
  const startedAt = new Date();
  const video = await fetchVideoTranscript(source, videoId, { language: input.language });
  const runId = options.runId ?? new Types.ObjectId();
  const reservations = await reserveAttempt(user, String(runId), 1, workflowCost('video-to-blog'));
  await recordRun(engine, user, {
    runId,
    type: body.type,
    gpt4,
    reservations,
    fields: {
      input,
      video: {
        id: video.id,
        title: video.title,
        author: video.author,
        durationSeconds: video.durationSeconds,
        chapters: video.chapters,
        language: video.language,
      },
      transcript: video.lines,
      steps: {
        transcript: {
          status: 'succeeded',
          startedAt,
          finishedAt: new Date(),
          detail: chaptersDetail(video.lines.length, video.chapters),
          error: null,
        },
      },
    },
  });
  return findWorkflowRun(user, String(runId));
}

/** A run of the user's team; 404 for any other. */
export async function findWorkflowRun(user: AuthUser, id: string): Promise<RunWithOutcome> {
  const run = await WorkflowRun.findOne({
    _id: new Types.ObjectId(id),
    teamId: new Types.ObjectId(user.teamId),
  })
    .select('-transcript')
    .lean<WorkflowRunDoc>();
  if (!run) throw NotFound('No such workflow run.');
  const [paired] = await withOutcomes([run]);
  return paired!;
}

export async function listWorkflowRuns(user: AuthUser, query: WorkflowListQuery) {
  const scope: Record<string, unknown> = { teamId: new Types.ObjectId(user.teamId) };
  if (query.type) scope.type = query.type;
  const page = async (skip: number, limit: number) => {
    const runs = await WorkflowRun.find(scope)
      .select('-transcript')
      .sort({ createdAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .lean<WorkflowRunDoc[]>();
    return withOutcomes(runs);
  };
  if (!query.status) {
    const [runs, total] = await Promise.all([
      page(query.offset, query.limit),
      WorkflowRun.countDocuments(scope),
    ]);
    return { runs, total };
  }
  // A status is derived from the attempt's outcome: filter the team's runs as presented.
  const { statusOf } = await import('../presenters/workflow');
  const all = (await page(0, 10_000)).filter(({ run, outcome }) => statusOf(run, outcome) === query.status);
  return { runs: all.slice(query.offset, query.offset + query.limit), total: all.length };
}

/**
 * A new attempt of a failed or cancelled run: its credits reserved anew
 * (402 when short), one retry per attempt whatever arrives at once (409 for
 * the others), from the stored transcript.
 */
export async function retryWorkflowRun(
  engine: JobEngine,
  user: AuthUser,
  id: string,
): Promise<RunWithOutcome> {
  const { run, outcome } = await findWorkflowRun(user, id);
  if (!outcome || (outcome.status !== 'failed' && outcome.status !== 'cancelled'))
    throw Conflict('Only a failed or cancelled run can be retried.');
  const attempt = run.attempt + 1;
  // The next attempt's claim: a second retry of the same attempt finds it taken.
  try {
    await WorkflowOutcome.create({
      _id: `${outcomeId(id, run.attempt)}:retry`,
      runId: run._id,
      attempt: run.attempt,
      status: 'finishing',
      at: new Date(),
    });
  } catch (err) {
    if (isDuplicateKey(err)) throw Conflict('This run is being retried already.');
    throw err;
  }
  let reservations: Held;
  try {
    reservations = await reserveAttempt(user, id, attempt, runCost(run));
  } catch (err) {
    await WorkflowOutcome.deleteOne({ _id: `${outcomeId(id, run.attempt)}:retry` });
    throw err;
  }
  const jobId = new Types.ObjectId();
  try {
    await WorkflowRun.updateOne(
      { _id: run._id, attempt: run.attempt },
      {
        $set: {
          attempt,
          reservations,
          jobRunId: String(jobId),
          startedAt: null,
          writer: null,
          steps: run.type === 'custom' ? {} : { transcript: run.steps.transcript },
        },
      },
    );
    await queueAttempt(engine, user, id, attempt, run.type, jobId);
  } catch (err) {
    await refundAll({ reservations });
    await WorkflowOutcome.create({
      _id: outcomeId(id, attempt),
      runId: run._id,
      attempt,
      status: 'failed',
      error: 'The retry could not be started.',
      at: new Date(),
      finishedAt: new Date(),
    }).catch(() => undefined);
    throw err;
  }
  await publishRun((topic, event) => engine.publishTopic(topic, event), id);
  return findWorkflowRun(user, id);
}

/**
 * Cancels a run that has not finished: the attempt's outcome is claimed
 * (the worker claims the same _id before it saves), its job leaves the queue
 * or stops before its next step, and both reservations come back. 409 when
 * the run has finished or is saving its result.
 */
export async function cancelWorkflowRun(
  engine: JobEngine,
  user: AuthUser,
  id: string,
): Promise<RunWithOutcome> {
  const { run } = await findWorkflowRun(user, id);
  try {
    await WorkflowOutcome.create({
      _id: outcomeId(id, run.attempt),
      runId: run._id,
      attempt: run.attempt,
      status: 'cancelled',
      error: 'Cancelled: nothing was charged.',
      at: new Date(),
      finishedAt: new Date(),
    });
  } catch (err) {
    if (isDuplicateKey(err)) throw Conflict('This run has finished already (or is saving its article).');
    throw err;
  }
  if (run.jobRunId) await engine.cancel(run.jobRunId).catch(() => undefined);
  await refundAll(run);
  await publishRun((topic, event) => engine.publishTopic(topic, event), id);
  return findWorkflowRun(user, id);
}

/** Removes a run from the team's history, cancelling it first when it runs; its post stays. */
export async function deleteWorkflowRun(
  engine: JobEngine | undefined,
  user: AuthUser,
  id: string,
): Promise<void> {
  const { run, outcome } = await findWorkflowRun(user, id);
  if (!outcome || outcome.status === 'finishing') {
    if (!engine) throw Conflict('This run is still running: cancel it first.');
    await cancelWorkflowRun(engine, user, id);
  }
  await WorkflowRun.deleteOne({ _id: run._id });
  await WorkflowOutcome.deleteMany({ runId: run._id });
}
