import {
  type ApiClient,
  CollectionListItemView,
  PageBoosterAcceptResult,
  PageBoosterGenerateResult,
  PageBoosterReport,
  type PageBoosterSuggestBody,
  zod,
} from '@inkpress/shared-core';

/** A post the user can save into (the picker's entries). */
export interface PostChoice {
  id: string;
  collectionId: string;
  title: string;
}

const CollectionPage = zod.object({ data: zod.array(CollectionListItemView), total: zod.number().int() });

/** The page booster's calls (issue 11, SPEC §7), over the shell's API client. */
export function createPageBoosterApi(api: ApiClient) {
  return {
    suggest: (body: PageBoosterSuggestBody, signal?: AbortSignal) =>
      api.post('/api/page-booster/suggest', body, { schema: PageBoosterReport, signal }),
    generate: (body: { id: string; sections: number[]; keyphrase?: string }, signal?: AbortSignal) =>
      api.post('/api/page-booster/generate', body, { schema: PageBoosterGenerateResult, signal }),
    accept: (id: string, body: { sections: number[]; target: string }) =>
      api.post(`/api/page-booster/${encodeURIComponent(id)}/accept`, body, {
        schema: PageBoosterAcceptResult,
      }),
    /** The team's most recent posts, newest documents first. */
    async posts(signal?: AbortSignal): Promise<PostChoice[]> {
      const page = await api.getList('/api/collections', {
        query: { offset: 0, limit: 50, sort: 'updatedAt' },
        signal,
        schema: CollectionPage,
      });
      return page.data.flatMap((c) =>
        c.posts.map((p) => ({
          id: p.id,
          collectionId: c.id,
          title: (c.posts.length > 1 ? `${c.title} · ${p.title}` : p.title || c.title) || 'Untitled',
        })),
      );
    },
  };
}

export type PageBoosterApi = ReturnType<typeof createPageBoosterApi>;
