import { Types } from 'mongoose';
import type { AppServices } from '../context';
import { NotFound } from '../errors';
import type { AuthUser } from '../identity';
import { User, type UserDoc } from '../models/User';
import { assertCapability } from './billing/plan';
import { userChanged } from './sessions';

/** The fields a user may change on itself (PATCH /api/users/:id). */
export interface UserPatch {
  name?: string | undefined;
  locale?: string | undefined;
  location?: string | undefined;
  onboardingOption?: string | null | undefined;
  features?: { gpt4?: boolean | undefined } | undefined;
}

export async function getUser(id: string): Promise<UserDoc> {
  const user = await User.findById(new Types.ObjectId(id)).lean<UserDoc>();
  if (!user) throw NotFound('User not found.');
  return user;
}

/** Updates the signed-in user; any other id answers 404 (no hint that it exists). */
export async function updateUser(
  services: AppServices,
  actor: AuthUser,
  id: string,
  patch: UserPatch,
): Promise<UserDoc> {
  if (id !== actor.id) throw NotFound('User not found.');
  const set: Record<string, unknown> = {};
  for (const field of ['name', 'locale', 'location', 'onboardingOption'] as const) {
    if (patch[field] !== undefined) set[field] = patch[field];
  }
  if (patch.features?.gpt4 === true) await assertCapability(actor.teamId, 'gpt4');
  if (patch.features?.gpt4 !== undefined) set['features.gpt4'] = patch.features.gpt4;
  const user = await User.findOneAndUpdate(
    { _id: new Types.ObjectId(id) },
    { $set: set },
    { returnDocument: 'after' },
  ).lean<UserDoc>();
  if (!user) throw NotFound('User not found.');
  userChanged(services, actor.id);
  return user;
}
