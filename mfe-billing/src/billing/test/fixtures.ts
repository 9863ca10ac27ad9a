/** A billing summary as GET /api/billing answers it, for screen tests. */

import { BillingSummaryView } from '@inkpress/shared-core';
import { type FakeShellOptions, fakeShell } from '../../account/test/fakeShell';
import type { BillingSummary } from '../api';

export function summary(
  over: Omit<Partial<BillingSummary>, 'plan'> & { plan?: Partial<BillingSummary['plan']> } = {},
): BillingSummary {
  const { plan, ...rest } = over;
  // Parsed as the client parses the API's answer: a fixture cannot drift from the shared schema.
  return BillingSummaryView.parse({
    plan: {
      planName: 'Free',
      planKey: 'free',
      tier: 'Free',
      priceId: null,
      status: null,
      interval: null,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      nextGivenAt: null,
      advancedWords: 0,
      aiImages: 5,
      workflows: 0,
      withAccessToBulkGenerator: false,
      withAPIAccess: false,
      workflowsGivenInCurrentPeriod: 0,
      workflowsUsedInCurrentPeriod: 0,
      aiImagesGivenInCurrentPeriod: 5,
      aiImagesUsedInCurrentPeriod: 0,
      isLifetime: false,
      lifetimeLevel: 0,
      isPaid: false,
      metadata: {},
      ...plan,
    },
    role: 'Owner',
    canManageBilling: true,
    canHavePaidTrial: true,
    upgrade: { action: 'popup' },
    capabilities: { bulkGenerator: false, apiAccess: false, gpt4: false, maxTeamSize: 3 },
    balances: { words: 3800, workflows: 0, aiImages: 5, imageRestores: 5 },
    period: { start: '2030-01-01T00:00:00.000Z', end: null },
    meters: [
      { kind: 'words', label: 'Words', used: 1200, granted: 5000, balance: 3800 },
      { kind: 'workflows', label: 'Workflows', used: 0, granted: 0, balance: 0 },
      { kind: 'aiImages', label: 'AI images', used: 0, granted: 5, balance: 5 },
      { kind: 'imageRestores', label: 'Image restores', used: 0, granted: 5, balance: 5 },
    ],
    usageByDay: {
      kind: 'words',
      days: [
        { day: '2030-01-01', used: 0 },
        { day: '2030-01-02', used: 1200 },
      ],
    },
    ledger: {
      items: [
        {
          id: 't:words:2',
          kind: 'words',
          op: 'reserve',
          amount: -1200,
          balanceAfter: 3800,
          reason: 'generate-article',
          ref: 'p1',
          userId: null,
          reservationId: 'r1',
          createdAt: '2030-01-02T10:00:00.000Z',
        },
        {
          id: 't:words:1',
          kind: 'words',
          op: 'grant',
          amount: 5000,
          balanceAfter: 5000,
          reason: 'free-plan',
          ref: null,
          userId: null,
          reservationId: null,
          createdAt: '2030-01-01T10:00:00.000Z',
        },
      ],
      total: 2,
      offset: 0,
      limit: 10,
    },
    ...rest,
  });
}

/** The shared fake shell, for the billing screens (its `upgrade` is a jest.fn to inspect). */
export function billingShell(options: FakeShellOptions = {}) {
  return fakeShell(options);
}
