import { ApiError } from '@inkpress/shared-core';
import { InkpressThemeProvider, ShellProvider } from '@inkpress/shared-ui';
import { type FakeShellOptions, fakeShell } from '@inkpress/shared-ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import popups from '../popups';
import IndexerPopup from './IndexerPopup';

const KEY = 'c'.repeat(32);
const POST = '64b0000000000000000000aa';
const EMAIL = 'indexer@jobs-site.iam.gserviceaccount.com';
const indexer = (google: boolean) => ({
  key: KEY,
  canManage: false,
  google: google ? { clientEmail: EMAIL, connectedAt: '2026-11-27T20:00:00.000Z' } : null,
  keyFile: `${KEY}.txt`,
  hosts: [
    {
      host: 'blog.example.com',
      keyLocation: `https://blog.example.com/${KEY}.txt`,
      verifiedAt: '2026-11-25T10:00:00.000Z',
    },
  ],
  creditsPerUrl: 1500,
});
const publication = (url: string | null, state: 'published' | 'draft') => ({
  id: `p-${url}`,
  postId: POST,
  integrationId: '64b0000000000000000000bb',
  type: 'wordpress',
  state,
  remoteId: '12',
  url,
  scheduledFor: null,
  lastError: null,
  updatedAt: '2026-11-27T20:00:00.000Z',
});
const accepted = { state: 'accepted', httpStatus: 202, reason: null };

function renderPopup(handlers: FakeShellOptions['handlers'], props: Record<string, unknown>) {
  const { shell, calls } = fakeShell({ handlers });
  const close = jest.fn();
  render(
    <InkpressThemeProvider>
      <ShellProvider store={shell}>
        <MemoryRouter>
          <IndexerPopup props={props} close={close} />
        </MemoryRouter>
      </ShellProvider>
    </InkpressThemeProvider>,
  );
  return { calls, close, user: userEvent.setup() };
}

describe('the indexer popup', () => {
  it('is registered as mfe-tools’ indexer popup', () => {
    expect(popups.indexer?.title).toBe('Submit for indexing');
  });

  it('offers a post’s published addresses, sends the ticked ones to the chosen engines and shows each answer', async () => {
    const onDone = jest.fn();
    const { calls, close, user } = renderPopup(
      {
        'GET /api/indexer': () => indexer(true),
        [`GET /api/integrations/publications?postId=${POST}`]: () => [
          publication('https://blog.example.com/cold-brew', 'published'),
          publication('https://jobs.example.com/cold-brew', 'published'),
          publication('https://preview.example.com/draft', 'draft'),
        ],
        'POST /api/indexer/submit': (body: unknown) => {
          const { urls } = body as { urls: string[] };
          return {
            submissions: urls.map((url, i) => ({
              id: String(i),
              url,
              host: new URL(url).host,
              status: i === 0 ? 'submitted' : 'refused',
              engines:
                i === 0
                  ? { indexNow: null, google: { ...accepted, httpStatus: 200 } }
                  : {
                      indexNow: null,
                      google: {
                        state: 'refused',
                        httpStatus: 403,
                        reason: 'Not an owner in Search Console.',
                      },
                    },
              engineStatus: null,
              reason: i === 0 ? null : 'Google: Not an owner in Search Console.',
              credits: i === 0 ? 1500 : 0,
              createdAt: '2026-11-27T20:00:00.000Z',
            })),
            credits: 1500,
            skipped: 0,
          };
        },
      },
      { postId: POST, onDone },
    );
    const list = await screen.findByRole('list', { name: 'URLs to submit' });
    // The published addresses only, ticked; the draft's preview is not offered.
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).checked),
    ).toEqual([true, true]);
    expect(list).not.toHaveTextContent('preview.example.com');
    expect(screen.getByText('The addresses where this post is published.')).toBeVisible();
    // Both engines available and chosen: the verified site's URL goes to both, the other to Google.
    expect(list).toHaveTextContent('blog.example.com/cold-brewTo IndexNow and Google');
    expect(list).toHaveTextContent('jobs.example.com/cold-brewTo Google');
    expect(screen.getByTestId('indexer-popup-cost')).toHaveTextContent(
      '2 URLs × 1,500 credits = 3,000 credits',
    );

    // Google only, and the jobs URL added by hand (the blog one ticked off, then on again).
    await user.click(screen.getByRole('checkbox', { name: /IndexNow/ }));
    expect(list).toHaveTextContent('blog.example.com/cold-brewTo Google');
    await user.click(within(list).getByRole('checkbox', { name: 'https://blog.example.com/cold-brew' }));
    expect(screen.getByRole('button', { name: 'Submit 1 URL' })).toBeEnabled();
    await user.click(within(list).getByRole('checkbox', { name: 'https://blog.example.com/cold-brew' }));
    await user.click(screen.getByRole('button', { name: 'Submit 2 URLs' }));

    expect(calls.at(-1)).toEqual({
      route: 'POST /api/indexer/submit',
      body: {
        urls: ['https://blog.example.com/cold-brew', 'https://jobs.example.com/cold-brew'],
        engines: ['google'],
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('1 submitted, 1 refused: 1,500 credits.');
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items[0]).toHaveTextContent('Submitted');
    expect(items[0]).toHaveTextContent('GoogleAccepted · 200');
    // The verified site's URL was kept from IndexNow by choice: not "not verified".
    expect(items[0]).toHaveTextContent('IndexNowNot sent.');
    expect(items[1]).toHaveTextContent('Refused · refunded');
    expect(items[1]).toHaveTextContent('GoogleRefused · 403Not an owner in Search Console.');
    expect(items[1]).toHaveTextContent('IndexNowNot sent: the site is not verified.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledWith(1);
    expect(close).toHaveBeenCalled();
  });

  it('says why it cannot send: an unverified site without Google, no engine, a bad address; shows the API’s refusal', async () => {
    const { calls, user } = renderPopup(
      {
        'GET /api/indexer': () => indexer(false),
        'POST /api/indexer/submit': () => {
          throw new ApiError({
            status: 402,
            code: 'NotEnoughCredits',
            message: 'You need 1,500 more credits.',
          });
        },
      },
      { urls: ['https://jobs.example.com/a', 'not a url'] },
    );
    const list = await screen.findByRole('list', { name: 'URLs to submit' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(1);
    // Google is not connected: it cannot be chosen, and the popup says who connects it.
    expect(screen.getByRole('checkbox', { name: /Google’s Indexing API/ })).toBeDisabled();
    expect(screen.getByText('Not connected: the team owner connects it on the indexer page.')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Verify jobs.example.com on the indexer page first, or choose Google.',
    );
    expect(screen.getByRole('button', { name: 'Submit 1 URL' })).toBeDisabled();

    await user.click(within(list).getByRole('checkbox'));
    await user.type(screen.getByRole('textbox', { name: /Add URLs/ }), 'blog.example.com/x');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Not a web address: blog.example.com/x')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: /Add URLs/ }));
    await user.type(screen.getByRole('textbox', { name: /Add URLs/ }), 'https://blog.example.com/x');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(list).toHaveTextContent('https://blog.example.com/xTo IndexNow');

    await user.click(screen.getByRole('checkbox', { name: /IndexNow/ }));
    expect(screen.getByRole('note')).toHaveTextContent('Choose at least one search engine.');
    expect(screen.getByRole('button', { name: 'Submit 1 URL' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /IndexNow/ }));
    await user.click(screen.getByRole('button', { name: 'Submit 1 URL' }));
    expect(calls.at(-1)?.body).toEqual({ urls: ['https://blog.example.com/x'], engines: ['indexNow'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('You need 1,500 more credits.');
    // Nothing is lost: the URL is still there to send again.
    expect(screen.getByRole('button', { name: 'Submit 1 URL' })).toBeEnabled();
  });
});
