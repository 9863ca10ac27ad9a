import { z } from 'zod';

/** The states of a job run (issue 11's job engine). */
export const JobStatusField = z.enum(['queued', 'running', 'succeeded', 'failed', 'dead', 'cancelled']);
export type JobStatus = z.infer<typeof JobStatusField>;

export const JobProgressView = z.object({
  done: z.number().min(0),
  total: z.number().min(0),
});
export type JobProgressView = z.infer<typeof JobProgressView>;

export const JobStepView = z.object({
  name: z.string(),
  status: z.enum(['running', 'succeeded', 'failed']),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type JobStepView = z.infer<typeof JobStepView>;

/**
 * GET /api/jobs/{id}, and the `state` event of GET /api/jobs/{id}/events.
 * `failed`: an attempt failed and a retry waits; `dead`: no attempt is left
 * (`last_error` says why).
 */
export const JobView = z.object({
  id: z.string(),
  type: z.string(),
  status: JobStatusField,
  progress: JobProgressView,
  steps: z.array(JobStepView),
  attempts: z.number().int().min(0),
  max_attempts: z.number().int().min(1),
  last_error: z.string().nullable(),
  result: z.unknown(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type JobView = z.infer<typeof JobView>;
export const JobResponse = z.object({ data: JobView });

/** The `progress` event of GET /api/jobs/{id}/events. */
export const JobProgressEvent = z.object({ id: z.string(), progress: JobProgressView });
export type JobProgressEvent = z.infer<typeof JobProgressEvent>;
