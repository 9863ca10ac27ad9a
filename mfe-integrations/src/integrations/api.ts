/**
 * The integration calls of mfe-integrations, typed by shared-core's schemas,
 * on the shell's one API client. Screens and popups call these, never fetch.
 */
import {
  type ApiClient,
  type BulkPublishBody,
  BulkPublishItemResponse,
  BulkPublishItemView,
  BulkPublishRunList,
  BulkPublishRunResponse,
  BulkPublishRunView,
  GhostCommonView,
  type IntegrationCreateBody,
  type IntegrationImportBody,
  IntegrationImportResponse,
  type IntegrationImportView,
  IntegrationList,
  type IntegrationPatchBody,
  IntegrationResponse,
  type IntegrationSearchBody,
  IntegrationSearchResponse,
  type IntegrationView,
  PostView,
  PublicationList,
  PublicationResponse,
  type PublicationView,
  type PublishBody,
  RedditFlairsView,
  ShopifyCommonView,
  type ShopifyValidateBody,
  ShopifyValidateResponse,
  type ShopifyValidateView,
  type SitePostView,
  type WebflowCollectionsBody,
  WebflowCollectionsResponse,
  type WebflowCollectionsView,
  type WebflowConnectBody,
  WordpressCommonView,
} from '@inkpress/shared-core';

export function integrationsApi(api: ApiClient) {
  return {
    list: async (): Promise<IntegrationView[]> =>
      (await api.getList('/api/integrations', { schema: IntegrationList })).data,
    create: async (body: IntegrationCreateBody): Promise<IntegrationView> =>
      (await api.post('/api/integrations', body, { whole: true, schema: IntegrationResponse })).data,
    update: async (id: string, body: IntegrationPatchBody): Promise<IntegrationView> =>
      (
        await api.patch(`/api/integrations/${encodeURIComponent(id)}`, body, {
          whole: true,
          schema: IntegrationResponse,
        })
      ).data,
    remove: (id: string) => api.delete(`/api/integrations/${encodeURIComponent(id)}`),
    wordpressCommon: (id: string, fresh = false) =>
      api.get(`/api/integrations/${encodeURIComponent(id)}/wordpress-common`, {
        query: fresh ? { fresh: '1' } : {},
        schema: WordpressCommonView,
      }),
    ghostCommon: (id: string, fresh = false) =>
      api.get(`/api/integrations/${encodeURIComponent(id)}/ghost-common`, {
        query: fresh ? { fresh: '1' } : {},
        schema: GhostCommonView,
      }),
    shopifyCommon: (id: string, fresh = false) =>
      api.get(`/api/integrations/${encodeURIComponent(id)}/shopify-common`, {
        query: fresh ? { fresh: '1' } : {},
        schema: ShopifyCommonView,
      }),
    /** A Reddit integration's subreddit's post flairs. */
    redditFlairs: (id: string, subreddit: string) =>
      api.get(`/api/integrations/${encodeURIComponent(id)}/reddit-flairs`, {
        query: { subreddit },
        schema: RedditFlairsView,
      }),
    /** Checks a shop and token with Shopify without saving anything. */
    shopifyValidate: async (body: ShopifyValidateBody): Promise<ShopifyValidateView> =>
      (await api.post('/api/shopify/validate', body, { whole: true, schema: ShopifyValidateResponse })).data,
    /** A Webflow token's sites and collections, or one collection's fields; nothing is saved. */
    webflowCollections: async (body: WebflowCollectionsBody): Promise<WebflowCollectionsView> =>
      (
        await api.post('/api/integrations/webflow/collections', body, {
          whole: true,
          schema: WebflowCollectionsResponse,
        })
      ).data,
    /** Connects (or with integrationId reconnects) a Webflow collection with its field mapping. */
    webflowConnect: async (body: WebflowConnectBody): Promise<IntegrationView> =>
      (await api.post('/api/integrations/webflow', body, { whole: true, schema: IntegrationResponse })).data,
    bulkPublish: async (body: BulkPublishBody): Promise<BulkPublishRunView> =>
      (
        await api.post('/api/integrations/bulk-publish', body, {
          whole: true,
          schema: BulkPublishRunResponse,
        })
      ).data,
    bulkPublishRun: (id: string): Promise<BulkPublishRunView> =>
      api.get(`/api/integrations/bulk-publish/${encodeURIComponent(id)}`, { schema: BulkPublishRunView }),
    /** The team's bulk publishes, the newest first (the history). */
    bulkPublishRuns: (query: { offset?: number; limit?: number } = {}, signal?: AbortSignal) =>
      api.getList('/api/integrations/bulk-publish', { query, signal, schema: BulkPublishRunList }),
    /** Cancels the posts not yet sent; those sent stay on the site. */
    cancelBulkPublish: async (id: string): Promise<BulkPublishRunView> =>
      (
        await api.post(
          `/api/integrations/bulk-publish/${encodeURIComponent(id)}/cancel`,
          {},
          { whole: true, schema: BulkPublishRunResponse },
        )
      ).data,
    /** A bulk publish's events until it ends (or `signal` aborts): the run, then each post's change. */
    async *bulkPublishEvents(id: string, signal?: AbortSignal): AsyncGenerator<BulkPublishEvent> {
      const path = `/api/integrations/bulk-publish/${encodeURIComponent(id)}/events`;
      for await (const raw of api.stream(path, undefined, { method: 'GET', signal })) {
        if (raw.event === 'run') yield { event: 'run', data: BulkPublishRunView.parse(JSON.parse(raw.data)) };
        else if (raw.event === 'item')
          yield { event: 'item', data: BulkPublishItemView.parse(JSON.parse(raw.data)) };
      }
    },
    retryBulkPublishItem: async (id: string, index: number): Promise<BulkPublishItemView> =>
      (
        await api.post(
          `/api/integrations/bulk-publish/${encodeURIComponent(id)}/items/${index}/retry`,
          {},
          { whole: true, schema: BulkPublishItemResponse },
        )
      ).data,
    /** A site's posts by title (empty query: the latest), for the import-article popup. */
    searchSite: async (body: IntegrationSearchBody): Promise<SitePostView[]> =>
      (await api.post('/api/integrations/search', body, { whole: true, schema: IntegrationSearchResponse }))
        .data.results,
    /** A site's post by slug as a new document. */
    importPost: async (body: IntegrationImportBody): Promise<IntegrationImportView> =>
      (await api.post('/api/integrations/import', body, { whole: true, schema: IntegrationImportResponse }))
        .data,
    publish: async (body: PublishBody): Promise<PublicationView> =>
      (await api.post('/api/integrations/publish', body, { whole: true, schema: PublicationResponse })).data,
    publications: async (postId: string): Promise<PublicationView[]> =>
      (await api.getList('/api/integrations/publications', { query: { postId }, schema: PublicationList }))
        .data,
    /** Cancels the post's scheduled publishes (the sites' own and Inkpress's) and puts it back to draft. */
    cancelPublish: async (postId: string): Promise<PostView> =>
      api.post(`/api/posts/${encodeURIComponent(postId)}/cancel-publish`, {}, { schema: PostView }),
  };
}

export type IntegrationsApi = ReturnType<typeof integrationsApi>;

/** What a bulk publish's event stream carries (GET /api/integrations/bulk-publish/{id}/events). */
export type BulkPublishEvent =
  | { event: 'run'; data: BulkPublishRunView }
  | { event: 'item'; data: BulkPublishItemView };

/** What a failed call says, for the person. */
export function problemText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** A random signing secret for a custom API webhook (base64url, 32 bytes). */
export function newSigningSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const typeNames: Record<string, string> = {
  api: 'Custom API',
  wordpress: 'WordPress',
  shopify: 'Shopify',
  ghost: 'Ghost',
  webflow: 'Webflow',
  medium: 'Medium',
  reddit: 'Reddit',
};
