/**
 * Bringing a post from a connected site into the editor (SPEC §7:
 * `POST /api/integrations/search`, `POST /api/integrations/import
 * {slug, integrationId, type}`), defined once for the API and the
 * import-article popup.
 */
import { z } from 'zod';
import { body } from './fields';

/**
 * The site types whose posts can be searched and imported (Medium and Reddit
 * cannot be read back): WordPress and Ghost posts, Webflow CMS items of the
 * connected collection, Shopify blog articles.
 */
export const importableIntegrationTypes = ['wordpress', 'ghost', 'webflow', 'shopify'] as const;
export type ImportableIntegrationType = (typeof importableIntegrationTypes)[number];

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'Must be a valid id.');
const importType = z.enum(importableIntegrationTypes, {
  error: `Type must be one of ${importableIntegrationTypes.join(', ')}.`,
});

/** The most results one search answers. */
export const MAX_SITE_SEARCH_RESULTS = 20;

/** POST /api/integrations/search: the site's posts whose title has `query` (empty: the latest). */
export const IntegrationSearchBody = body({
  integrationId: objectId,
  type: importType,
  query: z.string().trim().max(200, 'Search must be at most 200 characters.').default(''),
});
export type IntegrationSearchBody = z.input<typeof IntegrationSearchBody>;

/** One post of a site, as a search lists it. */
export const SitePostView = z.object({
  /** The site's own id of the post. */
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The site's word for its state: publish, draft, future, published, scheduled… */
  status: z.string(),
  url: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SitePostView = z.infer<typeof SitePostView>;
export const IntegrationSearchView = z.object({ results: z.array(SitePostView) });
export type IntegrationSearchView = z.infer<typeof IntegrationSearchView>;
export const IntegrationSearchResponse = z.object({ data: IntegrationSearchView });

/** POST /api/integrations/import: a post of the site, by its slug (Shopify: handle), as a new document. */
export const IntegrationImportBody = body({
  slug: z
    .string()
    .trim()
    .min(1, 'Slug cannot be empty.')
    .max(200, 'Slug must be at most 200 characters.')
    .regex(/^[\p{L}\p{N}%_-]+$/u, 'Slug may only hold letters, digits, hyphens and underscores.'),
  integrationId: objectId,
  type: importType,
});
export type IntegrationImportBody = z.input<typeof IntegrationImportBody>;

/** The new document holding the imported post. */
export const IntegrationImportView = z.object({
  collectionId: z.string(),
  postId: z.string(),
  title: z.string(),
  /** The post's address on the site (null when the site gives none, e.g. a draft). */
  sourceUrl: z.string().nullable(),
  /** How many images the post holds: they stay on the site (linked, not copied). */
  images: z.number().int(),
});
export type IntegrationImportView = z.infer<typeof IntegrationImportView>;
export const IntegrationImportResponse = z.object({ data: IntegrationImportView });
