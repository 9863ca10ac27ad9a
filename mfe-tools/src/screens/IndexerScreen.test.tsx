import { ApiError } from '@inkpress/shared-core';
import { InkpressThemeProvider, type SessionUser, ShellProvider } from '@inkpress/shared-ui';
import { type FakeShellOptions, fakeShell } from '@inkpress/shared-ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import IndexerScreen from './IndexerScreen';

const KEY = 'b'.repeat(32);
const user: SessionUser = {
  id: '64b000000000000000000001',
  email: 'ada@example.com',
  user_metadata: { createdFromShopify: false },
  features: { gpt4: false },
};
const EMAIL = 'indexer@jobs-site.iam.gserviceaccount.com';
const SERVICE_KEY = JSON.stringify({
  type: 'service_account',
  client_email: EMAIL,
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIE…\n-----END PRIVATE KEY-----\n',
  token_uri: 'https://oauth2.googleapis.com/token',
});

const indexer = (google: { clientEmail: string; connectedAt: string } | null, canManage = true) => ({
  key: KEY,
  canManage,
  google,
  keyFile: `${KEY}.txt`,
  hosts: [
    {
      host: 'jobs.example.com',
      keyLocation: `https://jobs.example.com/${KEY}.txt`,
      verifiedAt: '2026-11-25T10:00:00.000Z',
    },
  ],
  creditsPerUrl: 1500,
});

function renderIndexer(handlers: FakeShellOptions['handlers']) {
  const { shell, calls } = fakeShell({ user, handlers });
  render(
    <InkpressThemeProvider>
      <ShellProvider store={shell}>
        <MemoryRouter>
          <IndexerScreen />
        </MemoryRouter>
      </ShellProvider>
    </InkpressThemeProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe('the indexer page', () => {
  it('connects Google with a pasted key after stating its scope, shows the email only, and removes it', async () => {
    let connected = false;
    const { calls, user: u } = renderIndexer({
      'GET /api/indexer': () => indexer(null),
      'GET /api/indexer/submissions?limit=50': () => [],
      'PUT /api/indexer/google': (body: unknown) => {
        const text = (body as { serviceAccountKey: string }).serviceAccountKey;
        if (!text.startsWith('{'))
          throw new ApiError({
            status: 400,
            code: 'ValidationError',
            message: 'That is not a JSON key file. In Google Cloud, open the service account…',
          });
        connected = true;
        return { clientEmail: EMAIL, connectedAt: '2026-11-27T20:00:00.000Z' };
      },
      'DELETE /api/indexer/google': () => undefined,
    });
    const card = (await screen.findByRole('heading', { name: 'Google’s Indexing API (optional)' })).closest(
      'section',
    ) as HTMLElement;
    const scoped = card ?? document.body;
    expect(
      within(scoped).getByText(/only for pages with job postings \(JobPosting\) or livestream/),
    ).toBeVisible();
    await u.click(within(scoped).getByRole('button', { name: 'Connect Google' }));
    const form = screen.getByRole('form', { name: 'Connect Google’s Indexing API' });
    expect(within(form).getByText(/as an/)).toHaveTextContent(
      'add the service account’s email as an owner of your site',
    );
    const textarea = within(form).getByRole('textbox', { name: /Service account JSON key/ });
    await u.click(textarea);
    await u.paste('not a key');
    await u.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await within(form).findByText(/not a JSON key file/)).toBeVisible();
    expect(connected).toBe(false);

    await u.clear(textarea);
    await u.click(textarea);
    await u.paste(SERVICE_KEY);
    await u.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByTestId('indexer-google')).toHaveTextContent(`Connected as ${EMAIL}`);
    expect(calls.filter((c) => c.route === 'PUT /api/indexer/google').at(-1)?.body).toEqual({
      serviceAccountKey: SERVICE_KEY,
    });
    expect(screen.queryByRole('form', { name: 'Connect Google’s Indexing API' })).toBeNull();
    expect(document.body.textContent).not.toContain('PRIVATE KEY');

    await u.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Connect Google' })).toBeVisible();
    expect(screen.queryByTestId('indexer-google')).toBeNull();
    expect(calls.at(-1)?.route).toBe('DELETE /api/indexer/google');
  });

  it('lists each engine’s answer side by side: accepted, refused with the reason, not sent', async () => {
    renderIndexer({
      'GET /api/indexer': () => indexer({ clientEmail: EMAIL, connectedAt: '2026-11-27T20:00:00.000Z' }),
      'GET /api/indexer/submissions?limit=50': () => [
        {
          id: '1',
          url: 'https://jobs.example.com/jobs/1',
          host: 'jobs.example.com',
          status: 'submitted',
          engines: {
            indexNow: { state: 'accepted', httpStatus: 202, reason: null },
            google: {
              state: 'refused',
              httpStatus: 403,
              reason: 'Permission denied: add the service account as an owner.',
            },
          },
          engineStatus: 202,
          reason: null,
          credits: 1500,
          createdAt: '2026-11-27T20:00:00.000Z',
        },
        {
          id: '2',
          url: 'https://careers.example.com/jobs/2',
          host: 'careers.example.com',
          status: 'refused',
          engines: {
            indexNow: null,
            google: {
              state: 'failed',
              httpStatus: 429,
              reason: 'Google’s quota is used up; try again tomorrow.',
            },
          },
          engineStatus: null,
          reason: 'Google: Google’s quota is used up; try again tomorrow.',
          credits: 0,
          createdAt: '2026-11-27T20:00:00.000Z',
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Your submissions' });
    const [first, second] = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((li) => li.parentElement === list);
    const engines1 = within(first as HTMLElement).getByRole('list', { name: 'Search engines' });
    expect(engines1).toHaveTextContent('IndexNowAccepted · 202');
    expect(engines1).toHaveTextContent(
      'GoogleRefused · 403Permission denied: add the service account as an owner.',
    );
    expect(first).toHaveTextContent('1,500 credits');
    const engines2 = within(second as HTMLElement).getByRole('list', { name: 'Search engines' });
    expect(engines2).toHaveTextContent('IndexNowNot sent: the site is not verified.');
    expect(engines2).toHaveTextContent('GoogleFailed · 429Google’s quota is used up; try again tomorrow.');
    expect(second).toHaveTextContent('Refunded');
    // With Google connected, the URLs need no verified site for Google.
    expect(
      screen.getByText('One per line. IndexNow gets those of your verified sites; Google gets them all.'),
    ).toBeVisible();
  });

  it('says what it does with both engines, and shows a member who can change the settings', async () => {
    const { calls } = renderIndexer({
      'GET /api/indexer': () =>
        indexer({ clientEmail: EMAIL, connectedAt: '2026-11-27T20:00:00.000Z' }, false),
      'GET /api/indexer/submissions?limit=50': () => [],
    });
    expect(await screen.findByText(/through IndexNow \(Bing/)).toHaveTextContent(
      /through Google’s Indexing API for job posting and livestream pages/,
    );
    expect(await screen.findByTestId('indexer-google')).toHaveTextContent(`Connected as ${EMAIL}`);
    for (const note of screen.getAllByTestId('indexer-owner-only'))
      expect(note).toHaveTextContent(
        'Only your team’s owner can verify sites and connect or remove Google’s Indexing API. You can submit URLs.',
      );
    expect(screen.getAllByTestId('indexer-owner-only')).toHaveLength(2);
    for (const name of ['Verify', 'Connect Google', 'Replace key', 'Remove'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Verify a site' })).toBeNull();
    // Submitting stays open.
    expect(screen.getByRole('textbox', { name: 'Page URLs' })).toBeEnabled();
    expect(calls.map((c) => c.route)).toEqual(['GET /api/indexer', 'GET /api/indexer/submissions?limit=50']);
  });

  it('opens the indexer popup on a listed URL to submit it again', async () => {
    const { shell, calls, popups } = fakeShell({
      user,
      handlers: {
        'GET /api/indexer': () => indexer(null),
        'GET /api/indexer/submissions?limit=50': () => [
          {
            id: '1',
            url: 'https://jobs.example.com/jobs/1',
            host: 'jobs.example.com',
            status: 'refused',
            engines: { indexNow: { state: 'failed', httpStatus: 503, reason: 'Down.' }, google: null },
            engineStatus: 503,
            reason: 'Down.',
            credits: 0,
            createdAt: '2026-11-27T20:00:00.000Z',
          },
        ],
      },
    });
    render(
      <InkpressThemeProvider>
        <ShellProvider store={shell}>
          <MemoryRouter>
            <IndexerScreen />
          </MemoryRouter>
        </ShellProvider>
      </InkpressThemeProvider>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Submit again' }));
    expect(popups.open).toHaveBeenCalledWith('indexer', {
      urls: ['https://jobs.example.com/jobs/1'],
      onDone: expect.any(Function),
    });
    expect(calls.filter((c) => c.route.startsWith('POST'))).toEqual([]);
  });
});
