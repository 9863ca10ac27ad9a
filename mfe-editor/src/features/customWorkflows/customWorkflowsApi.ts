import {
  type ApiClient,
  type CustomWorkflowBody,
  CustomWorkflowList,
  type CustomWorkflowPatch,
  type CustomWorkflowRunBody,
  CustomWorkflowStartView,
  CustomWorkflowView,
  IntegrationList,
  type IntegrationView,
} from '@inkpress/shared-core';

/** The custom workflows' calls (/api/custom-workflows), over the shell's API client. */
export function createCustomWorkflowsApi(api: ApiClient) {
  const path = (id: string) => `/api/custom-workflows/${encodeURIComponent(id)}`;
  return {
    list: (signal?: AbortSignal) =>
      api.getList('/api/custom-workflows', { signal, schema: CustomWorkflowList }).then((r) => r.data),
    create: (body: CustomWorkflowBody) =>
      api.post('/api/custom-workflows', body, { schema: CustomWorkflowView }),
    update: (id: string, body: CustomWorkflowPatch) =>
      api.patch(path(id), body, { schema: CustomWorkflowView }),
    remove: (id: string) => api.delete(path(id)),
    run: (id: string, body: CustomWorkflowRunBody) =>
      api.post(`${path(id)}/run`, body, { schema: CustomWorkflowStartView }),
    /** The sites a publish step can send to. */
    sites: (signal?: AbortSignal): Promise<IntegrationView[]> =>
      api
        .getList('/api/integrations', { signal, schema: IntegrationList })
        .then((r) => r.data.filter((i) => !i.builtIn && ['wordpress', 'ghost', 'api'].includes(i.type))),
  };
}

export type CustomWorkflowsApi = ReturnType<typeof createCustomWorkflowsApi>;
