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
   * Also renders `GlobalStyle` (reset, fonts, focus ring). Default false: the app root renders
   * `<GlobalStyle />` itself, once, and a remote mounted inside the shell never does.
   */
  withGlobalStyle?: boolean;
}

/** Gives its tree the Inkpress theme (and, when asked, the global styles). */
export function InkpressThemeProvider({
  children,
  theme = defaultTheme,
  withGlobalStyle = false,
}: InkpressThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
