import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, testUser } from '../account/test/fakeShell';
import { PlansSection, planCards, priceLines } from './PlansSection';
import { billingShell } from './test/fixtures';
import { browser } from './usePurchase';

describe('planCards and priceLines', () => {
  it('groups the offered plans into Free, Starter and Advanced (three sizes)', () => {
    const cards = planCards('monthly');
    expect(cards.map((c) => c.name)).toEqual(['Free', 'Starter', 'Advanced']);
    expect(cards[2]!.options.map((p) => p.wordsPerMonth)).toEqual([200_000, 400_000, 800_000]);
    expect(planCards('yearly')[1]!.options[0]!.key).toBe('starter_yearly');
  });

  it('shows yearly plans per month with what is billed', () => {
    const [, starter] = planCards('yearly');
    expect(priceLines(starter!.options[0]!)).toEqual({ main: '$28.33', note: 'Billed $340 yearly' });
    const [free] = planCards('monthly');
    expect(priceLines(free!.options[0]!)).toEqual({ main: '$0', note: 'Free forever' });
  });
});

describe('PlansSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('toggles monthly and yearly prices and compares the plans in a table', async () => {
    const { shell } = billingShell();
    const { user } = renderScreen(<PlansSection />, { route: '/pricing', shell });
    const starter = screen.getByRole('article', { name: 'Starter' });
    expect(within(starter).getByText('$34')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Yearly/ }));
    expect(within(starter).getByText('Billed $340 yearly')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Yearly/ })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Compare plans' });
    expect(within(table).getByRole('row', { name: /API access/ })).toHaveTextContent(
      /Not included.*Not included.*Included/,
    );
  });

  it('sells the size chosen in the Advanced picker, with the trial when eligible', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { shell, api } = billingShell({
      user: testUser,
      handlers: {
        'POST /api/checkout/stripe': () => ({
          url: 'https://checkout.stripe.com/pay/c/cs_1',
          id: 'cs_1',
          kind: 'subscription',
          mode: 'checkout',
        }),
      },
    });
    const { user } = renderScreen(<PlansSection signedIn trialEligible />, { route: '/pricing', shell });
    const advanced = screen.getByRole('article', { name: 'Advanced' });
    await user.selectOptions(within(advanced).getByLabelText('Words per month'), '1');
    await user.click(within(advanced).getByRole('button', { name: /Start free trial of Advanced 400,000/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/pay/c/cs_1'));
    expect(api.calls[0]?.body).toMatchObject({ priceId: 'price_advanced_2_monthly', freeTrial: true });
  });

  it('marks the current plan and sends visitors to sign up for the free one', () => {
    const { shell } = billingShell();
    renderScreen(<PlansSection currentPlanKey="starter_monthly" />, { route: '/pricing', shell });
    expect(
      within(screen.getByRole('article', { name: 'Starter' })).getByRole('button', { name: 'Current plan' }),
    ).toBeDisabled();
    expect(
      within(screen.getByRole('article', { name: 'Free' })).getByRole('link', { name: 'Start free' }),
    ).toHaveAttribute('href', '/register');
  });
});
