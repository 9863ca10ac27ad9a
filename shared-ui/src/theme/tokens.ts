/** Type, spacing, shape, depth and motion tokens. */

export const typography = {
  fontFamily: {
    sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", monospace',
  },
  /** A 1.2-ish modular scale in rem (16px root). */
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  fontWeight: {
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
  },
  lineHeight: {
    tight: 1.2,
    snug: 1.4,
    normal: 1.6,
  },
} as const;

/** Spacing on a 4px grid: `space[4]` is 16px. */
export const space = {
  0: '0',
  0.5: '2px',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
  20: '80px',
} as const;

export const radii = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '9999px',
} as const;

export const shadows = {
  xs: '0 1px 2px rgba(15, 23, 42, 0.06)',
  sm: '0 1px 3px rgba(15, 23, 42, 0.1), 0 1px 2px rgba(15, 23, 42, 0.06)',
  md: '0 4px 8px -2px rgba(15, 23, 42, 0.1), 0 2px 4px -2px rgba(15, 23, 42, 0.06)',
  lg: '0 12px 24px -4px rgba(15, 23, 42, 0.12), 0 4px 8px -4px rgba(15, 23, 42, 0.06)',
  xl: '0 24px 48px -12px rgba(15, 23, 42, 0.25)',
} as const;

/** Stacking order of floating layers. */
export const zIndex = {
  sticky: 100,
  header: 200,
  dropdown: 1000,
  overlay: 1100,
  drawer: 1200,
  modal: 1300,
  toast: 1400,
  tooltip: 1500,
} as const;

export const motion = {
  duration: {
    fast: '120ms',
    base: '200ms',
    slow: '320ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
  },
} as const;

/** The keyboard focus ring: an outline (kept by forced-colours modes, unlike box-shadow). */
export const focusRing = {
  width: '2px',
  offset: '2px',
} as const;

export type Typography = typeof typography;
export type Space = typeof space;
export type SpaceKey = keyof Space;
export type Radii = typeof radii;
export type Shadows = typeof shadows;
export type ZIndex = typeof zIndex;
export type Motion = typeof motion;
export type FocusRing = typeof focusRing;
