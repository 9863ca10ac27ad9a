import {
  Badge,
  Button,
  Card,
  Notice,
  PageFrame,
  ProgressBar,
  RetryView,
  Skeleton,
  Table,
  type TableColumn,
  useShell,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { explainError } from '../../account/errors';
import { buyCredits, upgradeFrom } from '../../billing/actions';
import { type BillingSummary, billingApi, type LedgerEntry, type Meter } from '../../billing/api';
import { BillingStore } from '../../billing/BillingStore';
import { openPopupForError } from '../../billing/checkout';
import {
  formatCredits,
  formatDate,
  formatNumber,
  opLabel,
  reasonLabel,
  statusLabel,
} from '../../billing/format';
import { PlansSection } from '../../billing/PlansSection';
import { UsageChart } from '../../billing/UsageChart';
import { browser } from '../../billing/usePurchase';

/** What the plan card says about dates: the trial end while trialing, else the next grant. */
export function planDates(plan: BillingSummary['plan']): string[] {
  const lines: string[] = [];
  if (plan.status === 'trialing' && plan.trialEnd)
    lines.push(`Free trial ends on ${formatDate(plan.trialEnd)}`);
  else if (plan.nextGivenAt) lines.push(`Next credits on ${formatDate(plan.nextGivenAt)}`);
  if (plan.cancelAtPeriodEnd && plan.currentPeriodEnd)
    lines.push(`Ends on ${formatDate(plan.currentPeriodEnd)}`);
  else if (plan.status === 'past_due')
    lines.push('The last payment failed: update your card to keep the plan.');
  if (plan.isLifetime) lines.push(`Lifetime tier ${plan.lifetimeLevel} of 5: credits every month, for life`);
  if (plan.planKey === 'free')
    lines.push('5,000 words to start. Upgrade for monthly credits, workflows and a team.');
  return lines;
}

/** A meter's words: "1,200 of 20,000 words used, 18,800 left". */
export function meterText(meter: Meter): { max: number; text: string } {
  const max = Math.max(meter.used + meter.balance, meter.granted, 1);
  if (meter.used + meter.balance === 0) return { max, text: 'Not in your plan' };
  return {
    max,
    text: `${formatNumber(meter.used)} of ${formatCredits(meter.used + meter.balance, meter.kind)} used, ${formatNumber(meter.balance)} left`,
  };
}

const ledgerColumns: TableColumn<LedgerEntry>[] = [
  { key: 'date', header: 'Date', render: (e) => formatDate(e.createdAt) },
  {
    key: 'what',
    header: 'What',
    render: (e) => `${opLabel(e.op)} · ${reasonLabel(e.reason)}`,
    rowHeader: true,
  },
  {
    key: 'amount',
    header: 'Change',
    align: 'end',
    render: (e) => (
      <Amount $positive={e.amount > 0}>
        {e.amount > 0 ? '+' : e.amount < 0 ? '−' : ''}
        {formatCredits(Math.abs(e.amount), e.kind)}
      </Amount>
    ),
  },
  { key: 'balance', header: 'Balance after', align: 'end', render: (e) => formatNumber(e.balanceAfter) },
];

const checkoutNotices: Record<string, { tone: 'success' | 'info'; text: string }> = {
  success: {
    tone: 'success',
    text: 'Thank you! Your payment went through. Your plan and credits update as soon as Stripe confirms it.',
  },
  updated: {
    tone: 'success',
    text: 'Your plan was changed. The difference is prorated on your next invoice.',
  },
  cancelled: { tone: 'info', text: 'Checkout was cancelled. Nothing was charged.' },
};

/** /dashboard/billing: the plan, usage, credits used per day, the ledger, and the plans (#pricing). */
export const BillingView = observer(function BillingView() {
  const shell = useShell();
  const location = useLocation();
  const [store] = useState(() => new BillingStore(billingApi(shell.api)));
  const [actionError, setActionError] = useState('');
  const checkout = new URLSearchParams(location.search).get('checkout') ?? '';

  useEffect(() => shell.onReset(() => store.reset()), [shell, store]);
  useEffect(() => {
    void store.load(0).then(() => {
      if (checkout === 'success' || checkout === 'updated')
        void store.awaitPlanChange(store.summary?.plan.planKey ?? null);
    });
  }, [store, checkout]);
  // The #pricing anchor (Upgrade elsewhere links here): scroll to the plans once they are drawn.
  useEffect(() => {
    if (store.status === 'success' && location.hash === '#pricing') {
      document.getElementById('pricing')?.scrollIntoView({ block: 'start' });
    }
  }, [store.status, location.hash]);

  const summary = store.summary;
  if (store.status === 'failure')
    return (
      <PageFrame area="Billing" title="Billing">
        <RetryView onRetry={() => void store.load()} />
      </PageFrame>
    );

  const manage = async () => {
    if (summary && !summary.canManageBilling) {
      shell.popups.open('no-billing-right');
      return;
    }
    setActionError('');
    try {
      const { url } = await billingApi(shell.api).portal('/dashboard/billing');
      browser.assign(url);
    } catch (err) {
      if (!openPopupForError(shell, err)) setActionError(explainError(err).message);
    }
  };

  const notice = checkoutNotices[checkout];
  const hasSubscription = !!summary && summary.plan.planKey !== 'free' && !summary.plan.isLifetime;

  return (
    <PageFrame
      area="Billing"
      title="Billing"
      lead="Your plan, your credits and how you use them."
      actions={
        <>
          <Button variant="secondary" onClick={() => buyCredits(shell, summary)}>
            Buy credits
          </Button>
          <Button onClick={() => upgradeFrom(shell, 'billing', summary)}>Upgrade</Button>
        </>
      }
    >
      <Stack>
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
        {(actionError || store.error) && <Notice tone="danger">{actionError || store.error}</Notice>}
        {!summary ? (
          <Card aria-busy="true">
            <Skeleton lines={4} />
          </Card>
        ) : (
          <>
            <Grid>
              <Card title="Current plan" headingLevel={2}>
                <PlanName>
                  <span data-testid="plan-name">{summary.plan.planName}</span>
                  <Badge tone={statusLabel(summary.plan.status).tone} dot>
                    {statusLabel(summary.plan.status).label}
                  </Badge>
                </PlanName>
                <Dates>
                  {planDates(summary.plan).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </Dates>
                {!summary.canManageBilling && (
                  <Muted>Your team owner manages the plan. Members share the team’s credits.</Muted>
                )}
                <Row>
                  {hasSubscription && (
                    <Button variant="secondary" size="sm" onClick={() => void manage()}>
                      Manage subscription
                    </Button>
                  )}
                  <Button variant="ghost" size="sm" as={RouterLink} to="/dashboard/recipets">
                    Receipts
                  </Button>
                </Row>
              </Card>
              <Card title="Usage this period" headingLevel={2}>
                <Meters>
                  {summary.meters.map((meter) => {
                    const { max, text } = meterText(meter);
                    return (
                      <ProgressBar
                        key={meter.kind}
                        label={meter.label}
                        value={meter.used}
                        max={max}
                        valueText={text}
                        showValue
                        tone={
                          meter.balance === 0 && meter.used > 0
                            ? 'danger'
                            : meter.balance < max * 0.1
                              ? 'warning'
                              : 'brand'
                        }
                      />
                    );
                  })}
                </Meters>
                {summary.period.start && <Muted>Since {formatDate(summary.period.start)}</Muted>}
              </Card>
            </Grid>
            <Card title="Words used per day" headingLevel={2}>
              <UsageChart days={summary.usageByDay.days} unit="words" title="Words used per day" />
            </Card>
            <Card title="Credit history" headingLevel={2}>
              <Scroll>
                <Table
                  caption="Every grant and charge of your team’s credits"
                  hideCaption
                  columns={ledgerColumns}
                  rows={summary.ledger.items}
                  getRowKey={(e) => e.id}
                  emptyState="No credits used yet."
                />
              </Scroll>
              <Pager aria-label="Credit history pages">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={store.offset === 0}
                  onClick={store.previousPage}
                >
                  Newer
                </Button>
                <span>
                  Page {store.ledgerPage} of {store.ledgerPages}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={store.ledgerPage >= store.ledgerPages}
                  onClick={store.nextPage}
                >
                  Older
                </Button>
              </Pager>
            </Card>
            <PlansSection
              id="pricing"
              currentPlanKey={summary.plan.planKey}
              trialEligible={summary.canHavePaidTrial && summary.canManageBilling && !summary.plan.isPaid}
              signedIn
              comparison={false}
            />
          </>
        )}
      </Stack>
    </PageFrame>
  );
});

export default function BillingScreen() {
  return <BillingView />;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
`;

const PlanName = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const Dates = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Meters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Amount = styled.span<{ $positive: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $positive }) => ($positive ? theme.colors.tones.success.fg : theme.colors.text.primary)};
`;

const Scroll = styled.div`
  overflow-x: auto;
  table {
    min-width: 520px;
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
