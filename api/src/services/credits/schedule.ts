/**
 * The plan's grant schedule, as pure functions of a clock (no database):
 * words, workflows, AI images and image restores are granted at each period
 * start, and monthly for yearly and lifetime plans too. Grants fall at
 * anchor + k calendar months (day clamped: Jan 31 → Feb 28), while the plan
 * is active and before the end of the paid period, so a monthly plan whose
 * renewal was not paid gets nothing new until it is.
 */
import type { Allowance, GrantSchedule } from '../../models/CreditAccount';

/** anchor + n calendar months in UTC, the day clamped to the month's length. */
export function addMonths(anchor: Date, n: number): Date {
  const d = new Date(anchor.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** How far Stripe's clock may run ahead of ours. */
export const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * A grant after the first of a period that falls this close to the period's
 * end waits for the renewal instead (a monthly period is one month long, so
 * its second monthly grant would otherwise land just before it ends).
 */
export const PERIOD_END_MARGIN_MS = 86_400_000;

/** True when the k-th grant at `t` falls inside the paid period. */
function inPeriod(t: Date, k: number, periodEnd: Date | null): boolean {
  if (!periodEnd) return true;
  const margin = k === 0 ? 0 : PERIOD_END_MARGIN_MS;
  return t.getTime() < periodEnd.getTime() - margin;
}

export const emptyAllowance = (): Allowance => ({ words: 0, workflows: 0, aiImages: 0, imageRestores: 0 });

export const freeSchedule = (): GrantSchedule => ({
  planKey: 'free',
  planType: 'subscription',
  weight: 0,
  active: false,
  anchor: null,
  nextIndex: 0,
  periodStart: null,
  periodEnd: null,
  allowance: emptyAllowance(),
});

/** When the next grant falls (null: none scheduled, e.g. inactive, or not before the period ends). */
export function nextGrantAt(schedule: GrantSchedule): Date | null {
  if (!schedule.active || !schedule.anchor) return null;
  const at = addMonths(schedule.anchor, schedule.nextIndex);
  return inPeriod(at, schedule.nextIndex, schedule.periodEnd) ? at : null;
}

/** The grant due at `now`, if any: the latest one not yet given (missed ones are not given twice). */
export function dueGrant(schedule: GrantSchedule, now: Date): { at: Date; nextIndex: number } | null {
  if (!schedule.active || !schedule.anchor) return null;
  const anchor = schedule.anchor;
  let k = schedule.nextIndex;
  let at: Date | null = null;
  for (;;) {
    const t = addMonths(anchor, k);
    if (t.getTime() > now.getTime() || !inPeriod(t, k, schedule.periodEnd)) break;
    at = t;
    k++;
    if (k - schedule.nextIndex > 1200) break;
  }
  return at ? { at, nextIndex: k } : null;
}

/** What the account's plan is now, as billing knows it (Stripe, AppSumo, the free plan). */
export interface PlanForSchedule {
  planKey: string;
  planType: string;
  weight: number;
  /** Subscription active or trialing, or a lifetime tier held. */
  active: boolean;
  allowance: Allowance;
  /** The current paid period (subscriptions); null for lifetime plans. */
  periodStart: Date | null;
  periodEnd: Date | null;
}

export interface ScheduleChange {
  schedule: GrantSchedule;
  /** The plan stopped: its unused credits expire now. */
  expireNow: boolean;
}

/**
 * The schedule after the plan changed (or was confirmed):
 * - a new plan, or an upgrade (same type, more weight): granted at once;
 * - a downgrade: the smaller allowance from the next grant on;
 * - the same plan in a new period (renewal, trial end): granted at the period start;
 * - no active plan any more: no more grants, and the plan's credits expire.
 */
export function rescheduleForPlan(prev: GrantSchedule, plan: PlanForSchedule, now: Date): ScheduleChange {
  const base: GrantSchedule = {
    ...prev,
    planKey: plan.planKey,
    planType: plan.planType,
    weight: plan.weight,
    active: plan.active,
    allowance: { ...plan.allowance },
    periodStart: plan.periodStart,
    periodEnd: plan.periodEnd,
  };
  if (!plan.active) return { schedule: { ...base, anchor: null, nextIndex: 0 }, expireNow: prev.active };
  const samePlan = prev.active && prev.planKey === plan.planKey;
  if (samePlan) {
    const advanced =
      plan.periodStart &&
      (!prev.periodStart || plan.periodStart.getTime() > prev.periodStart.getTime()) &&
      plan.planType === 'subscription';
    if (advanced) return { schedule: { ...base, anchor: plan.periodStart, nextIndex: 0 }, expireNow: false };
    return { schedule: { ...base, anchor: prev.anchor ?? plan.periodStart ?? now }, expireNow: false };
  }
  const downgrade = prev.active && prev.planType === plan.planType && plan.weight < prev.weight;
  if (downgrade)
    return { schedule: { ...base, anchor: prev.anchor, nextIndex: prev.nextIndex }, expireNow: false };
  // New plan or upgrade: granted now (an upgrade mid-period anchors at now; a fresh plan at its
  // period start — a start a few minutes ahead of our clock is taken as now).
  const start = prev.active ? now : (plan.periodStart ?? now);
  const anchor =
    start.getTime() > now.getTime() && start.getTime() - now.getTime() < CLOCK_SKEW_MS ? now : start;
  return { schedule: { ...base, anchor, nextIndex: 0 }, expireNow: false };
}
