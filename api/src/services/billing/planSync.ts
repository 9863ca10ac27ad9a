/**
 * Derives the account's active plan from what billing knows — its live
 * Stripe subscription (the newest one that is active, trialing or past
 * due), else its lifetime tier, else Free — and applies it everywhere it
 * shows: the owner's `plan` (SPEC §3), the team size, the grant schedule of
 * its credits, and the gpt4 feature (off without a paid plan).
 */
import { capabilitiesOf, teamSize } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { Config } from '../../config';
import { Subscription, type SubscriptionDoc } from '../../models/Subscription';
import { Team } from '../../models/Team';
import { User, type UserDoc } from '../../models/User';
import { applyPlanToCredits } from '../credits';
import { withLease } from '../credits/lease';
import { freePlan, lifetimePlanOfLevel, planForPrice, scheduleInput } from './catalogue';
import { entitledStatuses, hasActivePaidPlan, type PlanFields, teamOwner } from './plan';

/** Serialises billing changes of one account (webhooks, codes, purchases) across processes. */
export function withBillingLock<T>(teamId: string, fn: () => Promise<T>): Promise<T> {
  return withLease(`billing:${teamId}`, fn);
}

/** The subscription that is the account's plan: the newest one still in force. */
export async function currentSubscription(teamId: string | Types.ObjectId): Promise<SubscriptionDoc | null> {
  const subs = await Subscription.find({ teamId: new Types.ObjectId(String(teamId)) })
    .sort({ stripeCreated: -1 })
    .lean<SubscriptionDoc[]>();
  return subs.find((s) => entitledStatuses.has(s.status)) ?? null;
}

export interface RefreshOptions {
  now?: Date;
}

/** Recomputes and stores the account's plan; returns the owner's new plan fields. */
export async function refreshAccountPlan(
  config: Config,
  teamId: string,
  options: RefreshOptions = {},
): Promise<PlanFields | null> {
  const now = options.now ?? new Date();
  const owner = await teamOwner(teamId);
  if (!owner) return null;
  const { catalogue } = config.billing;
  const sub = await currentSubscription(teamId);
  const level = owner.lifetimeLevel ?? 0;
  const subPlan = sub ? planForPrice(catalogue, sub.priceId) : undefined;
  const lifetime = level > 0 ? lifetimePlanOfLevel(catalogue, level) : undefined;

  let plan = freePlan(catalogue);
  let status: string | null = null;
  let period = { start: null as Date | null, end: null as Date | null };
  if (sub && subPlan && subPlan.type === 'subscription') {
    plan = subPlan;
    status = sub.status;
    period = { start: sub.currentPeriodStart, end: sub.currentPeriodEnd };
  } else if (lifetime) {
    plan = lifetime;
    status = 'lifetime';
  }
  const input = scheduleInput(plan, status !== null && entitledStatuses.has(status), period);
  const { nextGrantAt } = await applyPlanToCredits({ teamId }, input, { now });

  const fields: PlanFields = {
    planName: plan.planName,
    planKey: plan.key,
    tier: plan.tier,
    priceId: status === 'lifetime' ? (plan.priceIds[0] ?? null) : (sub?.priceId ?? null),
    status,
    interval: plan.interval && plan.key !== 'free' ? plan.interval : null,
    trialEnd: sub && plan.type === 'subscription' && sub.status === 'trialing' ? sub.trialEnd : null,
    cancelAtPeriodEnd: Boolean(sub && plan.type === 'subscription' && sub.cancelAtPeriodEnd),
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    nextGivenAt: nextGrantAt,
    advancedWords: plan.advancedWordsPerMonth,
    aiImages: plan.aiImages,
    workflows: plan.workflowsPerMonth,
    withAccessToBulkGenerator: plan.withAccessToBulkGenerator,
    withAPIAccess: plan.withAPIAccess,
    maxTeamSize: plan.key === 'free' ? null : teamSize(plan),
    subscriptionId: plan.type === 'subscription' ? (sub?._id ?? null) : null,
    metadata: {
      source: status === 'lifetime' ? 'lifetime' : sub ? 'stripe' : 'free',
      lifetimeLevel: level,
    },
    updatedAt: now,
  };
  await User.updateOne({ _id: owner._id }, { $set: { plan: fields } });
  // The team's places (members plus invitations, the owner not counted) follow the plan in force.
  const size = capabilitiesOf(plan, hasActivePaidPlan(fields)).invitable;
  await Team.updateOne({ _id: new Types.ObjectId(teamId) }, { $set: { maxTeamSize: size } });
  if (!hasActivePaidPlan(fields)) {
    await User.updateMany(
      { teamId: new Types.ObjectId(teamId), 'features.gpt4': true },
      { $set: { 'features.gpt4': false } },
    );
  }
  return fields;
}

/** The owner of the account a Stripe object belongs to, by our metadata or the Stripe customer. */
export async function accountFor(ref: {
  teamId?: string | null | undefined;
  userId?: string | null | undefined;
  customerId?: string | null | undefined;
}): Promise<{ teamId: string; owner: UserDoc } | null> {
  if (ref.teamId && Types.ObjectId.isValid(ref.teamId)) {
    const owner = await teamOwner(ref.teamId);
    if (owner) return { teamId: ref.teamId, owner };
  }
  const byUser =
    ref.userId && Types.ObjectId.isValid(ref.userId)
      ? await User.findById(ref.userId).lean<UserDoc>()
      : ref.customerId
        ? await User.findOne({ stripeCustomerId: ref.customerId }).lean<UserDoc>()
        : null;
  if (!byUser) return null;
  const team = await Team.findOne({ ownerId: byUser._id }).select('_id').lean<{ _id: Types.ObjectId }>();
  const teamId = String(team?._id ?? byUser.homeTeamId);
  return { teamId, owner: byUser };
}
