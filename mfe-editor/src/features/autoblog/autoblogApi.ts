import {
  type ApiClient,
  type AutoblogScheduleBody,
  AutoblogScheduleList,
  type AutoblogScheduleUpdate,
  AutoblogScheduleView,
  AutoblogSlotList,
  CalendarCancelResponse,
  CalendarView,
  IntegrationList,
} from '@inkpress/shared-core';

/** Autoblogging's and the calendar's calls (issue 11), over the shell's API client. */
export function createAutoblogApi(api: ApiClient) {
  const path = (id: string) => `/api/autoblog/${encodeURIComponent(id)}`;
  return {
    list: (signal?: AbortSignal) =>
      api.getList('/api/autoblog', { query: { limit: 100 }, signal, schema: AutoblogScheduleList }),
    create: (body: AutoblogScheduleBody) => api.post('/api/autoblog', body, { schema: AutoblogScheduleView }),
    update: (id: string, body: AutoblogScheduleUpdate) =>
      api.patch(path(id), body, { schema: AutoblogScheduleView }),
    pause: (id: string) => api.post(`${path(id)}/pause`, {}, { schema: AutoblogScheduleView }),
    resume: (id: string) => api.post(`${path(id)}/resume`, {}, { schema: AutoblogScheduleView }),
    remove: (id: string) => api.delete(path(id)),
    slots: (id: string, signal?: AbortSignal) =>
      api.getList(`${path(id)}/slots`, { query: { limit: 50 }, signal, schema: AutoblogSlotList }),
    integrations: (signal?: AbortSignal) =>
      api.getList('/api/integrations', { signal, schema: IntegrationList }).then((r) => r.data),
    calendar: (from: string, to: string, signal?: AbortSignal) =>
      api.getList('/api/calender', { query: { from, to }, signal, schema: CalendarView }),
    cancel: (id: string) =>
      api.post(
        `/api/calender/${encodeURIComponent(id)}/cancel`,
        {},
        { whole: true, schema: CalendarCancelResponse },
      ),
  };
}

export type AutoblogApi = ReturnType<typeof createAutoblogApi>;
