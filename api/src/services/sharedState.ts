/**
 * The state every API process must share, in Redis when REDIS_URL is set:
 * the rate-limit counters (so several processes behind a load balancer
 * enforce one limit), the daily quotas' counters (services/tools/quotaStore.ts) and session revocations (so a sign-out holds in every
 * process at once, not after each one's session cache expires).
 *
 * Redis is a protection here, not a dependency of every request: when it does
 * not answer, a request is counted by this process alone (and that is logged,
 * once per outage) rather than refused, and revocations fall back to the
 * session cache's few seconds.
 */
import { Redis, type RedisOptions } from 'ioredis';
import { firstReady, redisOptions } from '../jobs/redis';
import type { Logger } from '../logger';
import { MemoryRateLimitStore, type RateLimitHit, type RateLimitStore } from './rateLimit';
import type { SessionCache, SessionCacheBus, SessionCacheMessage } from './sessionCache';
import { type QuotaStore, RedisQuotaStore } from './tools/quotaStore';

/**
 * One fixed window per key, counted atomically: INCR, and the window's expiry
 * set by the request that opens it. Answers the count and the milliseconds
 * left. A key that lost its expiry (it cannot, but a window must never last
 * for ever) gets one again.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

interface HitCommand {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
}

/**
 * How long a request waits for Redis before it is counted by this process
 * alone. An answer takes well under a millisecond; a disconnected Redis
 * fails at once (no offline queue), so this only bounds a Redis that hangs.
 * It is generous because it also runs out when this process's own event
 * loop is busy, and each time it does a request goes uncounted in Redis.
 */
const COMMAND_TIMEOUT_MS = 1_000;

function connectionOptions(url: string, name: string): RedisOptions {
  return { ...redisOptions(url), connectionName: name };
}

/** Counters in Redis; this process's own counters while Redis does not answer. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly local = new MemoryRateLimitStore();
  private failing = false;
  /** Until the first connection is ready (or STARTUP_WAIT_MS passed), requests wait for it. */
  private starting: Promise<void> | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger?: Logger,
  ) {
    redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.starting = firstReady(redis)?.then(() => {
      this.starting = undefined;
    });
  }

  hit(key: string, windowMs: number): Promise<RateLimitHit> {
    if (this.starting) return this.starting.then(() => this.hit(key, windowMs));
    return (this.redis as unknown as HitCommand).rateLimitHit(`${this.prefix}rl:${key}`, windowMs).then(
      ([count, ttl]) => {
        if (this.failing) {
          this.failing = false;
          this.logger?.info('rate limits are shared through Redis again');
        }
        return { count, resetAt: Date.now() + ttl };
      },
      (err: unknown) => {
        if (!this.failing) {
          this.failing = true;
          this.logger?.warn(
            { err: err instanceof Error ? err.message : String(err) },
            'Redis did not answer: rate limits are counted by this process alone until it does',
          );
        }
        return this.local.hit(key, windowMs);
      },
    );
  }
}

/** Session revocations over Redis pub/sub: published by the process that revokes, applied by all. */
export class RedisSessionBus implements SessionCacheBus {
  private readonly channel: string;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    prefix: string,
    private readonly logger?: Logger,
  ) {
    this.channel = `${prefix}sessions`;
  }

  /** Applies every revocation published on the channel (this process's own too: it is idempotent). */
  async listen(cache: SessionCache): Promise<void> {
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const message = parseMessage(text);
      if (message) cache.receive(message);
    });
    await this.subscriber.subscribe(this.channel);
  }

  publish(message: SessionCacheMessage): void {
    this.publisher.publish(this.channel, JSON.stringify(message)).catch((err: unknown) => {
      this.logger?.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'a session revocation was not sent to the other API processes; they forget it when their cache expires',
      );
    });
  }
}

function parseMessage(text: string): SessionCacheMessage | undefined {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value.token === 'string') return { token: value.token };
    if (typeof value.user === 'string') return { user: value.user };
  } catch {
    // Not ours: ignored.
  }
  return undefined;
}

export interface SharedState {
  rateLimits: RateLimitStore;
  /** The daily quotas' counters (services/tools/quotaStore.ts), on the same connection. */
  quotas: QuotaStore;
  /** Closes the Redis connections (on shutdown, and after each test API). */
  close(): Promise<void>;
}

/**
 * Connects the rate limits and the session cache to Redis. The subscription
 * is made in the background: until it is, revocations reach this process
 * through its cache's expiry only.
 */
export function connectSharedState(
  options: { redisUrl: string; prefix: string; sessionCache: SessionCache },
  logger?: Logger,
): SharedState {
  const commands = new Redis({
    ...connectionOptions(options.redisUrl, 'inkpress-api'),
    // Commands of one tick leave in one round trip: under load most requests share theirs.
    enableAutoPipelining: true,
    // Disconnected, a command fails at once (the request is counted locally) instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  // A subscribed connection does nothing else: it waits for messages, and subscribes again after
  // a reconnection by itself.
  const subscriber = new Redis(connectionOptions(options.redisUrl, 'inkpress-api-sessions'));
  for (const connection of [commands, subscriber]) connection.on('error', () => undefined);
  const bus = new RedisSessionBus(commands, subscriber, options.prefix, logger);
  options.sessionCache.connect(bus);
  const listening = bus.listen(options.sessionCache).catch((err: unknown) => {
    logger?.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'session revocations not subscribed',
    );
  });
  return {
    rateLimits: new RedisRateLimitStore(commands, options.prefix, logger),
    quotas: new RedisQuotaStore(commands, options.prefix, logger),
    async close() {
      await listening;
      await Promise.all([commands.quit(), subscriber.quit()].map((p) => p.catch(() => undefined)));
    },
  };
}
