import {
  type BillingInterval,
  type CreditPack,
  defaultPlanCatalogue,
  type LifetimeTier,
  type Plan,
  type PlanCatalogue,
  type PlanTier,
  planTiers,
} from './catalogue';

export { DEFAULT_TEAM_SIZE, teamSize } from './capabilities';

/** The catalogue entry (plan or lifetime upgrade's resulting plan) a Stripe price id buys. */
export function findPlanByPriceId(
  priceId: string | null | undefined,
  catalogue: PlanCatalogue = defaultPlanCatalogue,
): Plan | undefined {
  if (!priceId) return undefined;
  const plan = catalogue.plans.find((p) => p.priceIds.includes(priceId));
  if (plan) return plan;
  if (catalogue.lifetimeUpgrades.some((u) => u.priceIds.includes(priceId))) {
    return catalogue.plans.find((p) => p.tier === 'Lifetime 5');
  }
  return undefined;
}

/**
 * The plan tier a price id gives (SPEC §4): Free, Starter, Advanced (all
 * Advanced prices, the older one too), Unlimited or Lifetime 1–5 (a tier-5
 * upgrade gives Lifetime 5). No price id, an unknown one or the credit
 * pack's is 'Free': a tier comes only from a plan.
 */
export function tierFromPriceId(
  priceId: string | null | undefined,
  catalogue: PlanCatalogue = defaultPlanCatalogue,
): PlanTier {
  return findPlanByPriceId(priceId, catalogue)?.tier ?? 'Free';
}

export function isPlanTier(value: unknown): value is PlanTier {
  return typeof value === 'string' && (planTiers as readonly string[]).includes(value);
}

export function isLifetimeTier(tier: PlanTier): tier is LifetimeTier {
  return tier.startsWith('Lifetime ');
}

/** True when the price id is the credit pack's. */
export function isCreditPackPriceId(
  priceId: string | null | undefined,
  catalogue: PlanCatalogue = defaultPlanCatalogue,
): boolean {
  return !!priceId && catalogue.creditPack.priceIds.includes(priceId);
}

/** The plans on the pricing page at an interval: Free and the current subscription plans, by weight. */
export function offeredPlans(
  interval: BillingInterval,
  catalogue: PlanCatalogue = defaultPlanCatalogue,
): Plan[] {
  return catalogue.plans
    .filter((p) => p.type === 'subscription' && !p.legacy && (p.key === 'free' || p.interval === interval))
    .sort((a, b) => a.weight - b.weight);
}

/** The five lifetime tiers, in order. */
export function lifetimePlans(catalogue: PlanCatalogue = defaultPlanCatalogue): Plan[] {
  return catalogue.plans.filter((p) => p.type === 'lifetime').sort((a, b) => a.weight - b.weight);
}

/** What buying lifetime tier 5 costs and which price to check out with. */
export interface LifetimeTier5Offer {
  unit_amount: string;
  priceId: string;
}

/**
 * The tier-5 offer for a tier held: the upgrade price from Lifetime 1–4
 * ($1299, $1199, $999, $899), the tier-5 price ($1299) for anyone without
 * a lifetime tier, and undefined for someone already on tier 5.
 */
export function lifetimeTier5Offer(
  tierHeld: PlanTier | null | undefined,
  catalogue: PlanCatalogue = defaultPlanCatalogue,
): LifetimeTier5Offer | undefined {
  if (tierHeld === 'Lifetime 5') return undefined;
  const upgrade = catalogue.lifetimeUpgrades.find((u) => u.from === tierHeld);
  const source = upgrade ?? catalogue.plans.find((p) => p.tier === 'Lifetime 5');
  const priceId = source?.priceIds[0];
  return source && priceId ? { unit_amount: source.unit_amount, priceId } : undefined;
}

/** Words bought with `quantity` credit packs. Throws RangeError outside 1..maxQuantity. */
export function creditPackWords(
  quantity: number,
  pack: CreditPack = defaultPlanCatalogue.creditPack,
): number {
  if (!Number.isSafeInteger(quantity) || quantity < pack.minQuantity || quantity > pack.maxQuantity) {
    throw new RangeError(
      `credit pack quantity must be a whole number from ${pack.minQuantity} to ${pack.maxQuantity}`,
    );
  }
  return quantity * pack.wordsPerUnit;
}

/** The monthly price in cents: the price itself for monthly plans, a twelfth (rounded) for yearly ones. */
export function pricePerMonth(plan: Pick<Plan, 'interval' | 'unit_amount'>): number {
  const amount = Number(plan.unit_amount);
  return plan.interval === 'yearly' ? Math.round(amount / 12) : amount;
}

/** Formats cents (number or Stripe's string) as "$34" or "$28.33". */
export function formatPrice(unitAmount: string | number, currency = 'usd'): string {
  const amount = Number(unitAmount) / 100;
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The pricing page (/pricing): its metadata, heading and lead, for the app's route and the server-rendered page. */
export const pricingPage = {
  title: 'Pricing',
  description: 'Plans for bloggers, marketers, agencies and teams. Start free with 5,000 words.',
  heading: 'Simple plans that grow with you',
  lead: 'Start free with 5,000 words. Upgrade when you need more words, workflows, images or seats.',
} as const;
