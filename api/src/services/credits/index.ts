/**
 * Credits: the contract other parts of the API charge through.
 *
 *   const reservation = await reserveCredits(user, 'words', articleCost(options), {
 *     reason: 'generate-article', ref: postId, userId: user.id,
 *   });                                   // NotEnoughCredits / FreeLimitReached (402) before work starts
 *   try {
 *     const words = await generate();
 *     await settleReservation(reservation, words); // the unused part comes back
 *   } catch (err) {
 *     await refundReservation(reservation);         // failed or aborted: all of it comes back
 *     throw err;
 *   }
 *
 * The account is the team (`{ teamId }`, e.g. the signed-in AuthUser):
 * members spend their owner's credits. Every grant and charge is a ledger
 * entry with the balance after it; changes of one account are serialised by
 * a lease (see store.ts and lease.ts), so balances stay exact under any
 * number of parallel requests, on MongoDB and on FerretDB. A change answers
 * once its ledger entries are written (a reservation: the lease with the
 * snapshot read, then one insert); the snapshot and the lease follow, and
 * the reads of this process wait for them.
 */
import { FreeLimitReached, NotEnoughCredits } from '../../errors';
import type { GrantSchedule } from '../../models/CreditAccount';
import type { CreditKind } from '../../models/LedgerEntry';
import { creditKinds, LedgerEntry, type LedgerEntryDoc } from '../../models/LedgerEntry';
import { accountIsOnFreePlan } from '../billing/plan';
import { nextGrantAt, type PlanForSchedule, rescheduleForPlan } from './schedule';
import {
  type AccountState,
  applyDueGrant,
  type Balances,
  type CreditAccountRef,
  isCreditKind,
  type MutateOptions,
  mutateAccount,
  newId,
  peekAccount,
  toObjectId,
} from './store';

export type { CreditKind } from '../../models/LedgerEntry';
export type { Balances, CreditAccountRef } from './store';
export { creditKinds };

/** Credits held for one piece of work, until it is settled or refunded. */
export interface Reservation {
  id: string;
  teamId: string;
  kind: CreditKind;
  amount: number;
  reason: string;
  ref?: string;
  userId?: string;
  createdAt: Date;
}

export interface ReservationMeta {
  /** What the credits pay for: 'generate-article', 'image-generate', 'bulk-generate'… */
  reason: string;
  /** The operation, post or job it is about. */
  ref?: string;
  /** Who started it (a member of the team, or its owner). */
  userId?: string;
}

function assertAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`credit amounts are whole numbers from 0 up, got ${amount}`);
  }
}

function assertKind(kind: string): asserts kind is CreditKind {
  if (!isCreditKind(kind)) throw new RangeError(`unknown credit kind: ${kind}`);
}

/**
 * Holds `amount` credits of `kind` before work starts. Throws 402
 * NotEnoughCredits when the balance does not cover it, FreeLimitReached when
 * the account is on the free plan; nothing is held then.
 */
export async function reserveCredits(
  account: CreditAccountRef,
  kind: CreditKind,
  amount: number,
  meta: ReservationMeta,
  options: MutateOptions = {},
): Promise<Reservation> {
  assertKind(kind);
  assertAmount(amount);
  const reservation: Reservation = {
    id: newId(),
    teamId: String(toObjectId(account.teamId)),
    kind,
    amount,
    reason: meta.reason,
    ...(meta.ref !== undefined ? { ref: meta.ref } : {}),
    ...(meta.userId !== undefined ? { userId: meta.userId } : {}),
    createdAt: options.now ?? new Date(),
  };
  if (amount === 0) return reservation;
  const available = await mutateAccount(
    account,
    (state) => {
      const balance = state.balance(kind);
      if (balance < amount) return balance;
      state.debit(kind, amount, 'reserve', { ...meta, reservationId: reservation.id });
      return null;
    },
    options,
  );
  if (available !== null) {
    const data = { kind, needed: amount, available, shortfall: amount - available };
    // "Used everything the free plan includes" is only true when nothing is left.
    if (available === 0 && (await accountIsOnFreePlan(account.teamId))) throw FreeLimitReached(data);
    throw NotEnoughCredits(data, shortfallMessage(kind, amount, available));
  }
  return reservation;
}

const creditUnits: Record<CreditKind, string> = {
  words: 'credits',
  workflows: 'workflows',
  aiImages: 'AI images',
  imageRestores: 'image restores',
};

/** Names the shortfall: what this needs, what the team has, how many are missing. */
export function shortfallMessage(kind: CreditKind, needed: number, available: number): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return `This needs ${n(needed)} ${creditUnits[kind]} and your team has ${n(available)} left: ${n(
    needed - available,
  )} short. Add a credit pack or upgrade to continue.`;
}

/** Closes a reservation, giving back `amount - used` (used is clamped to 0…amount). Idempotent. */
function close(state: AccountState, reserve: LedgerEntryDoc, used: number, op: 'settle' | 'refund') {
  const amount = -reserve.amount;
  const spent = Math.min(amount, Math.max(0, Math.floor(used)));
  const back = amount - spent;
  // What was taken from bought credits comes back first: the work used the plan's credits first.
  const paidTaken = -reserve.paidDelta;
  const planTaken = amount - paidTaken;
  const paidUsed = Math.max(0, spent - planTaken);
  const paidBack = Math.max(0, paidTaken - paidUsed);
  state.credit(
    reserve.kind,
    back,
    op,
    {
      reason: reserve.reason,
      ref: reserve.ref,
      userId: reserve.userId ? String(reserve.userId) : null,
      reservationId: reserve.reservationId,
    },
    Math.min(back, paidBack),
  );
}

async function closeReservation(
  reservation: Reservation,
  used: number,
  op: 'settle' | 'refund',
  options: MutateOptions,
) {
  if (reservation.amount === 0) return;
  const entries = await LedgerEntry.find({ reservationId: reservation.id }).lean<LedgerEntryDoc[]>();
  const reserve = entries.find((e) => e.op === 'reserve');
  if (!reserve || entries.some((e) => e.op !== 'reserve')) return;
  await mutateAccount(
    { teamId: String(reserve.teamId) },
    async (state) => {
      // Closed meanwhile by another caller (the lease makes this check final).
      const closed = await LedgerEntry.exists({ reservationId: reservation.id, op: { $ne: 'reserve' } });
      if (!closed) close(state, reserve, used, op);
    },
    options,
  );
}

/** The work is done: `used` credits are spent, the rest of the reservation comes back. */
export async function settleReservation(
  reservation: Reservation,
  used: number,
  options: MutateOptions = {},
): Promise<void> {
  if (!Number.isFinite(used)) throw new RangeError(`used must be a number, got ${used}`);
  await closeReservation(reservation, used, 'settle', options);
}

/** The work failed or was aborted: the whole reservation comes back. */
export async function refundReservation(
  reservation: Reservation,
  options: MutateOptions = {},
): Promise<void> {
  await closeReservation(reservation, 0, 'refund', options);
}

/**
 * The account's balances, read only (see peekAccount): a due plan grant or a
 * new account's welcome grant is counted, and given by the next change.
 */
export async function getBalances(
  account: CreditAccountRef,
  options: { now?: Date } = {},
): Promise<Balances> {
  return balancesOf(await peekAccount(account, options.now));
}

/** The balances with their bought part (never expires), read only. */
export async function getCreditSummary(
  account: CreditAccountRef,
  options: { now?: Date } = {},
): Promise<{ balances: Balances; paid: Balances }> {
  const state = await peekAccount(account, options.now);
  return {
    balances: balancesOf(state),
    paid: {
      words: state.balances.words.paid,
      workflows: state.balances.workflows.paid,
      aiImages: state.balances.aiImages.paid,
      imageRestores: state.balances.imageRestores.paid,
    },
  };
}

/** Gives a due plan grant (or a new account's welcome grant) now, and answers the balances after it. */
export async function settleGrants(
  account: CreditAccountRef,
  options: MutateOptions = {},
): Promise<Balances> {
  return mutateAccount(account, (state) => balancesOf(state), options);
}

export function balancesOf(state: AccountState): Balances {
  return {
    words: state.balance('words'),
    workflows: state.balance('workflows'),
    aiImages: state.balance('aiImages'),
    imageRestores: state.balance('imageRestores'),
  };
}

/**
 * Adds bought credits (a credit pack, a manual top-up): they never expire.
 * With `ref`, a second grant with the same reason and ref is ignored, so a
 * replayed payment never pays twice.
 */
export async function grantPaidCredits(
  account: CreditAccountRef,
  kind: CreditKind,
  amount: number,
  meta: { reason: string; ref?: string; userId?: string },
  options: MutateOptions = {},
): Promise<{ granted: boolean }> {
  assertKind(kind);
  assertAmount(amount);
  return mutateAccount(
    account,
    async (state) => {
      if (meta.ref) {
        const done = await LedgerEntry.exists({
          teamId: state.teamId,
          kind,
          op: 'grant',
          reason: meta.reason,
          ref: meta.ref,
        });
        if (done) return { granted: false };
      }
      state.credit(kind, amount, 'grant', meta, amount);
      return { granted: true };
    },
    options,
  );
}

/**
 * Applies the account's plan (from billing) to its grant schedule: a new
 * plan or an upgrade is granted at once, a renewal at its period start, a
 * downgrade from the next grant on; a plan that ended has its unused credits
 * expire. Returns when the next grant falls.
 */
export async function applyPlanToCredits(
  account: CreditAccountRef,
  plan: PlanForSchedule,
  options: MutateOptions = {},
): Promise<{ schedule: GrantSchedule; nextGrantAt: Date | null }> {
  return mutateAccount(
    account,
    async (state) => {
      const previous = state.schedule.planKey;
      const change = rescheduleForPlan(state.schedule, plan, state.now);
      if (change.expireNow) {
        for (const kind of creditKinds) state.expirePlanCredits(kind, { reason: `plan-ended:${previous}` });
      }
      state.setSchedule(change.schedule);
      await applyDueGrant(state);
      return { schedule: state.schedule, nextGrantAt: nextGrantAt(state.schedule) };
    },
    // An account that starts on a paid plan gets the plan's credits, not the free plan's first.
    { ...options, skipDueGrant: true, welcome: !plan.active },
  );
}

/**
 * Gives the grant that is due, if any (the scheduler's job; reads and
 * charges also do it). Returns when the next grant falls.
 */
export async function runDueGrants(
  account: CreditAccountRef,
  options: MutateOptions = {},
): Promise<{ granted: boolean; nextGrantAt: Date | null }> {
  let granted = false;
  const next = await mutateAccount(
    account,
    async (state) => {
      granted = await applyDueGrant(state);
      return nextGrantAt(state.schedule);
    },
    { ...options, skipDueGrant: true },
  );
  return { granted, nextGrantAt: next };
}

export { listLedger, usageByDay, usageSince } from './queries';
export { addMonths, nextGrantAt, type PlanForSchedule } from './schedule';
