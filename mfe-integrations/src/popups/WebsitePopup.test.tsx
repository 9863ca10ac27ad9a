import type { IntegrationView } from '@inkpress/shared-core';
import { InkpressThemeProvider, ShellProvider } from '@inkpress/shared-ui';
import { type FakeHandler, fakeShell } from '@inkpress/shared-ui/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WebsitePopup from './WebsitePopup';

jest.setTimeout(30_000);

const wordpress: IntegrationView = {
  id: 'i1',
  type: 'wordpress',
  name: 'Bakery blog',
  url: 'https://bakery.example.com',
  username: 'ann',
  builtIn: false,
  state: 'needs_attention',
  problem: { code: 'WORDPRESS_AUTH', message: 'WordPress refused the application password.' },
  hasSecret: true,
  lastCheckedAt: null,
  createdAt: null,
};

/** The website popup with `props`, on a fake shell answering `handlers`. */
function renderPopup(props: Record<string, unknown>, handlers: Record<string, FakeHandler>) {
  const fake = fakeShell({ handlers });
  const close = jest.fn();
  const user = userEvent.setup();
  render(
    <InkpressThemeProvider>
      <ShellProvider store={fake.shell}>
        <WebsitePopup props={props} close={close} />
      </ShellProvider>
    </InkpressThemeProvider>,
  );
  return { ...fake, close, user };
}

describe('reconnecting a website', () => {
  it('shows what went wrong and sends only the fields that changed', async () => {
    const onDone = jest.fn();
    const { calls, close, user } = renderPopup(
      { integration: wordpress, onDone },
      { 'PATCH /api/integrations/i1': () => ({ data: { ...wordpress, state: 'connected', problem: null } }) },
    );
    expect(screen.getByText('WordPress refused the application password.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Kind of website' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/WordPress username/)).toHaveValue('ann');
    await user.type(screen.getByLabelText(/Application password/), 'abcd efgh');
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(calls.find((c) => c.route === 'PATCH /api/integrations/i1')?.body).toEqual({
      applicationPassword: 'abcd efgh',
    });
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 'i1', state: 'connected' }));
  });
});

describe('connecting a new website', () => {
  it('shows each kind’s own fields and sends Reddit’s subreddits as a list', async () => {
    const { calls, user } = renderPopup(
      {},
      { 'POST /api/integrations': (body) => ({ data: { ...wordpress, ...(body as object), id: 'i2' } }) },
    );
    expect(screen.getByRole('radio', { name: /WordPress/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: /Reddit/ }));
    expect(screen.queryByLabelText(/Site address/)).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'How to make a Reddit script app' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Client id/), ' id1 ');
    await user.type(screen.getByLabelText(/Client secret/), 'sec');
    await user.type(screen.getByLabelText(/Reddit username/), 'ann');
    await user.type(screen.getByLabelText(/Reddit password/), 'pw');
    await user.type(screen.getByLabelText(/Subreddits/), 'r/writing, blogging  cooking');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(calls.some((c) => c.route === 'POST /api/integrations')).toBe(true));
    expect(calls.find((c) => c.route === 'POST /api/integrations')?.body).toEqual({
      type: 'reddit',
      clientId: 'id1',
      clientSecret: 'sec',
      username: 'ann',
      password: 'pw',
      subreddits: ['r/writing', 'blogging', 'cooking'],
    });
  });

  it('checks a Shopify token with Shopify before connecting', async () => {
    const { calls, user } = renderPopup(
      { type: 'shopify' },
      {
        'POST /api/shopify/validate': () => ({
          data: {
            shop: 'my-shop.myshopify.com',
            name: 'My Shop',
            url: 'https://my-shop.example.com',
            scopes: ['read_content', 'write_content'],
          },
        }),
      },
    );
    const check = screen.getByRole('button', { name: 'Check with Shopify' });
    expect(check).toBeDisabled();
    await user.type(screen.getByLabelText(/Shop domain/), 'my-shop.myshopify.com ');
    await user.type(screen.getByLabelText(/Admin API access token/), 'shpat_1');
    await user.click(check);
    expect(
      await screen.findByText(
        'Shopify accepted the token for My Shop (my-shop.myshopify.com). Scopes: read_content, write_content.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.route === 'POST /api/shopify/validate')?.body).toEqual({
      shop: 'my-shop.myshopify.com',
      accessToken: 'shpat_1',
    });
  });
});
