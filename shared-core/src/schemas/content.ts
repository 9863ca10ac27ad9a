import { z } from 'zod';
import { languages } from '../constants/languages';

/**
 * The public site's content (issue 14): blog posts, docs pages,
 * announcements and site pages (product pages, policies, about…). Written
 * as Markdown with front matter in mfe-marketing/content, loaded into the
 * database at API start, served by /api/content, and editable by internal
 * users through the same API without a deploy.
 */

export const CONTENT_KINDS = ['blog', 'docs', 'page', 'announcement', 'sample'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_STATUSES = ['published', 'draft'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Blog posts per page of /blog. */
export const BLOG_PAGE_SIZE = 9;
export const CONTENT_BODY_MAX = 200_000;

/**
 * The language a post is written in, as it appears in /blog/{lang}/{slug}:
 * the primary subtag of one of the 43 content languages ("en", "es", "de",
 * "zh" is Simplified, "zh-tw" Traditional).
 */
export const contentLanguageCodes: readonly string[] = [
  ...new Set(languages.map((l) => (l.code === 'zh-TW' ? 'zh-tw' : l.code.split('-')[0]!.toLowerCase()))),
];

export function isContentLanguage(value: string | undefined): boolean {
  return value !== undefined && contentLanguageCodes.includes(value);
}

/** The name of a content language ("es" → "Español"). */
export function contentLanguageName(code: string): string {
  const lang = languages.find((l) =>
    code === 'zh-tw' ? l.code === 'zh-TW' : l.code.split('-')[0]!.toLowerCase() === code,
  );
  return lang?.nativeName ?? code;
}

/** A slug: lowercase words joined by dashes; pages may nest ("features/brand-voice"). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export const contentSlugField = z
  .string()
  .trim()
  .max(120)
  .regex(SLUG, 'A slug is lowercase words joined by dashes.');
export const contentPathField = z
  .string()
  .trim()
  .max(160)
  .regex(PAGE_PATH, 'A page path is lowercase words joined by dashes and slashes, without a leading slash.');
export const contentLanguageField = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isContentLanguage, 'Not one of the 43 content languages (use its code: en, es, de…).');

export const faqItemSchema = z.object({
  question: z.string().trim().min(1).max(300),
  answer: z.string().trim().min(1).max(2000),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** A link to the same content in another language (hreflang). */
export const contentTranslationSchema = z.object({ lang: z.string(), path: z.string() });

/** A row of a list: enough for a card and a sitemap line. */
export const contentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  lang: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  author: z.string().nullable(),
  image: z.string().nullable(),
  status: z.enum(CONTENT_STATUSES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  readingMinutes: z.number(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

/** One page, post or announcement with its sanitised HTML. */
export const contentEntrySchema = contentSummarySchema.extend({
  html: z.string(),
  headings: z.array(z.object({ level: z.number(), text: z.string() })),
  faq: z.array(faqItemSchema),
  translations: z.array(contentTranslationSchema),
  /** Extra fields a page's layout reads (hero eyebrow, call to action…). */
  data: z.record(z.string(), z.string()),
  /** Markdown source: only for internal users. */
  body: z.string().optional(),
  source: z.enum(['repository', 'api']),
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;

export const contentListMetaSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  pages: z.number(),
});
export const contentListSchema = z.object({
  data: z.array(contentSummarySchema),
  meta: contentListMetaSchema,
});
export type ContentList = z.infer<typeof contentListSchema>;

export const docsCategorySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  pages: z.array(contentSummarySchema),
});
export type DocsCategory = z.infer<typeof docsCategorySchema>;
export const docsTreeSchema = z.array(docsCategorySchema);

export const docsSearchHitSchema = z.object({
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  /** Plain text around the best match, no HTML. */
  excerpt: z.string(),
  score: z.number(),
});
export type DocsSearchHit = z.infer<typeof docsSearchHitSchema>;

export const blogListQuery = z.object({
  lang: contentLanguageField.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
});
export const docsSearchQuery = z.object({
  q: z.string().trim().min(1, 'Type something to search for.').max(200),
});

const ORDER_MESSAGE = 'The order is a whole number from 0 to 1000.';

/** POST /api/content/entries: an internal user writes a new entry (a draft unless told otherwise). */
export const contentCreateBody = z.strictObject({
  kind: z.enum(CONTENT_KINDS),
  slug: z.string().trim().max(160),
  lang: contentLanguageField.default('en'),
  title: z.string().trim().min(1, 'A title is needed.').max(200),
  description: z.string().trim().min(1, 'A description is needed.').max(320),
  body: z.string().min(1, 'The text is empty.').max(CONTENT_BODY_MAX),
  category: contentSlugField.optional(),
  tags: z.array(z.string().trim().min(1).max(40)).max(12).optional(),
  author: z.string().trim().max(80).optional(),
  image: z.string().trim().max(500).optional(),
  translationKey: contentSlugField.optional(),
  /** A docs page's place in its category's list (lower first). */
  order: z
    .number({ error: ORDER_MESSAGE })
    .int(ORDER_MESSAGE)
    .min(0, ORDER_MESSAGE)
    .max(1000, ORDER_MESSAGE)
    .optional(),
  status: z.enum(CONTENT_STATUSES).default('draft'),
});
export type ContentCreateBody = z.infer<typeof contentCreateBody>;

/** PATCH /api/content/entries/{id}: any of the editable fields; a null translation key unlinks the post. */
export const contentUpdateBody = contentCreateBody
  .omit({ kind: true, slug: true, lang: true, status: true })
  .extend({ translationKey: contentSlugField.nullable() })
  .partial()
  .strict();
export type ContentUpdateBody = z.infer<typeof contentUpdateBody>;

/**
 * The kinds internal users edit on /dashboard/site-content (issue 14), with
 * the fields each has besides title, slug, language, description and text.
 */
export const EDITABLE_CONTENT_KINDS = ['blog', 'docs', 'announcement'] as const;
export type EditableContentKind = (typeof EDITABLE_CONTENT_KINDS)[number];

/** A row of the internal users' list: where its text comes from and when it was last edited here. */
export const contentAdminRowSchema = contentSummarySchema.extend({
  source: z.enum(['repository', 'api']),
  editedAt: z.string().nullable(),
});
export type ContentAdminRow = z.infer<typeof contentAdminRowSchema>;
export const contentAdminRowsSchema = z.array(contentAdminRowSchema);

/** One entry as internal users edit it: its Markdown and every editable field. */
export const contentAdminEntrySchema = contentEntrySchema.extend({
  body: z.string(),
  editedAt: z.string().nullable(),
  translationKey: z.string().nullable(),
  order: z.number(),
});
export type ContentAdminEntry = z.infer<typeof contentAdminEntrySchema>;

/** POST /api/content/preview: Markdown rendered by the public pages' own renderer. */
export const contentPreviewBody = z.strictObject({ body: z.string().max(CONTENT_BODY_MAX) });
export const contentPreviewSchema = z.object({
  html: z.string(),
  headings: z.array(z.object({ level: z.number(), text: z.string() })),
  faq: z.array(faqItemSchema),
  words: z.number(),
  readingMinutes: z.number(),
});
export type ContentPreview = z.infer<typeof contentPreviewSchema>;

/** GET /api/content/docs-categories: every docs category, pages or not. */
export const docsCategoryDefSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
});
export type DocsCategoryDef = z.infer<typeof docsCategoryDefSchema>;
export const docsCategoryDefsSchema = z.array(docsCategoryDefSchema);

/** POST /api/contact: the contact form. `website` is a honeypot a person never fills. */
export const contactBody = z.strictObject({
  name: z.string().trim().min(1, 'Tell us your name.').max(120),
  email: z.string().trim().toLowerCase().email('Enter an email address we can answer.').max(254),
  topic: z.enum(['general', 'sales', 'support', 'billing', 'partnership', 'press']).default('general'),
  message: z.string().trim().min(10, 'Write at least a sentence (10 characters).').max(5000),
  website: z.string().max(500).optional(),
});
export type ContactBody = z.infer<typeof contactBody>;
export const contactReceiptSchema = z.object({ id: z.string(), receivedAt: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** What the site's server puts into the first HTML of a public path (GET /api/content/prerender). */
export const prerenderSchema = z.object({
  status: z.number(),
  /** Tags for <head>: title, description, canonical, Open Graph, Twitter, hreflang, JSON-LD. */
  head: z.string(),
  /** The page's main content (header, h1, text, footer) or '' when the app renders the path alone. */
  body: z.string(),
  /** Where a trailing-slash or case variant of a path moves to (301), else null. */
  redirect: z.string().nullable(),
  /**
   * When the app starts on this page. `interaction`: the server's page is complete for a
   * reader, so the app's JavaScript loads at the visitor's first gesture (a pointer move,
   * touch, key or focus) and not before. `load`: at once, because the page needs the app to
   * be whole (no server body, a form only the app has, a running promotion).
   */
  startApp: z.enum(['load', 'interaction']),
});
export type Prerender = z.infer<typeof prerenderSchema>;

/** Where the contact form's messages go, and the address the site gives for support. */
export const SUPPORT_EMAIL = 'support@inkpress.app';

/** GET /api/content/blog: a page of posts, its paging, and the languages the blog has posts in. */
export const blogListResponseSchema = contentListSchema.extend({
  languages: z.array(z.object({ lang: z.string(), count: z.number() })),
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;
export const docsSearchResultsSchema = z.array(docsSearchHitSchema);
export const contentEntriesSchema = z.array(contentEntrySchema);
