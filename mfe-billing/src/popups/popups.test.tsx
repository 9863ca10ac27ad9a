import { quotaResetsText } from '@inkpress/shared-core';
import { act, screen, waitFor } from '@testing-library/react';
import { renderScreen, testUser } from '../account/test/fakeShell';
import { billingShell, summary } from '../billing/test/fixtures';
import { browser } from '../billing/usePurchase';
import popups from '../popups';
import AddonPopup, { clampQuantity } from './AddonPopup';
import { CreditLimitReachedPopup, LimitReachedPopup, RateLimitPopup } from './LimitPopups';
import UpgradePopup from './UpgradePopup';

describe('the popup table', () => {
  it('covers every popup mfe-billing owns', () => {
    expect(Object.keys(popups).sort()).toEqual(
      ['addon', 'credit-limit-reached', 'limit-reached', 'no-billing-right', 'rate-limit', 'upgrade'].sort(),
    );
  });
});

describe('addon', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the quantity a whole number from 1 to 1000', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(5000)).toBe(1000);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it('buys the chosen number of packs through Stripe Checkout', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { shell, api } = billingShell({
      user: testUser,
      handlers: {
        'GET /api/billing': () => summary(),
        'GET /api/plans': () => {
          throw new Error('use the built-in catalogue');
        },
        'POST /api/checkout/stripe': () => ({
          url: 'https://checkout.stripe.com/pay/c/cs_2',
          id: 'cs_2',
          kind: 'credit-pack',
          mode: 'checkout',
        }),
      },
    });
    const close = jest.fn();
    const { user } = renderScreen(<AddonPopup props={{}} close={close} />, {
      route: '/dashboard/billing',
      shell,
    });
    await user.click(await screen.findByRole('button', { name: 'One pack more' }));
    await user.click(screen.getByRole('button', { name: 'One pack more' }));
    expect(screen.getByText(/^3,000 words for/)).toHaveTextContent('3,000 words for $30');
    await user.click(screen.getByRole('button', { name: 'Buy 3 packs' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/pay/c/cs_2'));
    expect(api.calls.find((c) => c.route === 'POST /api/checkout/stripe')?.body).toMatchObject({
      priceId: 'price_credit_pack',
      quantity: 3,
    });
  });

  it('shows a team member why they cannot buy', async () => {
    const { shell } = billingShell({
      user: testUser,
      handlers: {
        'GET /api/billing': () => summary({ canManageBilling: false, role: 'Member' }),
        'GET /api/plans': () => {
          throw new Error('offline');
        },
      },
    });
    renderScreen(<AddonPopup props={{}} close={jest.fn()} />, { route: '/x', shell });
    expect(
      await screen.findByText(/Only your team owner can change the plan or buy credits/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
  });
});

describe('credit-limit-reached and rate-limit', () => {
  it('says what was needed and what is left, and leads to credit packs', async () => {
    const { shell } = billingShell({ user: testUser, handlers: { 'GET /api/billing': () => summary() } });
    const close = jest.fn();
    const { user } = renderScreen(
      <CreditLimitReachedPopup props={{ kind: 'words', needed: 2100, available: 800 }} close={close} />,
      { route: '/x', shell },
    );
    expect(screen.getByText('This needs 2,100 words, and your team has 800 words left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy credits' }));
    expect(close).toHaveBeenCalled();
    await waitFor(() =>
      expect(shell.popups.open).toHaveBeenCalledWith('addon', { source: 'credit-limit-reached' }),
    );
  });

  it('counts down the seconds before trying again', () => {
    jest.useFakeTimers();
    try {
      const { shell } = billingShell();
      renderScreen(<RateLimitPopup props={{ retryAfter: 2 }} close={jest.fn()} />, { route: '/x', shell });
      expect(screen.getByText(/^You can try again/)).toHaveTextContent('You can try again in 2 seconds.');
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByText(/^You can try again/)).toHaveTextContent('You can try again in 1 second.');
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByText(/^You can try again/)).toHaveTextContent('You can try again now.');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('limit-reached', () => {
  it('offers a visitor whose free quota is used up a free account that comes back to the page', () => {
    const { shell } = billingShell();
    renderScreen(
      <LimitReachedPopup
        props={{ message: 'You have used today’s 3 free images. Sign up free to keep going.', from: '/art' }}
        close={jest.fn()}
      />,
      { route: '/x', shell },
    );
    expect(
      screen.getByText('You have used today’s 3 free images. Sign up free to keep going.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/register?from=%2Fart',
    );
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });

  it('tells a visitor when the used-up daily quota comes back', () => {
    const { shell } = billingShell();
    const resetsAt = new Date(Date.now() + 2 * 3600 * 1000).toISOString();
    renderScreen(
      <LimitReachedPopup
        props={{ message: 'You have used today’s 10 free runs.', from: '/tools/grammar-checker', resetsAt }}
        close={jest.fn()}
      />,
      { route: '/x', shell },
    );
    expect(screen.getByTestId('limit-resets')).toHaveTextContent(quotaResetsText(resetsAt));
    expect(screen.getByTestId('limit-resets')).toHaveTextContent(
      /^(today|tomorrow) at \d{1,2}:\d{2}\s?[AP]M$/,
    );
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/register?from=%2Ftools%2Fgrammar-checker',
    );
  });

  it('offers a signed-in user on the free plan an upgrade', () => {
    const { shell } = billingShell({ user: testUser, handlers: { 'GET /api/billing': () => summary() } });
    renderScreen(<LimitReachedPopup props={{}} close={jest.fn()} />, { route: '/x', shell });
    expect(screen.getByText('You have used everything the free plan includes.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Create a free account' })).toBeNull();
  });
});

describe('upgrade', () => {
  afterEach(() => jest.restoreAllMocks());
  const noPlans = () => {
    throw new Error('use the built-in catalogue');
  };

  it('lists the paid plans, each one click from Checkout', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { shell, api } = billingShell({
      user: testUser,
      handlers: {
        'GET /api/billing': () => summary({ canHavePaidTrial: false }),
        'GET /api/plans': noPlans,
        'POST /api/checkout/stripe': () => ({
          url: 'https://checkout.stripe.com/pay/c/cs_3',
          id: 'cs_3',
          kind: 'subscription',
          mode: 'checkout',
        }),
      },
    });
    const { user } = renderScreen(<UpgradePopup props={{}} close={jest.fn()} />, { route: '/x', shell });
    await user.click(await screen.findByRole('button', { name: 'Choose Advanced 400,000 words' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/pay/c/cs_3'));
    expect(api.calls.find((c) => c.route === 'POST /api/checkout/stripe')?.body).toMatchObject({
      priceId: 'price_advanced_2_monthly',
      freeTrial: false,
    });
  });

  it('sends a lifetime user to the lifetime-deal page instead', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { shell } = billingShell({
      user: testUser,
      handlers: {
        'GET /api/billing': () =>
          summary({
            plan: { planName: 'Lifetime 2', isLifetime: true },
            upgrade: { action: 'lifetime-deal', url: 'https://deal.example/x' },
          }),
        'GET /api/plans': noPlans,
      },
    });
    const { user } = renderScreen(<UpgradePopup props={{}} close={jest.fn()} />, { route: '/x', shell });
    await user.click(await screen.findByRole('button', { name: 'Go to the lifetime deal' }));
    expect(assign).toHaveBeenCalledWith('https://deal.example/x');
  });
});
