import { act, render, screen } from '@testing-library/react';
import { InkpressThemeProvider } from '../theme';
import { createHarnessShell, HarnessPopups } from './harnessShell';
import type { PopupProps } from './types';

/** The part of a fetch Response the API client reads (jsdom has no Response). */
function answer(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
    body: null,
  };
}

/** The headers a call was made with. */
function sentHeaders(init: RequestInit): Record<string, string> {
  return Object.fromEntries(
    Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
  );
}

describe('the harness shell', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants the CSRF cookie the API would set.
    document.cookie = 'inkpress_csrf=tok123';
  });

  it('sends the CSRF header on unsafe calls only, with credentials', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: {} }));
    const shell = createHarnessShell(() => undefined);
    await shell.api.post('/api/folders', { body: { name: 'x' } });
    await shell.api.get('/api/folders');
    const [[, post], [, get]] = fetchMock.mock.calls as [[string, RequestInit], [string, RequestInit]];
    expect(sentHeaders(post)['x-csrf-token']).toBe('tok123');
    expect(sentHeaders(get)['x-csrf-token']).toBeUndefined();
    expect(post.credentials).toBe('include');
  });

  it('loads the session once and sends a signed-in user to a same-origin from, never off-site', async () => {
    fetchMock.mockResolvedValue(
      answer(401, { status: 401, code: 'AuthenticationRequired', message: 'Please sign in.' }),
    );
    const navigate = jest.fn();
    const shell = createHarnessShell(navigate);
    await shell.session.load();
    await shell.session.load();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shell.session.status).toBe('success');
    expect(shell.session.user).toBeNull();
    window.history.pushState({}, '', '/login?from=//evil.example');
    const user = {
      id: 'u1',
      email: 'a@b.co',
      user_metadata: { createdFromShopify: false },
      features: { gpt4: false },
    };
    shell.session.signedIn(user);
    expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    window.history.pushState({}, '', '/login?from=/dashboard/billing');
    shell.session.signedIn(user);
    expect(navigate).toHaveBeenLastCalledWith('/dashboard/billing');
  });

  it('opens a popup type once and draws it with the remote’s component', async () => {
    const shell = createHarnessShell(() => undefined);
    render(
      <InkpressThemeProvider>
        <HarnessPopups
          shell={shell}
          table={{
            upgrade: {
              title: 'Upgrade',
              component: ({ props }: PopupProps) => <p>from {String(props.source)}</p>,
            },
          }}
        />
      </InkpressThemeProvider>,
    );
    act(() => {
      shell.upgrade('harness');
      shell.popups.open('upgrade');
    });
    expect(shell.popups.stack).toHaveLength(1);
    expect(await screen.findByRole('dialog', { name: 'Upgrade' })).toHaveTextContent('from harness');
    act(() => shell.popups.close('upgrade'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
