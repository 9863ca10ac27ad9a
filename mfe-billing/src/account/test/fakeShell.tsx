/**
 * A fake of the shell for screen tests: a ShellApi whose API client answers
 * from a table of handlers ("POST /api/auth/login" → function), rendered in
 * the theme and a memory router that shows where the screen navigated to.
 */
import { type ApiClient, ApiError, type ApiErrorBody, type HttpMethod } from '@inkpress/shared-core';
import {
  InkpressThemeProvider,
  type SessionUser,
  type ShellApi,
  ShellProvider,
  type ShellSession,
  ToastProvider,
  ToastStore,
} from '@inkpress/shared-ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

type Handler = (body: unknown, path: string) => unknown;

/** An ApiError as the client builds it from the API's error body. */
export function apiError(body: Partial<ApiErrorBody> & { status: number }): ApiError {
  return ApiError.fromResponse(body.status, body);
}

export interface FakeApi {
  client: ApiClient;
  /** Every call made, in order: "POST /api/auth/login" and its body. */
  calls: { route: string; body: unknown }[];
}

/** An ApiClient answering from `handlers`; a call without a handler fails the test loudly. */
export function fakeApi(handlers: Record<string, Handler>): FakeApi {
  const calls: FakeApi['calls'] = [];
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
    stream: () => {
      throw new Error('stream is not faked');
    },
    on: () => () => undefined,
    once: () => () => undefined,
    off: () => undefined,
  } as unknown as ApiClient;
  return { client, calls };
}

export const testUser: SessionUser = {
  id: '64b000000000000000000001',
  email: 'ada@example.com',
  user_metadata: { createdFromShopify: false },
  features: { gpt4: false },
};

export interface FakeShellOptions {
  handlers?: Record<string, Handler>;
  /** The signed-in user; null for a visitor. */
  user?: SessionUser | null;
  status?: ShellSession['status'];
}

export function fakeShell({ handlers = {}, user = null, status = 'success' }: FakeShellOptions = {}) {
  const api = fakeApi(handlers);
  const session = {
    status,
    user,
    isInternal: false,
    load: jest.fn(async () => undefined),
    signedIn: jest.fn(),
    logout: jest.fn(async () => undefined),
  } satisfies ShellSession;
  const resets: (() => void)[] = [];
  const shell = {
    session,
    popups: { open: jest.fn(), close: jest.fn(), clear: jest.fn(), isOpen: () => false, stack: [] },
    api: api.client,
    onReset: (reset: () => void) => {
      resets.push(reset);
      return () => undefined;
    },
  };
  // The contract grows with the shell (promotions, analytics…); these screens use only the above.
  return { shell: shell as unknown as ShellApi, session, api, resets };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `route` (served at `path`) inside the fake shell; returns a user-event instance too. */
export function renderScreen(
  ui: ReactElement,
  { route, path = route.split('?')[0]!, shell }: { route: string; path?: string; shell: ShellApi },
) {
  const toasts = new ToastStore();
  const user = userEvent.setup();
  const result = render(
    <InkpressThemeProvider>
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

/** A field by its visible label, with or without the required marker (" *"). */
export function field(label: string): HTMLElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}( \\*)?$`));
}
