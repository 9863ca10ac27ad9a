import { z } from 'zod';
import { articleCost, defaultWordCount } from '../constants/credits';
import { isLanguageCode } from '../constants/languages';

/**
 * The bulk content generator (issue 11): POST /api/bulk-generate writes one
 * article per row of keywords or titles into a folder, in parallel up to
 * the team's limit, on the job engine's workers.
 */
export const bulkLimits = {
  /** Rows of one run. */
  maxRows: 100,
  /** Articles of one team written at once (lanes of a run). */
  parallelPerTeam: 4,
  /** Characters of one keyword or title. */
  maxText: 200,
} as const;

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'Must be a valid id.');

export const BulkArticleOptions = z.strictObject({
  featureImage: z.boolean().optional(),
  simplifiedSentences: z.boolean().optional(),
  readability: z.boolean().optional(),
  faqs: z.boolean().optional(),
  externalLinks: z.boolean().optional(),
  internalLinks: z.boolean().optional(),
});
export type BulkArticleOptions = z.infer<typeof BulkArticleOptions>;

/** One row: a keyword or a title (or both), and its own options over the run's. */
export const BulkRowInput = z
  .strictObject({
    keyword: z.string().trim().max(bulkLimits.maxText).optional(),
    title: z.string().trim().max(bulkLimits.maxText).optional(),
    templateId: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/, 'Unknown template.')
      .optional(),
    language: z
      .string()
      .refine((v) => isLanguageCode(v), 'Unknown language: use one of the content languages.')
      .optional(),
    length: z.enum(['short', 'medium']).optional(),
    folderId: objectId.optional(),
  })
  .refine((row) => Boolean(row.keyword || row.title), 'Each row needs a keyword or a title.');
export type BulkRowInput = z.infer<typeof BulkRowInput>;

/**
 * POST /api/bulk-generate and POST /api/bulk-generate/estimate. The run's
 * defaults apply to every row that does not set its own. Without `folderId`
 * the articles go into a new folder named `folderName` (or the run's date).
 */
export const BulkGenerateBody = z.strictObject({
  rows: z
    .array(BulkRowInput)
    .min(1, 'Add at least one keyword or title.')
    .max(bulkLimits.maxRows, `At most ${bulkLimits.maxRows} rows per run.`),
  templateId: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'Unknown template.')
    .optional(),
  language: z
    .string()
    .refine((v) => isLanguageCode(v), 'Unknown language: use one of the content languages.')
    .optional(),
  length: z.enum(['short', 'medium']).optional(),
  folderId: objectId.optional(),
  folderName: z.string().trim().min(1).max(100).optional(),
  options: BulkArticleOptions.optional(),
  /** "Use my info base" for every article (as POST /api/generate's): passages cited, a Sources list. */
  infoBase: z.boolean().optional(),
});
export type BulkGenerateBody = z.infer<typeof BulkGenerateBody>;

/** The credits of one article of a bulk run (SPEC §9's article price, the catalogue's estimate). */
export function bulkArticleCost(options: BulkArticleOptions = {}): number {
  return articleCost(options);
}

/** The target words of a bulk article. */
export function bulkArticleWords(length: 'short' | 'medium' = 'short'): number {
  return defaultWordCount(length);
}

export const BulkEstimateView = z.object({
  /** Credits reserved for each row, in row order. */
  per_article: z.array(z.number().int().min(0)),
  total: z.number().int().min(0),
  /** The team's words balance now. */
  available: z.number().int(),
  /** Articles written at once. */
  parallel: z.number().int().min(1),
});
export type BulkEstimateView = z.infer<typeof BulkEstimateView>;
export const BulkEstimateResponse = z.object({ data: BulkEstimateView });

export const BulkArticleStatus = z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']);
export type BulkArticleStatus = z.infer<typeof BulkArticleStatus>;

export const BulkArticleView = z.object({
  index: z.number().int().min(0),
  keyword: z.string().nullable(),
  title: z.string(),
  template_id: z.string().nullable(),
  language: z.string(),
  length: z.enum(['short', 'medium']),
  folder_id: z.string(),
  status: BulkArticleStatus,
  /** 0…1: words written of the target while running, 1 when saved. */
  progress: z.number().min(0).max(1),
  /** Credits reserved (while queued or running) or charged (succeeded); 0 after a refund. */
  estimate: z.number().int().min(0),
  charged: z.number().int().min(0),
  refunded: z.number().int().min(0),
  attempts: z.number().int().min(0),
  error: z.string().nullable(),
  collection_id: z.string().nullable(),
  post_id: z.string().nullable(),
  /** 'offline writer' when the offline writer wrote it. */
  writer: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type BulkArticleView = z.infer<typeof BulkArticleView>;

/**
 * `running` while any article is queued or running; then `succeeded` (all
 * written), `partial` (some failed: retry them one by one), `failed` (none
 * written) or `cancelled`.
 */
export const BulkRunStatus = z.enum(['running', 'succeeded', 'partial', 'failed', 'cancelled']);
export type BulkRunStatus = z.infer<typeof BulkRunStatus>;

export const BulkCounts = z.object({
  total: z.number().int().min(0),
  queued: z.number().int().min(0),
  running: z.number().int().min(0),
  succeeded: z.number().int().min(0),
  failed: z.number().int().min(0),
  cancelled: z.number().int().min(0),
});
export type BulkCounts = z.infer<typeof BulkCounts>;

export const BulkRunSummaryView = z.object({
  id: z.string(),
  status: BulkRunStatus,
  counts: BulkCounts,
  /** 0…1 over all articles, the running ones counted by their own progress. */
  progress: z.number().min(0).max(1),
  folder_id: z.string(),
  parallel: z.number().int().min(1),
  estimate: z.number().int().min(0),
  charged: z.number().int().min(0),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type BulkRunSummaryView = z.infer<typeof BulkRunSummaryView>;

export const BulkRunView = BulkRunSummaryView.extend({ articles: z.array(BulkArticleView) });
export type BulkRunView = z.infer<typeof BulkRunView>;

export const BulkRunResponse = z.object({ data: BulkRunView });
export const BulkRunList = z.object({
  data: z.array(BulkRunSummaryView),
  total: z.number().int().min(0),
});
export type BulkRunList = z.infer<typeof BulkRunList>;

export const BulkListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * GET /api/bulk-generate/{id}/events: `run` (a BulkRunView) first and when the
 * run ends, `article` (a BulkArticleView) on each article's change, and
 * `article-progress` ({index, progress}) while one is written.
 */
export const BulkArticleProgressEvent = z.object({
  index: z.number().int().min(0),
  progress: z.number().min(0).max(1),
});
export type BulkArticleProgressEvent = z.infer<typeof BulkArticleProgressEvent>;
