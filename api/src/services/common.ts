import { NotFound } from '../errors';
import type { AuthUser } from '../middlewares/auth';
import { TeamSettings, type TeamSettingsDoc } from '../models/TeamSettings';
import { ownerScope } from '../policies';

export async function getTeamSettings(user: AuthUser): Promise<TeamSettingsDoc | null> {
  return TeamSettings.findOne(ownerScope(user)).lean<TeamSettingsDoc>();
}

/** Replaces the team's categories (duplicates dropped, order kept). */
export async function saveCategories(user: AuthUser, categories: string[]): Promise<TeamSettingsDoc> {
  const unique = [...new Map(categories.map((c) => [c.toLowerCase(), c])).values()];
  const update = () =>
    TeamSettings.findOneAndUpdate(
      ownerScope(user),
      { $set: { categories: unique } },
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
