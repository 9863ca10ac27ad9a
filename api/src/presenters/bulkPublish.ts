import type { BulkPublishItemView, BulkPublishRunView } from '@inkpress/shared-core';
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

/** A bulk publish with its posts; its status is read from them. */
export function presentBulkPublishRun(
  run: BulkPublishRunDoc,
  items: BulkPublishItemDoc[],
  integrationName: string,
): BulkPublishRunView {
  const counts = { queued: 0, running: 0, succeeded: 0, failed: 0 };
  for (const item of items) counts[item.status] += 1;
  const open = counts.queued + counts.running;
  const status =
    open > 0 ? 'running' : counts.failed === 0 ? 'succeeded' : counts.succeeded === 0 ? 'failed' : 'partial';
  return {
    id: String(run._id),
    type: run.type,
    integrationId: String(run.integrationId),
    integrationName,
    status,
    publishStatus: run.options.status,
    total: run.total,
    counts,
    items: items.map(presentBulkPublishItem),
    createdAt: run.createdAt.toISOString(),
  };
}
