import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme, type InkpressTheme } from './theme';

export interface InkpressThemeProviderProps {
  /** The tree to theme. */
  children?: ReactNode;
  /** Replaces the default theme (tests, previews); omit it in the app. */
  theme?: InkpressTheme;
  /**
   * Renders the reset and base styles. The shell renders them once; a remote mounted inside the
   * shell leaves this off.
   */
  withGlobalStyle?: boolean;
}

/** Gives its tree the Inkpress theme and, by default, the global styles. */
export function InkpressThemeProvider({
  children,
  theme = defaultTheme,
  withGlobalStyle = true,
}: InkpressThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
