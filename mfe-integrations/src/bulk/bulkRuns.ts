/**
 * Bulk publish runs as the screens show them: a post's change folded into
 * its run (the event stream sends posts between whole runs), the counts in
 * words, and the popup that shows a run of each kind of site.
 */
import type {
  BulkPublishItemView,
  BulkPublishRunSummaryView,
  BulkPublishRunView,
  PopupType,
} from '@inkpress/shared-core';

/** The run with one post's new state, its counts recounted (the run's status comes with the next `run`). */
export function withItem(run: BulkPublishRunView, item: BulkPublishItemView): BulkPublishRunView {
  const items = run.items.some((i) => i.index === item.index)
    ? run.items.map((i) => (i.index === item.index ? item : i))
    : [...run.items, item].sort((a, b) => a.index - b.index);
  const counts = { queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 };
  for (const i of items) counts[i.status] += 1;
  const open = counts.queued + counts.running;
  return { ...run, items, counts, status: open > 0 ? 'running' : run.status };
}

/** How many posts went how, e.g. “2 published · 1 failed · 3 not sent”; what is still open first. */
export function countsText(counts: BulkPublishRunSummaryView['counts']): string {
  const parts: string[] = [];
  const open = counts.queued + counts.running;
  if (open > 0) parts.push(`${open} to go`);
  if (counts.succeeded > 0) parts.push(`${counts.succeeded} published`);
  if (counts.failed > 0) parts.push(`${counts.failed} failed`);
  if (counts.cancelled > 0) parts.push(`${counts.cancelled} not sent`);
  return parts.join(' · ') || 'No posts';
}

/** The bulk popup of a kind of site (it shows a run when given its `runId`). */
export function bulkPopupFor(type: BulkPublishRunSummaryView['type']): PopupType {
  const popups: Record<BulkPublishRunSummaryView['type'], PopupType> = {
    wordpress: 'wordpress-bulk-publish',
    ghost: 'ghost-bulk-publish',
    shopify: 'shopify-bulk',
    webflow: 'webflow-bulk-publish',
    medium: 'medium-bulk-publish',
  };
  return popups[type];
}

export const runStatusText: Record<BulkPublishRunSummaryView['status'], string> = {
  running: 'Running',
  succeeded: 'Done',
  partial: 'Partly failed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const runStatusTone: Record<
  BulkPublishRunSummaryView['status'],
  'neutral' | 'info' | 'success' | 'warning' | 'danger'
> = {
  running: 'info',
  succeeded: 'success',
  partial: 'warning',
  failed: 'danger',
  cancelled: 'neutral',
};
