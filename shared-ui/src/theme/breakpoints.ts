/** Breakpoint minimum widths in px (SPEC §9). Mobile first: `xs` starts at 0. */
export const breakpoints = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Breakpoint names from the smallest to the largest. */
export const breakpointOrder: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'];

/**
 * Upper bounds sit 0.02px below the next breakpoint so that `down('md')` and `up('md')` never both
 * match, even on browsers that round fractional viewport widths.
 */
const maxWidth = (breakpoint: Breakpoint): number => breakpoints[breakpoint] - 0.02;

function nextBreakpoint(breakpoint: Breakpoint): Breakpoint | undefined {
  return breakpointOrder[breakpointOrder.indexOf(breakpoint) + 1];
}

/**
 * Media query helpers for styled-components templates:
 *
 * ```ts
 * const Nav = styled.nav`
 *   display: none;
 *   ${media.up('md')} { display: flex; }
 * `;
 * ```
 */
export const media = {
  /** Viewports at least as wide as `breakpoint`. */
  up: (breakpoint: Breakpoint): string => `@media (min-width: ${breakpoints[breakpoint]}px)`,
  /** Viewports narrower than `breakpoint` (below it, not including it). */
  down: (breakpoint: Breakpoint): string => `@media (max-width: ${maxWidth(breakpoint)}px)`,
  /** Viewports from `from` (inclusive) up to `to` (exclusive). */
  between: (from: Breakpoint, to: Breakpoint): string =>
    `@media (min-width: ${breakpoints[from]}px) and (max-width: ${maxWidth(to)}px)`,
  /** Viewports inside the range of `breakpoint` alone. */
  only: (breakpoint: Breakpoint): string => {
    const next = nextBreakpoint(breakpoint);
    return next ? media.between(breakpoint, next) : media.up(breakpoint);
  },
} as const;

export type Media = typeof media;
