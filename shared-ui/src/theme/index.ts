export { type Breakpoint, breakpointOrder, breakpoints, type Media, media } from './breakpoints';
export { type Colors, colors, palette, type Tone, type ToneColors } from './colors';
export { GlobalStyle } from './GlobalStyle';
export { InkpressThemeProvider, type InkpressThemeProviderProps } from './InkpressThemeProvider';
export { type Grid, grid, type Layout, layout } from './layout';
export { focusVisibleRing, reducedMotion, visuallyHidden } from './mixins';
export { type InkpressTheme, theme } from './theme';
export * from './tokens';
