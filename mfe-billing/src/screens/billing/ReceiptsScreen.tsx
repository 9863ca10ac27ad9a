import { formatPrice } from '@inkpress/shared-core';
import {
  Badge,
  Card,
  EmptyState,
  Notice,
  PageFrame,
  RetryView,
  Skeleton,
  Table,
  type TableColumn,
  useShell,
} from '@inkpress/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { explainError } from '../../account/errors';
import { billingApi, type Invoice } from '../../billing/api';
import { isNoBillingRight } from '../../billing/checkout';
import { formatDate } from '../../billing/format';

const statusTones: Record<string, 'success' | 'warning' | 'neutral' | 'danger'> = {
  paid: 'success',
  open: 'warning',
  draft: 'neutral',
  void: 'neutral',
  uncollectible: 'danger',
};

const columns: TableColumn<Invoice>[] = [
  { key: 'date', header: 'Date', render: (i) => formatDate(i.created), sortValue: (i) => i.created ?? '' },
  { key: 'number', header: 'Invoice', render: (i) => i.number ?? i.id, rowHeader: true },
  { key: 'description', header: 'Description', render: (i) => i.description },
  {
    key: 'total',
    header: 'Amount',
    align: 'end',
    render: (i) => formatPrice(i.total, i.currency),
    sortValue: (i) => i.total,
  },
  {
    key: 'status',
    header: 'Status',
    render: (i) => <Badge tone={statusTones[i.status ?? ''] ?? 'neutral'}>{i.status ?? 'unknown'}</Badge>,
  },
  {
    key: 'download',
    header: 'Receipt',
    align: 'end',
    render: (i) => (
      <a href={i.downloadUrl} download aria-label={`Download receipt ${i.number ?? i.id}`}>
        Download
      </a>
    ),
  },
];

type State =
  | { status: 'loading' }
  | { status: 'success'; invoices: Invoice[] }
  | { status: 'owner-only' }
  | { status: 'failure'; message: string };

/** /dashboard/recipets: the invoices recorded from Stripe, each downloadable (the owner's). */
export default function ReceiptsScreen() {
  const { api } = useShell();
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const { data } = await billingApi(api).invoices();
      setState({ status: 'success', invoices: data });
    } catch (err) {
      setState(
        isNoBillingRight(err)
          ? { status: 'owner-only' }
          : { status: 'failure', message: explainError(err).message },
      );
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <PageFrame
      area="Billing"
      title="Receipts"
      lead="Every invoice of your account: plans, credit packs and lifetime tiers."
    >
      {state.status === 'loading' && (
        <Card aria-busy="true">
          <Skeleton lines={3} />
        </Card>
      )}
      {state.status === 'owner-only' && (
        <Notice tone="info" title="Only the team owner sees the receipts">
          Ask your team owner for copies of the invoices.
        </Notice>
      )}
      {state.status === 'failure' && <RetryView text={state.message} onRetry={() => void load()} />}
      {state.status === 'success' &&
        (state.invoices.length === 0 ? (
          <EmptyState title="No receipts yet" text="Invoices appear here after your first payment." />
        ) : (
          <Scroll>
            <Table
              caption="Invoices"
              hideCaption
              columns={columns}
              rows={state.invoices}
              getRowKey={(i) => i.id}
              defaultSort={{ key: 'date', direction: 'descending' }}
            />
          </Scroll>
        ))}
    </PageFrame>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
`;
