import { apiError, testUser } from '../account/test/fakeShell';
import { buyCredits, upgradeFrom } from './actions';
import { startPurchase } from './checkout';
import { billingShell } from './test/fixtures';

function env() {
  return { assign: jest.fn(), navigate: jest.fn(), returnTo: '/pricing' };
}

describe('startPurchase', () => {
  it('sends a visitor to create an account first, coming back to where they were', async () => {
    const { shell, api } = billingShell({ user: null });
    const e = env();
    expect(await startPurchase(shell, { priceId: 'price_starter_monthly' }, e)).toEqual({
      kind: 'sign-up',
      url: '/register?from=/pricing',
    });
    expect(e.navigate).toHaveBeenCalledWith('/register?from=/pricing');
    expect(api.calls).toEqual([]);
  });

  it('asks the API for a Checkout session and leaves for Stripe', async () => {
    const url = 'https://checkout.stripe.com/pay/c/cs_test_1';
    const { shell, api } = billingShell({
      user: testUser,
      handlers: {
        'POST /api/checkout/stripe': () => ({ url, id: 'cs_test_1', kind: 'subscription', mode: 'checkout' }),
      },
    });
    const e = env();
    const outcome = await startPurchase(shell, { priceId: 'price_starter_monthly', freeTrial: true }, e);
    expect(outcome).toEqual({ kind: 'redirected', url });
    expect(e.assign).toHaveBeenCalledWith(url);
    expect(api.calls[0]).toEqual({
      route: 'POST /api/checkout/stripe',
      body: {
        quantity: 1,
        returnUrl: '/dashboard/billing',
        priceId: 'price_starter_monthly',
        freeTrial: true,
      },
    });
  });

  it('stays in the app when the subscription was switched in place', async () => {
    const { shell } = billingShell({
      user: testUser,
      handlers: {
        'POST /api/checkout/stripe': () => ({
          url: 'http://app.test/dashboard/billing?checkout=updated',
          id: 'sub_1',
          kind: 'subscription',
          mode: 'subscription-updated',
        }),
      },
    });
    const e = env();
    await startPurchase(shell, { priceId: 'price_advanced_1_monthly' }, e);
    expect(e.navigate).toHaveBeenCalledWith('/dashboard/billing?checkout=updated');
    expect(e.assign).not.toHaveBeenCalled();
  });

  it('opens no-billing-right for a team member, and the limit popups for their codes', async () => {
    const member = billingShell({
      user: testUser,
      handlers: {
        'POST /api/checkout/stripe': () => {
          throw apiError({
            status: 403,
            code: 'Forbidden',
            message: 'x',
            data: { reason: 'no-billing-right' },
          });
        },
      },
    });
    expect(await startPurchase(member.shell, { priceId: 'p' }, env())).toEqual({
      kind: 'popup',
      popup: 'no-billing-right',
    });
    expect(member.shell.popups.open).toHaveBeenCalledWith('no-billing-right');

    const limited = billingShell({
      user: testUser,
      handlers: {
        'POST /api/checkout/stripe': () => {
          throw apiError({ status: 429, code: 'RateLimitError', message: 'x', data: { retryAfter: 3 } });
        },
      },
    });
    await startPurchase(limited.shell, { priceId: 'p' }, env());
    expect(limited.shell.popups.open).toHaveBeenCalledWith('rate-limit', { retryAfter: 3 });
  });

  it('puts any other refusal into words', async () => {
    const { shell } = billingShell({
      user: testUser,
      handlers: {
        'POST /api/checkout/stripe': () => {
          throw apiError({ status: 400, code: 'UserCanNotHaveFreeTrial', message: 'x' });
        },
      },
    });
    const outcome = await startPurchase(shell, { priceId: 'p', freeTrial: true }, env());
    expect(outcome).toMatchObject({ kind: 'error', code: 'UserCanNotHaveFreeTrial' });
    expect(outcome.kind === 'error' && outcome.message).toMatch(/already had its free trial/);
  });
});

describe('Upgrade and Buy credits', () => {
  const rights = (over = {}) => ({ canManageBilling: true, upgrade: { action: 'popup' as const }, ...over });

  it('sends lifetime users to the external deal page and everyone else to the upgrade popup', () => {
    const { shell } = billingShell({ user: testUser });
    upgradeFrom(shell, 'billing', rights());
    expect(shell.upgrade).toHaveBeenLastCalledWith('billing');
    upgradeFrom(
      shell,
      'billing',
      rights({ upgrade: { action: 'lifetime-deal', url: 'https://deal.example/x' } }),
    );
    expect(shell.upgrade).toHaveBeenLastCalledWith('billing', { externalUrl: 'https://deal.example/x' });
  });

  it('shows a team member the no-billing-right popup instead', () => {
    const { shell } = billingShell({ user: testUser });
    upgradeFrom(shell, 'billing', rights({ canManageBilling: false }));
    buyCredits(shell, rights({ canManageBilling: false }));
    expect(shell.upgrade).not.toHaveBeenCalled();
    expect(shell.popups.open).toHaveBeenCalledTimes(2);
    expect(shell.popups.open).toHaveBeenCalledWith('no-billing-right');
    buyCredits(shell, rights());
    expect(shell.popups.open).toHaveBeenLastCalledWith('addon', { source: 'billing' });
  });
});
