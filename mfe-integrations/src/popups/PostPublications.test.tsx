import type { IntegrationView, PublicationView } from '@inkpress/shared-core';
import { InkpressThemeProvider, ShellProvider } from '@inkpress/shared-ui';
import { type FakeHandler, fakeShell, postView } from '@inkpress/shared-ui/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localInput } from './publishing';
import WebflowPublishPopup from './WebflowPublishPopup';

jest.setTimeout(30_000);

const site: IntegrationView = {
  id: 'i1',
  type: 'webflow',
  name: 'Studio blog',
  url: 'https://studio.webflow.io',
  username: null,
  builtIn: false,
  state: 'connected',
  problem: null,
  hasSecret: true,
  lastCheckedAt: null,
  createdAt: null,
};

const publication = (fields: Partial<PublicationView> = {}): PublicationView => ({
  id: 'i1:p1',
  postId: 'p1',
  integrationId: 'i1',
  type: 'webflow',
  state: 'scheduled',
  remoteId: null,
  url: null,
  scheduledFor: '2031-03-04T09:30:00.000Z',
  lastError: null,
  updatedAt: '2031-03-01T00:00:00.000Z',
  ...fields,
});

/** The Webflow publish popup for post p1, on a fake shell answering `handlers` (plus the site list). */
function renderPopup(handlers: Record<string, FakeHandler>) {
  const fake = fakeShell({
    handlers: { 'GET /api/integrations': () => ({ data: [site] }), ...handlers },
  });
  const user = userEvent.setup();
  render(
    <InkpressThemeProvider>
      <ShellProvider store={fake.shell}>
        <WebflowPublishPopup props={{ postId: 'p1', title: 'Spring menu' }} close={() => undefined} />
      </ShellProvider>
    </InkpressThemeProvider>,
  );
  return { ...fake, user };
}

describe('scheduling from a publish popup of a site with no scheduler of its own', () => {
  it('sends the date and time picked, and says when the post goes live', async () => {
    const at = Date.now() + 3 * 86_400_000;
    const { calls, user } = renderPopup({
      'GET /api/integrations/publications': () => ({ data: [] }),
      'POST /api/integrations/publish': (body) => ({
        data: publication({
          scheduledFor: (body as { schedulePublishConfig: { date: string } }).schedulePublishConfig.date,
        }),
      }),
    });
    await user.click(await screen.findByRole('radio', { name: /Schedule/ }));
    expect(screen.getByRole('radio', { name: /Schedule/ })).toHaveTextContent('Inkpress publishes it');
    fireEvent.change(screen.getByLabelText('Publish on'), { target: { value: localInput(at) } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/is scheduled on Studio blog/)).toBeInTheDocument();
    expect(screen.getByText(/It will go live on/)).toBeInTheDocument();
    const sent = calls.find((c) => c.route === 'POST /api/integrations/publish')!.body;
    expect(sent).toMatchObject({ type: 'webflow', postId: 'p1', integrationId: 'i1', status: 'future' });
    const date = (sent as { schedulePublishConfig: { date: string } }).schedulePublishConfig.date;
    expect(date).toBe(new Date(localInput(at)).toISOString());
  });

  it('refuses a time in the past before sending anything', async () => {
    const { calls, user } = renderPopup({ 'GET /api/integrations/publications': () => ({ data: [] }) });
    await user.click(await screen.findByRole('radio', { name: /Schedule/ }));
    fireEvent.change(screen.getByLabelText('Publish on'), {
      target: { value: localInput(Date.now() - 86_400_000) },
    });
    expect(screen.getByText('The date must be in the future.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(calls.some((c) => c.route === 'POST /api/integrations/publish')).toBe(false);
  });
});

describe('the post’s publications list', () => {
  it('shows the scheduled time, and its cancel button takes the schedule back', async () => {
    let list = [
      publication(),
      publication({
        id: 'i2:p1',
        integrationId: 'i2',
        type: 'medium',
        state: 'published',
        scheduledFor: null,
        url: 'https://medium.com/@a/spring',
      }),
      publication({
        id: 'i3:p1:r/textonly',
        integrationId: 'i3',
        type: 'reddit',
        state: 'published',
        scheduledFor: null,
        url: 'https://reddit.com/r/TextOnly/comments/abc',
      }),
    ];
    const { calls, user } = renderPopup({
      'GET /api/integrations/publications': () => ({ data: list }),
      'POST /api/posts/p1/cancel-publish': () => {
        list = list.filter((p) => p.state !== 'scheduled');
        return postView({ id: 'p1', status: 'draft' });
      },
    });
    const box = await screen.findByRole('region', { name: 'This post on your sites' });
    const scheduled = within(box).getByText(/^Scheduled on Studio blog for /);
    expect(scheduled).toHaveTextContent(
      new Date('2031-03-04T09:30:00.000Z').toLocaleString(undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    );
    expect(within(box).getByText(/Live on Medium/)).toBeInTheDocument();
    // A Reddit publication names its subreddit.
    expect(within(box).getByText(/Live on Reddit r\/textonly/)).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Cancel the schedule' }));
    await waitFor(() => expect(within(box).queryByText(/^Scheduled on/)).not.toBeInTheDocument());
    expect(within(box).queryByRole('button', { name: 'Cancel the schedule' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.route === 'POST /api/posts/p1/cancel-publish')).toHaveLength(1);
  });

  it('reads the list again once a schedule is due, so it turns Live when the post goes out', async () => {
    let reads = 0;
    const due = new Date(Date.now() + 500).toISOString();
    renderPopup({
      'GET /api/integrations/publications': () => {
        reads += 1;
        return {
          data: [
            reads === 1
              ? publication({ scheduledFor: due })
              : publication({
                  state: 'published',
                  scheduledFor: null,
                  url: 'https://studio.webflow.io/spring',
                }),
          ],
        };
      },
    });
    const box = await screen.findByRole('region', { name: 'This post on your sites' });
    expect(within(box).getByText(/^Scheduled on Studio blog for /)).toBeInTheDocument();
    expect(await within(box).findByText(/^Live on Studio blog/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Cancel the schedule' })).not.toBeInTheDocument();
  });

  it('says why a cancel failed and keeps the schedule shown', async () => {
    const { user } = renderPopup({
      'GET /api/integrations/publications': () => ({ data: [publication()] }),
      'POST /api/posts/p1/cancel-publish': () => {
        throw new Error('This post is being published to the site right now; it can no longer be cancelled.');
      },
    });
    const box = await screen.findByRole('region', { name: 'This post on your sites' });
    await user.click(within(box).getByRole('button', { name: 'Cancel the schedule' }));
    expect(await within(box).findByText(/being published to the site right now/)).toBeInTheDocument();
    expect(within(box).getByText(/^Scheduled on Studio blog/)).toBeInTheDocument();
  });
});
