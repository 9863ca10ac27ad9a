import type { BulkPublishItemView, BulkPublishRunView } from '@inkpress/shared-core';
import { bulkPopupFor, countsText, withItem } from './bulkRuns';

const item = (index: number, status: BulkPublishItemView['status']): BulkPublishItemView => ({
  index,
  postId: `p${index}`,
  title: `Post ${index}`,
  status,
  state: status === 'succeeded' ? 'published' : null,
  url: status === 'succeeded' ? `https://blog.test/${index}` : null,
  remoteId: null,
  error: null,
  attempts: 1,
});

const run = (items: BulkPublishItemView[]): BulkPublishRunView => ({
  id: 'r1',
  type: 'ghost',
  integrationId: 'i1',
  integrationName: 'Blog',
  status: 'running',
  publishStatus: 'publish',
  total: items.length,
  counts: { queued: items.length, running: 0, succeeded: 0, failed: 0, cancelled: 0 },
  items,
  createdAt: '2026-11-27T10:00:00.000Z',
  cancelledAt: null,
  finishedAt: null,
});

describe('withItem', () => {
  it('replaces the post and recounts, leaving the run running while posts are open', () => {
    const next = withItem(run([item(0, 'queued'), item(1, 'queued')]), item(0, 'succeeded'));
    expect(next.items[0]).toMatchObject({ status: 'succeeded', url: 'https://blog.test/0' });
    expect(next.counts).toEqual({ queued: 1, running: 0, succeeded: 1, failed: 0, cancelled: 0 });
    expect(next.status).toBe('running');
  });

  it('keeps the run’s own status once nothing is open (the next run event says how it ended)', () => {
    const done = { ...run([item(0, 'succeeded'), item(1, 'queued')]), status: 'cancelled' as const };
    expect(withItem(done, item(1, 'cancelled')).status).toBe('cancelled');
  });
});

describe('countsText', () => {
  it('says what is still to go, then how the others went', () => {
    expect(countsText({ queued: 1, running: 1, succeeded: 2, failed: 1, cancelled: 0 })).toBe(
      '2 to go · 2 published · 1 failed',
    );
    expect(countsText({ queued: 0, running: 0, succeeded: 1, failed: 0, cancelled: 3 })).toBe(
      '1 published · 3 not sent',
    );
  });
});

describe('bulkPopupFor', () => {
  it('names each kind of site’s bulk popup', () => {
    expect(bulkPopupFor('ghost')).toBe('ghost-bulk-publish');
    expect(bulkPopupFor('shopify')).toBe('shopify-bulk');
  });
});
