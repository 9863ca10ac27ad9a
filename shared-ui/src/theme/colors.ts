/** Raw colour ramps. Components use the semantic `colors` below, not these. */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  /** Brand: indigo. */
  indigo: {
    50: '#eef2ff',
    100: '#e0e7ff',
    200: '#c7d2fe',
    300: '#a5b4fc',
    400: '#818cf8',
    500: '#6366f1',
    600: '#4f46e5',
    700: '#4338ca',
    800: '#3730a3',
    900: '#312e81',
  },
  /** Brand accent: violet. */
  violet: {
    50: '#f5f3ff',
    100: '#ede9fe',
    500: '#8b5cf6',
    600: '#7c3aed',
    700: '#6d28d9',
  },
  /** Neutrals: slate, slightly cool to sit with indigo. */
  slate: {
    50: '#f8fafc',
    100: '#f1f5f9',
    200: '#e2e8f0',
    300: '#cbd5e1',
    400: '#94a3b8',
    500: '#64748b',
    600: '#475569',
    700: '#334155',
    800: '#1e293b',
    900: '#0f172a',
  },
  green: { 50: '#f0fdf4', 200: '#bbf7d0', 600: '#16a34a', 700: '#15803d' },
  amber: { 50: '#fffbeb', 200: '#fde68a', 500: '#f59e0b', 800: '#92400e' },
  red: { 50: '#fef2f2', 200: '#fecaca', 600: '#dc2626', 700: '#b91c1c' },
  sky: { 50: '#f0f9ff', 200: '#bae6fd', 600: '#0284c7', 700: '#0369a1' },
} as const;

/** A colour set for one tone: soft surfaces (`bg`, `fg`, `border`) and solid fills (`solid`, `onSolid`). */
export interface ToneColors {
  /** Soft background. */
  bg: string;
  /** Text on `bg`; at least 4.5:1 contrast. */
  fg: string;
  border: string;
  /** Solid fill (buttons, progress bars). */
  solid: string;
  /** Solid fill on hover. */
  solidHover: string;
  /** Text on `solid`; at least 4.5:1 contrast. */
  onSolid: string;
}

export type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

const p = palette;

/** Semantic colours; every text pair meets WCAG AA contrast. */
export const colors = {
  text: {
    primary: p.slate[900],
    secondary: p.slate[600],
    /** Hints and placeholders: 4.76:1 on white. */
    muted: p.slate[500],
    inverse: p.white,
    link: p.indigo[600],
    linkHover: p.indigo[800],
  },
  background: {
    /** The page. */
    canvas: p.slate[50],
    /** Cards, popups, inputs. */
    surface: p.white,
    /** Hovered rows and ghost buttons. */
    subtle: p.slate[100],
    muted: p.slate[200],
    /** Behind modals and drawers. */
    overlay: 'rgba(15, 23, 42, 0.5)',
    /** Tooltips. */
    inverse: p.slate[900],
  },
  border: {
    default: p.slate[200],
    strong: p.slate[300],
    /** Form control borders: 3:1 against white (WCAG 1.4.11). */
    control: p.slate[500],
  },
  /** The keyboard focus ring. */
  focus: p.indigo[600],
  tones: {
    neutral: {
      bg: p.slate[100],
      fg: p.slate[700],
      border: p.slate[200],
      solid: p.slate[700],
      solidHover: p.slate[800],
      onSolid: p.white,
    },
    brand: {
      bg: p.indigo[50],
      fg: p.indigo[700],
      border: p.indigo[200],
      solid: p.indigo[600],
      solidHover: p.indigo[700],
      onSolid: p.white,
    },
    success: {
      bg: p.green[50],
      fg: p.green[700],
      border: p.green[200],
      solid: p.green[700],
      solidHover: p.green[700],
      onSolid: p.white,
    },
    warning: {
      bg: p.amber[50],
      fg: p.amber[800],
      border: p.amber[200],
      solid: p.amber[500],
      solidHover: p.amber[500],
      onSolid: p.slate[900],
    },
    danger: {
      bg: p.red[50],
      fg: p.red[700],
      border: p.red[200],
      solid: p.red[600],
      solidHover: p.red[700],
      onSolid: p.white,
    },
    info: {
      bg: p.sky[50],
      fg: p.sky[700],
      border: p.sky[200],
      solid: p.sky[700],
      solidHover: p.sky[700],
      onSolid: p.white,
    },
  } satisfies Record<Tone, ToneColors>,
  /** The brand gradient for hero accents and the promotion banner. */
  brandGradient: `linear-gradient(135deg, ${p.indigo[600]} 0%, ${p.violet[600]} 100%)`,
} as const;

export type Colors = typeof colors;
