/**
 * Holds nobody will close. Every reservation is closed by the work it paid
 * for: a request settles or refunds before it answers, a job's record keeps
 * its hold until the job ends. A process that dies between the reserve and
 * that close (or between the reserve and the record that names it) leaves
 * credits held for ever. The sweep gives them back:
 *
 * - a reservation open for longer than `graceMs` (no work holds credits that
 *   long without a record naming them) is refunded, unless
 * - a holder of its reason (a job's record: a bulk article, a workflow run,
 *   an autoblog slot) says it still holds it; the job then closes it.
 *
 * A refund here and a late settle by the work cannot both count: closing is
 * idempotent under the account's lease (index.ts), so whichever comes second
 * changes nothing. A mark (SweepMark) keeps how far the ledger was read, so
 * each tick reads only the reserves made since the last one.
 */
import { Types } from 'mongoose';
import { LedgerEntry, type LedgerEntryDoc } from '../../models/LedgerEntry';
import { SweepMark, type SweepMarkDoc } from '../../models/SweepMark';
import { type Reservation, refundReservation } from './index';

/** Which of `ids` (reservations of one reason) a live record still holds. */
export type ReservationHolder = (ids: readonly string[]) => Promise<ReadonlySet<string>>;

export interface SweepOptions {
  now?: Date;
  /** How long a reservation may stay open without a holder (default an hour). */
  graceMs?: number;
  /** Holders by reservation reason; reasons without one are held by a request only. */
  holders?: Readonly<Record<string, ReservationHolder>>;
  /** How far back the first sweep looks (default a week). */
  firstLookbackMs?: number;
  /** Reserves read per page. */
  batch?: number;
  /** One team only (its own mark): for support, and tests beside other suites. */
  teamId?: string;
}

export interface SweepResult {
  /** Reserves read since the last mark. */
  checked: number;
  /** Open ones a holder still holds. */
  held: number;
  /** The reservations given back. */
  refunded: { id: string; teamId: string; reason: string; ref: string | null; amount: number }[];
}

const HOUR = 3_600_000;
export const SWEEP_DEFAULTS = { graceMs: HOUR, firstLookbackMs: 7 * 24 * HOUR, batch: 500 } as const;

const reservationOf = (entry: LedgerEntryDoc): Reservation => ({
  id: entry.reservationId as string,
  teamId: String(entry.teamId),
  kind: entry.kind,
  amount: -entry.amount,
  reason: entry.reason,
  ...(entry.ref ? { ref: entry.ref } : {}),
  ...(entry.userId ? { userId: String(entry.userId) } : {}),
  createdAt: entry.createdAt,
});

/** Refunds the reservations of `page` that are still open and that no holder holds. */
async function sweepPage(
  page: LedgerEntryDoc[],
  holders: Readonly<Record<string, ReservationHolder>>,
  result: SweepResult,
) {
  const ids = page.map((e) => e.reservationId).filter((id): id is string => Boolean(id));
  const closed = new Set(
    (
      await LedgerEntry.find({ reservationId: { $in: ids }, op: { $ne: 'reserve' } })
        .select('reservationId')
        .lean<Pick<LedgerEntryDoc, 'reservationId'>[]>()
    ).map((e) => e.reservationId),
  );
  const open = page.filter((e) => e.reservationId && !closed.has(e.reservationId));
  const byReason = new Map<string, LedgerEntryDoc[]>();
  for (const entry of open) byReason.set(entry.reason, [...(byReason.get(entry.reason) ?? []), entry]);
  for (const [reason, entries] of byReason) {
    const holder = holders[reason];
    const held = holder ? await holder(entries.map((e) => e.reservationId as string)) : new Set<string>();
    for (const entry of entries) {
      if (held.has(entry.reservationId as string)) {
        result.held++;
        continue;
      }
      await refundReservation(reservationOf(entry));
      result.refunded.push({
        id: entry.reservationId as string,
        teamId: String(entry.teamId),
        reason: entry.reason,
        ref: entry.ref,
        amount: -entry.amount,
      });
    }
  }
}

/** Gives back the credits of reservations that nothing will close (see the header). */
export async function sweepOrphanReservations(options: SweepOptions = {}): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const graceMs = options.graceMs ?? SWEEP_DEFAULTS.graceMs;
  const batch = options.batch ?? SWEEP_DEFAULTS.batch;
  const upper = new Date(now.getTime() - graceMs);
  const markId = options.teamId ? `reservations:${options.teamId}` : 'reservations';
  const mark = await SweepMark.findById(markId).lean<SweepMarkDoc>();
  const from =
    mark?.upTo ?? new Date(upper.getTime() - (options.firstLookbackMs ?? SWEEP_DEFAULTS.firstLookbackMs));
  const result: SweepResult = { checked: 0, held: 0, refunded: [] };
  if (from >= upper) return result;

  const scope = {
    op: 'reserve' as const,
    ...(options.teamId ? { teamId: new Types.ObjectId(options.teamId) } : {}),
  };
  // Pages in (createdAt, _id) order; the next page starts after the last entry read.
  let after: { createdAt: Date; _id: string } | null = null;
  for (;;) {
    const range = { createdAt: { $gte: from, $lt: upper } };
    const next = after
      ? {
          $or: [
            { createdAt: { $gt: after.createdAt, $lt: upper } },
            { createdAt: after.createdAt, _id: { $gt: after._id } },
          ],
        }
      : range;
    const page = await LedgerEntry.find({ ...scope, ...next })
      .sort({ createdAt: 1, _id: 1 })
      .limit(batch)
      .lean<LedgerEntryDoc[]>();
    result.checked += page.length;
    if (page.length) await sweepPage(page, options.holders ?? {}, result);
    if (page.length < batch) break;
    const last = page[page.length - 1] as LedgerEntryDoc;
    after = { createdAt: last.createdAt, _id: last._id };
  }
  await SweepMark.updateOne({ _id: markId }, { $set: { upTo: upper } }, { upsert: true });
  return result;
}
