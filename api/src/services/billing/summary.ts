/**
 * GET /api/billing: everything the billing screen shows — the plan, its
 * status, the trial end or the next grant, usage meters for the current
 * period, credits used per day, and a page of the ledger.
 */
import { capabilitiesOf, type Plan } from '@inkpress/shared-core';
import type { AppServices } from '../../context';
import type { AuthUser } from '../../identity';
import type { LedgerEntryDoc } from '../../models/LedgerEntry';
import {
  addMonths,
  type Balances,
  balancesOf,
  type CreditKind,
  listLedger,
  nextGrantAt,
  usageByDay,
  usageSince,
} from '../credits';
import { freeSchedule } from '../credits/schedule';
import { peekAccount, readSnapshot } from '../credits/store';
import { freePlan, planByKey } from './catalogue';
import { canHaveFreeTrial } from './checkout';
import { hasActivePaidPlan, type PlanFields, teamOwner } from './plan';

export interface Meter {
  kind: CreditKind;
  label: string;
  /** Used in the current period. */
  used: number;
  /** Granted in the current period (plan, packs, codes). */
  granted: number;
  /** What is left to spend. */
  balance: number;
}

export interface BillingSummary {
  plan: PlanFields & {
    isLifetime: boolean;
    lifetimeLevel: number;
    isPaid: boolean;
    /** Hidden (null) while trialing: the trial end is shown instead (SPEC §4). */
    nextGivenAt: Date | null;
    workflowsGivenInCurrentPeriod: number;
    workflowsUsedInCurrentPeriod: number;
    aiImagesGivenInCurrentPeriod: number;
    aiImagesUsedInCurrentPeriod: number;
  };
  role: AuthUser['role'];
  /** Only the owner buys, switches and cancels. */
  canManageBilling: boolean;
  canHavePaidTrial: boolean;
  /** Where Upgrade goes: lifetime users to the external deal page, everyone else to the upgrade popup. */
  upgrade: { action: 'lifetime-deal'; url: string } | { action: 'popup' };
  capabilities: { bulkGenerator: boolean; apiAccess: boolean; gpt4: boolean; maxTeamSize: number };
  balances: Balances;
  period: { start: Date; end: Date | null };
  meters: Meter[];
  usageByDay: { kind: CreditKind; days: { day: string; used: number }[] };
  ledger: { items: LedgerEntryDoc[]; total: number; offset: number; limit: number };
}

const meterLabels: Record<CreditKind, string> = {
  words: 'Words',
  workflows: 'Workflows',
  aiImages: 'AI images',
  imageRestores: 'Image restores',
};

const DAY = 86_400_000;

export async function billingSummary(
  services: AppServices,
  actor: AuthUser,
  page: { offset: number; limit: number },
  now = new Date(),
): Promise<BillingSummary> {
  const { catalogue, lifetimeDealUrl } = services.config.billing;
  const account = { teamId: actor.teamId };
  // Read only: a grant that is due counts as given (the next change records it), so the period is the new one.
  const [state, owner, snapshot] = await Promise.all([
    peekAccount(account, now),
    teamOwner(actor.teamId),
    readSnapshot(actor.teamId),
  ]);
  const balances = balancesOf(state);
  const stored = owner?.plan;
  const plan: Plan = planByKey(catalogue, stored?.planKey) ?? freePlan(catalogue);
  const schedule = state.schedule;
  // The current period: since the latest grant (or since the account's credits began).
  const start =
    schedule?.anchor && schedule.nextIndex > 0
      ? addMonths(schedule.anchor, schedule.nextIndex - 1)
      : (schedule?.anchor ?? snapshot?.createdAt ?? now);
  const periodStart = start.getTime() > now.getTime() ? now : start;
  const usage = await usageSince(account, periodStart, new Date(now.getTime() + 1));
  // Grants the next change will record count already, as in the balances.
  for (const entry of state.entries) if (entry.op === 'grant') usage[entry.kind].granted += entry.amount;
  // The chart covers the period, at least the last 14 days and at most the last 30.
  const chartSince = new Date(
    Math.max(now.getTime() - 29 * DAY, Math.min(periodStart.getTime(), now.getTime() - 13 * DAY)),
  );
  const days = await usageByDay(account, 'words', chartSince, new Date(now.getTime() + 1));
  const ledger = await listLedger(account, page, now);
  const level = owner?.lifetimeLevel ?? 0;
  const status = stored?.status ?? null;
  const trialing = status === 'trialing';
  const nextGivenAt = trialing ? null : nextGrant(schedule?.anchor, schedule?.nextIndex, stored ?? undefined);
  const isPaid = hasActivePaidPlan(stored);
  const caps = capabilitiesOf(plan, isPaid);
  const base: PlanFields = {
    planName: plan.planName,
    planKey: plan.key,
    tier: plan.tier,
    priceId: null,
    status: null,
    interval: null,
    trialEnd: null,
    cancelAtPeriodEnd: false,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    nextGivenAt: null,
    advancedWords: plan.advancedWordsPerMonth,
    aiImages: plan.aiImages,
    workflows: plan.workflowsPerMonth,
    withAccessToBulkGenerator: plan.withAccessToBulkGenerator,
    withAPIAccess: plan.withAPIAccess,
    maxTeamSize: null,
    subscriptionId: null,
    metadata: {},
    updatedAt: null,
  };
  return {
    plan: {
      ...base,
      ...(stored ?? {}),
      trialEnd: trialing ? (stored?.trialEnd ?? null) : null,
      nextGivenAt,
      isLifetime: status === 'lifetime',
      lifetimeLevel: level,
      isPaid,
      workflowsGivenInCurrentPeriod: usage.workflows.granted,
      workflowsUsedInCurrentPeriod: usage.workflows.used,
      aiImagesGivenInCurrentPeriod: usage.aiImages.granted,
      aiImagesUsedInCurrentPeriod: usage.aiImages.used,
    },
    role: actor.role,
    canManageBilling: actor.role === 'Owner',
    canHavePaidTrial: await canHaveFreeTrial(actor),
    upgrade: level > 0 ? { action: 'lifetime-deal', url: lifetimeDealUrl } : { action: 'popup' },
    capabilities: {
      bulkGenerator: caps.bulkGenerator,
      apiAccess: caps.apiAccess,
      gpt4: caps.gpt4,
      maxTeamSize: caps.seats,
    },
    balances,
    period: { start: periodStart, end: stored?.currentPeriodEnd ?? nextGivenAt ?? null },
    meters: (['words', 'workflows', 'aiImages', 'imageRestores'] as const).map((kind) => ({
      kind,
      label: meterLabels[kind],
      used: usage[kind].used,
      granted: usage[kind].granted,
      balance: balances[kind],
    })),
    usageByDay: { kind: 'words', days },
    ledger: { ...ledger, ...page },
  };
}

/**
 * When the next grant falls: the schedule's next month within the paid
 * period; past it, the renewal (unless the plan is set to end).
 */
function nextGrant(
  anchor: Date | null | undefined,
  index: number | undefined,
  plan: PlanFields | undefined,
): Date | null {
  if (!plan || !anchor || !hasActivePaidPlan(plan)) return null;
  const at = nextGrantAt({
    ...freeSchedule(),
    active: true,
    anchor,
    nextIndex: index ?? 0,
    periodEnd: plan.currentPeriodEnd ?? null,
  });
  if (at) return at;
  return plan.cancelAtPeriodEnd ? null : (plan.currentPeriodEnd ?? null);
}
