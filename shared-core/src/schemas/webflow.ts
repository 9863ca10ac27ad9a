/**
 * Webflow (the site builder) through its Data API v2, defined once: listing a
 * token's sites and CMS collections (or one collection's fields), connecting a
 * collection with the mapping of post fields to its field slugs, and what the
 * API answers. The token is only ever sent in; no view carries it.
 */
import { z } from 'zod';
import { body, textField } from './fields';

/** Webflow's ids (sites, collections, items, fields): 24 hex digits. */
export const WEBFLOW_ID_PATTERN = /^[a-f0-9]{24}$/;
const webflowId = (what: string) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .toLowerCase()
    .regex(WEBFLOW_ID_PATTERN, `${what} must be a Webflow id (24 hex digits).`);

/** A Webflow API token (Site settings → Apps & integrations → API access): no spaces. */
const webflowToken = textField('API token', 300).pipe(
  z.string().regex(/^[\w.-]{20,300}$/, 'API token must be the token Webflow shows, with no spaces.'),
);

/** The post fields a collection item can carry besides its name (the title) and slug. */
export const webflowPostFields = [
  'content',
  'summary',
  'metaTitle',
  'metaDescription',
  'featureImage',
] as const;
export type WebflowPostField = (typeof webflowPostFields)[number];

/** The Webflow field types each post field fits. */
export const webflowFieldTypes: Record<WebflowPostField, readonly string[]> = {
  content: ['RichText'],
  summary: ['PlainText', 'RichText'],
  metaTitle: ['PlainText'],
  metaDescription: ['PlainText'],
  featureImage: ['Image'],
};

export const webflowPostFieldLabels: Record<WebflowPostField, string> = {
  content: 'Content',
  summary: 'Summary (meta description)',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  featureImage: 'Feature image',
};

const fieldSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Must be a Webflow field slug.');

/** Post field → the collection's field slug; the content is required, the others optional. */
export const WebflowMapping = z
  .strictObject({
    content: fieldSlug,
    summary: fieldSlug.optional(),
    metaTitle: fieldSlug.optional(),
    metaDescription: fieldSlug.optional(),
    featureImage: fieldSlug.optional(),
  })
  .superRefine((value, ctx) => {
    const seen = new Map<string, string>();
    for (const [key, slug] of Object.entries(value)) {
      if (!slug) continue;
      if (slug === 'name' || slug === 'slug')
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'The item’s name and slug are the post’s title and slug; map another field.',
        });
      const other = seen.get(slug);
      if (other)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `The field ${slug} is already mapped to ${other}; map each field once.`,
        });
      seen.set(slug, key);
    }
  });
export type WebflowMapping = z.infer<typeof WebflowMapping>;

/** POST /api/integrations/webflow/collections: the token's sites and collections, or one collection's fields. */
export const WebflowCollectionsBody = body({
  apiToken: webflowToken,
  collectionId: webflowId('Collection').optional(),
});
export type WebflowCollectionsBody = z.infer<typeof WebflowCollectionsBody>;

export const WebflowField = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  type: z.string(),
  required: z.boolean(),
  editable: z.boolean(),
});
export type WebflowField = z.infer<typeof WebflowField>;

export const WebflowCollectionSummary = z.object({
  id: z.string(),
  name: z.string(),
  singularName: z.string(),
  slug: z.string(),
});

export const WebflowSiteView = z.object({
  id: z.string(),
  name: z.string(),
  /** The live address: the first custom domain, else `<shortName>.webflow.io`. */
  url: z.string(),
  collections: z.array(WebflowCollectionSummary),
});
export type WebflowSiteView = z.infer<typeof WebflowSiteView>;

/** What POST /api/integrations/webflow/collections answers: never the token. */
export const WebflowCollectionsView = z.object({
  sites: z.array(WebflowSiteView),
  /** With a collectionId: that collection and its fields. */
  collection: WebflowCollectionSummary.extend({
    siteId: z.string(),
    fields: z.array(WebflowField),
  }).nullable(),
});
export type WebflowCollectionsView = z.infer<typeof WebflowCollectionsView>;
export const WebflowCollectionsResponse = z.object({ data: WebflowCollectionsView });

/**
 * POST /api/integrations/webflow: connects a collection (or, with
 * integrationId, reconnects that integration) after checking the token, the
 * collection and the mapping with Webflow.
 */
export const WebflowConnectBody = body({
  apiToken: webflowToken,
  collectionId: webflowId('Collection'),
  mapping: WebflowMapping,
  name: textField('Name', 100).optional(),
  integrationId: z
    .string()
    .regex(/^[a-f0-9]{24}$/i, 'Must be a valid id.')
    .optional(),
});
export type WebflowConnectBody = z.infer<typeof WebflowConnectBody>;

/** A Webflow integration's collection and mapping, as IntegrationView shows them. */
export const WebflowDetailsView = z.object({
  siteId: z.string(),
  siteName: z.string(),
  collectionId: z.string(),
  collectionName: z.string(),
  collectionSlug: z.string(),
  mapping: z.record(z.string(), z.string()),
});
export type WebflowDetailsView = z.infer<typeof WebflowDetailsView>;
