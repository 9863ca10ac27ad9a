import type { RegistryEntry } from '../services/registry';

export function presentRemote(entry: RegistryEntry, active: boolean) {
  return {
    name: entry.name,
    manifestUrl: entry.manifestUrl,
    paths: [...entry.paths],
    flags: {
      enabled: entry.flags.enabled,
      percentage: entry.flags.percentage,
      allowUserIds: [...entry.flags.allowUserIds],
      allowPlans: [...entry.flags.allowPlans],
    },
    active,
  };
}
