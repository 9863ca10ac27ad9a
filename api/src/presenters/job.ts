import type { JobView } from '@inkpress/shared-core';
import type { JobRunDoc } from '../models/JobRun';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** A job run as GET /api/jobs/{id} and its event stream answer it (shared-core JobView). */
export function presentJob(run: JobRunDoc): JobView {
  return {
    id: String(run._id),
    type: run.type,
    status: run.status,
    progress: { done: run.progress?.done ?? 0, total: run.progress?.total ?? 0 },
    steps: (run.steps ?? []).map((s) => ({
      name: s.name,
      status: s.status,
      started_at: iso(s.startedAt),
      finished_at: iso(s.finishedAt),
      error: s.error ?? null,
    })),
    attempts: run.attempts ?? 0,
    max_attempts: Math.max(1, run.maxAttempts ?? 1),
    last_error: run.lastError ?? null,
    result: run.result ?? null,
    created_at: iso(run.createdAt) ?? new Date(0).toISOString(),
    started_at: iso(run.startedAt),
    finished_at: iso(run.finishedAt),
  };
}
