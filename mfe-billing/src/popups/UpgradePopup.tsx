import { type BillingInterval, formatPrice, offeredPlans, pricePerMonth } from '@inkpress/shared-core';
import { Badge, Button, Notice, type PopupProps, Spinner } from '@inkpress/shared-ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { formatNumber } from '../billing/format';
import { usePlans } from '../billing/usePlans';
import { browser, usePurchase } from '../billing/usePurchase';
import { NoBillingRightText, PopupActions, PopupBody, useBillingRights } from './parts';

/** upgrade: the paid plans at a glance, each one click from Stripe Checkout. */
export default function UpgradePopup({ close }: PopupProps<{ source?: string }>) {
  const catalogue = usePlans();
  const { summary, loading } = useBillingRights();
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  const { purchase, pending, error } = usePurchase();
  if (loading) return <Spinner label="Loading" />;
  if (summary && !summary.canManageBilling) {
    return (
      <PopupBody data-popup="upgrade">
        <NoBillingRightText />
        <PopupActions>
          <Button onClick={close}>OK</Button>
        </PopupActions>
      </PopupBody>
    );
  }
  if (summary?.upgrade.action === 'lifetime-deal') {
    // Lifetime plans are upgraded on the lifetime-deal page, wherever Upgrade was clicked.
    const { url } = summary.upgrade;
    return (
      <PopupBody data-popup="upgrade">
        <p>You are on {summary.plan.planName}. Lifetime plans are upgraded on the lifetime-deal page.</p>
        <PopupActions>
          <Button variant="secondary" onClick={close}>
            Not now
          </Button>
          <Button onClick={() => browser.assign(url)}>Go to the lifetime deal</Button>
        </PopupActions>
      </PopupBody>
    );
  }
  const trial = !!summary && summary.canHavePaidTrial && !summary.plan.isPaid;
  const plans = offeredPlans(interval, catalogue).filter((p) => p.key !== 'free');
  return (
    <PopupBody data-popup="upgrade">
      <p>More words, workflows, AI images and seats. Change or cancel any time.</p>
      <Toggle role="group" aria-label="Billing interval">
        <button type="button" aria-pressed={interval === 'monthly'} onClick={() => setInterval('monthly')}>
          Monthly
        </button>
        <button type="button" aria-pressed={interval === 'yearly'} onClick={() => setInterval('yearly')}>
          Yearly · 2 months free
        </button>
      </Toggle>
      {error && <Notice tone="danger">{error}</Notice>}
      <List>
        {plans.map((plan) => {
          const current = summary?.plan.planKey === plan.key;
          return (
            <li key={plan.key}>
              <div>
                <strong>{plan.planName}</strong>{' '}
                {plan.tier === 'Advanced' && plan.wordsPerMonth === 200_000 && (
                  <Badge tone="brand" size="sm">
                    Popular
                  </Badge>
                )}
                <span>
                  {formatNumber(plan.wordsPerMonth)} words · {formatNumber(plan.workflowsPerMonth)} workflows
                  · {formatNumber(plan.aiImages)} AI images
                </span>
              </div>
              <PriceTag>
                {formatPrice(pricePerMonth(plan))}
                <small>/mo</small>
              </PriceTag>
              <Button
                size="sm"
                variant={current ? 'secondary' : 'primary'}
                disabled={current}
                loading={pending === plan.priceIds[0]}
                aria-label={`${current ? 'Current plan' : 'Choose'} ${plan.planName} ${formatNumber(plan.wordsPerMonth)} words`}
                onClick={() =>
                  void purchase({
                    priceId: plan.priceIds[0] ?? '',
                    freeTrial: trial,
                    returnUrl: '/dashboard/billing',
                  })
                }
              >
                {current ? 'Current' : trial ? 'Try free' : 'Choose'}
              </Button>
            </li>
          );
        })}
      </List>
      <PopupActions>
        <Button variant="ghost" as={RouterLink} to="/pricing" onClick={close}>
          Compare all plans
        </Button>
        <Button variant="secondary" onClick={close}>
          Not now
        </Button>
      </PopupActions>
    </PopupBody>
  );
}

const Toggle = styled.div`
  display: inline-flex;
  align-self: flex-start;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background.muted};
  button {
    border: 0;
    background: transparent;
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radii.pill};
    font: inherit;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.background.surface};
    color: ${({ theme }) => theme.colors.text.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: grid;
    grid-template-columns: 1fr auto auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  strong {
    color: ${({ theme }) => theme.colors.text.primary};
  }
  span {
    display: block;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

const PriceTag = styled.span`
  && {
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  small {
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;
