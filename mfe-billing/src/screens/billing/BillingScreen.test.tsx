import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, testUser } from '../../account/test/fakeShell';
import { billingShell, summary } from '../../billing/test/fixtures';
import { BillingView, meterText, planDates } from './BillingScreen';

describe('planDates', () => {
  it('shows the trial end while trialing and hides the next grant', () => {
    const lines = planDates(
      summary({
        plan: {
          planKey: 'starter_monthly',
          status: 'trialing',
          trialEnd: '2030-02-01T00:00:00Z',
          nextGivenAt: null,
        },
      }).plan,
    );
    expect(lines).toEqual(['Free trial ends on Feb 1, 2030']);
  });

  it('shows the next grant of an active plan, and the end of one set to cancel', () => {
    const lines = planDates(
      summary({
        plan: {
          planKey: 'starter_monthly',
          status: 'active',
          nextGivenAt: '2030-02-01T00:00:00Z',
          cancelAtPeriodEnd: true,
          currentPeriodEnd: '2030-02-01T00:00:00Z',
        },
      }).plan,
    );
    expect(lines).toEqual(['Next credits on Feb 1, 2030', 'Ends on Feb 1, 2030']);
  });
});

describe('meterText', () => {
  it('says what was used of what the period had, and what is left', () => {
    expect(meterText({ kind: 'words', label: 'Words', used: 1200, granted: 5000, balance: 3800 })).toEqual({
      max: 5000,
      text: '1,200 of 5,000 words used, 3,800 left',
    });
    expect(meterText({ kind: 'workflows', label: 'Workflows', used: 0, granted: 0, balance: 0 }).text).toBe(
      'Not in your plan',
    );
  });
});

describe('/dashboard/billing', () => {
  it('shows the plan, meters, the chart of credits per day and the ledger', async () => {
    const { shell } = billingShell({ user: testUser, handlers: { 'GET /api/billing': () => summary() } });
    renderScreen(<BillingView />, { route: '/dashboard/billing', shell });
    expect(await screen.findByTestId('plan-name')).toHaveTextContent('Free');
    expect(screen.getByRole('progressbar', { name: 'Words' })).toHaveAttribute(
      'aria-valuetext',
      '1,200 of 5,000 words used, 3,800 left',
    );
    const chart = screen.getByRole('img', { name: /Words used per day/ });
    expect(chart).toHaveAccessibleName(/1,200 words used over 2 days; the busiest day was Jan 2 with 1,200/);
    const ledger = screen.getByRole('table', { name: /Every grant and charge/ });
    expect(within(ledger).getAllByRole('row')).toHaveLength(3);
    expect(within(ledger).getByText('−1,200 words')).toBeInTheDocument();
  });

  it('gives a team member the no-billing-right popup on Upgrade and Buy credits', async () => {
    const { shell } = billingShell({
      user: testUser,
      handlers: { 'GET /api/billing': () => summary({ role: 'Member', canManageBilling: false }) },
    });
    const { user } = renderScreen(<BillingView />, { route: '/dashboard/billing', shell });
    await screen.findByText(/Your team owner manages the plan/);
    await user.click(screen.getAllByRole('button', { name: 'Upgrade' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Buy credits' }));
    expect(shell.popups.open).toHaveBeenCalledTimes(2);
    expect(shell.popups.open).toHaveBeenCalledWith('no-billing-right');
    expect(shell.upgrade).not.toHaveBeenCalled();
  });

  it('sends a lifetime user’s Upgrade to the lifetime-deal page', async () => {
    const { shell } = billingShell({
      user: testUser,
      handlers: {
        'GET /api/billing': () =>
          summary({
            plan: {
              planName: 'Lifetime 2',
              planKey: 'lifetime_2',
              status: 'lifetime',
              isLifetime: true,
              lifetimeLevel: 2,
            },
            upgrade: { action: 'lifetime-deal', url: 'https://deal.example/x' },
          }),
      },
    });
    const { user } = renderScreen(<BillingView />, { route: '/dashboard/billing', shell });
    expect(await screen.findByText(/Lifetime tier 2 of 5/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Upgrade' })[0]!);
    expect(shell.upgrade).toHaveBeenCalledWith('billing', { externalUrl: 'https://deal.example/x' });
  });

  it('shows the retry view when the summary cannot be read, and retries', async () => {
    let calls = 0;
    const { shell } = billingShell({
      user: testUser,
      handlers: {
        'GET /api/billing': () => {
          calls++;
          if (calls === 1) throw new Error('offline');
          return summary();
        },
      },
    });
    const { user } = renderScreen(<BillingView />, { route: '/dashboard/billing', shell });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('plan-name')).toHaveTextContent('Free'));
  });
});
