/**
 * The account's plan: the team owner's `plan` (SPEC §3 "Active plan"), kept
 * in sync by billing. Members use their owner's plan and credits.
 */
import { ErrorCode } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { AppError } from '../../errors';
import { Team, type TeamDoc } from '../../models/Team';
import { User, type UserDoc } from '../../models/User';

/** Subscription statuses that keep a plan's features on (past_due: Stripe is still retrying). */
export const entitledStatuses = new Set(['active', 'trialing', 'past_due', 'lifetime']);

export type PlanFields = NonNullable<UserDoc['plan']>;

/** True when the plan is a paid one and in force (subscription active or trialing, or a lifetime tier). */
export function hasActivePaidPlan(plan: Partial<PlanFields> | null | undefined): boolean {
  return !!plan && !!plan.planKey && plan.planKey !== 'free' && entitledStatuses.has(plan.status ?? '');
}

/** The owner of a team, or null. */
export async function teamOwner(teamId: string | Types.ObjectId): Promise<UserDoc | null> {
  if (!Types.ObjectId.isValid(String(teamId))) return null;
  const team = await Team.findById(teamId).select('ownerId').lean<TeamDoc>();
  if (!team) return null;
  return User.findById(team.ownerId).lean<UserDoc>();
}

/** True when the team's owner has no paid plan in force (then running out is FreeLimitReached). */
export async function accountIsOnFreePlan(teamId: string): Promise<boolean> {
  const owner = await teamOwner(teamId);
  return !hasActivePaidPlan(owner?.plan);
}

/** 403 unless the team has a paid plan in force: the gpt4 feature needs one (SPEC §6). */
export async function assertPaidPlan(teamId: string, feature = 'GPT-4') {
  const owner = await teamOwner(teamId);
  if (!hasActivePaidPlan(owner?.plan)) {
    throw new AppError(
      403,
      ErrorCode.Forbidden,
      `${feature} needs an active paid plan. Upgrade to turn it on.`,
      {
        reason: 'paid-plan-required',
      },
    );
  }
}

export type PlanCapability = 'bulkGenerator' | 'apiAccess';

/**
 * 403 unless the team's plan in force gives the capability (SPEC §6): the
 * bulk generator (every paid plan) or API access (Advanced, Older Advanced,
 * Unlimited, lifetime tiers 3–5). For routes of other areas to guard with.
 */
export async function assertCapability(teamId: string, capability: PlanCapability) {
  const owner = await teamOwner(teamId);
  const plan = owner?.plan;
  const allowed =
    hasActivePaidPlan(plan) &&
    (capability === 'bulkGenerator' ? !!plan?.withAccessToBulkGenerator : !!plan?.withAPIAccess);
  if (!allowed) {
    const what = capability === 'bulkGenerator' ? 'The bulk generator' : 'API access';
    throw new AppError(403, ErrorCode.Forbidden, `${what} is not part of your plan. Upgrade to use it.`, {
      reason: 'plan-required',
      capability,
    });
  }
}
