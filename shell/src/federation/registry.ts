import {
  isRemoteActive,
  type RemoteName,
  RemoteRegistryResponse,
  type RolloutFlags,
  remoteNames,
  routeOwnership,
} from '@inkpress/shared-core';

export interface ActiveRemote {
  name: RemoteName;
  manifestUrl: string;
  paths: readonly string[];
}

export interface RegistryResult {
  remotes: ActiveRemote[];
  /** Where the answer came from: the API, or the copy built into the shell. */
  source: 'api' | 'fallback';
}

const VISITOR_KEY = 'inkpress_vid';
const fullRollout: RolloutFlags = { enabled: true, percentage: 100, allowUserIds: [], allowPlans: [] };

/** A stable anonymous id for this browser, used only when the API is unreachable. */
function localVisitorId(): string {
  try {
    const existing = localStorage.getItem(VISITOR_KEY);
    if (existing) return existing;
    const id = crypto.randomUUID();
    localStorage.setItem(VISITOR_KEY, id);
    return id;
  } catch {
    return 'anonymous';
  }
}

/** The registry built into the shell, evaluated here (every remote at full rollout). */
export function fallbackRegistry(
  entries: { name: string; manifestUrl: string }[] = __FALLBACK_REGISTRY__,
): RegistryResult {
  const visitor = { id: localVisitorId(), signedIn: false };
  const remotes = entries
    .filter((e): e is { name: RemoteName; manifestUrl: string } =>
      (remoteNames as readonly string[]).includes(e.name),
    )
    .filter((e) => isRemoteActive(e.name, fullRollout, visitor))
    .map((e) => ({ name: e.name, manifestUrl: e.manifestUrl, paths: routeOwnership[e.name] }));
  return { remotes, source: 'fallback' };
}

/**
 * The remotes this visitor may use: from GET /api/remotes (evaluated by the
 * API for the signed-in user or the anonymous cookie id), or the built-in copy
 * when the API does not answer in time or answers nonsense.
 */
export async function loadRegistry(
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 4000,
): Promise<RegistryResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchImpl('/api/remotes', { credentials: 'include', signal: controller.signal });
    if (!res.ok) throw new Error(`registry answered ${res.status}`);
    const parsed = RemoteRegistryResponse.parse(await res.json());
    return {
      source: 'api',
      remotes: parsed.remotes
        .filter((r) => r.active)
        .map((r) => ({ name: r.name, manifestUrl: r.manifestUrl, paths: r.paths })),
    };
  } catch {
    return fallbackRegistry();
  } finally {
    clearTimeout(timer);
  }
}
