/**
 * Changes to one account's credits, one at a time: `mutateAccount` takes the
 * account's lease (reading its snapshot in the same round trip), lets the
 * caller record changes, appends them to the ledger and answers; the new
 * snapshot is written and the lease released right after, still under the
 * lease. Each ledger entry's _id is `<teamId>:<kind>:<seq>`, so even a
 * writer that lost its lease, started from a snapshot older than the last
 * change, or found a snapshot left behind by a crash cannot append over
 * another change: the insert fails, the entries of the attempt are taken
 * back, the snapshot is read again or rolled forward from the ledger, and
 * the change is computed again.
 */
import { randomBytes } from 'node:crypto';
import { defaultPlanCatalogue } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { isDuplicateKey } from '../../db';
import {
  type BalanceState,
  CreditAccount,
  type CreditAccountDoc,
  type GrantSchedule,
} from '../../models/CreditAccount';
import {
  type CreditKind,
  creditKinds,
  LedgerEntry,
  type LedgerEntryDoc,
  type LedgerOp,
} from '../../models/LedgerEntry';
import { afterWorkDone, type LeaseOptions, runLeased } from './lease';
import { dueGrant, freeSchedule } from './schedule';

export type Balances = Record<CreditKind, number>;

/** The team whose credits are meant: members share their owner's. */
export interface CreditAccountRef {
  teamId: string;
}

export interface EntryMeta {
  reason: string;
  ref?: string | null | undefined;
  userId?: string | null | undefined;
  reservationId?: string | null | undefined;
}

const MAX_ATTEMPTS = 5;

/** What the free plan gives once, when the account's credits are first used. */
export function freeWelcomeGrant(): Balances {
  const free = defaultPlanCatalogue.plans.find((p) => p.key === 'free');
  return {
    words: free?.wordsPerMonth ?? 5000,
    workflows: free?.workflowsPerMonth ?? 0,
    aiImages: free?.aiImages ?? 0,
    imageRestores: free?.imageRestores ?? 0,
  };
}

export function isCreditKind(value: unknown): value is CreditKind {
  return typeof value === 'string' && (creditKinds as readonly string[]).includes(value);
}

export function toObjectId(id: string): Types.ObjectId {
  if (!Types.ObjectId.isValid(id)) throw new TypeError(`not a team id: ${id}`);
  return new Types.ObjectId(id);
}

export const newId = () => randomBytes(12).toString('hex');

/**
 * An account's balances while one change is being made. Every change goes
 * through `credit`, `debit` or `expirePlanCredits`, which keep each balance
 * at zero or more and its bought part within it, and record the entry.
 */
export class AccountState {
  readonly entries: LedgerEntryDoc[] = [];
  readonly balances: Record<CreditKind, BalanceState>;
  schedule: GrantSchedule;
  private scheduleChanged = false;

  constructor(
    readonly teamId: Types.ObjectId,
    snapshot: Pick<CreditAccountDoc, CreditKind | 'grant'>,
    readonly now: Date,
    readonly isNew: boolean,
  ) {
    this.balances = Object.fromEntries(
      creditKinds.map((k) => [
        k,
        { balance: snapshot[k]?.balance ?? 0, paid: snapshot[k]?.paid ?? 0, seq: snapshot[k]?.seq ?? 0 },
      ]),
    ) as Record<CreditKind, BalanceState>;
    this.schedule = { ...freeSchedule(), ...(snapshot.grant ?? {}) };
  }

  balance(kind: CreditKind): number {
    return this.balances[kind].balance;
  }

  /** The part of a balance the plan gave (expires at the next grant). */
  planPart(kind: CreditKind): number {
    const b = this.balances[kind];
    return b.balance - b.paid;
  }

  private record(kind: CreditKind, op: LedgerOp, amount: number, paidDelta: number, meta: EntryMeta) {
    const b = this.balances[kind];
    const balance = b.balance + amount;
    const paid = b.paid + paidDelta;
    if (balance < 0 || paid < 0 || paid > balance || !Number.isSafeInteger(balance)) {
      throw new RangeError(`credits of ${kind} would become ${balance} (paid ${paid})`);
    }
    b.balance = balance;
    b.paid = paid;
    b.seq += 1;
    const teamId = String(this.teamId);
    this.entries.push({
      _id: `${teamId}:${kind}:${b.seq}`,
      teamId: this.teamId,
      kind,
      seq: b.seq,
      op,
      amount,
      balanceAfter: balance,
      paidAfter: paid,
      paidDelta,
      reason: meta.reason,
      ref: meta.ref ?? null,
      userId: meta.userId ? new Types.ObjectId(meta.userId) : null,
      reservationId: meta.reservationId ?? null,
      day: this.now.toISOString().slice(0, 10),
      // Entries of one change are a millisecond apart, so the ledger reads in the order they were made.
      createdAt: new Date(this.now.getTime() + this.entries.length),
    });
  }

  /** Adds credits: bought ones (`paid`) never expire; the plan's do at the next grant. */
  credit(kind: CreditKind, amount: number, op: LedgerOp, meta: EntryMeta, paidPart = 0) {
    if (amount < 0 || paidPart < 0 || paidPart > amount) throw new RangeError('invalid credit');
    this.record(kind, op, amount, paidPart, meta);
  }

  /** Takes credits, the plan's first, then bought ones; returns how many bought ones were taken. */
  debit(kind: CreditKind, amount: number, op: LedgerOp, meta: EntryMeta): { paidTaken: number } {
    if (amount < 0) throw new RangeError('invalid debit');
    const paidTaken = Math.max(0, amount - this.planPart(kind));
    this.record(kind, op, -amount, -paidTaken, meta);
    return { paidTaken };
  }

  /** The plan's unused credits expire (at a grant, or when the plan ends). */
  expirePlanCredits(kind: CreditKind, meta: EntryMeta) {
    const unused = this.planPart(kind);
    if (unused > 0) this.record(kind, 'expire', -unused, 0, meta);
  }

  setSchedule(schedule: GrantSchedule) {
    this.schedule = schedule;
    this.scheduleChanged = true;
  }

  get dirty(): boolean {
    return this.entries.length > 0 || this.scheduleChanged || this.isNew;
  }

  /**
   * The one balance this change writes, when it writes entries of one kind
   * only and nothing else (no schedule, not a new account): a charge, a
   * settle or refund, a credit pack. Such a change can be checked by its
   * ledger _id alone and stores just that balance.
   */
  get onlyKind(): CreditKind | undefined {
    if (this.scheduleChanged || this.isNew || this.entries.length === 0) return undefined;
    const kind = this.entries[0]?.kind;
    return this.entries.every((e) => e.kind === kind) ? kind : undefined;
  }

  snapshot(): Pick<CreditAccountDoc, CreditKind | 'grant'> {
    return { ...this.balances, grant: this.schedule };
  }
}

/** Rebuilds a snapshot from the newest ledger entry of each kind (after a crash, or with none stored). */
async function snapshotFromLedger(
  teamId: Types.ObjectId,
  base: Pick<CreditAccountDoc, CreditKind | 'grant'> | null,
): Promise<Pick<CreditAccountDoc, CreditKind | 'grant'> | null> {
  const kinds = await Promise.all(
    creditKinds.map((kind) =>
      LedgerEntry.find({ teamId, kind, seq: { $gt: base?.[kind]?.seq ?? 0 } })
        .sort({ seq: -1 })
        .limit(1)
        .lean<LedgerEntryDoc[]>(),
    ),
  );
  if (!base && kinds.every((list) => list.length === 0)) return null;
  const snapshot = {
    grant: base?.grant ?? freeSchedule(),
  } as Pick<CreditAccountDoc, CreditKind | 'grant'>;
  creditKinds.forEach((kind, i) => {
    const newest = kinds[i]?.[0];
    snapshot[kind] = newest
      ? { balance: newest.balanceAfter, paid: newest.paidAfter, seq: newest.seq }
      : (base?.[kind] ?? { balance: 0, paid: 0, seq: 0 });
  });
  return snapshot;
}

/** Grants what the plan gives when a grant is due: unused plan credits expire, the allowance arrives. */
export async function applyDueGrant(state: AccountState): Promise<boolean> {
  const due = dueGrant(state.schedule, state.now);
  if (!due) return false;
  const { planKey, allowance } = state.schedule;
  const ref = `${planKey}@${due.at.toISOString()}`;
  // Given already by an attempt whose snapshot write was lost: only move the schedule on.
  const given = await LedgerEntry.exists({ teamId: state.teamId, op: 'grant', ref });
  if (!given) {
    for (const kind of creditKinds) {
      state.expirePlanCredits(kind, { reason: `plan:${planKey}`, ref });
      if (allowance[kind] > 0)
        state.credit(kind, allowance[kind], 'grant', { reason: `plan:${planKey}`, ref });
    }
  }
  state.setSchedule({ ...state.schedule, nextIndex: due.nextIndex });
  return true;
}

export interface MutateOptions {
  now?: Date;
  lease?: LeaseOptions;
  /** Skip giving a due grant first (the schedule is being replaced). */
  skipDueGrant?: boolean;
  /** Give a new account the free plan's one-time grant (default true; not when a paid plan replaces it at once). */
  welcome?: boolean;
}

/** The stored snapshot (the driver's read: no casting, as `.lean()` gives it). */
function readAccount(teamId: Types.ObjectId): Promise<CreditAccountDoc | null> {
  return CreditAccount.collection.findOne({ _id: teamId }) as Promise<CreditAccountDoc | null>;
}

const leaseKey = (teamId: Types.ObjectId) => `credits:${teamId}`;

/** How long the snapshot a change of this process wrote is where the next change starts from. */
const KNOWN_MS = 2_000;
const KNOWN_MAX = 1_000;

/**
 * The snapshots changes of this process last wrote (or read under the
 * lease), by lease key, for KNOWN_MS: the next change of the account within
 * that time starts from it instead of reading it with the lease. It is as
 * unchecked as that read (another process may have changed the account
 * since) and checked the same way (see mutateAccount). The oldest go first.
 */
const known = new Map<string, { doc: CreditAccountDoc; at: number }>();

function remember(key: string, doc: CreditAccountDoc | null) {
  known.delete(key);
  if (!doc) return;
  if (known.size >= KNOWN_MAX) {
    const oldest = known.keys().next().value;
    if (oldest !== undefined) known.delete(oldest);
  }
  known.set(key, { doc, at: Date.now() });
}

/** Forgets the snapshots this process wrote (tests that need the next change to read one). */
export function forgetKnownSnapshots() {
  known.clear();
}

function recall(key: string): CreditAccountDoc | undefined {
  const entry = known.get(key);
  if (entry && Date.now() - entry.at < KNOWN_MS) return entry.doc;
  known.delete(key);
  return undefined;
}

/**
 * Runs `change` on the account's state under its lease and stores what it
 * recorded. A due plan grant is given first. A new account starts with the
 * free plan's one-time grant. `change` may run more than once (after a
 * conflict), so it must only use the state it is given.
 *
 * Round trips, for the common change (a charge, a settle: entries of one
 * balance): the lease and the snapshot read go together (no read when a
 * change of this process wrote the snapshot less than KNOWN_MS ago), then
 * the ledger entry; the caller has its answer then. The snapshot write and
 * the lease's release follow under the lease (see `runLeased`): the next
 * change and reads of this process wait for them, and a change already
 * waiting in this process takes the lease over instead of a delete and an
 * insert.
 *
 * So the snapshot a change starts from may predate the previous holder's
 * write (read with the lease) or come from this process's last change. It
 * is used as it is only for a change that writes entries of one balance and
 * nothing else: that balance's next ledger _id (`<team>:<kind>:<seq + 1>`)
 * cannot be inserted if a newer change of that balance exists, and only that
 * balance is written back, so the other balances and the grant schedule are
 * never written from it. Every other outcome (a refusal, a grant, a plan
 * change, a new account) is computed again from a read made under the lease.
 */
export async function mutateAccount<T>(
  account: CreditAccountRef,
  change: (state: AccountState) => Promise<T> | T,
  options: MutateOptions = {},
): Promise<T> {
  const teamId = toObjectId(account.teamId);
  const now = options.now ?? new Date();
  const key = leaseKey(teamId);
  // Callers standing for separate processes (localQueue false) share nothing of this process.
  const shared = options.lease?.localQueue !== false;
  return runLeased<T, CreditAccountDoc | null>(
    key,
    options.lease ?? {},
    async () => (shared ? recall(key) : undefined) ?? readAccount(teamId),
    async (early) => {
      let rollForward = false;
      let attempt = 1;
      // A snapshot that may be behind (see above); undefined once used.
      let unchecked = early;
      for (;;) {
        const checked = unchecked === undefined;
        const stored = unchecked === undefined ? await readAccount(teamId) : unchecked;
        unchecked = undefined;
        const state = await loadState(teamId, stored, rollForward, now, options);
        const result = await change(state);
        const kind = state.onlyKind;
        // Only a write of one balance is checked by its ledger _id: anything else, read again.
        if (!checked && (!kind || !stored)) continue;
        if (!state.dirty) {
          if (shared) remember(key, stored);
          return { value: result, after: async () => stored };
        }
        try {
          const write = await persist(state, stored, rollForward ? undefined : kind);
          const after = async () => {
            try {
              const written = await write();
              if (shared) remember(key, written);
              return written;
            } catch (err) {
              known.delete(key);
              throw err;
            }
          };
          return { value: result, after };
        } catch (err) {
          known.delete(key);
          if (!isDuplicateKey(err) || attempt >= MAX_ATTEMPTS) throw err;
          attempt++;
          // A snapshot that was not checked may just be older than the last change: read it
          // again first; a stored snapshot behind the ledger (a crash) is rolled forward.
          rollForward = checked;
        }
      }
    },
  );
}

/**
 * The account's state as a change (or a read) starts from: the stored
 * snapshot, rolled forward from the ledger when asked or when none is
 * stored; a new account's welcome grant and a due plan grant are recorded
 * in it (in memory: only `persist` writes).
 */
async function loadState(
  teamId: Types.ObjectId,
  stored: CreditAccountDoc | null,
  rollForward: boolean,
  now: Date,
  options: Pick<MutateOptions, 'welcome' | 'skipDueGrant'>,
): Promise<AccountState> {
  const snapshot = rollForward || !stored ? await snapshotFromLedger(teamId, stored) : stored;
  const state = new AccountState(teamId, snapshot ?? { ...emptySnapshot() }, now, !stored);
  if (!snapshot && options.welcome !== false) {
    const welcome = freeWelcomeGrant();
    for (const kind of creditKinds) {
      if (welcome[kind] > 0) state.credit(kind, welcome[kind], 'grant', { reason: 'free-plan' });
    }
  }
  if (!options.skipDueGrant) await applyDueGrant(state);
  return state;
}

/**
 * The account's balances as they stand, without its lease and without
 * writing anything: what a new account would be given, or a plan grant that
 * is due, is counted as it will be recorded by the next change. Reading
 * credits therefore never changes them (a page showing them, a second tab,
 * an account created and never used).
 */
export async function peekAccount(account: CreditAccountRef, now = new Date()): Promise<AccountState> {
  const teamId = toObjectId(account.teamId);
  // A change of this process may have answered before its snapshot was written: wait for that.
  await afterWorkDone(leaseKey(teamId));
  const stored = await CreditAccount.findById(teamId).lean<CreditAccountDoc>();
  return loadState(teamId, stored, false, now, {});
}

function emptySnapshot(): Pick<CreditAccountDoc, CreditKind | 'grant'> {
  const zero = () => ({ balance: 0, paid: 0, seq: 0 });
  return {
    words: zero(),
    workflows: zero(),
    aiImages: zero(),
    imageRestores: zero(),
    grant: freeSchedule(),
  };
}

/**
 * Appends the entries (on a conflict takes this attempt's entries back) and
 * a new account's snapshot; returns the write of an existing account's
 * snapshot, for after the caller has its answer, which resolves to the
 * snapshot as stored. With `onlyKind` (the change wrote that balance only,
 * from a snapshot that was not rolled forward) only that balance is written:
 * the rest of the stored document stays as it is.
 */
async function persist(
  state: AccountState,
  stored: CreditAccountDoc | null,
  onlyKind?: CreditKind,
): Promise<() => Promise<CreditAccountDoc>> {
  const inserted: string[] = [];
  try {
    for (const entry of state.entries) {
      await LedgerEntry.collection.insertOne(entry as never);
      inserted.push(entry._id);
    }
    if (!stored) {
      const created = {
        _id: state.teamId,
        ...state.snapshot(),
        createdAt: state.now,
        updatedAt: state.now,
      } as CreditAccountDoc;
      await CreditAccount.collection.insertOne(created as never);
      return async () => created;
    }
  } catch (err) {
    if (isDuplicateKey(err) && inserted.length > 0) {
      await LedgerEntry.deleteMany({ _id: { $in: inserted } });
    }
    throw err;
  }
  if (onlyKind) {
    const { balance, paid, seq } = state.balances[onlyKind];
    return async () => {
      const updatedAt = new Date();
      await CreditAccount.collection.updateOne(
        { _id: state.teamId },
        { $set: { [onlyKind]: { balance, paid, seq }, updatedAt } },
      );
      return { ...stored, [onlyKind]: { balance, paid, seq }, updatedAt };
    };
  }
  const snapshot = state.snapshot();
  return async () => {
    await CreditAccount.updateOne({ _id: state.teamId }, { $set: snapshot });
    return { ...stored, ...snapshot, updatedAt: new Date() };
  };
}

/** The stored snapshot without changing anything (no lease): a read may lag a change in flight. */
export async function readSnapshot(teamId: string): Promise<CreditAccountDoc | null> {
  const id = toObjectId(teamId);
  await afterWorkDone(leaseKey(id));
  return CreditAccount.findById(id).lean<CreditAccountDoc>();
}
