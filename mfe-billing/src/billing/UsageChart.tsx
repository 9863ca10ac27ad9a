import { BarChart } from '@inkpress/shared-ui';
import { formatDay, formatNumber } from './format';

export interface DayValue {
  day: string;
  used: number;
}

interface Props {
  days: readonly DayValue[];
  /** What is counted, e.g. "words". */
  unit: string;
  title: string;
}

/** Credits used per day: shared-ui's bar chart, described by the total and the busiest day. */
export function UsageChart({ days, unit, title }: Props) {
  const total = days.reduce((sum, d) => sum + d.used, 0);
  const busiest = days.reduce<DayValue | null>((best, d) => (!best || d.used > best.used ? d : best), null);
  const summary =
    total === 0 || !busiest
      ? `No ${unit} used from ${formatDay(days[0]?.day ?? '')} to ${formatDay(days.at(-1)?.day ?? '')}.`
      : `${formatNumber(total)} ${unit} used over ${days.length} days; the busiest day was ${formatDay(busiest.day)} with ${formatNumber(busiest.used)}.`;
  return (
    <BarChart
      points={days.map((d) => ({ key: d.day, label: formatDay(d.day), value: d.used }))}
      title={title}
      summary={summary}
      labelHeader="Day"
      valueHeader={unit}
      formatValue={(n) => formatNumber(Math.round(n))}
      emptyText={`No ${unit} used yet`}
    />
  );
}
