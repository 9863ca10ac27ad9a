/**
 * The daily quotas' counters in Redis (REDIS_URL; each test its own key
 * prefix, so parallel test files never meet): one atomic step takes every
 * counter of a run or none, a counter expires when its quota day ends, and a
 * run given back never takes a counter below zero nor revives a past day's.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisOptions } from '../../jobs/redis';
import {
  MemoryQuotaStore,
  QUOTA_EXPIRY_MARGIN_MS,
  type QuotaStore,
  RedisQuotaStore,
  releaseQuotaKeys,
} from './quotaStore';

const REDIS_URL = process.env.REDIS_URL;
const describeRedis = REDIS_URL ? describe : describe.skip;

describeRedis('RedisQuotaStore', () => {
  let redis: Redis;
  let prefix: string;
  let store: RedisQuotaStore;
  const endOfDay = () => new Date(Date.now() + 3600_000);

  beforeAll(async () => {
    redis = new Redis({ ...redisOptions(REDIS_URL as string), enableOfflineQueue: false });
    await new Promise((resolve) => redis.once('ready', resolve));
  });
  beforeEach(() => {
    prefix = `inkpress-test-${randomBytes(6).toString('hex')}:`;
    store = new RedisQuotaStore(redis, prefix);
  });
  afterEach(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(keys);
  });
  afterAll(() => redis.quit());

  it('counts runs up to each limit, then refuses naming the counter used up, taking nothing', async () => {
    const claims = [
      { key: 'ip:a', limit: 3 },
      { key: 'v:a', limit: 2 },
    ];
    const first = await store.take(claims, endOfDay());
    const second = await store.take(claims, endOfDay());
    expect(first).toMatchObject({ ok: true, used: [1, 1] });
    expect(second).toMatchObject({ ok: true, used: [2, 2] });
    expect(await store.take(claims, endOfDay())).toEqual({ ok: false, refused: 1 });
    // The refusal took nothing: the address's counter is where the two runs left it.
    expect(await store.used('ip:a')).toBe(2);
    expect(await store.used('v:a')).toBe(2);
    // Another visitor on the address takes the address's last run, then the address is used up.
    expect(
      await store.take(
        [
          { key: 'ip:a', limit: 3 },
          { key: 'v:b', limit: 2 },
        ],
        endOfDay(),
      ),
    ).toMatchObject({ ok: true });
    expect(
      await store.take(
        [
          { key: 'ip:a', limit: 3 },
          { key: 'v:c', limit: 2 },
        ],
        endOfDay(),
      ),
    ).toEqual({
      ok: false,
      refused: 0,
    });
    expect(await store.used('v:c')).toBe(0);
  });

  it('refuses a limit of 0 (a paused partner) without counting the others', async () => {
    const refused = await store.take(
      [
        { key: 'v:a', limit: 10 },
        { key: 'partner:p', limit: 0 },
      ],
      endOfDay(),
    );
    expect(refused).toEqual({ ok: false, refused: 1 });
    expect(await store.used('v:a')).toBe(0);
  });

  it('holds the limit under parallel runs', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () => store.take([{ key: 'partner:p', limit: 7 }], endOfDay())),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(7);
    expect(await store.used('partner:p')).toBe(7);
  });

  it('sets each counter to expire at the end of its quota day (with the clock margin)', async () => {
    const end = endOfDay();
    const taken = await store.take([{ key: 'v:a', limit: 5 }], end);
    expect(taken.ok).toBe(true);
    expect(await redis.pexpiretime(`${prefix}quota:v:a`)).toBe(end.getTime() + QUOTA_EXPIRY_MARGIN_MS);
  });

  it('gives a run back once per counter, never below zero, and never revives an expired counter', async () => {
    const taken = await store.take(
      [
        { key: 'v:a', limit: 5 },
        { key: 'ip:a', limit: 15 },
      ],
      endOfDay(),
    );
    if (!taken.ok) throw new Error('refused');
    expect(taken.keys).toEqual([`${prefix}quota:v:a`, `${prefix}quota:ip:a`]);
    await taken.release();
    expect(await store.used('v:a')).toBe(0);
    await taken.release();
    expect(await store.used('v:a')).toBe(0);
    expect(await redis.get(`${prefix}quota:v:a`)).toBe('0');
    // From another process by its keys (a worker's refund of a dead job), the counter gone meanwhile.
    await redis.del(`${prefix}quota:v:a`);
    await releaseQuotaKeys(taken.keys, REDIS_URL);
    expect(await redis.exists(`${prefix}quota:v:a`)).toBe(0);
  });

  it('a worker gives a run back by its keys', async () => {
    const taken = await store.take([{ key: 'v:a', limit: 5 }], endOfDay());
    if (!taken.ok) throw new Error('refused');
    await releaseQuotaKeys(taken.keys, REDIS_URL);
    expect(await store.used('v:a')).toBe(0);
  });
});

describe('when Redis does not answer', () => {
  it('counts the runs in this process rather than refusing them', async () => {
    const down = new Redis({
      host: '127.0.0.1',
      port: 1,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    down.on('error', () => undefined);
    const store: QuotaStore = new RedisQuotaStore(down, 'inkpress-test-down:');
    const claims = [{ key: 'v:a', limit: 2 }];
    const end = new Date(Date.now() + 3600_000);
    expect(await store.take(claims, end)).toMatchObject({ ok: true, used: [1] });
    expect(await store.take(claims, end)).toMatchObject({ ok: true, used: [2] });
    expect(await store.take(claims, end)).toEqual({ ok: false, refused: 0 });
    expect(await store.used('v:a')).toBe(2);
    down.disconnect();
  });
});

describe('MemoryQuotaStore', () => {
  it('starts a new count once the day ended', async () => {
    let now = Date.parse('2026-11-28T23:59:00Z');
    const store = new MemoryQuotaStore(() => now);
    const end = new Date('2026-11-29T00:00:00Z');
    expect(await store.take([{ key: 'v:a', limit: 1 }], end)).toMatchObject({ ok: true });
    expect(await store.take([{ key: 'v:a', limit: 1 }], end)).toEqual({ ok: false, refused: 0 });
    now = end.getTime() + QUOTA_EXPIRY_MARGIN_MS;
    expect(await store.used('v:a')).toBe(0);
  });
});
