import type { AuthUser } from '../identity';

/** What a session resolves to: enough to authorize a request and answer GET /api/auth/session. */
export interface ResolvedSession {
  sessionId: string;
  expiresAt: number;
  user: AuthUser;
  profile: SessionProfile;
}

export interface SessionProfile {
  email: string;
  /** The user's name ('' when none was given): the header shows it. */
  name: string;
  createdFromShopify: boolean;
  gpt4: boolean;
}

interface Entry {
  value: ResolvedSession;
  cachedUntil: number;
}

/** What one process tells the others to forget: a session (by its token hash) or all of a user's. */
export type SessionCacheMessage = { token: string } | { user: string };

/** Carries revocations to the other API processes (Redis pub/sub: services/sharedState). */
export interface SessionCacheBus {
  publish(message: SessionCacheMessage): void;
}

/**
 * Keeps resolved sessions in memory for a few seconds so the hot path (every
 * signed-in request) does not read the database each time. Everything that
 * changes a user's sessions, role, team or profile calls `revoke` or
 * `revokeUser`: this process forgets at once, and with a bus (Redis, when
 * REDIS_URL is set) every other API process does too, within milliseconds;
 * without one, another process sees the change within `ttlMs`.
 *
 * A read of the database that started before a revocation may answer after
 * it: what it found is not cached for `ttlMs` after a revocation of that
 * session or user (a tombstone), so it cannot put a revoked session back.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  private readonly loading = new Map<string, Promise<ResolvedSession | null>>();
  /** Token hashes and user ids revoked lately, with when their tombstone ends. */
  private readonly tombstones = new Map<string, number>();
  private bus: SessionCacheBus | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(tokenHash: string): ResolvedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.cachedUntil <= now || entry.value.expiresAt <= now) {
      this.delete(tokenHash);
      return undefined;
    }
    return entry.value;
  }

  /**
   * True when the entry of `tokenHash` has lived half its `ttlMs` and no read
   * of it is under way: the request that finds it still answers from it, and
   * re-reads it in the background (refresh-ahead), so an active session never
   * waits for the database while nothing is cached for longer than `ttlMs`.
   */
  refreshDue(tokenHash: string): boolean {
    const entry = this.entries.get(tokenHash);
    return (
      entry !== undefined && !this.loading.has(tokenHash) && entry.cachedUntil - this.now() < this.ttlMs / 2
    );
  }

  set(tokenHash: string, value: ResolvedSession) {
    if (this.ttlMs <= 0) return;
    if (this.tombstones.size && (this.buried(tokenHash) || this.buried(`user:${value.user.id}`))) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest);
    }
    this.entries.set(tokenHash, { value, cachedUntil: this.now() + this.ttlMs });
    const hashes = this.byUser.get(value.user.id) ?? new Set<string>();
    hashes.add(tokenHash);
    this.byUser.set(value.user.id, hashes);
  }

  /**
   * Runs `load` (the database read that fills the entry) once per token hash
   * at a time: requests of one session that miss together, as all of them do
   * when its entry expires, wait for the same read instead of one each.
   */
  load(tokenHash: string, load: () => Promise<ResolvedSession | null>): Promise<ResolvedSession | null> {
    let pending = this.loading.get(tokenHash);
    if (!pending) {
      pending = load().finally(() => this.loading.delete(tokenHash));
      this.loading.set(tokenHash, pending);
    }
    return pending;
  }

  delete(tokenHash: string) {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const hashes = this.byUser.get(entry.value.user.id);
    hashes?.delete(tokenHash);
    if (hashes && hashes.size === 0) this.byUser.delete(entry.value.user.id);
  }

  invalidateUser(userId: string) {
    for (const hash of this.byUser.get(userId) ?? []) this.entries.delete(hash);
    this.byUser.delete(userId);
  }

  /** Sends revocations to the other processes from now on. */
  connect(bus: SessionCacheBus) {
    this.bus = bus;
  }

  /** A session ended (sign-out): forgotten here and, through the bus, everywhere. */
  revoke(tokenHash: string) {
    this.receive({ token: tokenHash });
    this.bus?.publish({ token: tokenHash });
  }

  /** A user's sessions, role, team or profile changed: forgotten here and everywhere. */
  revokeUser(userId: string) {
    this.receive({ user: userId });
    this.bus?.publish({ user: userId });
  }

  /** A revocation, from this process or another one. */
  receive(message: SessionCacheMessage) {
    if ('token' in message) {
      this.delete(message.token);
      this.bury(message.token);
    } else {
      this.invalidateUser(message.user);
      this.bury(`user:${message.user}`);
    }
  }

  private bury(key: string) {
    if (this.ttlMs <= 0) return;
    const now = this.now();
    if (this.tombstones.size >= this.maxEntries) {
      for (const [k, until] of this.tombstones) if (until <= now) this.tombstones.delete(k);
    }
    this.tombstones.set(key, now + this.ttlMs);
  }

  private buried(key: string): boolean {
    const until = this.tombstones.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.tombstones.delete(key);
    return false;
  }

  get size() {
    return this.entries.size;
  }
}
