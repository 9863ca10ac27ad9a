/** What a Stripe price id sells, in this deploy's catalogue (config.billing.catalogue). */
import {
  type CreditPack,
  findPlanByPriceId,
  type LifetimeUpgrade,
  type Plan,
  type PlanCatalogue,
} from '@inkpress/shared-core';
import type { Allowance } from '../../models/CreditAccount';
import type { PlanForSchedule } from '../credits';

export type Purchase =
  | { kind: 'subscription'; priceId: string; plan: Plan }
  | { kind: 'lifetime'; priceId: string; plan: Plan; level: number }
  | { kind: 'lifetime-upgrade'; priceId: string; plan: Plan; upgrade: LifetimeUpgrade; fromLevel: number }
  | { kind: 'credit-pack'; priceId: string; pack: CreditPack };

export type PurchaseKind = Purchase['kind'];

/** The purchase a price id makes, or undefined for a price we do not sell. */
export function purchaseForPrice(catalogue: PlanCatalogue, priceId: string): Purchase | undefined {
  if (catalogue.creditPack.priceIds.includes(priceId)) {
    return { kind: 'credit-pack', priceId, pack: catalogue.creditPack };
  }
  const upgrade = catalogue.lifetimeUpgrades.find((u) => u.priceIds.includes(priceId));
  if (upgrade) {
    const plan = catalogue.plans.find((p) => p.tier === 'Lifetime 5');
    if (!plan) return undefined;
    return { kind: 'lifetime-upgrade', priceId, plan, upgrade, fromLevel: Number(upgrade.from.slice(-1)) };
  }
  const plan = catalogue.plans.find((p) => p.priceIds.includes(priceId));
  if (!plan) return undefined;
  if (plan.type === 'lifetime') return { kind: 'lifetime', priceId, plan, level: lifetimeLevelOf(plan) };
  return { kind: 'subscription', priceId, plan };
}

/** The purchase of a catalogue key ('credit_pack', 'lifetime_3', 'lifetime_5_upgrade_from_2'…). */
export function purchaseForKey(catalogue: PlanCatalogue, key: string): Purchase | undefined {
  const priceId =
    key === catalogue.creditPack.key
      ? catalogue.creditPack.priceIds[0]
      : (catalogue.plans.find((p) => p.key === key)?.priceIds[0] ??
        catalogue.lifetimeUpgrades.find((u) => u.key === key)?.priceIds[0]);
  return priceId ? purchaseForPrice(catalogue, priceId) : undefined;
}

/** 1–5 for a lifetime plan, 0 for anything else. */
export function lifetimeLevelOf(plan: Pick<Plan, 'tier'>): number {
  const match = /^Lifetime (\d)$/.exec(plan.tier);
  return match ? Number(match[1]) : 0;
}

export function lifetimePlanOfLevel(catalogue: PlanCatalogue, level: number): Plan | undefined {
  return catalogue.plans.find((p) => p.type === 'lifetime' && lifetimeLevelOf(p) === level);
}

export function freePlan(catalogue: PlanCatalogue): Plan {
  const free = catalogue.plans.find((p) => p.key === 'free');
  if (!free) throw new Error('the catalogue has no free plan');
  return free;
}

export function planByKey(catalogue: PlanCatalogue, key: string | null | undefined): Plan | undefined {
  return key ? catalogue.plans.find((p) => p.key === key) : undefined;
}

export function planForPrice(catalogue: PlanCatalogue, priceId: string | null | undefined): Plan | undefined {
  return findPlanByPriceId(priceId, catalogue);
}

/** What each grant of a plan gives. */
export function allowanceOf(plan: Plan): Allowance {
  return {
    words: plan.wordsPerMonth,
    workflows: plan.workflowsPerMonth,
    aiImages: plan.aiImages,
    imageRestores: plan.imageRestores,
  };
}

export function scheduleInput(
  plan: Plan,
  active: boolean,
  period: { start: Date | null; end: Date | null },
): PlanForSchedule {
  return {
    planKey: plan.key,
    planType: plan.type,
    weight: plan.weight,
    active: active && plan.key !== 'free',
    allowance: allowanceOf(plan),
    periodStart: period.start,
    periodEnd: period.end,
  };
}
