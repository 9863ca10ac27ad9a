/**
 * A per-key lock for FerretDB and MongoDB without transactions: inserting a
 * CreditLease document with a unique _id is taking the lock, deleting it
 * (only by its holder) is releasing it. A holder that crashed cannot block
 * forever: once `expiresAt` has passed, the next caller removes the stale
 * lease and takes over. Callers that find the lock taken retry with an
 * exponential backoff and jitter until `waitMs`.
 */
import { randomBytes } from 'node:crypto';
import { isDuplicateKey } from '../../db';
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts of lease outcomes, for tests and the benchmark. */
export const leaseStats = { acquired: 0, contended: 0, stolen: 0, timedOut: 0 };

/** A lease taken by `takeLease`. */
interface TakenLease<S> {
  release: () => Promise<void>;
  /** When it was taken (ms since the epoch). */
  since: number;
  /**
   * What `alongside` resolved to when the lease was taken at the first
   * attempt (the read ran while the insert did); undefined when the lease
   * was contended or the read failed.
   */
  alongside: S | undefined;
}

/**
 * Takes the lock `key`. `alongside` (a read the holder needs first) is sent
 * together with the first attempt, so an uncontended lease and that read
 * cost one round trip instead of two.
 */
async function takeLease<S>(
  key: string,
  options: LeaseOptions,
  alongside?: () => Promise<S>,
): Promise<TakenLease<S>> {
  const ttlMs = options.ttlMs ?? LEASE_DEFAULTS.ttlMs;
  const waitMs = options.waitMs ?? LEASE_DEFAULTS.waitMs;
  const base = options.backoffMs ?? LEASE_DEFAULTS.backoffMs;
  const cap = options.maxBackoffMs ?? LEASE_DEFAULTS.maxBackoffMs;
  const now = options.now ?? (() => new Date());
  const holder = randomBytes(12).toString('hex');
  const started = Date.now();
  const leases = CreditLease.collection;
  for (let attempt = 0; ; attempt++) {
    const read =
      attempt === 0 && alongside
        ? alongside().then(
            (value) => ({ value }),
            () => undefined,
          )
        : undefined;
    try {
      await leases.insertOne({ _id: key, holder, expiresAt: new Date(now().getTime() + ttlMs) } as never);
      leaseStats.acquired++;
      return {
        release: async () => {
          await leases.deleteOne({ _id: key, holder } as never);
        },
        since: Date.now(),
        alongside: (await read)?.value,
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

/** Takes the lock `key`; resolves to its release function. */
export async function acquireLease(key: string, options: LeaseOptions = {}): Promise<() => Promise<void>> {
  return (await takeLease(key, options)).release;
}

/** What a holder's work gives: its result, and what is left to do before the lock goes. */
export interface LeasedWork<T, S> {
  value: T;
  /**
   * Work that must still be done under the lock but that the caller need
   * not wait for (see `runLeased`); resolves to what the next holder of this
   * process may start from.
   */
  after?: () => Promise<S | undefined>;
}

/** The callers of one key in this process, one at a time (see `runLeased`). */
interface KeyQueue {
  /** Settles when the last caller in line is done, its `after` and the release included. */
  tail: Promise<void>;
  /** Callers waiting for their turn. */
  waiting: number;
  /** The lease left held for the next caller, with what it may start from. */
  handoff?: { release: () => Promise<void>; since: number; start: unknown };
  /** The `after` under way, if any. */
  finishing?: Promise<void>;
}

const queues = new Map<string, KeyQueue>();

/** Work still under way after its caller got its result (see `leasesReleased`). */
const background = new Set<Promise<void>>();

/** Resolves once the work this process left running under its leases is done and the leases are deleted. */
export async function leasesReleased(): Promise<void> {
  while (background.size > 0) await Promise.all(background);
}

/** Resolves once the `after` of the last holder of `key` in this process is done (reads wait for it). */
export async function afterWorkDone(key: string): Promise<void> {
  await queues.get(key)?.finishing;
}

/**
 * Runs `fn` holding the lock `key`. Callers of one process queue here before
 * they go for the database lease, so a burst of requests in one process
 * polls the database once instead of once per request; the database lease
 * still decides between processes. Within the queue:
 *
 * - the caller gets `fn`'s value as soon as it is ready; `after` (the last
 *   write) and the release go on under the lock, and the next caller of the
 *   key waits for them, as do reads that ask (`afterWorkDone`);
 * - when another caller is already waiting then, the lease is handed to it
 *   instead of being deleted and inserted again, with what `after` gave as
 *   its start. Only while the lease is younger than half its ttl, so it
 *   never expires in use, and other processes get their turn.
 *
 * `alongside` is a read `fn` needs first, sent together with the lease (see
 * `takeLease`). `fn` starts from the handed-over value, or from that read
 * when the lease was taken at once, or from nothing.
 */
export async function runLeased<T, S>(
  key: string,
  options: LeaseOptions,
  alongside: (() => Promise<S>) | undefined,
  fn: (start: S | undefined) => Promise<LeasedWork<T, S>>,
): Promise<T> {
  if (options.localQueue === false) {
    const lease = await takeLease(key, options, alongside);
    try {
      const work = await fn(lease.alongside);
      await work.after?.();
      return work.value;
    } finally {
      await lease.release().catch(() => undefined);
    }
  }

  let queue = queues.get(key);
  if (!queue) {
    queue = { tail: Promise.resolve(), waiting: 0 };
    queues.set(key, queue);
  }
  const q = queue;
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const previous = q.tail;
  q.tail = done;
  void done.then(() => {
    if (q.tail === done && q.waiting === 0 && !q.handoff) queues.delete(key);
  });
  q.waiting++;
  await previous;
  q.waiting--;

  let lease: TakenLease<S>;
  const handed = q.handoff;
  q.handoff = undefined;
  try {
    lease = handed
      ? { release: handed.release, since: handed.since, alongside: handed.start as S | undefined }
      : await takeLease(key, options, alongside);
  } catch (err) {
    finish();
    throw err;
  }

  let work: LeasedWork<T, S>;
  try {
    work = await fn(lease.alongside);
  } catch (err) {
    await lease.release().catch(() => undefined);
    finish();
    throw err;
  }

  const ttlMs = options.ttlMs ?? LEASE_DEFAULTS.ttlMs;
  const rest = (async () => {
    let start: S | undefined;
    let ok = true;
    try {
      start = await work.after?.();
    } catch {
      ok = false;
    }
    if (ok && q.waiting > 0 && Date.now() - lease.since < ttlMs / 2) {
      q.handoff = { release: lease.release, since: lease.since, start };
    } else {
      await lease.release().catch(() => undefined);
    }
  })().finally(() => {
    if (q.finishing === rest) q.finishing = undefined;
    background.delete(rest);
    finish();
  });
  q.finishing = rest;
  background.add(rest);
  return work.value;
}

/**
 * Runs `fn` holding the lock `key`, and always releases it (through the
 * process's queue: see `runLeased`).
 */
export async function withLease<T>(
  key: string,
  fn: () => Promise<T>,
  options: LeaseOptions = {},
): Promise<T> {
  return runLeased<T, undefined>(key, options, undefined, async () => ({ value: await fn() }));
}
