import {
  createPlanCatalogue,
  defaultPlanCatalogue,
  type Plan,
  priceEnvVar,
  priceIdConfigFromEnv,
  priceKeys,
} from './catalogue';

const { plans, lifetimeUpgrades, creditPack } = defaultPlanCatalogue;
const byKey = (key: string): Plan => {
  const plan = plans.find((p) => p.key === key);
  if (!plan) throw new Error(`no plan ${key}`);
  return plan;
};

describe('the plan catalogue', () => {
  it('gives the free plan 5,000 words and no price', () => {
    expect(byKey('free')).toMatchObject({
      planName: 'Free',
      tier: 'Free',
      wordsPerMonth: 5000,
      unit_amount: '0',
      priceIds: [],
    });
  });

  it('prices Starter at $34 a month with 20,000 words and 5 workflows', () => {
    expect(byKey('starter_monthly')).toMatchObject({
      tier: 'Starter',
      type: 'subscription',
      interval: 'monthly',
      unit_amount: '3400',
      wordsPerMonth: 20_000,
      workflowsPerMonth: 5,
    });
  });

  it.each([
    ['advanced_1_monthly', '8900', 200_000, 70, 300, 4],
    ['advanced_2_monthly', '15900', 400_000, 150, 500, 5],
    ['advanced_3_monthly', '29900', 800_000, 300, 700, 6],
  ])('has the Advanced tier %s', (key, amount, words, workflows, images, team) => {
    expect(byKey(key)).toMatchObject({
      tier: 'Advanced',
      unit_amount: amount,
      wordsPerMonth: words,
      workflowsPerMonth: workflows,
      aiImages: images,
      maxTeamSize: team,
    });
  });

  it('keeps the older Advanced ($59, 100k words, 35 workflows) and Unlimited (100k, 35) as legacy plans', () => {
    expect(byKey('advanced_legacy_monthly')).toMatchObject({
      tier: 'Advanced',
      unit_amount: '5900',
      wordsPerMonth: 100_000,
      workflowsPerMonth: 35,
      legacy: true,
    });
    expect(byKey('unlimited_monthly')).toMatchObject({
      tier: 'Unlimited',
      wordsPerMonth: 100_000,
      workflowsPerMonth: 35,
      legacy: true,
    });
  });

  it.each([
    [1, '6900', 20_000, 5],
    [2, '12900', 50_000, 15],
    [3, '23900', 100_000, 35],
    [4, '39900', 200_000, 70],
    [5, '129900', 400_000, 150],
  ])('has lifetime tier %i', (level, amount, words, workflows) => {
    const plan = byKey(`lifetime_${level}`);
    expect(plan).toMatchObject({
      tier: `Lifetime ${level}`,
      type: 'lifetime',
      interval: null,
      unit_amount: amount,
      wordsPerMonth: words,
      workflowsPerMonth: workflows,
    });
    expect(plan.maxTeamSize).toBeLessThanOrEqual(6);
  });

  it('gives lifetime team sizes that grow up to 6', () => {
    const sizes = [1, 2, 3, 4, 5].map((l) => byKey(`lifetime_${l}`).maxTeamSize ?? 0);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(Math.max(...sizes)).toBe(6);
  });

  it('prices every yearly plan at ten months of the monthly one', () => {
    const yearly = plans.filter((p) => p.interval === 'yearly');
    expect(yearly.map((p) => p.planId).sort()).toEqual(
      ['advanced_1', 'advanced_2', 'advanced_3', 'advanced_legacy', 'starter', 'unlimited'].sort(),
    );
    for (const plan of yearly) {
      const monthly = byKey(`${plan.planId}_monthly`);
      expect(Number(plan.unit_amount)).toBe(Number(monthly.unit_amount) * 10);
      expect({ ...plan, key: '', priceIds: [], interval: '', unit_amount: '' }).toEqual({
        ...monthly,
        key: '',
        priceIds: [],
        interval: '',
        unit_amount: '',
      });
    }
  });

  it('prices the tier-5 upgrade at 1299, 1199, 999 and 899 from tiers 1 to 4', () => {
    expect(lifetimeUpgrades.map((u) => [u.from, u.unit_amount])).toEqual([
      ['Lifetime 1', '129900'],
      ['Lifetime 2', '119900'],
      ['Lifetime 3', '99900'],
      ['Lifetime 4', '89900'],
    ]);
  });

  it('sells the credit pack as 1000 words for $10, one time, in quantities up to 1000', () => {
    expect(creditPack).toMatchObject({
      type: 'one_time',
      unit_amount: '1000',
      wordsPerUnit: 1000,
      minQuantity: 1,
      maxQuantity: 1000,
      currency: 'usd',
    });
  });

  it('has every field of SPEC §3 on every entry, amounts as whole cents in strings', () => {
    const fields = [
      'planName',
      'priceIds',
      'currency',
      'type',
      'interval',
      'unit_amount',
      'wordsPerMonth',
      'advancedWordsPerMonth',
      'workflowsPerMonth',
      'aiImages',
      'imageRestores',
      'withAPIAccess',
      'withAccessToBulkGenerator',
      'weight',
      'features',
    ];
    for (const plan of plans) {
      for (const field of fields) expect(plan).toHaveProperty(field);
      expect(plan.currency).toBe('usd');
      expect(plan.unit_amount).toMatch(/^(0|[1-9]\d*)$/);
      expect(plan.features.length).toBeGreaterThan(3);
      expect(plan.advancedWordsPerMonth).toBeLessThanOrEqual(plan.wordsPerMonth);
    }
  });

  it('derives feature lines from the numbers', () => {
    expect(byKey('advanced_2_monthly').features).toEqual(
      expect.arrayContaining([
        '400,000 words per month',
        '150 workflows per month',
        'Team of up to 5',
        'API access',
      ]),
    );
    expect(byKey('starter_monthly').features).toContain('Team of up to 3');
    expect(byKey('free').features).not.toContain('API access');
  });

  it('uses unique keys and unique price ids', () => {
    const keys = plans.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = [...plans, ...lifetimeUpgrades, creditPack].flatMap((p) => p.priceIds);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(priceKeys.length);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(plans)).toBe(true);
    expect(Object.isFrozen(byKey('starter_monthly'))).toBe(true);
  });
});

describe('price id configuration', () => {
  it('defaults every key to price_<key>', () => {
    expect(byKey('starter_monthly').priceIds).toEqual(['price_starter_monthly']);
    expect(creditPack.priceIds).toEqual(['price_credit_pack']);
  });

  it('takes configured ids, one or several per key, and ignores blanks', () => {
    const catalogue = createPlanCatalogue({
      starter_monthly: 'price_123',
      starter_yearly: ['price_new', 'price_old'],
      lifetime_1: ' ',
    });
    const find = (key: string) => catalogue.plans.find((p) => p.key === key);
    expect(find('starter_monthly')?.priceIds).toEqual(['price_123']);
    expect(find('starter_yearly')?.priceIds).toEqual(['price_new', 'price_old']);
    expect(find('lifetime_1')?.priceIds).toEqual(['price_lifetime_1']);
  });

  it('reads comma-separated ids from STRIPE_PRICE_<KEY> variables', () => {
    expect(priceEnvVar('advanced_1_yearly')).toBe('STRIPE_PRICE_ADVANCED_1_YEARLY');
    const config = priceIdConfigFromEnv({
      STRIPE_PRICE_STARTER_MONTHLY: 'price_a, price_b',
      STRIPE_PRICE_CREDIT_PACK: '',
      UNRELATED: 'x',
    });
    expect(config).toEqual({ starter_monthly: ['price_a', 'price_b'] });
  });
});
