import './polyfills';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { InkpressThemeProvider } from '../theme';

interface ProvidersProps {
  route?: string;
  children?: ReactNode;
}

function Providers({ route, children }: ProvidersProps) {
  const themed = <InkpressThemeProvider>{children}</InkpressThemeProvider>;
  return route === undefined ? themed : <MemoryRouter initialEntries={[route]}>{themed}</MemoryRouter>;
}

export interface RenderWithThemeOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Starting location for components that use react-router; wraps the tree in a MemoryRouter. */
  route?: string;
  /** Options for the returned user-event instance (e.g. fake-timer advance). */
  user?: UserEventOptions;
}

/**
 * Renders `ui` inside the Inkpress theme (and a MemoryRouter when `route` is given) and returns a
 * user-event instance with the render result. For tests in every package.
 */
export function renderWithTheme(
  ui: ReactElement,
  { route, user, ...options }: RenderWithThemeOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const wrapper = ({ children }: { children: ReactNode }) => <Providers route={route}>{children}</Providers>;
  return { user: userEvent.setup(user), ...render(ui, { wrapper, ...options }) };
}
