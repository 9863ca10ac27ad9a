import type { TeamSettingsDoc } from '../models/TeamSettings';

/** GET /api/common: the team's categories and its shared settings. */
export function presentCommon(settings: TeamSettingsDoc | null) {
  const categories = [...(settings?.categories ?? [])];
  return {
    categories,
    settings: { categories, updatedAt: settings?.updatedAt ? settings.updatedAt.toISOString() : null },
  };
}
