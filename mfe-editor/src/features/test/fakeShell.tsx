/**
 * A fake shell for the editor's screen tests: a ShellApi whose API client
 * answers from handlers keyed "METHOD /path" (streams from "STREAM /path"),
 * rendered in the theme, a toast store and a memory router.
 */
import '../../editor/test/domPolyfills';
import type { ApiClient, HttpMethod, ServerSentEvent } from '@inkpress/shared-core';
import {
  InkpressThemeProvider,
  type ShellApi,
  ShellProvider,
  ToastProvider,
  ToastStore,
} from '@inkpress/shared-ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export type Handler = (body: unknown, path: string) => unknown;
export type StreamHandler = (body: unknown) => ServerSentEvent[];

export function fakeShell(handlers: Record<string, Handler>, streams: Record<string, StreamHandler> = {}) {
  const calls: { route: string; body: unknown }[] = [];
  const request = async (method: HttpMethod, path: string, body?: unknown) => {
    const route = `${method} ${path}`;
    calls.push({ route, body });
    const handler = handlers[route];
    if (!handler) throw new Error(`No fake handler for ${route}`);
    return handler(body, path);
  };
  const client = {
    get: (path: string) => request('GET', path),
    getList: (path: string) => request('GET', path),
    post: (path: string, body?: unknown) => request('POST', path, body),
    put: (path: string, body?: unknown) => request('PUT', path, body),
    patch: (path: string, body?: unknown) => request('PATCH', path, body),
    delete: (path: string) => request('DELETE', path),
    request: (method: HttpMethod, path: string, options?: { body?: unknown }) =>
      request(method, path, options?.body),
    async *stream(path: string, body?: unknown) {
      calls.push({ route: `STREAM ${path}`, body });
      const handler = streams[path];
      if (!handler) throw new Error(`No fake stream for ${path}`);
      for (const event of handler(body)) {
        await Promise.resolve();
        yield event;
      }
    },
    on: () => () => undefined,
    once: () => () => undefined,
    off: () => undefined,
  } as unknown as ApiClient;
  const popups = { open: jest.fn(), close: jest.fn(), clear: jest.fn(), isOpen: () => false, stack: [] };
  const shell = {
    session: {
      status: 'success',
      user: null,
      isInternal: false,
      load: jest.fn(),
      signedIn: jest.fn(),
      logout: jest.fn(),
    },
    popups,
    api: client,
    onReset: () => () => undefined,
  } as unknown as ShellApi;
  return { shell, calls, popups };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders a screen at `route` (matched by `path`) inside the fake shell. */
export function renderScreen(
  ui: ReactElement,
  { route, path, shell }: { route: string; path: string; shell: ShellApi },
) {
  const toasts = new ToastStore();
  const user = userEvent.setup();
  const result = render(
    <InkpressThemeProvider withGlobalStyle={false}>
      <ToastProvider store={toasts}>
        <ShellProvider store={shell}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <Location />
          </MemoryRouter>
        </ShellProvider>
      </ToastProvider>
    </InkpressThemeProvider>,
  );
  return { ...result, user, toasts };
}
