import {
  type CustomRunArticle,
  type CustomStep,
  customStepLabels,
  customWorkflowCost,
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

/** The key of a custom run's step `index` in its `steps` states. */
export const customStepKey = (index: number) => `s${index}`;

/** A custom run's steps as the run screen lists them: the user's, then saving and charging. */
export function customRunSteps(steps: readonly CustomStep[]) {
  const entries = steps.map((step, i) => ({
    key: customStepKey(i),
    label: `${customStepLabels[step.kind]}`,
    prompt: 'prompt' in step ? (step.prompt ?? null) : null,
    weight: 0.85 / Math.max(1, steps.length),
  }));
  // The post is saved before it is published: publishing (always last) runs after the save.
  const publish = steps.findIndex((s) => s.kind === 'publish');
  const sent = publish === -1 ? [] : entries.splice(publish, 1);
  return [
    ...entries,
    { key: 'save', label: 'Save the post', prompt: null, weight: 0.1 },
    ...sent,
    { key: 'settle', label: 'Charge', prompt: null, weight: 0.05 },
  ];
}

/** What an attempt of a run holds: the stored cost of a custom run, else its type's. */
export function runCost(run: Pick<WorkflowRunDoc, 'type' | 'cost' | 'input'>): {
  words: number;
  workflows: number;
} {
  if (run.type === 'custom') {
    if (run.cost) return { words: run.cost.words, workflows: run.cost.workflows };
    const { words, workflows } = customWorkflowCost(run.input.steps ?? []);
    return { words, workflows };
  }
  return workflowCost(run.type);
}

/** A workflow run as the API answers it (shared-core WorkflowRunView). */
export function presentWorkflowRun(run: WorkflowRunDoc, outcome: WorkflowOutcomeDoc | null): WorkflowRunView {
  const status = statusOf(run, outcome);
  const cost = runCost(run);
  const custom = run.type === 'custom';
  const entries = custom
    ? customRunSteps(run.input.steps ?? [])
    : videoToBlogSteps.map((s) => ({ ...s, prompt: null, weight: stepWeights[s.key] ?? 0 }));
  const weights = new Map(entries.map((e) => [e.key, e.weight]));
  const steps = entries.map(({ key, label, prompt }) => {
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
      output: state?.output ?? null,
      prompt,
      error: state?.error ?? null,
    };
  });
  const progress =
    status === 'succeeded'
      ? 1
      : Math.min(
          0.99,
          steps.reduce((sum, s) => sum + (s.status === 'succeeded' ? (weights.get(s.key) ?? 0) : 0), 0),
        );
  const result =
    status === 'succeeded' && !custom ? ((outcome?.result as VideoToBlogResult | null) ?? null) : null;
  const article =
    status === 'succeeded' && custom ? ((outcome?.result as CustomRunArticle | null) ?? null) : null;
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
    name: custom ? (run.input.workflowName ?? 'Custom workflow') : (entry?.name ?? run.type),
    status,
    progress,
    input: {
      url: run.input.url ?? null,
      language: run.input.language ?? null,
      length: run.input.length ?? 'short',
    },
    video,
    steps,
    result,
    custom: custom
      ? {
          workflow_id: run.input.workflowId ?? '',
          workflow_name: run.input.workflowName ?? 'Custom workflow',
          keyword: run.input.keyword ?? '',
          steps: run.input.steps ?? [],
        }
      : null,
    article,
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
