/**
 * The geometry of a bar chart (credits per day, commission per month), as a
 * pure function so it is tested without a browser: one bar per point, a
 * y-axis of round ticks.
 */
export interface BarPoint {
  /** Unique per point (a day, a month). */
  key: string;
  value: number;
}

export interface Bar {
  key: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  max: number;
  ticks: { value: number; y: number }[];
  bars: Bar[];
  /** Indexes of the points whose label is drawn (about six, evenly spaced). */
  labelled: number[];
}

/** The smallest of 1, 2, 5 × 10^n (whole numbers, at least 1) at or above `value`. */
export function niceStep(value: number): number {
  if (value <= 1) return 1;
  const exponent = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    if (step * exponent >= value) return step * exponent;
  }
  return 10 * exponent;
}

/** The top of the y-axis: four whole, round steps at or above the largest value. */
export function axisMax(value: number): number {
  return 4 * niceStep(Math.max(0, value) / 4);
}

export function barChart(
  points: readonly BarPoint[],
  size: { width: number; height: number } = { width: 720, height: 220 },
): ChartGeometry {
  const plot = { left: 56, top: 12, right: size.width - 8, bottom: size.height - 28 };
  const plotWidth = plot.right - plot.left;
  const plotHeight = plot.bottom - plot.top;
  const max = axisMax(Math.max(0, ...points.map((p) => p.value)));
  const slot = points.length > 0 ? plotWidth / points.length : plotWidth;
  const barWidth = Math.max(2, Math.min(28, slot * 0.7));
  const bars = points.map((p, i) => {
    const height = max > 0 ? (Math.max(0, p.value) / max) * plotHeight : 0;
    return {
      key: p.key,
      value: p.value,
      x: plot.left + i * slot + (slot - barWidth) / 2,
      y: plot.bottom - height,
      width: barWidth,
      height,
    };
  });
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => ({ value: max * f, y: plot.bottom - f * plotHeight }));
  const every = Math.max(1, Math.ceil(points.length / 6));
  const labelled = points.map((_, i) => i).filter((i) => i % every === 0);
  // The last point is labelled too, unless that would crowd the previous label.
  const last = points.length - 1;
  if (last > 0 && !labelled.includes(last) && last - (labelled.at(-1) ?? 0) > every / 2) labelled.push(last);
  return { width: size.width, height: size.height, plot, max, ticks, bars, labelled };
}
