/** The pricing's feature comparison table (split from PlansSection.tsx). */
import { type ComparisonRow, comparisonRows, type Plan } from '@inkpress/shared-core';
import { CheckIcon, MinusIcon, Table, type TableColumn, VisuallyHidden } from '@inkpress/shared-ui';
import styled from 'styled-components';

/**
 * The feature comparison: a feature per row (shared-core's capability table,
 * the one the API checks), a plan per column (Advanced at its largest size).
 */
export function ComparisonTable({ plans }: { plans: Plan[] }) {
  const columns: TableColumn<ComparisonRow>[] = [
    { key: 'feature', header: 'Feature', render: (r) => r.label, rowHeader: true },
    ...plans.map(
      (plan): TableColumn<ComparisonRow> => ({
        key: plan.key,
        header: plan.tier === 'Advanced' ? `${plan.planName} (up to)` : plan.planName,
        align: 'center',
        render: (r) => {
          const v = r.value(plan);
          if (v === true)
            return (
              <Mark>
                <CheckIcon />
                <VisuallyHidden>Included</VisuallyHidden>
              </Mark>
            );
          if (v === false)
            return (
              <Mark $muted>
                <MinusIcon />
                <VisuallyHidden>Not included</VisuallyHidden>
              </Mark>
            );
          return v;
        },
      }),
    ),
  ];
  return (
    <Comparison>
      <Table caption="Compare plans" columns={columns} rows={comparisonRows} getRowKey={(r) => r.key} />
    </Comparison>
  );
}

const Comparison = styled.div`
  overflow-x: auto;
  /* Narrow screens scroll the comparison sideways instead of squeezing its columns. */
  table {
    min-width: 560px;
  }
`;

const Mark = styled.span<{ $muted?: boolean }>`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.text.muted : theme.colors.tones.success.fg)};
`;
