import { formatPrice, type PlanCatalogue, pricePerMonth } from '@inkpress/shared-core';
import { Button, Card, Input, Link, Notice, PageFrame, useShell } from '@inkpress/shared-ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatNumber } from '../../billing/format';
import { usePlans } from '../../billing/usePlans';
import { usePurchase } from '../../billing/usePurchase';

export interface PaymentItem {
  priceId: string;
  title: string;
  price: string;
  detail: string;
  /** Credit packs are bought in a quantity. */
  quantity: boolean;
}

/** What /payment?plan=<key> sells: a plan, a lifetime tier, a tier-5 upgrade or the credit pack. */
export function paymentItem(catalogue: PlanCatalogue, key: string | null): PaymentItem | null {
  if (!key) return null;
  if (key === catalogue.creditPack.key) {
    const pack = catalogue.creditPack;
    return {
      priceId: pack.priceIds[0] ?? '',
      title: 'Credit pack',
      price: `${formatPrice(pack.unit_amount)} each`,
      detail: `${formatNumber(pack.wordsPerUnit)} words per pack; bought words never expire.`,
      quantity: true,
    };
  }
  const upgrade = catalogue.lifetimeUpgrades.find((u) => u.key === key);
  if (upgrade) {
    return {
      priceId: upgrade.priceIds[0] ?? '',
      title: `Upgrade from ${upgrade.from} to Lifetime 5`,
      price: `${formatPrice(upgrade.unit_amount)} once`,
      detail: 'Pay once, keep it for life.',
      quantity: false,
    };
  }
  const plan = catalogue.plans.find((p) => p.key === key && p.key !== 'free' && !p.legacy);
  if (!plan) return null;
  const price =
    plan.type === 'lifetime'
      ? `${formatPrice(plan.unit_amount)} once`
      : plan.interval === 'yearly'
        ? `${formatPrice(plan.unit_amount)} per year (${formatPrice(pricePerMonth(plan))}/month)`
        : `${formatPrice(plan.unit_amount)} per month`;
  return {
    priceId: plan.priceIds[0] ?? '',
    title: `${plan.planName}${plan.interval ? ` · ${plan.interval}` : ''}`,
    price,
    detail: `${formatNumber(plan.wordsPerMonth)} words, ${formatNumber(plan.workflowsPerMonth)} workflows and ${formatNumber(plan.aiImages)} AI images every month.`,
    quantity: false,
  };
}

/**
 * /payment: the purchase named by ?plan= (a catalogue key, e.g. starter_yearly or
 * credit_pack) before going to Stripe's secure payment page, and what happened
 * after (?checkout=success or cancelled).
 */
export default function PaymentScreen() {
  const catalogue = usePlans();
  const { session } = useShell();
  const [params] = useSearchParams();
  const item = paymentItem(catalogue, params.get('plan'));
  const [quantity, setQuantity] = useState(Math.max(1, Number(params.get('quantity')) || 1));
  const { purchase, pending, error } = usePurchase();
  const result = params.get('checkout');

  return (
    <PageFrame area="Pricing" title="Payment" lead="Payments are handled by Stripe; we never see your card.">
      <Narrow>
        {result === 'success' && (
          <Notice tone="success" title="Payment received">
            Thank you! Your purchase shows on <Link to="/dashboard/billing">your billing page</Link> in a
            moment.
          </Notice>
        )}
        {result === 'cancelled' && (
          <Notice tone="info">The payment was cancelled. Nothing was charged.</Notice>
        )}
        {error && <Notice tone="danger">{error}</Notice>}
        {item ? (
          <Card title={item.title} headingLevel={2}>
            <Price>{item.price}</Price>
            <p>{item.detail}</p>
            {item.quantity && (
              <Input
                label="Packs"
                type="number"
                min={1}
                max={catalogue.creditPack.maxQuantity}
                value={quantity}
                onChange={(e) =>
                  setQuantity(
                    Math.min(
                      catalogue.creditPack.maxQuantity,
                      Math.max(1, Math.floor(Number(e.target.value) || 1)),
                    ),
                  )
                }
              />
            )}
            <Button
              size="lg"
              loading={pending === item.priceId}
              onClick={() =>
                void purchase({
                  priceId: item.priceId,
                  quantity: item.quantity ? quantity : 1,
                  returnUrl: '/payment',
                })
              }
            >
              {session.user ? 'Continue to secure payment' : 'Create an account to continue'}
            </Button>
          </Card>
        ) : (
          !result && (
            <Card title="Choose what to buy" headingLevel={2}>
              <p>
                Pick a plan on the <Link to="/pricing">pricing page</Link>, or buy credit packs from{' '}
                <Link to="/dashboard/billing">billing</Link>.
              </p>
            </Card>
          )
        )}
      </Narrow>
    </PageFrame>
  );
}

const Narrow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 640px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Price = styled.p`
  && {
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;
