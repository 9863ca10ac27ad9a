import { type ReactNode, useId, useMemo } from 'react';
import styled from 'styled-components';
import { useControllableState } from '../../hooks/useControllableState';
import { ChevronDownIcon, ChevronUpDownIcon, ChevronUpIcon } from '../../icons';
import { focusVisibleRing, visuallyHidden } from '../../theme/mixins';
import { nextSort, type SortValue, sortRows, type TableSort } from './sortRows';

export interface TableColumn<Row> {
  /** Stable key; also the sort key. */
  key: string;
  /** The column header. */
  header: ReactNode;
  /** Renders the cell of one row. */
  render: (row: Row, index: number) => ReactNode;
  /** Makes the column sortable in the table (client-side) by this value. */
  sortValue?: (row: Row) => SortValue;
  /** Makes the column sortable by the parent (server-side): handle `onSortChange` and pass sorted rows. */
  sortable?: boolean;
  /** Cell alignment. Default `start`; use `end` for numbers. */
  align?: 'start' | 'center' | 'end';
  /** A CSS width for the column. */
  width?: string;
  /** Renders this column's cells as row headers (`<th scope="row">`), e.g. the title column. */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** The table's caption: its accessible name. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only. */
  hideCaption?: boolean;
  /** The columns, in order. */
  columns: readonly TableColumn<Row>[];
  /** The rows. */
  rows: readonly Row[];
  /** A stable key per row. */
  getRowKey: (row: Row, index: number) => string | number;
  /** Shown in a single full-width row when there are no rows. Default "No data". */
  emptyState?: ReactNode;
  /** The sort, when controlled. `null` means unsorted. */
  sort?: TableSort | null;
  /** The first sort when uncontrolled. */
  defaultSort?: TableSort | null;
  /** Called when a sortable header is activated. */
  onSortChange?: (sort: TableSort) => void;
  /** Marks the table busy (`aria-busy`) while rows load. */
  loading?: boolean;
  className?: string;
}

const ariaSort = (sort: TableSort | null, key: string) =>
  sort?.key === key ? sort.direction : ('none' as const);

/**
 * A semantic data table: caption, column headers with scope, row headers, an empty-state row and
 * sortable headers (buttons, with `aria-sort` on the header cell). The scroll container is a
 * focusable region, so keyboard users can scroll wide tables.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  emptyState = 'No data',
  sort,
  defaultSort = null,
  onSortChange,
  loading = false,
  className,
}: TableProps<Row>) {
  const [current, setSort] = useControllableState<TableSort | null>({
    value: sort,
    defaultValue: defaultSort,
    onChange: (next) => next && onSortChange?.(next),
  });
  const captionId = useId();

  const sortedRows = useMemo(() => {
    const column = columns.find((candidate) => candidate.key === current?.key);
    return column?.sortValue && current ? sortRows(rows, column.sortValue, current.direction) : rows;
  }, [rows, columns, current]);

  return (
    <Scroll role="region" aria-labelledby={captionId} tabIndex={0} className={className}>
      <StyledTable aria-busy={loading || undefined}>
        <Caption id={captionId} $hidden={hideCaption}>
          {caption}
        </Caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortable = Boolean(column.sortValue) || Boolean(column.sortable);
              return (
                <HeaderCell
                  key={column.key}
                  scope="col"
                  aria-sort={sortable ? ariaSort(current, column.key) : undefined}
                  $align={column.align ?? 'start'}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {sortable ? (
                    <SortButton type="button" onClick={() => setSort(nextSort(current, column.key))}>
                      {column.header}
                      <SortIcon direction={current?.key === column.key ? current.direction : undefined} />
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </HeaderCell>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sortedRows.length === 0 ? (
            <tr>
              <EmptyCell colSpan={columns.length}>{emptyState}</EmptyCell>
            </tr>
          ) : (
            sortedRows.map((row, index) => (
              <BodyRow key={getRowKey(row, index)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <RowHeaderCell key={column.key} scope="row" $align={column.align ?? 'start'}>
                      {column.render(row, index)}
                    </RowHeaderCell>
                  ) : (
                    <Cell key={column.key} $align={column.align ?? 'start'}>
                      {column.render(row, index)}
                    </Cell>
                  ),
                )}
              </BodyRow>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}

function SortIcon({ direction }: { direction: TableSort['direction'] | undefined }) {
  if (direction === 'ascending') return <ChevronUpIcon />;
  if (direction === 'descending') return <ChevronDownIcon />;
  return <Unsorted />;
}

type Align = 'start' | 'center' | 'end';

const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  ${focusVisibleRing}
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  &[aria-busy='true'] tbody {
    opacity: 0.6;
  }
`;

const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  text-align: left;
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

const HeaderCell = styled.th<{ $align: Align }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  background: ${({ theme }) => theme.colors.background.canvas};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  letter-spacing: 0.04em;
  text-align: ${({ $align }) => $align};
  text-transform: uppercase;
  white-space: nowrap;
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  ${focusVisibleRing}

  &:hover {
    color: ${({ theme }) => theme.colors.text.primary};
  }

  svg {
    width: 14px;
    height: 14px;
  }
`;

const Unsorted = styled(ChevronUpDownIcon)`
  opacity: 0.5;
`;

const BodyRow = styled.tr`
  &:not(:last-child) > * {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  }

  &:hover > * {
    background: ${({ theme }) => theme.colors.background.canvas};
  }
`;

const Cell = styled.td<{ $align: Align }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.text.primary};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
`;

const RowHeaderCell = styled.th<{ $align: Align }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.text.muted};
  text-align: center;
`;
