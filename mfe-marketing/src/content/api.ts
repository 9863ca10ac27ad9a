import {
  type ApiClient,
  type BlogListResponse,
  blogListResponseSchema,
  type ContactBody,
  type ContentEntry,
  contactReceiptSchema,
  contentEntriesSchema,
  contentEntrySchema,
  type DocsCategory,
  type DocsSearchHit,
  docsSearchResultsSchema,
  docsTreeSchema,
} from '@inkpress/shared-core';

/** The content API (api/src/routes/content), typed by shared-core's schemas. */
export const contentApi = {
  blog(api: ApiClient, query: { lang?: string; page: number }): Promise<BlogListResponse> {
    return api.getList('/api/content/blog', { query, schema: blogListResponseSchema });
  },
  post(api: ApiClient, slug: string, lang = 'en'): Promise<ContentEntry> {
    const path = lang === 'en' ? `/api/content/blog/${slug}` : `/api/content/blog/${lang}/${slug}`;
    return api.get(path, { schema: contentEntrySchema });
  },
  docsTree(api: ApiClient): Promise<DocsCategory[]> {
    return api.get('/api/content/docs', { schema: docsTreeSchema });
  },
  doc(api: ApiClient, slug: string): Promise<ContentEntry> {
    return api.get(`/api/content/docs/${slug}`, { schema: contentEntrySchema });
  },
  searchDocs(api: ApiClient, q: string, signal?: AbortSignal): Promise<DocsSearchHit[]> {
    return api.get('/api/content/docs/search', { query: { q }, signal, schema: docsSearchResultsSchema });
  },
  announcements(api: ApiClient): Promise<ContentEntry[]> {
    return api.get('/api/content/announcements', { schema: contentEntriesSchema });
  },
  page(api: ApiClient, path: string): Promise<ContentEntry> {
    return api.get('/api/content/pages', { query: { path }, schema: contentEntrySchema });
  },
  contact(api: ApiClient, body: ContactBody) {
    return api.post('/api/contact', body, { schema: contactReceiptSchema });
  },
};
