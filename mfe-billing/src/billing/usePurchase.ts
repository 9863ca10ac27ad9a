import type { CheckoutBody } from '@inkpress/shared-core';
import { useShell } from '@inkpress/shared-ui';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type PurchaseOutcome, startPurchase } from './checkout';

/** Leaves for Stripe; a module-level indirection so tests can watch it. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
};

/** Starts purchases from a component: which price is pending, and the last error in words. */
export function usePurchase() {
  const shell = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState('');

  const purchase = useCallback(
    async (body: Partial<CheckoutBody> & { priceId: string }): Promise<PurchaseOutcome> => {
      setPending(body.priceId);
      setError('');
      const outcome = await startPurchase(shell, body, {
        assign: (url) => browser.assign(url),
        navigate,
        returnTo: `${location.pathname}${location.search}`,
      });
      // On a redirect the page is leaving: keep the button busy.
      if (
        outcome.kind !== 'redirected' ||
        outcome.url.startsWith('/') ||
        outcome.url.includes('checkout=updated')
      ) {
        setPending(null);
      }
      if (outcome.kind === 'error') setError(outcome.message);
      return outcome;
    },
    [shell, navigate, location.pathname, location.search],
  );

  return { purchase, pending, error, clearError: () => setError('') };
}
