import { VisuallyHidden } from '@inkpress/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { barChart, type DayValue } from './chart';
import { formatDay, formatNumber } from './format';

interface Props {
  days: readonly DayValue[];
  /** What is counted, e.g. "words". */
  unit: string;
  title: string;
}

/**
 * Credits used per day as an SVG bar chart: the image is named and
 * described (the total and the busiest day), each bar has its own title,
 * and the numbers are also in a table for screen readers.
 */
export function UsageChart({ days, unit, title }: Props) {
  const id = useId();
  const chart = barChart(days);
  const total = days.reduce((sum, d) => sum + d.used, 0);
  const busiest = days.reduce<DayValue | null>((best, d) => (!best || d.used > best.used ? d : best), null);
  const summary =
    total === 0
      ? `No ${unit} used from ${formatDay(days[0]?.day ?? '')} to ${formatDay(days.at(-1)?.day ?? '')}.`
      : `${formatNumber(total)} ${unit} used over ${days.length} days; the busiest day was ${formatDay(busiest!.day)} with ${formatNumber(busiest!.used)}.`;

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
              {formatNumber(Math.round(t.value))}
            </text>
          </g>
        ))}
        {chart.bars.map((b) => (
          <rect
            key={b.day}
            x={b.x}
            y={b.y}
            width={b.width}
            height={Math.max(b.height, b.used > 0 ? 1 : 0)}
            rx={3}
            className="bar"
          >
            <title>{`${formatDay(b.day)}: ${formatNumber(b.used)} ${unit}`}</title>
          </rect>
        ))}
        {total === 0 && (
          <text
            x={(chart.plot.left + chart.plot.right) / 2}
            y={(chart.plot.top + chart.plot.bottom) / 2}
            className="empty"
            textAnchor="middle"
          >
            No {unit} used yet
          </text>
        )}
        {chart.labelled.map((i) => {
          const b = chart.bars[i]!;
          return (
            <text
              key={b.day}
              x={b.x + b.width / 2}
              y={chart.plot.bottom + 18}
              className="axis"
              textAnchor="middle"
            >
              {formatDay(b.day)}
            </text>
          );
        })}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{unit}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDay(d.day)}</th>
                <td>{formatNumber(d.used)}</td>
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
  /* Narrow screens scroll the chart sideways rather than shrink its text. */
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
