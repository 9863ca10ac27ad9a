/**
 * The editor's screen tests: shared-ui's fake shell (a typed ShellApi whose
 * API client answers from handlers keyed "METHOD /path", streams from
 * "STREAM /path"), rendered in the theme, a toast store and a memory router.
 */
import '../../editor/test/domPolyfills';
import {
  InkpressThemeProvider,
  type ShellApi,
  ShellProvider,
  ToastProvider,
  ToastStore,
} from '@inkpress/shared-ui';
import { type FakeHandler, type FakeStream, fakeShell as sharedFakeShell } from '@inkpress/shared-ui/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export type Handler = FakeHandler;
export type StreamHandler = FakeStream;

/** shared-ui's fake shell, called as the editor's tests call it. */
export function fakeShell(handlers: Record<string, Handler>, streams: Record<string, StreamHandler> = {}) {
  const { shell, calls, popups } = sharedFakeShell({ handlers, streams });
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
