/**
 * A per-key lock for FerretDB and MongoDB without transactions: inserting a
 * CreditLease document with a unique _id is taking the lock, deleting it
 * (only by its holder) is releasing it. A holder that crashed cannot block
 * forever: once `expiresAt` has passed, the next caller removes the stale
 * lease and takes over. Callers that find the lock taken retry with an
 * exponential backoff and jitter until `waitMs`.
 */
import { randomBytes } from 'node:crypto';
import { RateLimited } from '../../errors';
import { CreditLease, type CreditLeaseDoc } from '../../models/CreditLease';

export interface LeaseOptions {
  /** How long a lease lives when its holder never releases it (a crash). */
  ttlMs?: number;
  /** How long to keep trying before giving up with 429 RateLimitError. */
  waitMs?: number;
  /** First backoff step; doubles up to maxBackoffMs, with full jitter. */
  backoffMs?: number;
  maxBackoffMs?: number;
  now?: () => Date;
  /**
   * Queue callers of this process before the database lease (default true).
   * false makes every caller go to the database like separate processes do
   * (tests and the benchmark use it to prove the lease itself).
   */
  localQueue?: boolean;
}

export const LEASE_DEFAULTS = { ttlMs: 10_000, waitMs: 30_000, backoffMs: 2, maxBackoffMs: 40 } as const;

const isDuplicateKey = (err: unknown) => (err as { code?: unknown })?.code === 11000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts of lease outcomes, for tests and the benchmark. */
export const leaseStats = { acquired: 0, contended: 0, stolen: 0, timedOut: 0 };

/** Takes the lock `key`; resolves to its release function. */
export async function acquireLease(key: string, options: LeaseOptions = {}): Promise<() => Promise<void>> {
  const ttlMs = options.ttlMs ?? LEASE_DEFAULTS.ttlMs;
  const waitMs = options.waitMs ?? LEASE_DEFAULTS.waitMs;
  const base = options.backoffMs ?? LEASE_DEFAULTS.backoffMs;
  const cap = options.maxBackoffMs ?? LEASE_DEFAULTS.maxBackoffMs;
  const now = options.now ?? (() => new Date());
  const holder = randomBytes(12).toString('hex');
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      await CreditLease.collection.insertOne({
        _id: key,
        holder,
        expiresAt: new Date(now().getTime() + ttlMs),
      } as never);
      leaseStats.acquired++;
      return async () => {
        await CreditLease.deleteOne({ _id: key, holder });
      };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    leaseStats.contended++;
    const current = await CreditLease.findById(key).lean<CreditLeaseDoc>();
    if (current && current.expiresAt.getTime() <= now().getTime()) {
      // The holder crashed (or is far past its lease): take over.
      await CreditLease.deleteOne({ _id: key, holder: current.holder, expiresAt: current.expiresAt });
      leaseStats.stolen++;
      continue;
    }
    if (Date.now() - started >= waitMs) {
      leaseStats.timedOut++;
      throw RateLimited({ reason: 'credits-busy', retryAfter: 1 });
    }
    const step = Math.min(cap, base * 2 ** Math.min(attempt, 10));
    await sleep(Math.max(1, Math.random() * step));
  }
}

/**
 * Callers of one process queue here for a key before they go for the
 * database lease, so a burst of requests in one process polls the database
 * once instead of once per request. The database lease still decides
 * between processes.
 */
const localQueues = new Map<string, Promise<unknown>>();

async function inLocalQueue<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const previous = localQueues.get(key) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  localQueues.set(key, tail);
  try {
    return await run;
  } finally {
    if (localQueues.get(key) === tail) localQueues.delete(key);
  }
}

/** Runs `fn` holding the lock `key`, and always releases it. */
export async function withLease<T>(
  key: string,
  fn: () => Promise<T>,
  options: LeaseOptions = {},
): Promise<T> {
  const locked = async () => {
    const release = await acquireLease(key, options);
    try {
      return await fn();
    } finally {
      await release().catch(() => undefined);
    }
  };
  return options.localQueue === false ? locked() : inLocalQueue(key, locked);
}
