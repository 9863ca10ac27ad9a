import {
  formatTimestamp,
  type VideoToBlogResult,
  videoToBlogSteps,
  type WorkflowRunStatus,
  type WorkflowRunView,
  type WorkflowStepView,
  workflowBySlug,
  workflowCost,
  youTubeWatchUrl,
} from '@inkpress/shared-core';
import type { WorkflowOutcomeDoc, WorkflowRunDoc } from '../models/WorkflowRun';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** How much of the run each finished step stands for. */
const stepWeights: Record<string, number> = { transcript: 0.25, write: 0.6, save: 0.1, settle: 0.05 };

/** The state of a run's current attempt: its outcome when it has one, else running or queued. */
export function statusOf(run: WorkflowRunDoc, outcome: WorkflowOutcomeDoc | null): WorkflowRunStatus {
  if (outcome && outcome.status !== 'finishing') return outcome.status;
  if (outcome || run.startedAt) return 'running';
  return 'queued';
}

/** A workflow run as the API answers it (shared-core WorkflowRunView). */
export function presentWorkflowRun(run: WorkflowRunDoc, outcome: WorkflowOutcomeDoc | null): WorkflowRunView {
  const status = statusOf(run, outcome);
  const cost = workflowCost(run.type);
  const steps = videoToBlogSteps.map(({ key, label }) => {
    const state = run.steps?.[key];
    const stepStatus: WorkflowStepView['status'] =
      state?.status ?? (status === 'failed' || status === 'cancelled' ? 'skipped' : 'pending');
    return {
      key,
      label,
      status: stepStatus,
      started_at: iso(state?.startedAt),
      finished_at: iso(state?.finishedAt),
      detail: state?.detail ?? null,
      error: state?.error ?? null,
    };
  });
  const progress =
    status === 'succeeded'
      ? 1
      : Math.min(
          0.99,
          steps.reduce((sum, s) => sum + (s.status === 'succeeded' ? (stepWeights[s.key] ?? 0) : 0), 0),
        );
  const result = status === 'succeeded' ? ((outcome?.result as VideoToBlogResult | null) ?? null) : null;
  const charged =
    status === 'succeeded'
      ? { words: outcome?.charged.words ?? 0, workflows: outcome?.charged.workflows ?? 0 }
      : { words: 0, workflows: 0 };
  const refunded =
    status === 'failed' || status === 'cancelled'
      ? { words: cost.words, workflows: cost.workflows }
      : status === 'succeeded'
        ? {
            words: Math.max(0, cost.words - charged.words),
            workflows: Math.max(0, cost.workflows - charged.workflows),
          }
        : { words: 0, workflows: 0 };
  const video = run.video
    ? {
        id: run.video.id,
        url: youTubeWatchUrl(run.video.id),
        title: run.video.title,
        author: run.video.author,
        duration_seconds: run.video.durationSeconds,
      }
    : null;
  const entry = workflowBySlug.get(run.type);
  return {
    id: String(run._id),
    type: run.type,
    slug: run.type,
    name: entry?.name ?? run.type,
    status,
    progress,
    input: {
      url: run.input.url,
      language: run.input.language ?? null,
      length: run.input.length ?? 'short',
    },
    video,
    steps,
    result,
    error: status === 'failed' || status === 'cancelled' ? (outcome?.error ?? null) : null,
    cost,
    charged,
    refunded,
    attempts: run.attempt,
    writer: run.writer ?? null,
    created_at: iso(run.createdAt) ?? new Date(0).toISOString(),
    updated_at: iso(outcome?.finishedAt ?? run.updatedAt) ?? new Date(0).toISOString(),
    finished_at: status === 'running' || status === 'queued' ? null : iso(outcome?.finishedAt ?? outcome?.at),
  };
}

/** "0:00 Intro" lines of a run's chapters, for the transcript step's detail. */
export function chaptersDetail(lines: number, chapters: { title: string; start: number }[]): string {
  const base = `${lines.toLocaleString('en-US')} caption lines`;
  return chapters.length > 0
    ? `${base}, ${chapters.length} chapters (${chapters
        .map((c) => `${formatTimestamp(c.start)} ${c.title}`)
        .slice(0, 3)
        .join(', ')}${chapters.length > 3 ? '…' : ''})`
    : `${base}, no chapters`;
}
