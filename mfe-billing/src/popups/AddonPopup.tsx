import { defaultPlanCatalogue, formatPrice } from '@inkpress/shared-core';
import { Button, Input, Notice, type PopupProps, Spinner } from '@inkpress/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { formatNumber } from '../billing/format';
import { usePlans } from '../billing/usePlans';
import { usePurchase } from '../billing/usePurchase';
import { NoBillingRightText, PopupActions, PopupBody, useBillingRights } from './parts';

/** A whole number of packs within the pack's limits. */
export function clampQuantity(value: number, max = defaultPlanCatalogue.creditPack.maxQuantity): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(max, Math.max(1, Math.floor(value)));
}

/** addon: credit packs (1,000 words for $10) in any quantity, paid with Stripe Checkout. */
export default function AddonPopup({ close }: PopupProps) {
  const catalogue = usePlans();
  const pack = catalogue.creditPack;
  const { summary, loading } = useBillingRights();
  const [quantity, setQuantity] = useState(1);
  const { purchase, pending, error } = usePurchase();
  if (loading) return <Spinner label="Loading" />;
  if (summary && !summary.canManageBilling) {
    return (
      <PopupBody data-popup="addon">
        <NoBillingRightText />
        <PopupActions>
          <Button onClick={close}>OK</Button>
        </PopupActions>
      </PopupBody>
    );
  }
  const total = Number(pack.unit_amount) * quantity;
  return (
    <PopupBody data-popup="addon">
      <p>
        Each pack adds {formatNumber(pack.wordsPerUnit)} words for {formatPrice(pack.unit_amount)}. Bought
        words never expire and are used after your plan’s words.
      </p>
      {error && <Notice tone="danger">{error}</Notice>}
      <Quantity>
        <Button
          variant="secondary"
          aria-label="One pack less"
          disabled={quantity <= 1}
          onClick={() => setQuantity((q) => clampQuantity(q - 1, pack.maxQuantity))}
        >
          −
        </Button>
        <Input
          label="Packs"
          type="number"
          inputMode="numeric"
          min={1}
          max={pack.maxQuantity}
          value={quantity}
          onChange={(e) => setQuantity(clampQuantity(Number(e.target.value), pack.maxQuantity))}
        />
        <Button
          variant="secondary"
          aria-label="One pack more"
          disabled={quantity >= pack.maxQuantity}
          onClick={() => setQuantity((q) => clampQuantity(q + 1, pack.maxQuantity))}
        >
          +
        </Button>
      </Quantity>
      <Total role="status" aria-live="polite">
        {formatNumber(quantity * pack.wordsPerUnit)} words for <strong>{formatPrice(total)}</strong>
      </Total>
      <PopupActions>
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
        <Button
          loading={pending === pack.priceIds[0]}
          onClick={() =>
            void purchase({ priceId: pack.priceIds[0] ?? '', quantity, returnUrl: '/dashboard/billing' })
          }
        >
          Buy {quantity} {quantity === 1 ? 'pack' : 'packs'}
        </Button>
      </PopupActions>
    </PopupBody>
  );
}

const Quantity = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > :nth-child(2) {
    flex: 1;
  }
`;

const Total = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text.primary};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;
