import { NotFound } from '../errors';
import type { AuthUser } from '../identity';
import { TeamSettings, type TeamSettingsDoc } from '../models/TeamSettings';
import { ownerScope } from '../policies';

export async function getTeamSettings(user: AuthUser): Promise<TeamSettingsDoc | null> {
  return TeamSettings.findOne(ownerScope(user)).lean<TeamSettingsDoc>();
}

/** Replaces the team's categories (the body schema already dropped repeats, order kept). */
export async function saveCategories(user: AuthUser, categories: string[]): Promise<TeamSettingsDoc> {
  const update = () =>
    TeamSettings.findOneAndUpdate(
      ownerScope(user),
      { $set: { categories } },
      { returnDocument: 'after', upsert: true },
    ).lean<TeamSettingsDoc>();
  // Two first saves may race on the unique teamId: the loser retries as an update.
  const doc = await update().catch((err: { code?: unknown }) => {
    if (err?.code === 11000) return update();
    throw err;
  });
  if (!doc) throw NotFound();
  return doc;
}
