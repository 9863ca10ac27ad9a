import './domPolyfills';
import { InkpressThemeProvider } from '@inkpress/shared-ui';
import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';

/** Renders inside the Inkpress theme and gives a user-event instance. */
export function renderThemed(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <InkpressThemeProvider withGlobalStyle={false}>{children}</InkpressThemeProvider>
  );
  return { user: userEvent.setup(), ...render(ui, { wrapper, ...options }) };
}
