/**
 * The counters of the daily quotas (services/tools/quota.ts): one counter
 * per client, tool group (or free page, or partner) and UTC day, in Redis
 * when REDIS_URL is set, so every API process counts the same runs. Taking a
 * run is one atomic step (a Lua script): every counter of the run is checked
 * against its limit and, only when none is used up, each is incremented and
 * set to expire when its quota day ends. Giving a run back decrements the
 * counters it took, never below zero and never one of a past day (expired).
 *
 * Redis is a protection here, not a dependency of every run (as the rate
 * limits, services/sharedState.ts): while it does not answer, runs are
 * counted by this process alone (logged once per outage) rather than refused.
 * Without REDIS_URL the API counts in memory.
 */
import { Redis } from 'ioredis';
import { firstReady, redisOptions } from '../../jobs/redis';
import type { Logger } from '../../logger';

/** One counter a run takes: its key (without the store's prefix) and the day's limit. */
export interface QuotaClaim {
  key: string;
  limit: number;
}

/** A run taken: each counter's runs now (this one included), and how to give it back. */
export interface QuotaTaken {
  ok: true;
  used: number[];
  /** The counters' full keys, for `releaseQuotaKeys` from another process (a job's refund). */
  keys: string[];
  release(): Promise<void>;
}

/** A run refused: the index (in the claims) of the first counter used up. */
export interface QuotaRefused {
  ok: false;
  refused: number;
}

export interface QuotaStore {
  /** Takes one run of every claim, or none when one of them is used up. `expiresAt`: the day's end. */
  take(claims: readonly QuotaClaim[], expiresAt: Date): Promise<QuotaTaken | QuotaRefused>;
  /** The runs counted for `key` today (nothing taken). */
  used(key: string): Promise<number>;
}

/**
 * The counters outlive the end of their day by this much, so a Redis clock a
 * little ahead of the API's cannot expire a counter the API still counts in.
 * The key names the day: a new day is a new counter whatever the expiry.
 */
export const QUOTA_EXPIRY_MARGIN_MS = 10 * 60_000;

/** One process's counters (no Redis, or while it does not answer). */
export class MemoryQuotaStore implements QuotaStore {
  private readonly counters = new Map<string, { used: number; expiresAt: number }>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  private current(key: string, now: number) {
    const counter = this.counters.get(key);
    if (counter && counter.expiresAt <= now) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  async take(claims: readonly QuotaClaim[], expiresAt: Date): Promise<QuotaTaken | QuotaRefused> {
    const now = this.now();
    if (now >= this.nextSweep) {
      for (const [key, counter] of this.counters) if (counter.expiresAt <= now) this.counters.delete(key);
      this.nextSweep = now + 60_000;
    }
    for (const [i, claim] of claims.entries()) {
      if ((this.current(claim.key, now)?.used ?? 0) >= claim.limit) return { ok: false, refused: i };
    }
    const until = expiresAt.getTime() + QUOTA_EXPIRY_MARGIN_MS;
    const used = claims.map(({ key }) => {
      const counter = this.current(key, now) ?? { used: 0, expiresAt: until };
      counter.used += 1;
      counter.expiresAt = until;
      this.counters.set(key, counter);
      return counter.used;
    });
    const keys = claims.map((c) => c.key);
    return {
      ok: true,
      used,
      keys,
      release: async () => {
        for (const key of keys) {
          const counter = this.current(key, this.now());
          if (counter && counter.used > 0) counter.used -= 1;
        }
      },
    };
  }

  async used(key: string): Promise<number> {
    return this.current(key, this.now())?.used ?? 0;
  }
}

/**
 * KEYS: the counters; ARGV[1]: when they expire (ms since the epoch), ARGV[1 + i]: KEYS[i]'s limit.
 * Answers {0, used…} once taken, or {i, used} when KEYS[i] is used up (nothing taken).
 */
const TAKE_SCRIPT = `
for i = 1, #KEYS do
  local used = tonumber(redis.call('GET', KEYS[i]) or '0')
  if used >= tonumber(ARGV[i + 1]) then return {i, used} end
end
local out = {0}
for i = 1, #KEYS do
  out[i + 1] = redis.call('INCR', KEYS[i])
  redis.call('PEXPIREAT', KEYS[i], ARGV[1])
end
return out
`;

/** KEYS: the counters a run took; each one still there and above zero gives one back (its expiry kept). */
const RELEASE_SCRIPT = `
for i = 1, #KEYS do
  local used = tonumber(redis.call('GET', KEYS[i]) or '0')
  if used > 0 then redis.call('DECR', KEYS[i]) end
end
return 0
`;

interface QuotaCommands {
  quotaTake(keyCount: number, ...keysAndArgs: (string | number)[]): Promise<number[]>;
  quotaRelease(keyCount: number, ...keys: string[]): Promise<number>;
}

function defineQuotaCommands(redis: Redis): Redis & QuotaCommands {
  const commands = redis as Redis & Partial<QuotaCommands>;
  if (!commands.quotaTake) redis.defineCommand('quotaTake', { lua: TAKE_SCRIPT });
  if (!commands.quotaRelease) redis.defineCommand('quotaRelease', { lua: RELEASE_SCRIPT });
  return redis as Redis & QuotaCommands;
}

/** How long runs wait for the first connection when the API starts (then they are counted locally). */

/** Counters in Redis under `${prefix}quota:`; this process's own while Redis does not answer. */
export class RedisQuotaStore implements QuotaStore {
  private readonly local = new MemoryQuotaStore();
  private readonly redis: Redis & QuotaCommands;
  private failing = false;
  private starting: Promise<void> | undefined;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly logger?: Logger,
  ) {
    this.redis = defineQuotaCommands(redis);
    this.starting = firstReady(redis)?.then(() => {
      this.starting = undefined;
    });
  }

  private key(key: string) {
    return `${this.prefix}quota:${key}`;
  }

  private answered() {
    if (this.failing) {
      this.failing = false;
      this.logger?.info('daily quotas are counted in Redis again');
    }
  }

  private unanswered(err: unknown) {
    if (!this.failing) {
      this.failing = true;
      this.logger?.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'Redis did not answer: daily quotas are counted by this process alone until it does',
      );
    }
  }

  async take(claims: readonly QuotaClaim[], expiresAt: Date): Promise<QuotaTaken | QuotaRefused> {
    if (this.starting) await this.starting;
    const keys = claims.map((c) => this.key(c.key));
    let answer: number[];
    try {
      answer = await this.redis.quotaTake(
        keys.length,
        ...keys,
        expiresAt.getTime() + QUOTA_EXPIRY_MARGIN_MS,
        ...claims.map((c) => c.limit),
      );
      this.answered();
    } catch (err) {
      this.unanswered(err);
      return this.local.take(claims, expiresAt);
    }
    const [refused = 0, ...used] = answer;
    if (refused > 0) return { ok: false, refused: refused - 1 };
    return { ok: true, used, keys, release: () => this.release(keys) };
  }

  private async release(keys: readonly string[]): Promise<void> {
    try {
      await this.redis.quotaRelease(keys.length, ...keys);
    } catch (err) {
      // Not given back: the visitor has one run less today. Never a reason to fail the answer.
      this.unanswered(err);
    }
  }

  async used(key: string): Promise<number> {
    if (this.starting) await this.starting;
    try {
      const value = await this.redis.get(this.key(key));
      this.answered();
      return Number(value ?? 0);
    } catch (err) {
      this.unanswered(err);
      return this.local.used(key);
    }
  }
}

/**
 * Gives back the counters a run took (`QuotaTaken.keys`, full keys) from any
 * process on REDIS_URL: a job's refund in a worker. One short connection: it
 * is rare (a visitor's job that died).
 */
export async function releaseQuotaKeys(
  keys: readonly string[],
  redisUrl = process.env.REDIS_URL,
): Promise<void> {
  if (!keys.length || !redisUrl) return;
  const redis = defineQuotaCommands(
    new Redis({
      ...redisOptions(redisUrl),
      connectionName: 'inkpress-quota-release',
      maxRetriesPerRequest: 1,
    }),
  );
  redis.on('error', () => undefined);
  try {
    await redis.quotaRelease(keys.length, ...keys);
  } finally {
    await redis.quit().catch(() => redis.disconnect());
  }
}
