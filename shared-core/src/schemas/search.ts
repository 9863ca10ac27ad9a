import { z } from 'zod';
import { body, isHttpUrl } from './fields';

/**
 * Research search (SPEC §7 POST /api/search): web, book, video and journal
 * search through the configured search provider, the team's own documents,
 * related keywords, and internal-link suggestions from the team's own site.
 */

/** What kind of thing a web search looks for (SPEC §7 `source`). */
export const searchSources = ['webpage', 'book', 'video', 'journal'] as const;
export type SearchSource = (typeof searchSources)[number];

/** SPEC §7 operations of POST /api/search. */
export const searchOperations = [
  'search-pages',
  'search-urls',
  'search-images',
  'search-documents',
  'keywords-for-keywords',
  'search-domain-links',
] as const;
export type SearchOperation = (typeof searchOperations)[number];

/** The operations answered by the search provider (web search). */
export const webSearchOperations: readonly SearchOperation[] = [
  'search-pages',
  'search-urls',
  'search-images',
];

/** Sites one search-domain-links call may crawl. */
export const SEARCH_MAX_SITES = 5;
/** The longest include or exclude pattern. */
export const SEARCH_PATTERN_MAX_CHARS = 500;

const patternField = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(SEARCH_PATTERN_MAX_CHARS, `${label} must be at most ${SEARCH_PATTERN_MAX_CHARS} characters.`)
    .optional();

/**
 * POST /api/search. `operation` defaults to search-pages and `source` to
 * webpage. `query` is required by every operation but search-domain-links,
 * which needs `urls` (the sites to crawl) and may take `query` (the text
 * the links are for) to rank the pages. Patterns are comma-separated globs
 * over a page's path (`/blog/*`; `*` is any run of characters).
 */
export const SearchBody = body({
  operation: z
    .enum(searchOperations, { error: `Operation must be one of ${searchOperations.join(', ')}.` })
    .default('search-pages'),
  source: z
    .enum(searchSources, { error: `Source must be one of ${searchSources.join(', ')}.` })
    .default('webpage'),
  query: z
    .string({ error: 'Query must be text.' })
    .trim()
    .max(2000, 'Query must be at most 2000 characters.')
    .optional(),
  limit: z
    .number({ error: 'Limit must be a number.' })
    .int('Limit must be a whole number.')
    .min(1, 'Limit must be at least 1.')
    .max(50, 'Limit must be at most 50.')
    .default(10),
  urls: z
    .array(
      z
        .string({ error: 'Each URL must be text.' })
        .trim()
        .max(2048, 'A URL must be at most 2048 characters.')
        .refine(isHttpUrl, 'Enter web addresses starting with http:// or https://.'),
      { error: 'URLs must be a list of web addresses.' },
    )
    .max(SEARCH_MAX_SITES, `Crawl at most ${SEARCH_MAX_SITES} sites at once.`)
    .optional(),
  includePattern: patternField('Include pattern'),
  excludePattern: patternField('Exclude pattern'),
  crawNewPagesOnly: z.boolean({ error: 'New pages only must be true or false.' }).default(false),
}).superRefine((b, ctx) => {
  if (b.operation === 'search-domain-links') {
    if (!b.urls || b.urls.length === 0)
      ctx.addIssue({ code: 'custom', path: ['urls'], message: 'Add the address of your site to crawl.' });
  } else if (!b.query) {
    ctx.addIssue({ code: 'custom', path: ['query'], message: 'Query is required.' });
  }
});
export type SearchBody = z.infer<typeof SearchBody>;
export type SearchInput = z.input<typeof SearchBody>;

/** A web page (or book, video, journal article) the provider found. */
export const PageResultView = z.object({
  kind: z.literal('page'),
  title: z.string(),
  url: z.string(),
  host: z.string(),
  snippet: z.string(),
  /** ISO date when the provider knows it. */
  publishedAt: z.string().nullable(),
  /** Authors, journal or channel, when the provider gives them. */
  byline: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type PageResultView = z.infer<typeof PageResultView>;

export const ImageResultView = z.object({
  kind: z.literal('image'),
  title: z.string(),
  /** The page the image is on. */
  url: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  host: z.string(),
});
export type ImageResultView = z.infer<typeof ImageResultView>;

/** One of the team's own posts or sources (info base, uploaded file, web page). */
export const DocumentResultView = z.object({
  kind: z.literal('document'),
  documentType: z.enum(['post', 'chat-file-upload', 'info-base', 'web-page']),
  /** The post's or the source's id. */
  id: z.string(),
  collectionId: z.string().nullable(),
  title: z.string(),
  /** The post's site path (its slug) or the web page's address; null for files. */
  url: z.string().nullable(),
  /** The best passage for the query. */
  snippet: z.string(),
  score: z.number(),
});
export type DocumentResultView = z.infer<typeof DocumentResultView>;

export const KeywordResultView = z.object({
  kind: z.literal('keyword'),
  keyword: z.string(),
  /** content: phrases of the team's own posts and files; expansion: built from the input; provider: the search provider's suggestions. */
  from: z.enum(['content', 'expansion', 'provider']),
  /** How often the phrase occurs in the team's content (0 for expansions and suggestions): no search volumes offline. */
  occurrences: z.number().int(),
});
export type KeywordResultView = z.infer<typeof KeywordResultView>;

/** A page of the team's own site, suggested as an internal link. */
export const LinkResultView = z.object({
  kind: z.literal('link'),
  url: z.string(),
  title: z.string(),
  /** Words of the query the page's title and address share (ranking). */
  sharedWords: z.array(z.string()),
  /** First seen by this crawl (always true with crawNewPagesOnly). */
  isNew: z.boolean(),
  /** sitemap: listed in the site's sitemap; link: found by following links. */
  foundBy: z.enum(['sitemap', 'link']),
});
export type LinkResultView = z.infer<typeof LinkResultView>;

export const SearchResultView = z.discriminatedUnion('kind', [
  PageResultView,
  ImageResultView,
  DocumentResultView,
  KeywordResultView,
  LinkResultView,
]);
export type SearchResultView = z.infer<typeof SearchResultView>;

/** What a crawl did, so the UI can say why few links came back. */
export const CrawlReportView = z.object({
  sites: z.array(
    z.object({
      url: z.string(),
      /** Pages the sitemap listed (0 without one). */
      sitemapPages: z.number().int(),
      /** Pages fetched and read. */
      pagesRead: z.number().int(),
      /** Pages robots.txt kept us out of. */
      blockedByRobots: z.number().int(),
      /** Pages left out by the include and exclude patterns. */
      filteredOut: z.number().int(),
      /** Pages seen on an earlier crawl (left out with crawNewPagesOnly). */
      seenBefore: z.number().int(),
      /** Why the crawl stopped early or failed, in words; null when it ran to the end. */
      problem: z.string().nullable(),
    }),
  ),
});
export type CrawlReportView = z.infer<typeof CrawlReportView>;

export const SearchView = z.object({
  operation: z.enum(searchOperations),
  source: z.enum(searchSources),
  /** Where the results come from: the configured provider, the team's own content offline, or a crawl of the team's site. */
  provider: z.enum(['search-provider', 'offline', 'site-crawl']),
  /** True when no outside service was asked (offline keywords and documents). */
  offline: z.boolean(),
  results: z.array(SearchResultView),
  crawl: CrawlReportView.nullable(),
});
export type SearchView = z.infer<typeof SearchView>;
export const SearchResponse = z.object({ data: SearchView });
