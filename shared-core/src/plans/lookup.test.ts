import { createPlanCatalogue, defaultPlanCatalogue } from './catalogue';
import {
  creditPackWords,
  DEFAULT_TEAM_SIZE,
  findPlanByPriceId,
  formatPrice,
  isCreditPackPriceId,
  isLifetimeTier,
  isPlanTier,
  lifetimePlans,
  lifetimeTier5Offer,
  offeredPlans,
  pricePerMonth,
  teamSize,
  tierFromPriceId,
} from './lookup';

describe('tierFromPriceId', () => {
  it.each([
    ['price_starter_monthly', 'Starter'],
    ['price_starter_yearly', 'Starter'],
    ['price_advanced_1_monthly', 'Advanced'],
    ['price_advanced_3_yearly', 'Advanced'],
    ['price_advanced_legacy_monthly', 'Advanced'],
    ['price_unlimited_yearly', 'Unlimited'],
    ['price_lifetime_1', 'Lifetime 1'],
    ['price_lifetime_2', 'Lifetime 2'],
    ['price_lifetime_3', 'Lifetime 3'],
    ['price_lifetime_4', 'Lifetime 4'],
    ['price_lifetime_5', 'Lifetime 5'],
    ['price_lifetime_5_upgrade_from_2', 'Lifetime 5'],
  ])('%s → %s', (priceId, tier) => {
    expect(tierFromPriceId(priceId)).toBe(tier);
  });

  it('is Free without a plan price id', () => {
    expect(tierFromPriceId(undefined)).toBe('Free');
    expect(tierFromPriceId(null)).toBe('Free');
    expect(tierFromPriceId('')).toBe('Free');
    expect(tierFromPriceId('price_unknown')).toBe('Free');
    expect(tierFromPriceId('price_credit_pack')).toBe('Free');
  });

  it('follows the configured ids, retired ones included', () => {
    const catalogue = createPlanCatalogue({ advanced_2_monthly: ['price_live_adv2', 'price_2023_adv2'] });
    expect(tierFromPriceId('price_2023_adv2', catalogue)).toBe('Advanced');
    expect(tierFromPriceId('price_advanced_2_monthly', catalogue)).toBe('Free');
    expect(findPlanByPriceId('price_live_adv2', catalogue)?.wordsPerMonth).toBe(400_000);
  });
});

describe('teamSize', () => {
  it('uses the plan size and falls back to 3', () => {
    expect(DEFAULT_TEAM_SIZE).toBe(3);
    expect(teamSize({ maxTeamSize: 5 })).toBe(5);
    expect(teamSize({})).toBe(3);
    expect(teamSize({ maxTeamSize: null })).toBe(3);
    expect(teamSize({ maxTeamSize: 0 })).toBe(3);
    expect(teamSize({ maxTeamSize: 2.5 })).toBe(3);
    expect(teamSize(undefined)).toBe(3);
    expect(teamSize(findPlanByPriceId('price_starter_monthly'))).toBe(3);
    expect(teamSize(findPlanByPriceId('price_advanced_3_monthly'))).toBe(6);
  });
});

describe('offeredPlans and lifetimePlans', () => {
  it('shows Free, Starter and the three Advanced tiers for an interval, legacy plans hidden', () => {
    expect(offeredPlans('monthly').map((p) => p.key)).toEqual([
      'free',
      'starter_monthly',
      'advanced_1_monthly',
      'advanced_2_monthly',
      'advanced_3_monthly',
    ]);
    expect(offeredPlans('yearly').map((p) => p.key)).toEqual([
      'free',
      'starter_yearly',
      'advanced_1_yearly',
      'advanced_2_yearly',
      'advanced_3_yearly',
    ]);
  });

  it('lists the five lifetime tiers in order', () => {
    expect(lifetimePlans().map((p) => p.tier)).toEqual([
      'Lifetime 1',
      'Lifetime 2',
      'Lifetime 3',
      'Lifetime 4',
      'Lifetime 5',
    ]);
  });
});

describe('lifetimeTier5Offer', () => {
  it.each([
    ['Lifetime 1', '129900', 'price_lifetime_5_upgrade_from_1'],
    ['Lifetime 2', '119900', 'price_lifetime_5_upgrade_from_2'],
    ['Lifetime 3', '99900', 'price_lifetime_5_upgrade_from_3'],
    ['Lifetime 4', '89900', 'price_lifetime_5_upgrade_from_4'],
    ['Free', '129900', 'price_lifetime_5'],
    [undefined, '129900', 'price_lifetime_5'],
  ] as const)('from %s costs %s', (tier, amount, priceId) => {
    expect(lifetimeTier5Offer(tier)).toEqual({ unit_amount: amount, priceId });
  });

  it('offers nothing to a tier-5 holder', () => {
    expect(lifetimeTier5Offer('Lifetime 5')).toBeUndefined();
  });
});

describe('credit pack', () => {
  it('gives 1000 words per unit, for 1 to 1000 units', () => {
    expect(creditPackWords(1)).toBe(1000);
    expect(creditPackWords(25)).toBe(25_000);
    expect(() => creditPackWords(0)).toThrow(RangeError);
    expect(() => creditPackWords(1001)).toThrow(RangeError);
    expect(() => creditPackWords(1.5)).toThrow(RangeError);
  });

  it('recognises its price id', () => {
    expect(isCreditPackPriceId('price_credit_pack')).toBe(true);
    expect(isCreditPackPriceId('price_starter_monthly')).toBe(false);
    expect(isCreditPackPriceId(undefined)).toBe(false);
  });
});

describe('tier guards', () => {
  it('recognise tiers and lifetime tiers', () => {
    expect(isPlanTier('Lifetime 3')).toBe(true);
    expect(isPlanTier('Lifetime 6')).toBe(false);
    expect(isLifetimeTier('Lifetime 1')).toBe(true);
    expect(isLifetimeTier('Advanced')).toBe(false);
  });
});

describe('prices', () => {
  it('formats cents as dollars', () => {
    expect(formatPrice('3400')).toBe('$34');
    expect(formatPrice(129900)).toBe('$1,299');
    expect(formatPrice('2833')).toBe('$28.33');
  });

  it('gives the monthly equivalent of a yearly price', () => {
    const yearly = defaultPlanCatalogue.plans.find((p) => p.key === 'starter_yearly');
    expect(yearly && pricePerMonth(yearly)).toBe(2833);
    expect(pricePerMonth({ interval: 'monthly', unit_amount: '3400' })).toBe(3400);
  });
});
