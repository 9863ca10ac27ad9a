import type { Breakpoint } from './breakpoints';

/** Page chrome sizes in px (SPEC §9). */
export const layout = {
  /** The marketing header. */
  headerHeight: 68,
  /** The dashboard top bar on wide screens. */
  topBarHeight: 80,
  /** The dashboard top bar on small screens. */
  topBarHeightCompact: 64,
  /** The dashboard sidebar. */
  sidebarWidth: 270,
} as const;

/** The 12-column grid (SPEC §9) used by Container, Row and Col. */
export const grid = {
  columns: 12,
  /** Horizontal space between columns, in px. */
  gutter: 24,
  /** Container max widths per breakpoint, in px; `xs` is fluid. */
  containerMaxWidths: {
    sm: 540,
    md: 720,
    lg: 960,
    xl: 1140,
    xxl: 1320,
  } satisfies Partial<Record<Breakpoint, number>>,
} as const;

export type Layout = typeof layout;
export type Grid = typeof grid;
