import { z } from 'zod';

export const remoteNames = [
  'mfe_marketing',
  'mfe_editor',
  'mfe_tools',
  'mfe_billing',
  'mfe_integrations',
] as const;
export const RemoteName = z.enum(remoteNames);
export type RemoteName = z.infer<typeof RemoteName>;

/** Rollout flags of one remote (DESIGN.md §2). */
export const RolloutFlags = z.object({
  /** Off means nobody gets the remote. */
  enabled: z.boolean(),
  /** Share of visitors (0–100) that get it, by a stable hash of their id. */
  percentage: z.number().int().min(0).max(100),
  /** These user ids always get it (when enabled). */
  allowUserIds: z.array(z.string().max(100)).max(1000),
  /** These plan tiers always get it (when enabled). */
  allowPlans: z.array(z.string().max(40)).max(20),
});
export type RolloutFlags = z.infer<typeof RolloutFlags>;

export const RemoteEntry = z.object({
  name: RemoteName,
  manifestUrl: z.string().url(),
  /** Route patterns this remote owns, so the shell can show its retry view when it is down. */
  paths: z.array(z.string()),
  flags: RolloutFlags,
});
export type RemoteEntry = z.infer<typeof RemoteEntry>;

/** GET /api/remotes: every remote with its flags and whether this visitor gets it. */
export const RemoteRegistryResponse = z.object({
  visitorId: z.string(),
  remotes: z.array(RemoteEntry.extend({ active: z.boolean() })),
});
export type RemoteRegistryResponse = z.infer<typeof RemoteRegistryResponse>;

/** PUT /api/remotes/{name}: what an internal user may change without a rebuild. */
export const RemoteUpdate = z
  .object({
    manifestUrl: z.string().url().max(500).optional(),
    flags: RolloutFlags.partial().optional(),
  })
  .strict();
export type RemoteUpdate = z.infer<typeof RemoteUpdate>;
