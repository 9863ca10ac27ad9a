import { InkpressThemeProvider, ShellProvider } from '@inkpress/shared-ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { RemotesStore } from '../federation/RemotesStore';
import { createPromotionStrip } from '../promotions/surfaces';
import { ShellContext } from '../ShellContext';
import { createShell, type ShellOptions, type ShellStores } from '../stores/createShell';
import { type FakeApi, fakeApi } from './fakeApi';

export interface TestShell {
  stores: ShellStores;
  api: FakeApi;
  storage: Map<string, string>;
  location: { pathname: string; search: string };
  assign: jest.Mock;
}

/** The shell's stores on a fake API, with an empty remote registry unless one is given. */
export function createTestShell(
  routes: Record<string, unknown> = {},
  options: Partial<ShellOptions> & { consent?: string } = {},
): TestShell {
  const api = fakeApi(routes);
  const storage = new Map<string, string>(options.consent ? [['inkpress.consent', options.consent]] : []);
  const location = { pathname: '/', search: '' };
  const assign = jest.fn();
  const stores = createShell(
    {
      api,
      remotes:
        options.remotes ??
        new RemotesStore(
          async () => null,
          () => undefined,
        ),
      consentStorage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => {
          storage.set(k, v);
        },
      },
      location: () => location,
      clientVersion: 'test',
      assign,
      ...options,
    },
    { PromotionStrip: createPromotionStrip },
  );
  return { stores, api, storage, location, assign };
}

/** Renders `ui` inside the shell's providers, the theme and a MemoryRouter at `route`. */
export function renderInShell(
  ui: ReactElement,
  shell: TestShell,
  { route = '/', fakeTimers = false }: { route?: string; fakeTimers?: boolean } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShellContext.Provider value={shell.stores}>
      <ShellProvider store={shell.stores.shellApi}>
        <InkpressThemeProvider>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </InkpressThemeProvider>
      </ShellProvider>
    </ShellContext.Provider>
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  return { user, ...render(ui, { wrapper }) };
}
