/** Reads of the ledger: a page of entries, and what was used per day and per kind. */
import type { PipelineStage } from 'mongoose';
import { type CreditKind, LedgerEntry, type LedgerEntryDoc, type LedgerOp } from '../../models/LedgerEntry';
import { type CreditAccountRef, peekAccount, toObjectId } from './store';

/** The ops whose amounts add up to what work used (reserved, minus what came back). */
const usageOps: LedgerOp[] = ['reserve', 'settle', 'refund'];

export interface LedgerPage {
  items: LedgerEntryDoc[];
  total: number;
}

/**
 * The account's ledger, newest first. Entries that the next change will
 * record — a new account's welcome grant, a plan grant that is due — come
 * first, with the ids they will have, so the ledger always explains the
 * balances that reads show (reads never write; see peekAccount).
 */
export async function listLedger(
  account: CreditAccountRef,
  page: { offset: number; limit: number; kind?: CreditKind | undefined },
  now = new Date(),
): Promise<LedgerPage> {
  const filter: Record<string, unknown> = { teamId: toObjectId(account.teamId) };
  if (page.kind) filter.kind = page.kind;
  const pending = (await peekAccount(account, now)).entries
    .filter((entry) => !page.kind || entry.kind === page.kind)
    .reverse();
  const fromPending = pending.slice(page.offset, page.offset + page.limit);
  const storedLimit = page.limit - fromPending.length;
  const [stored, total] = await Promise.all([
    storedLimit > 0
      ? LedgerEntry.find(filter)
          .sort({ createdAt: -1, seq: -1 })
          .skip(Math.max(0, page.offset - pending.length))
          .limit(storedLimit)
          .lean<LedgerEntryDoc[]>()
      : Promise.resolve([]),
    LedgerEntry.countDocuments(filter),
  ]);
  return { items: [...fromPending, ...stored], total: total + pending.length };
}

async function sums(account: CreditAccountRef, since: Date, until: Date, byDay: boolean) {
  const pipeline: PipelineStage[] = [
    { $match: { teamId: toObjectId(account.teamId), createdAt: { $gte: since, $lt: until } } },
    {
      $group: {
        _id: byDay ? { kind: '$kind', op: '$op', day: '$day' } : { kind: '$kind', op: '$op' },
        total: { $sum: '$amount' },
      },
    },
  ];
  return LedgerEntry.aggregate<{ _id: { kind: CreditKind; op: LedgerOp; day?: string }; total: number }>(
    pipeline,
  );
}

export interface KindUsage {
  /** Credits work used (reserved and not given back). */
  used: number;
  /** Credits granted (plan, packs, codes). */
  granted: number;
}

/** Used and granted credits of each kind from `since` until `until`. */
export async function usageSince(
  account: CreditAccountRef,
  since: Date,
  until: Date = new Date(),
): Promise<Record<CreditKind, KindUsage>> {
  const usage: Record<CreditKind, KindUsage> = {
    words: { used: 0, granted: 0 },
    workflows: { used: 0, granted: 0 },
    aiImages: { used: 0, granted: 0 },
    imageRestores: { used: 0, granted: 0 },
  };
  for (const row of await sums(account, since, until, false)) {
    const target = usage[row._id.kind];
    if (!target) continue;
    if (usageOps.includes(row._id.op)) target.used -= row.total;
    if (row._id.op === 'grant') target.granted += row.total;
  }
  return usage;
}

/** Credits of `kind` used on each UTC day from `since` to `until` (every day listed, 0 when idle). */
export async function usageByDay(
  account: CreditAccountRef,
  kind: CreditKind,
  since: Date,
  until: Date,
): Promise<{ day: string; used: number }[]> {
  const byDay = new Map<string, number>();
  for (const row of await sums(account, since, until, true)) {
    if (row._id.kind !== kind || !usageOps.includes(row._id.op) || !row._id.day) continue;
    byDay.set(row._id.day, (byDay.get(row._id.day) ?? 0) - row.total);
  }
  const days: { day: string; used: number }[] = [];
  const start = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate());
  for (let t = start; t < until.getTime() && days.length < 400; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    days.push({ day, used: Math.max(0, byDay.get(day) ?? 0) });
  }
  return days;
}
