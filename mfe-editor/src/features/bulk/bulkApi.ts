import {
  type ApiClient,
  type BulkArticleProgressEvent,
  BulkArticleView,
  BulkEstimateView,
  type BulkGenerateBody,
  BulkRunList,
  BulkRunView,
} from '@inkpress/shared-core';

/** What the bulk run's event stream carries (GET /api/bulk-generate/{id}/events). */
export type BulkEvent =
  | { event: 'run'; data: BulkRunView }
  | { event: 'article'; data: BulkArticleView }
  | { event: 'article-progress'; data: BulkArticleProgressEvent };

/** The bulk generator's calls (issue 11), over the shell's API client. */
export function createBulkApi(api: ApiClient) {
  const path = (id: string) => `/api/bulk-generate/${encodeURIComponent(id)}`;
  return {
    estimate: (body: BulkGenerateBody) =>
      api.post('/api/bulk-generate/estimate', body, { schema: BulkEstimateView }),
    start: (body: BulkGenerateBody) => api.post('/api/bulk-generate', body, { schema: BulkRunView }),
    list: (query: { offset?: number; limit?: number } = {}, signal?: AbortSignal) =>
      api.getList('/api/bulk-generate', { query, signal, schema: BulkRunList }),
    get: (id: string, signal?: AbortSignal) => api.get(path(id), { signal, schema: BulkRunView }),
    retry: (id: string, index: number) =>
      api.post(`${path(id)}/articles/${index}/retry`, {}, { schema: BulkArticleView }),
    cancel: (id: string) => api.post(`${path(id)}/cancel`, {}, { schema: BulkRunView }),
    /** The run's events until it ends (or `signal` aborts). */
    async *events(id: string, signal?: AbortSignal): AsyncGenerator<BulkEvent> {
      for await (const raw of api.stream(`${path(id)}/events`, undefined, { method: 'GET', signal })) {
        if (raw.event !== 'run' && raw.event !== 'article' && raw.event !== 'article-progress') continue;
        yield { event: raw.event, data: JSON.parse(raw.data) } as BulkEvent;
      }
    },
  };
}

export type BulkApi = ReturnType<typeof createBulkApi>;
