import { formatPrice, type TestCheckoutView, type TestPortalView } from '@inkpress/shared-core';
import {
  Badge,
  Button,
  Card,
  Input,
  Notice,
  PageFrame,
  RetryView,
  Skeleton,
  useShell,
} from '@inkpress/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { explainError } from '../../account/errors';
import { billingApi } from '../../billing/api';
import { formatDate } from '../../billing/format';
import { browser } from '../../billing/usePurchase';

/** Said on every test page: nothing here takes money. */
function TestModeBanner() {
  return (
    <Banner role="note" aria-label="Test mode">
      <Badge tone="warning">Test mode</Badge>
      <span>
        <strong>No real payment.</strong> This server has no Stripe key: this page stands in for Stripe
        Checkout and sends the same signed events Stripe would, so the purchase takes effect as if it were
        paid.
      </span>
    </Banner>
  );
}

type Load<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'failure'; message: string };

function amountLine(view: TestCheckoutView): string {
  if (view.freeTrial)
    return `Free for ${view.trialDays} days, then ${formatPrice(view.unitAmount, view.currency)} ${view.interval ?? ''}`.trim();
  const total = formatPrice(view.amountTotal, view.currency);
  return view.mode === 'subscription' ? `${total} ${view.interval ?? ''}`.trim() : `${total} once`;
}

/** /test-checkout/:id — the purchase, a test card, Pay and Cancel. */
function TestCheckout({ id }: { id: string }) {
  const { api } = useShell();
  const [state, setState] = useState<Load<TestCheckoutView>>({ status: 'loading' });
  const [pending, setPending] = useState<'pay' | 'cancel' | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'success', data: await billingApi(api).testCheckout.get(id) });
    } catch (err) {
      setState({ status: 'failure', message: explainError(err).message });
    }
  }, [api, id]);
  useEffect(() => {
    void load();
  }, [load]);

  const finish = async (action: 'pay' | 'cancel') => {
    setPending(action);
    setError('');
    try {
      const calls = billingApi(api).testCheckout;
      const { redirectUrl } = action === 'pay' ? await calls.complete(id) : await calls.cancel(id);
      browser.assign(redirectUrl);
    } catch (err) {
      setPending(null);
      setError(explainError(err).message);
    }
  };

  if (state.status === 'loading') return <Skeleton shape="rect" height={320} />;
  if (state.status === 'failure') return <RetryView text={state.message} onRetry={load} />;
  const view = state.data;
  return (
    <Summary aria-labelledby="test-checkout-title">
      <h2 id="test-checkout-title">{view.description}</h2>
      <Total data-testid="test-checkout-amount">{amountLine(view)}</Total>
      {view.status !== 'open' ? (
        <Notice tone="info">
          {view.status === 'complete' ? 'This purchase is paid.' : 'This purchase was cancelled.'}
        </Notice>
      ) : (
        <form
          aria-label="Test payment"
          onSubmit={(e) => {
            e.preventDefault();
            void finish('pay');
          }}
        >
          <Input
            label="Card number (test)"
            value="4242 4242 4242 4242"
            readOnly
            hint="A test card: nothing is charged."
          />
          {error && <Notice tone="danger">{error}</Notice>}
          <Actions>
            <Button
              type="button"
              variant="ghost"
              disabled={pending !== null}
              onClick={() => void finish('cancel')}
            >
              Cancel
            </Button>
            <Button type="submit" loading={pending === 'pay'} disabled={pending !== null}>
              {view.freeTrial
                ? 'Start trial (test)'
                : `Pay ${formatPrice(view.amountTotal, view.currency)} (test)`}
            </Button>
          </Actions>
        </form>
      )}
      <Small>Payable until {formatDate(view.expiresAt)}.</Small>
    </Summary>
  );
}

/** /test-checkout/portal — the subscription, cancel at the end of the period or resume. */
function TestPortal() {
  const { api } = useShell();
  const [params] = useSearchParams();
  const [state, setState] = useState<Load<TestPortalView>>({ status: 'loading' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const back = params.get('return') ?? '/dashboard/billing';
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'success', data: await billingApi(api).testCheckout.portal() });
    } catch (err) {
      setState({ status: 'failure', message: explainError(err).message });
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const change = async (action: 'cancel' | 'resume') => {
    setPending(true);
    setError('');
    try {
      setState({ status: 'success', data: await billingApi(api).testCheckout.changePortal(action) });
    } catch (err) {
      setError(explainError(err).message);
    } finally {
      setPending(false);
    }
  };

  if (state.status === 'loading') return <Skeleton shape="rect" height={240} />;
  if (state.status === 'failure') return <RetryView text={state.message} onRetry={load} />;
  const sub = state.data.subscription;
  return (
    <Summary aria-labelledby="test-portal-title">
      <h2 id="test-portal-title">Your subscription</h2>
      {sub ? (
        <>
          <p data-testid="test-portal-status">
            {sub.planKey ?? 'Plan'} · {sub.status}
            {sub.cancelAtPeriodEnd && sub.currentPeriodEnd
              ? ` · ends on ${formatDate(sub.currentPeriodEnd)}`
              : ''}
          </p>
          {error && <Notice tone="danger">{error}</Notice>}
          <Actions>
            {sub.cancelAtPeriodEnd ? (
              <Button loading={pending} onClick={() => void change('resume')}>
                Resume subscription
              </Button>
            ) : (
              <Button variant="secondary" loading={pending} onClick={() => void change('cancel')}>
                Cancel at the end of the period
              </Button>
            )}
          </Actions>
        </>
      ) : (
        <p>This account has no subscription.</p>
      )}
      <Button variant="ghost" onClick={() => browser.assign(back)}>
        Back to Inkpress
      </Button>
    </Summary>
  );
}

/** The local stand-ins for Stripe Checkout and the customer portal (no real Stripe key configured). */
export default function TestCheckoutScreen() {
  const { id = '' } = useParams();
  const portal = id === 'portal';
  return (
    <PageFrame area="Test mode" title={portal ? 'Billing portal' : 'Checkout'} lead="Inkpress test payments">
      <TestModeBanner />
      {portal ? <TestPortal /> : <TestCheckout id={id} />}
    </PageFrame>
  );
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.tones.warning.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.warning.bg};
  color: ${({ theme }) => theme.colors.tones.warning.fg};
`;

const Summary = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 560px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Total = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
