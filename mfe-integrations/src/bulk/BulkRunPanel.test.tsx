import type { BulkPublishItemView, BulkPublishRunView } from '@inkpress/shared-core';
import { InkpressThemeProvider } from '@inkpress/shared-ui';
import { fakeApiClient } from '@inkpress/shared-ui/testing';
import { render, screen, within } from '@testing-library/react';
import { integrationsApi } from '../integrations/api';
import { BulkRunPanel } from './BulkRunPanel';

const item = (index: number, fields: Partial<BulkPublishItemView> = {}): BulkPublishItemView => ({
  index,
  postId: `p${index}`,
  title: `Post ${index}`,
  status: 'queued',
  state: null,
  url: null,
  remoteId: null,
  error: null,
  attempts: 1,
  ...fields,
});

const run = (items: BulkPublishItemView[]): BulkPublishRunView => ({
  id: 'r1',
  type: 'shopify',
  integrationId: 'i1',
  integrationName: 'Shop',
  status: 'running',
  publishStatus: 'publish',
  total: items.length,
  counts: {
    queued: items.filter((i) => i.status === 'queued').length,
    running: items.filter((i) => i.status === 'running').length,
    succeeded: items.filter((i) => i.status === 'succeeded').length,
    failed: 0,
    cancelled: 0,
  },
  items,
  createdAt: '2026-11-27T10:00:00.000Z',
  cancelledAt: null,
  finishedAt: null,
});

const temporary = { code: 'RateLimitError', message: 'Shopify is busy (429). (trying again)' };

/** The panel on a run whose event stream sends `events` (item changes), then ends. */
function renderPanel(initial: BulkPublishRunView, events: BulkPublishItemView[] = []) {
  const { client } = fakeApiClient(
    {},
    {
      '/api/integrations/bulk-publish/r1/events': () =>
        events.map((data) => ({ event: 'item', data: JSON.stringify(data) })),
    },
  );
  return render(
    <InkpressThemeProvider>
      <BulkRunPanel client={integrationsApi(client)} initial={initial} close={() => undefined} />
    </InkpressThemeProvider>,
  );
}

const row = (title: string) => screen.getByText(title).closest('[data-status]') as HTMLElement;

describe('the bulk run panel’s “Waiting to retry” badge', () => {
  it('marks a post queued after a temporary site error, with its reason, apart from one not sent yet', () => {
    renderPanel(run([item(0, { error: temporary }), item(1)]));
    const waiting = row('Post 0');
    expect(waiting).toHaveAttribute('data-status', 'queued');
    expect(within(waiting).getByText('Waiting to retry')).toBeInTheDocument();
    expect(within(waiting).getByText(temporary.message)).toBeInTheDocument();
    // It is not failed: no retry button of its own, and the rest of the run can still be cancelled.
    expect(within(waiting).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the rest' })).toBeInTheDocument();
    const fresh = row('Post 1');
    expect(within(fresh).getByText('Waiting')).toBeInTheDocument();
    expect(within(fresh).queryByText('Waiting to retry')).not.toBeInTheDocument();
  });

  it('follows the post live: publishing, waiting to retry, then live with its address', async () => {
    renderPanel(run([item(0, { status: 'running' })]), [
      item(0, { status: 'queued', error: temporary }),
      item(0, {
        status: 'succeeded',
        state: 'published',
        url: 'https://shop.test/blogs/news/post-0',
        attempts: 2,
      }),
    ]);
    expect(within(row('Post 0')).getByText('Publishing…')).toBeInTheDocument();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.queryByText('Waiting to retry')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://shop.test/blogs/news/post-0' })).toBeInTheDocument();
  });

  it('shows the badge when the stream reports the temporary error', async () => {
    renderPanel(run([item(0, { status: 'running' })]), [item(0, { status: 'queued', error: temporary })]);
    expect(await screen.findByText('Waiting to retry')).toBeInTheDocument();
    expect(row('Post 0')).toHaveAttribute('data-status', 'queued');
  });

  it('says “Failed” with a retry button once the retries are spent, never “Waiting to retry”', () => {
    renderPanel({
      ...run([
        item(0, { status: 'failed', error: { code: 'RateLimitError', message: 'Shopify is busy (429).' } }),
      ]),
      status: 'failed',
      counts: { queued: 0, running: 0, succeeded: 0, failed: 1, cancelled: 0 },
    });
    const failed = row('Post 0');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).queryByText('Waiting to retry')).not.toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
