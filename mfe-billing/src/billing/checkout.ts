/**
 * Starting a purchase from any billing screen or popup: visitors are sent to
 * create an account first; the API's answer sends the browser to Stripe
 * Checkout (or back to billing when a subscription was switched in place);
 * a team member gets the no-billing-right popup; credit and rate limits open
 * their popups (shared-core popupForErrorCode); anything else becomes a
 * sentence for the screen.
 */
import { type CheckoutBody, isApiError, popupForErrorCode } from '@inkpress/shared-core';
import type { ShellApi } from '@inkpress/shared-ui';
import { explainError } from '../account/errors';
import { withFrom } from '../account/links';
import { billingApi } from './api';

export type PurchaseOutcome =
  | { kind: 'redirected'; url: string }
  | { kind: 'sign-up'; url: string }
  | { kind: 'popup'; popup: string }
  | { kind: 'error'; message: string; code: string };

export interface PurchaseEnv {
  /** Leaves the app (Stripe Checkout is another site). */
  assign: (url: string) => void;
  /** Moves within the app. */
  navigate: (path: string) => void;
  /** Where a visitor comes back to after signing up. */
  returnTo: string;
}

/** True when an error is the API's "only the owner manages billing" refusal. */
export function isNoBillingRight(err: unknown): boolean {
  return (
    isApiError(err) &&
    err.status === 403 &&
    (err.data as { reason?: unknown } | undefined)?.reason === 'no-billing-right'
  );
}

/**
 * Opens the popup an error calls for: no-billing-right for a team member,
 * the limit popups for their codes. Returns the popup opened, if any.
 */
export function openPopupForError(shell: Pick<ShellApi, 'popups'>, err: unknown): string | undefined {
  if (isNoBillingRight(err)) {
    shell.popups.open('no-billing-right');
    return 'no-billing-right';
  }
  if (!isApiError(err)) return undefined;
  const popup = popupForErrorCode(err.code);
  if (popup) {
    shell.popups.open(popup, (err.data as Record<string, unknown> | undefined) ?? {});
    return popup;
  }
  return undefined;
}

export const purchaseErrorTexts = {
  UserCanNotHaveFreeTrial:
    'Your account or team has already had its free trial. You can still subscribe without one.',
  Conflict: (message: string | undefined) => message ?? 'You already have this.',
  ValidationError: (message: string | undefined) =>
    message?.replace(/^\w+: /, '') ?? 'This purchase is not possible. Reload the page and try again.',
};

export async function startPurchase(
  shell: Pick<ShellApi, 'api' | 'popups' | 'session'>,
  body: Partial<CheckoutBody> & { priceId: string },
  env: PurchaseEnv,
): Promise<PurchaseOutcome> {
  if (!shell.session.user) {
    const url = withFrom('/register', env.returnTo);
    env.navigate(url);
    return { kind: 'sign-up', url };
  }
  try {
    const result = await billingApi(shell.api).checkout({
      quantity: 1,
      returnUrl: '/dashboard/billing',
      ...body,
    });
    if (result.mode === 'subscription-updated') {
      const path = new URL(result.url, 'http://x');
      env.navigate(`${path.pathname}${path.search}`);
    } else {
      env.assign(result.url);
    }
    return { kind: 'redirected', url: result.url };
  } catch (err) {
    const popup = openPopupForError(shell, err);
    if (popup) return { kind: 'popup', popup };
    const explained = explainError(err, purchaseErrorTexts);
    return { kind: 'error', message: explained.message, code: explained.code };
  }
}
