export type SortDirection = 'ascending' | 'descending';

/** The column a table is sorted by. */
export interface TableSort {
  /** The column key. */
  key: string;
  direction: SortDirection;
}

export type SortValue = string | number | Date | null | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * A sorted copy of `rows` (stable). Strings compare naturally ("Post 2" before "Post 10"), and
 * empty values go last in both directions.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const emptyA = a.key === null || a.key === undefined;
      const emptyB = b.key === null || b.key === undefined;
      if (emptyA !== emptyB) return emptyA ? 1 : -1;
      return sign * compareValues(a.key, b.key) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The next sort when a column header is activated: ascending first, then toggling. */
export function nextSort(current: TableSort | null, key: string): TableSort {
  if (current?.key === key && current.direction === 'ascending') return { key, direction: 'descending' };
  return { key, direction: 'ascending' };
}
