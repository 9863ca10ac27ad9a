import type {
  BulkArticleView,
  BulkCounts,
  BulkRunStatus,
  BulkRunSummaryView,
  BulkRunView,
} from '@inkpress/shared-core';
import type { BulkArticleDoc, BulkRunDoc } from '../models/Bulk';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** One article of a bulk run (shared-core BulkArticleView). */
export function presentBulkArticle(article: BulkArticleDoc): BulkArticleView {
  return {
    index: article.index,
    keyword: article.keyword ?? null,
    title: article.title,
    template_id: article.templateId ?? null,
    language: article.language,
    length: article.length,
    folder_id: String(article.folderId),
    status: article.status,
    progress: article.status === 'succeeded' ? 1 : Math.min(1, Math.max(0, article.progress ?? 0)),
    estimate: article.estimate,
    charged: article.charged ?? 0,
    refunded: article.refunded ?? 0,
    attempts: article.attempts ?? 1,
    error: article.error ?? null,
    collection_id: article.collectionId ? String(article.collectionId) : null,
    post_id: article.postId ? String(article.postId) : null,
    writer: article.writer ?? null,
    started_at: iso(article.startedAt),
    finished_at: iso(article.finishedAt),
  };
}

type ArticleState = Pick<BulkArticleDoc, 'status' | 'progress' | 'charged' | 'finishedAt'>;

export function countArticles(articles: ArticleState[]): BulkCounts {
  const counts: BulkCounts = {
    total: articles.length,
    queued: 0,
    running: 0,
    succeeded: 0,
    failed: 0,
    cancelled: 0,
  };
  for (const a of articles) counts[a.status] += 1;
  return counts;
}

/** The run's state, read from its articles. */
export function runStatus(run: Pick<BulkRunDoc, 'cancelledAt'>, counts: BulkCounts): BulkRunStatus {
  if (counts.queued + counts.running > 0) return 'running';
  if (run.cancelledAt && counts.cancelled > 0) return 'cancelled';
  if (counts.failed === 0) return 'succeeded';
  return counts.succeeded === 0 ? 'failed' : 'partial';
}

export function presentBulkRunSummary(run: BulkRunDoc, articles: ArticleState[]): BulkRunSummaryView {
  const counts = countArticles(articles);
  const status = runStatus(run, counts);
  const done = articles.reduce(
    (sum, a) =>
      sum +
      (a.status === 'running' ? Math.min(1, Math.max(0, a.progress ?? 0)) : a.status === 'queued' ? 0 : 1),
    0,
  );
  const finished =
    status === 'running'
      ? null
      : articles.reduce<Date | null>((latest, a) => {
          const at = a.finishedAt ? new Date(a.finishedAt) : null;
          return at && (!latest || at > latest) ? at : latest;
        }, null);
  return {
    id: String(run._id),
    status,
    counts,
    progress: articles.length ? Math.min(1, done / articles.length) : 1,
    folder_id: String(run.folderId),
    parallel: run.parallel,
    estimate: run.estimate,
    charged: articles.reduce((sum, a) => sum + (a.status === 'succeeded' ? (a.charged ?? 0) : 0), 0),
    created_at: iso(run.createdAt) ?? new Date(0).toISOString(),
    finished_at: iso(finished ?? run.cancelledAt),
    cancelled_at: iso(run.cancelledAt),
  };
}

/** A run with its articles (shared-core BulkRunView), in row order. */
export function presentBulkRun(run: BulkRunDoc, articles: BulkArticleDoc[]): BulkRunView {
  const sorted = [...articles].sort((a, b) => a.index - b.index);
  return { ...presentBulkRunSummary(run, sorted), articles: sorted.map(presentBulkArticle) };
}
