import {
  type ApiClient,
  ScheduledWorkflowRunView,
  type WorkflowRunBody,
  WorkflowRunList,
  type WorkflowRunStatus,
  WorkflowRunView,
  type WorkflowScheduleBody,
} from '@inkpress/shared-core';

/** What a run's event stream carries (GET /api/workflows/{id}/events). */
export type WorkflowEvent =
  | { event: 'run'; data: WorkflowRunView }
  | { event: 'progress'; data: { progress: number } };

/** The workflow runs' calls (issue 11, SPEC §7), over the shell's API client. */
export function createWorkflowsApi(api: ApiClient) {
  const path = (id: string) => `/api/workflows/${encodeURIComponent(id)}`;
  return {
    start: (body: WorkflowRunBody) => api.post('/api/workflows', body, { schema: WorkflowRunView }),
    /** A run later: nothing is held until its time. */
    schedule: (body: WorkflowScheduleBody) =>
      api.post('/api/workflows/schedule', body, { schema: ScheduledWorkflowRunView }),
    list: (
      query: { offset?: number; limit?: number; status?: WorkflowRunStatus } = {},
      signal?: AbortSignal,
    ) => api.getList('/api/workflows', { query, signal, schema: WorkflowRunList }),
    get: (id: string, signal?: AbortSignal) => api.get(path(id), { signal, schema: WorkflowRunView }),
    retry: (id: string) => api.post(path(id), { action: 'retry' }, { schema: WorkflowRunView }),
    cancel: (id: string) => api.post(path(id), { action: 'cancel' }, { schema: WorkflowRunView }),
    remove: (id: string) => api.delete(path(id)),
    /** The run's events until it ends (or `signal` aborts). */
    async *events(id: string, signal?: AbortSignal): AsyncGenerator<WorkflowEvent> {
      for await (const raw of api.stream(`${path(id)}/events`, undefined, { method: 'GET', signal })) {
        if (raw.event !== 'run' && raw.event !== 'progress') continue;
        yield { event: raw.event, data: JSON.parse(raw.data) } as WorkflowEvent;
      }
    },
  };
}

export type WorkflowsApi = ReturnType<typeof createWorkflowsApi>;
