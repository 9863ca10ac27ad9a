/**
 * Redis connection settings from REDIS_URL. BullMQ opens the job engine's
 * connections itself (with ioredis); workers need `maxRetriesPerRequest:
 * null` so a blocking wait never gives up while Redis restarts. The API's
 * shared state (services/sharedState) opens its own from `redisOptions`.
 */
import type { ConnectionOptions } from 'bullmq';
import type { Redis, RedisOptions } from 'ioredis';

export function redisOptions(url: string): RedisOptions {
  const parsed = new URL(url);
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got ${parsed.protocol}`);
  const db = parsed.pathname.replace(/^\//, '');
  return {
    host: parsed.hostname || '127.0.0.1',
    port: Number(parsed.port || 6379),
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(db ? { db: Number(db) } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

export function redisConnection(url: string): ConnectionOptions {
  return { ...redisOptions(url), maxRetriesPerRequest: null };
}

/** How long the first requests wait for a connection being made before counting locally. */
export const STARTUP_WAIT_MS = 5_000;

/**
 * Resolves when `redis` is first ready, or after STARTUP_WAIT_MS; undefined
 * when it is ready already. Stores that count in Redis make their first
 * callers wait on it once, so nothing counted locally at start escapes the
 * shared count.
 */
export function firstReady(redis: Redis): Promise<void> | undefined {
  if (redis.status === 'ready') return undefined;
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, STARTUP_WAIT_MS);
    timer.unref();
    redis.once('ready', done);
  });
}
