/**
 * The plan catalogue of SPEC §3 and §9 (issue 5). Each entry is one
 * purchasable price: a plan at one interval (Starter monthly, Starter
 * yearly…), a lifetime tier, or a tier-5 upgrade. Stripe price ids come
 * from configuration (the API reads them from the environment, see
 * priceIdConfigFromEnv); without configuration every key falls back to
 * `price_<key>` (e.g. 'price_starter_monthly'), which is what stripe-mock
 * and the tests use.
 *
 * Decisions of ours (SPEC does not give them):
 * - Yearly price = 10 × the monthly price (two months free), for every
 *   subscription plan.
 * - Unlimited is a legacy plan at $49/month; it and Older Advanced are no
 *   longer offered but still resolve for existing subscribers.
 * - advancedWordsPerMonth (GPT-4-class words) is 10% of the words. It is
 *   recorded on the active plan (SPEC §3) but not sold as a quota: a paid plan
 *   runs every operation on the GPT-4-class model while the user's switch is
 *   on (capabilities.ts holds what each plan allows).
 * - AI images and image restores: Free 5, Starter 50, Older Advanced and
 *   Unlimited 150, lifetime tiers 25/50/100/200/400; Advanced as SPEC says.
 * - Team sizes: Free 1; Starter, Older Advanced and Unlimited give none, so
 *   teamSize() falls back to 3; Advanced 4/5/6; lifetime 2/3/4/5/6.
 * - API access: Advanced (all), Older Advanced, Unlimited, lifetime 3–5.
 *   Bulk generator: every paid plan.
 * - Upgrading to lifetime tier 5 costs $1299 from tier 1, $1199 from tier 2,
 *   $999 from tier 3 and $899 from tier 4 (the more you hold, the less you
 *   pay); with no lifetime tier it is the tier-5 price itself, $1299.
 * - The credit pack (1000 words, $10) sells in quantities of 1 to 1000.
 */

import { featureLines } from './capabilities';

export const planTiers = [
  'Free',
  'Starter',
  'Advanced',
  'Unlimited',
  'Lifetime 1',
  'Lifetime 2',
  'Lifetime 3',
  'Lifetime 4',
  'Lifetime 5',
] as const;
export type PlanTier = (typeof planTiers)[number];
export type LifetimeTier = Extract<PlanTier, `Lifetime ${number}`>;

export type PlanType = 'subscription' | 'lifetime' | 'one_time';
export type BillingInterval = 'monthly' | 'yearly';
export const CURRENCY = 'usd';

/** Every configurable Stripe price, by key. */
export const priceKeys = [
  'starter_monthly',
  'starter_yearly',
  'advanced_1_monthly',
  'advanced_1_yearly',
  'advanced_2_monthly',
  'advanced_2_yearly',
  'advanced_3_monthly',
  'advanced_3_yearly',
  'advanced_legacy_monthly',
  'advanced_legacy_yearly',
  'unlimited_monthly',
  'unlimited_yearly',
  'lifetime_1',
  'lifetime_2',
  'lifetime_3',
  'lifetime_4',
  'lifetime_5',
  'lifetime_5_upgrade_from_1',
  'lifetime_5_upgrade_from_2',
  'lifetime_5_upgrade_from_3',
  'lifetime_5_upgrade_from_4',
  'credit_pack',
] as const;
export type PriceKey = (typeof priceKeys)[number];

/** Stripe price ids per key; several ids per key keep retired prices mapping to their plan. */
export type PriceIdConfig = Partial<Record<PriceKey, string | readonly string[]>>;

/** One catalogue entry (SPEC §3 "Plan (catalogue)"). */
export interface Plan {
  /** Unique key of this entry ('free' or a price key). */
  key: PriceKey | 'free';
  /** The plan this price sells: the monthly and yearly prices of one plan share it. */
  planId: string;
  planName: string;
  tier: PlanTier;
  /** Stripe price ids that resolve to this entry; the first is the one checkout uses. Empty for Free. */
  priceIds: readonly string[];
  currency: typeof CURRENCY;
  type: PlanType;
  /** Billing interval; null for lifetime and one-time prices. */
  interval: BillingInterval | null;
  /** Price in cents, as a string (Stripe's unit_amount). */
  unit_amount: string;
  wordsPerMonth: number;
  advancedWordsPerMonth: number;
  workflowsPerMonth: number;
  /** AI images per month. */
  aiImages: number;
  /** Image restores per month. */
  imageRestores: number;
  /** Team seats; absent means the default of 3 (see teamSize). */
  maxTeamSize?: number;
  withAPIAccess: boolean;
  withAccessToBulkGenerator: boolean;
  /** Orders plans of one type: higher is more. Tells an upgrade from a downgrade. */
  weight: number;
  features: readonly string[];
  /** Still honoured for existing customers, no longer offered. */
  legacy: boolean;
}

/** The tier-5 upgrade price for a lifetime tier held. */
export interface LifetimeUpgrade {
  key: PriceKey;
  from: Exclude<LifetimeTier, 'Lifetime 5'>;
  tier: 'Lifetime 5';
  priceIds: readonly string[];
  currency: typeof CURRENCY;
  type: 'lifetime';
  unit_amount: string;
}

/** The credit pack: 1000 words for $10, bought in any quantity from 1 to 1000. */
export interface CreditPack {
  key: 'credit_pack';
  planName: string;
  priceIds: readonly string[];
  currency: typeof CURRENCY;
  type: 'one_time';
  interval: null;
  unit_amount: string;
  wordsPerUnit: number;
  minQuantity: number;
  maxQuantity: number;
}

export interface PlanCatalogue {
  plans: readonly Plan[];
  lifetimeUpgrades: readonly LifetimeUpgrade[];
  creditPack: CreditPack;
}

/** Months charged for a year of a subscription plan (two months free). */
export const YEARLY_MONTHS_CHARGED = 10;

const cents = (dollars: number) => String(Math.round(dollars * 100));

type PlanSpec = Omit<
  Plan,
  'features' | 'key' | 'priceIds' | 'interval' | 'unit_amount' | 'currency' | 'type'
> & {
  type: 'subscription' | 'lifetime';
  /** Dollars: per month for subscriptions, once for lifetime. */
  price: number;
};

const subscriptionSpecs: readonly PlanSpec[] = [
  {
    planId: 'starter',
    planName: 'Starter',
    tier: 'Starter',
    type: 'subscription',
    price: 34,
    wordsPerMonth: 20_000,
    advancedWordsPerMonth: 2_000,
    workflowsPerMonth: 5,
    aiImages: 50,
    imageRestores: 50,
    withAPIAccess: false,
    withAccessToBulkGenerator: true,
    weight: 10,
    legacy: false,
  },
  ...(
    [
      [1, 89, 200_000, 70, 300, 4],
      [2, 159, 400_000, 150, 500, 5],
      [3, 299, 800_000, 300, 700, 6],
    ] as const
  ).map(
    ([level, price, words, workflows, images, team]): PlanSpec => ({
      planId: `advanced_${level}`,
      planName: 'Advanced',
      tier: 'Advanced',
      type: 'subscription',
      price,
      wordsPerMonth: words,
      advancedWordsPerMonth: words / 10,
      workflowsPerMonth: workflows,
      aiImages: images,
      imageRestores: images,
      maxTeamSize: team,
      withAPIAccess: true,
      withAccessToBulkGenerator: true,
      weight: 20 + level * 10,
      legacy: false,
    }),
  ),
  {
    planId: 'advanced_legacy',
    planName: 'Advanced',
    tier: 'Advanced',
    type: 'subscription',
    price: 59,
    wordsPerMonth: 100_000,
    advancedWordsPerMonth: 10_000,
    workflowsPerMonth: 35,
    aiImages: 150,
    imageRestores: 150,
    withAPIAccess: true,
    withAccessToBulkGenerator: true,
    weight: 20,
    legacy: true,
  },
  {
    planId: 'unlimited',
    planName: 'Unlimited',
    tier: 'Unlimited',
    type: 'subscription',
    price: 49,
    wordsPerMonth: 100_000,
    advancedWordsPerMonth: 10_000,
    workflowsPerMonth: 35,
    aiImages: 150,
    imageRestores: 150,
    withAPIAccess: true,
    withAccessToBulkGenerator: true,
    weight: 20,
    legacy: true,
  },
];

const lifetimeSpecs: readonly PlanSpec[] = (
  [
    [1, 69, 20_000, 5, 25, 2],
    [2, 129, 50_000, 15, 50, 3],
    [3, 239, 100_000, 35, 100, 4],
    [4, 399, 200_000, 70, 200, 5],
    [5, 1299, 400_000, 150, 400, 6],
  ] as const
).map(([level, price, words, workflows, images, team]) => ({
  planId: `lifetime_${level}`,
  planName: `Lifetime ${level}`,
  tier: `Lifetime ${level}` as LifetimeTier,
  type: 'lifetime',
  price,
  wordsPerMonth: words,
  advancedWordsPerMonth: words / 10,
  workflowsPerMonth: workflows,
  aiImages: images,
  imageRestores: images,
  maxTeamSize: team,
  withAPIAccess: level >= 3,
  withAccessToBulkGenerator: true,
  weight: level * 10,
  legacy: false,
}));

const freePlan: Omit<Plan, 'features'> = {
  key: 'free',
  planId: 'free',
  planName: 'Free',
  tier: 'Free',
  priceIds: [],
  currency: CURRENCY,
  type: 'subscription',
  interval: 'monthly',
  unit_amount: '0',
  wordsPerMonth: 5_000,
  advancedWordsPerMonth: 0,
  workflowsPerMonth: 0,
  aiImages: 5,
  imageRestores: 5,
  maxTeamSize: 1,
  withAPIAccess: false,
  withAccessToBulkGenerator: false,
  weight: 0,
  legacy: false,
};

/** Tier-5 upgrade prices in dollars by the lifetime tier held. */
export const lifetimeUpgradePrices: Readonly<Record<Exclude<LifetimeTier, 'Lifetime 5'>, number>> = {
  'Lifetime 1': 1299,
  'Lifetime 2': 1199,
  'Lifetime 3': 999,
  'Lifetime 4': 899,
};

/** The credit pack's unit: 1000 words for $10. */
export const CREDIT_PACK_WORDS = 1000;
export const CREDIT_PACK_PRICE = 10;
export const CREDIT_PACK_MAX_QUANTITY = 1000;

/** The name of the environment variable holding a key's price ids: STRIPE_PRICE_STARTER_MONTHLY. */
export function priceEnvVar(key: PriceKey): string {
  return `STRIPE_PRICE_${key.toUpperCase()}`;
}

/**
 * Reads price ids from an environment-like object (comma-separated ids per
 * variable). Pure: the API passes process.env, a test passes a literal.
 */
export function priceIdConfigFromEnv(env: Readonly<Record<string, string | undefined>>): PriceIdConfig {
  const config: PriceIdConfig = {};
  for (const key of priceKeys) {
    const ids = (env[priceEnvVar(key)] ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids.length > 0) config[key] = ids;
  }
  return config;
}

/** Builds the catalogue with the given price ids; missing keys get `price_<key>`. */
export function createPlanCatalogue(config: PriceIdConfig = {}): PlanCatalogue {
  const ids = (key: PriceKey): readonly string[] => {
    const configured = config[key];
    const list = typeof configured === 'string' ? [configured] : (configured ?? []);
    const clean = list.map((id) => id.trim()).filter(Boolean);
    return Object.freeze(clean.length > 0 ? clean : [`price_${key}`]);
  };
  const finish = (entry: Omit<Plan, 'features'>): Plan =>
    Object.freeze({ ...entry, features: Object.freeze(featureLines(entry)) });

  const plans: Plan[] = [finish(freePlan)];
  for (const spec of subscriptionSpecs) {
    const { price, ...rest } = spec;
    for (const interval of ['monthly', 'yearly'] as const) {
      const key = `${spec.planId}_${interval}` as PriceKey;
      const amount = interval === 'monthly' ? price : price * YEARLY_MONTHS_CHARGED;
      plans.push(
        finish({
          ...rest,
          key,
          priceIds: ids(key),
          currency: CURRENCY,
          interval,
          unit_amount: cents(amount),
        }),
      );
    }
  }
  for (const spec of lifetimeSpecs) {
    const { price, ...rest } = spec;
    const key = spec.planId as PriceKey;
    plans.push(
      finish({
        ...rest,
        key,
        priceIds: ids(key),
        currency: CURRENCY,
        interval: null,
        unit_amount: cents(price),
      }),
    );
  }

  const lifetimeUpgrades = (Object.entries(lifetimeUpgradePrices) as [LifetimeUpgrade['from'], number][]).map(
    ([from, dollars]): LifetimeUpgrade => {
      const key = `lifetime_5_upgrade_from_${from.slice(-1)}` as PriceKey;
      return Object.freeze({
        key,
        from,
        tier: 'Lifetime 5',
        priceIds: ids(key),
        currency: CURRENCY,
        type: 'lifetime',
        unit_amount: cents(dollars),
      });
    },
  );

  const creditPack: CreditPack = Object.freeze({
    key: 'credit_pack',
    planName: 'Credit pack',
    priceIds: ids('credit_pack'),
    currency: CURRENCY,
    type: 'one_time',
    interval: null,
    unit_amount: cents(CREDIT_PACK_PRICE),
    wordsPerUnit: CREDIT_PACK_WORDS,
    minQuantity: 1,
    maxQuantity: CREDIT_PACK_MAX_QUANTITY,
  });

  return Object.freeze({
    plans: Object.freeze(plans),
    lifetimeUpgrades: Object.freeze(lifetimeUpgrades),
    creditPack,
  });
}

/** The catalogue with the default price ids. */
export const defaultPlanCatalogue: PlanCatalogue = createPlanCatalogue();
