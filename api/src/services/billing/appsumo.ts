/**
 * AppSumo codes: internal users mint them; each code redeemed raises the
 * account's lifetime tier by one, up to tier 5; a code is redeemed once,
 * ever. Redemption works on an existing account (/dashboard/appsumo) and
 * while creating one (/login/appsumo).
 */

import { randomBytes } from 'node:crypto';
import { type LifetimeTier5Offer, lifetimeTier5Offer, type PlanTier } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { AppServices } from '../../context';
import { isDuplicateKey } from '../../db';
import { Conflict, NotFound } from '../../errors';
import type { AuthUser } from '../../identity';
import {
  AppSumoCode,
  type AppSumoCodeDoc,
  AppSumoRedemption,
  type AppSumoRedemptionDoc,
} from '../../models/AppSumoCode';
import { User, type UserDoc } from '../../models/User';
import { type ClientInfo, registerAccount } from '../accounts';
import { lifetimePlanOfLevel } from './catalogue';
import { authorizeBilling, type PlanFields, teamOwner } from './plan';
import { refreshAccountPlan, withBillingLock } from './planSync';

export const MAX_LIFETIME_LEVEL = 5;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** AS-XXXX-XXXX-XXXX from 12 random characters of an unambiguous alphabet (60 bits). */
export function newCode(): string {
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `AS-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** Codes are matched case-insensitively, spaces ignored. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase().replace(/\s+/g, '');
}

export async function mintCodes(actor: AuthUser, count: number, batch?: string): Promise<AppSumoCodeDoc[]> {
  const now = new Date();
  const docs = Array.from({ length: count }, () => ({
    _id: newCode(),
    batch: batch ?? null,
    createdBy: new Types.ObjectId(actor.id),
    redeemedBy: null,
    teamId: null,
    redeemedAt: null,
    createdAt: now,
    updatedAt: now,
  }));
  await AppSumoCode.collection.insertMany(docs as never[]);
  return docs;
}

export interface Redeemed {
  code: string;
  level: number;
  plan: PlanFields | null;
}

/** Redeems `code` for the team `teamId` (owned by `ownerId`): the lifetime tier goes up by one. */
async function redeemFor(
  services: AppServices,
  input: { code: string; teamId: string; ownerId: Types.ObjectId; userId: string },
  now: Date,
): Promise<Redeemed> {
  const code = normaliseCode(input.code);
  const exists = await AppSumoCode.exists({ _id: code });
  if (!exists) throw NotFound('This code does not exist. Check it and try again.');
  if (await AppSumoRedemption.exists({ _id: code })) throw Conflict('This code has already been redeemed.');
  return withBillingLock(input.teamId, async () => {
    const owner = await User.findById(input.ownerId).select('lifetimeLevel').lean<UserDoc>();
    const level = owner?.lifetimeLevel ?? 0;
    if (level >= MAX_LIFETIME_LEVEL) {
      throw Conflict(
        'Your account already has the highest lifetime tier (5). Keep this code for another account.',
      );
    }
    try {
      await AppSumoRedemption.collection.insertOne({
        _id: code,
        userId: new Types.ObjectId(input.userId),
        teamId: new Types.ObjectId(input.teamId),
        level: level + 1,
        redeemedAt: now,
      } as never);
    } catch (err) {
      if (isDuplicateKey(err)) throw Conflict('This code has already been redeemed.');
      throw err;
    }
    await User.updateOne({ _id: input.ownerId }, { $set: { lifetimeLevel: level + 1 } });
    await AppSumoCode.updateOne(
      { _id: code },
      {
        $set: {
          redeemedBy: new Types.ObjectId(input.userId),
          teamId: new Types.ObjectId(input.teamId),
          redeemedAt: now,
        },
      },
    );
    const plan = await refreshAccountPlan(services.config, input.teamId, { now });
    return { code, level: level + 1, plan };
  });
}

/** POST /api/appsumo/redeem: the signed-in owner stacks a code on the account. */
export async function redeemCode(services: AppServices, actor: AuthUser, code: string, now = new Date()) {
  authorizeBilling(actor);
  return redeemFor(
    services,
    { code, teamId: actor.teamId, ownerId: new Types.ObjectId(actor.id), userId: actor.id },
    now,
  );
}

/**
 * /login/appsumo: creates the account and redeems the code on it. The code is
 * checked first, so a wrong or used code creates no account.
 */
export async function registerWithCode(
  services: AppServices,
  input: { email: string; password: string; name?: string | undefined; code: string },
  client: ClientInfo,
): Promise<{ user: UserDoc; redeemed: Redeemed }> {
  const code = normaliseCode(input.code);
  if (!(await AppSumoCode.exists({ _id: code })))
    throw NotFound('This code does not exist. Check it and try again.');
  if (await AppSumoRedemption.exists({ _id: code })) throw Conflict('This code has already been redeemed.');
  const user = await registerAccount(
    services,
    { email: input.email, password: input.password, name: input.name },
    client,
  );
  const redeemed = await redeemFor(
    services,
    { code, teamId: String(user.teamId), ownerId: user._id, userId: String(user._id) },
    new Date(),
  );
  const fresh = await User.findById(user._id).lean<UserDoc>();
  return { user: fresh ?? user, redeemed };
}

export interface LifetimeDeal {
  level: number;
  tier: PlanTier | null;
  planName: string | null;
  maxLevel: number;
  codes: { code: string; level: number | null; redeemedAt: Date }[];
  /** What reaching tier 5 costs now (null at tier 5). */
  upgrade: LifetimeTier5Offer | null;
  /** The external lifetime-deal page. */
  dealUrl: string;
}

/** GET /api/appsumo/lifetime-deal: the tier held, the codes redeemed and the tier-5 upgrade price. */
export async function lifetimeDeal(services: AppServices, actor: AuthUser): Promise<LifetimeDeal> {
  const { catalogue, lifetimeDealUrl } = services.config.billing;
  const team = new Types.ObjectId(actor.teamId);
  const redemptions = await AppSumoRedemption.find({ teamId: team })
    .sort({ redeemedAt: 1 })
    .lean<AppSumoRedemptionDoc[]>();
  const owner = await teamOwner(actor.teamId);
  const level = owner?.lifetimeLevel ?? 0;
  const plan = level > 0 ? lifetimePlanOfLevel(catalogue, level) : undefined;
  return {
    level,
    tier: plan?.tier ?? null,
    planName: plan?.planName ?? null,
    maxLevel: MAX_LIFETIME_LEVEL,
    codes: redemptions.map((r) => ({ code: maskCode(r._id), level: r.level, redeemedAt: r.redeemedAt })),
    upgrade: lifetimeTier5Offer(plan?.tier ?? null, catalogue) ?? null,
    dealUrl: lifetimeDealUrl,
  };
}

/** AS-ABCD-****-WXYZ: enough to recognise a code, not to reuse it. */
export function maskCode(code: string): string {
  const parts = code.split('-');
  if (parts.length !== 4) return `${code.slice(0, 4)}…`;
  return `${parts[0]}-${parts[1]}-****-${parts[3]}`;
}
