import { Button, RetryView, Skeleton, Table, type TableProps } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import type { LoadState } from '../../../account/loadInto';

/**
 * A settings list as a table once loaded: a retry view with the reason when
 * loading failed, a skeleton until the first rows arrive, then the table.
 */
export const LoadedTable = observer(function LoadedTable<T>({
  store,
  ...table
}: TableProps<T> & { store: LoadState & { load(): unknown } }) {
  if (store.status === 'failure')
    return <RetryView headingLevel={3} text={store.loadError} onRetry={() => void store.load()} />;
  if (store.status !== 'success' && table.rows.length === 0) return <Skeleton shape="rect" height={120} />;
  return <Table {...table} />;
}) as <T>(props: TableProps<T> & { store: LoadState & { load(): unknown } }) => ReactElement;

/** A row's Delete button, busy while its delete runs. */
export function DeleteRowButton({
  pending,
  label,
  onClick,
}: {
  pending: boolean;
  /** What the button deletes, for screen readers ("Delete the key Zapier"). */
  label: string;
  onClick: () => void;
}) {
  return (
    <Button size="sm" variant="ghost" loading={pending} onClick={onClick} aria-label={label}>
      Delete
    </Button>
  );
}
