import type {
  BulkPublishItemView,
  BulkPublishRunSummaryView,
  BulkPublishRunView,
} from '@inkpress/shared-core';
import type { BulkPublishItemDoc, BulkPublishRunDoc } from '../models/BulkPublish';

/** One post of a bulk publish (shared-core BulkPublishItemView). */
export function presentBulkPublishItem(item: BulkPublishItemDoc): BulkPublishItemView {
  return {
    index: item.index,
    postId: String(item.postId),
    title: item.title,
    status: item.status,
    state: item.status === 'succeeded' ? item.state : null,
    url: item.status === 'succeeded' ? (item.url ?? null) : null,
    remoteId: item.remoteId ?? null,
    error: item.error?.code ? { code: item.error.code, message: item.error.message } : null,
    attempts: item.attempts ?? 1,
  };
}

type ItemState = Pick<BulkPublishItemDoc, 'status' | 'finishedAt'>;

/** A bulk publish without its posts (the history list); its status is read from them. */
export function presentBulkPublishSummary(
  run: BulkPublishRunDoc,
  items: ItemState[],
  integrationName: string,
): BulkPublishRunSummaryView {
  const counts = { queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 };
  let last = 0;
  for (const item of items) {
    counts[item.status] += 1;
    if (item.finishedAt) last = Math.max(last, new Date(item.finishedAt).getTime());
  }
  const open = counts.queued + counts.running;
  const status =
    open > 0
      ? 'running'
      : run.cancelledAt && counts.cancelled > 0
        ? 'cancelled'
        : counts.failed === 0
          ? 'succeeded'
          : counts.succeeded === 0
            ? 'failed'
            : 'partial';
  return {
    id: String(run._id),
    type: run.type,
    integrationId: String(run.integrationId),
    integrationName,
    status,
    publishStatus: run.options.status,
    total: run.total,
    counts,
    createdAt: run.createdAt.toISOString(),
    cancelledAt: run.cancelledAt ? run.cancelledAt.toISOString() : null,
    finishedAt: open === 0 && last > 0 ? new Date(last).toISOString() : null,
  };
}

/** A bulk publish with its posts. */
export function presentBulkPublishRun(
  run: BulkPublishRunDoc,
  items: BulkPublishItemDoc[],
  integrationName: string,
): BulkPublishRunView {
  return {
    ...presentBulkPublishSummary(run, items, integrationName),
    items: items.map(presentBulkPublishItem),
  };
}
