/**
 * The account's plan: the team owner's `plan` (SPEC §3 "Active plan"), kept
 * in sync by billing. Members use their owner's plan and credits.
 */
import {
  type Capability,
  type CapabilityPlan,
  capabilitiesOf,
  capabilityNames,
  ErrorCode,
  type PlanCapabilities,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { AppError } from '../../errors';
import type { AuthUser } from '../../identity';
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

/**
 * The capabilities of the team's plan in force (shared-core's table, the
 * same one the pricing page shows); the free plan's without a paid plan.
 */
export async function teamCapabilities(teamId: string): Promise<PlanCapabilities> {
  const owner = await teamOwner(teamId);
  const plan = owner?.plan;
  const planKey = plan?.planKey ?? 'free';
  return capabilitiesOf(
    {
      key: planKey,
      maxTeamSize: plan?.maxTeamSize ?? null,
      withAPIAccess: Boolean(plan?.withAPIAccess),
      withAccessToBulkGenerator: Boolean(plan?.withAccessToBulkGenerator),
    } as CapabilityPlan,
    hasActivePaidPlan(plan),
  );
}

/** The 403 of a capability the plan does not give: names it and offers the upgrade. */
export function capabilityMissing(capability: Capability) {
  return new AppError(
    403,
    ErrorCode.Forbidden,
    `${capabilityNames[capability]} is not part of your plan. Upgrade to use it.`,
    { reason: 'plan-required', capability },
  );
}

/** 403 unless the team's plan in force gives `capability` (SPEC §6). */
export async function assertCapability(teamId: string, capability: Exclude<Capability, never>) {
  const caps = await teamCapabilities(teamId);
  if (!caps[capability]) throw capabilityMissing(capability);
}

/** 403 for team members on billing actions; the shell opens the no-billing-right popup. */
export function NoBillingRight() {
  return new AppError(
    403,
    ErrorCode.Forbidden,
    'Only the team owner can manage billing. Ask your team owner to change the plan or buy credits.',
    { reason: 'no-billing-right' },
  );
}

export function authorizeBilling(actor: AuthUser) {
  if (actor.role !== 'Owner') throw NoBillingRight();
}
