import { type ApiClient, type SearchInput, SearchView } from '@inkpress/shared-core';

/** Research search's one call (SPEC §7 POST /api/search), over the shell's one client. */
export function createResearchApi(api: ApiClient) {
  return {
    search(body: SearchInput, signal?: AbortSignal) {
      return api.post('/api/search', body, { signal, schema: SearchView });
    },
  };
}

export type ResearchApi = ReturnType<typeof createResearchApi>;
