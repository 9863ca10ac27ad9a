/**
 * The daily quotas' counters of a test API in Redis (services/tools/quotaStore.ts),
 * under the API's own REDIS_PREFIX (a random one per test API, so test files running
 * in parallel never count in each other's quotas).
 */
import { Redis } from 'ioredis';
import type { Config } from '../src/config';
import { redisOptions } from '../src/jobs/redis';

async function withRedis<T>(config: Config, fn: (redis: Redis) => Promise<T>): Promise<T> {
  if (!config.redisUrl) throw new Error('the quota tests count in Redis: set REDIS_URL');
  const redis = new Redis(redisOptions(config.redisUrl));
  try {
    return await fn(redis);
  } finally {
    await redis.quit();
  }
}

async function keysOf(redis: Redis, pattern: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

/**
 * The runs counted today in the counters whose key (after `quota:`) matches
 * `match` (a Redis glob: `v:*` the visitors', `ip:*` the addresses', `partner:*`).
 */
export function quotaRuns(api: { config: Config }, match = '*'): Promise<number> {
  return withRedis(api.config, async (redis) => {
    const keys = await keysOf(redis, `${api.config.redisPrefix}quota:${match}`);
    const values = keys.length ? await redis.mget(keys) : [];
    return values.reduce((sum, v) => sum + Number(v ?? 0), 0);
  });
}

/** Forgets every counter of the test API: the next test starts with a fresh day's quotas. */
export function clearQuotas(api: { config: Config }): Promise<void> {
  return withRedis(api.config, async (redis) => {
    const keys = await keysOf(redis, `${api.config.redisPrefix}quota:*`);
    if (keys.length) await redis.del(keys);
  });
}
