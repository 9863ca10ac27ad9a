import { breakpoints, media } from './breakpoints';
import { colors } from './colors';
import { grid, layout } from './layout';
import { focusRing, motion, radii, shadows, space, typography, zIndex } from './tokens';

/** The Inkpress theme every styled component reads through `props.theme`. */
export const theme = {
  breakpoints,
  media,
  grid,
  layout,
  colors,
  typography,
  space,
  radii,
  shadows,
  zIndex,
  motion,
  focusRing,
} as const;

export type InkpressTheme = typeof theme;

// Lives beside the theme (not in a .d.ts) so every program that imports the theme, including
// the shell and the remotes, sees `props.theme` typed.
declare module 'styled-components' {
  /** `props.theme` in every styled component is the Inkpress theme. */
  export interface DefaultTheme extends InkpressTheme {}
}
