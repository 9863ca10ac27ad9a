import {
  type RemoteName,
  type RemoteUpdate,
  type RolloutFlags,
  remoteNames,
  routeOwnership,
} from '@inkpress/shared-core';
import type { Config } from '../config';
import { Remote, type RemoteDoc } from '../models/Remote';

export interface RegistryEntry {
  name: RemoteName;
  manifestUrl: string;
  paths: readonly string[];
  flags: RolloutFlags;
  updatedAt?: Date;
}

const defaultFlags: RolloutFlags = { enabled: true, percentage: 100, allowUserIds: [], allowPlans: [] };

function toEntry(config: Config, name: RemoteName, doc?: RemoteDoc | null): RegistryEntry {
  return {
    name,
    manifestUrl: doc?.manifestUrl ?? `${config.remoteOrigins[name]}/mf-manifest.json`,
    paths: routeOwnership[name],
    flags: doc?.flags
      ? {
          enabled: doc.flags.enabled ?? true,
          percentage: doc.flags.percentage ?? 100,
          allowUserIds: [...(doc.flags.allowUserIds ?? [])],
          allowPlans: [...(doc.flags.allowPlans ?? [])],
        }
      : defaultFlags,
    updatedAt: doc?.updatedAt ?? undefined,
  };
}

/** Every remote with its current manifest URL and flags. */
export async function listRemotes(config: Config): Promise<RegistryEntry[]> {
  const docs = await Remote.find({ _id: { $in: [...remoteNames] } }).lean<RemoteDoc[]>();
  const byName = new Map(docs.map((d) => [d._id, d]));
  return remoteNames.map((name) => toEntry(config, name, byName.get(name)));
}

/** Applies an internal user's change to one remote; unchanged flags keep their values. */
export async function updateRemote(config: Config, name: RemoteName, update: RemoteUpdate) {
  const current = (await listRemotes(config)).find((r) => r.name === name)!;
  const flags = { ...current.flags, ...update.flags };
  const set: Record<string, unknown> = { flags };
  if (update.manifestUrl) set.manifestUrl = update.manifestUrl;
  const doc = await Remote.findOneAndUpdate(
    { _id: name },
    { $set: set },
    { upsert: true, new: true },
  ).lean<RemoteDoc>();
  return toEntry(config, name, doc);
}

/** Back to the configured manifest URL and full rollout. */
export async function resetRemote(config: Config, name: RemoteName) {
  await Remote.deleteOne({ _id: name });
  return toEntry(config, name, null);
}
