/**
 * A fake of the shell for screen tests: a ShellApi whose API client answers
 * from a table of handlers ("POST /api/auth/login" → function), rendered in
 * the theme and a memory router that shows where the screen navigated to.
 */
import { ApiError, type ApiErrorBody } from '@inkpress/shared-core';
import {
  InkpressThemeProvider,
  type SessionUser,
  type ShellApi,
  ShellProvider,
  ToastProvider,
  ToastStore,
} from '@inkpress/shared-ui';
import { type FakeShellOptions, fakeShell as sharedFakeShell } from '@inkpress/shared-ui/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** An ApiError as the client builds it from the API's error body. */
export function apiError(body: Partial<ApiErrorBody> & { status: number }): ApiError {
  return ApiError.fromResponse(body.status, body);
}

export const testUser: SessionUser = {
  id: '64b000000000000000000001',
  email: 'ada@example.com',
  user_metadata: { createdFromShopify: false },
  features: { gpt4: false },
};

export { type FakeApi, type FakeShellOptions, fakeApiClient as fakeApi } from '@inkpress/shared-ui/testing';

/** shared-ui's fake shell (one for every remote), as the account screens use it. */
export function fakeShell(options: FakeShellOptions = {}) {
  const { shell, session, api, resets, upgrade } = sharedFakeShell(options);
  return { shell, session, api, resets, upgrade };
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
