import { useId } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { barChart } from './geometry';

export interface BarChartPoint {
  /** Unique per point: a day, a month. */
  key: string;
  /** What the axis and the table call the point ("3 Nov", "Nov 2026"). */
  label: string;
  value: number;
}

export interface BarChartProps {
  points: readonly BarChartPoint[];
  /** The chart's name (the SVG title and the table caption). */
  title: string;
  /** One sentence with what the chart shows (the SVG description). */
  summary: string;
  /** Column headers of the table screen readers get. */
  labelHeader: string;
  valueHeader: string;
  /** How a value is written on the axis, in bar titles and in the table. */
  formatValue?: (value: number) => string;
  /** Shown across an all-zero chart. */
  emptyText: string;
}

const plain = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * A bar chart as SVG: the image is named and described, each bar has its
 * own title, and the numbers are also in a table for screen readers.
 * Narrow screens scroll it sideways rather than shrink its text.
 */
export function BarChart({
  points,
  title,
  summary,
  labelHeader,
  valueHeader,
  formatValue = plain,
  emptyText,
}: BarChartProps) {
  const id = useId();
  const chart = barChart(points);
  const empty = points.every((p) => p.value <= 0);
  return (
    <Figure>
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {chart.ticks.map((t) => (
          <g key={t.value}>
            <line x1={chart.plot.left} x2={chart.plot.right} y1={t.y} y2={t.y} className="grid" />
            <text x={chart.plot.left - 8} y={t.y} className="axis" textAnchor="end" dominantBaseline="middle">
              {formatValue(t.value)}
            </text>
          </g>
        ))}
        {chart.bars.map((b, i) => (
          <rect
            key={b.key}
            x={b.x}
            y={b.y}
            width={b.width}
            height={Math.max(b.height, b.value > 0 ? 1 : 0)}
            rx={3}
            className="bar"
          >
            <title>{`${points[i]?.label ?? b.key}: ${formatValue(b.value)}`}</title>
          </rect>
        ))}
        {empty && (
          <text
            x={(chart.plot.left + chart.plot.right) / 2}
            y={(chart.plot.top + chart.plot.bottom) / 2}
            className="empty"
            textAnchor="middle"
          >
            {emptyText}
          </text>
        )}
        {chart.labelled.map((i) => {
          const b = chart.bars[i];
          if (!b) return null;
          return (
            <text
              key={b.key}
              x={b.x + b.width / 2}
              y={chart.plot.bottom + 18}
              className="axis"
              textAnchor="middle"
            >
              {points[i]?.label ?? b.key}
            </text>
          );
        })}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.key}>
                <th scope="row">{p.label}</th>
                <td>{formatValue(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  overflow-x: auto;
  svg {
    display: block;
    width: 100%;
    min-width: 520px;
    height: auto;
    max-height: 260px;
  }
  .grid {
    stroke: ${({ theme }) => theme.colors.border.default};
    stroke-width: 1;
  }
  .axis {
    fill: ${({ theme }) => theme.colors.text.muted};
    font-size: 12px;
  }
  .empty {
    fill: ${({ theme }) => theme.colors.text.muted};
    font-size: 14px;
  }
  .bar {
    fill: ${({ theme }) => theme.colors.tones.brand.solid};
  }
  .bar:hover {
    fill: ${({ theme }) => theme.colors.tones.brand.fg};
  }
`;
