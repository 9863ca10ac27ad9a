import { type CreditKind, creditKinds, type LedgerOp, ledgerOps } from '@inkpress/shared-core';
import { model, Schema, type Types } from 'mongoose';

/** The kinds and operations are shared-core's (schemas/billing.ts), the ones the billing screens parse. */
export { type CreditKind, creditKinds, type LedgerOp, ledgerOps };

/**
 * What a ledger entry records:
 * grant   credits given (a plan's period allowance, a credit pack, an AppSumo tier, the free plan)
 * expire  the unused plan credits of the period that ended (bought credits never expire)
 * reserve credits held for work about to start (an estimate)
 * settle  the reservation closed: its unused part comes back (amount ≥ 0)
 * refund  the reservation closed without use: all of it comes back
 */

/**
 * One change of one balance of one account (a team). `_id` is
 * `<teamId>:<kind>:<seq>` with `seq` counting that balance's changes from 1,
 * so two writers can never both append change n (the insert of the second
 * fails on the unique _id): the balance after the newest entry is the
 * balance, and the amounts add up to it. `paidAfter` is the part of the
 * balance that was bought (credit packs) and never expires.
 */
const LedgerEntrySchema = new Schema(
  {
    _id: { type: String, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: creditKinds, required: true },
    seq: { type: Number, required: true, min: 1 },
    op: { type: String, enum: ledgerOps, required: true },
    /** Signed: positive adds credits, negative takes them. */
    amount: { type: Number, required: true },
    balanceAfter: { type: Number, required: true, min: 0 },
    paidAfter: { type: Number, required: true, min: 0 },
    /** The change of the bought part (a reserve records how much it took from bought credits). */
    paidDelta: { type: Number, required: true },
    /** Why: 'generate-article', 'credit-pack', 'plan:starter_monthly', 'free-plan'… */
    reason: { type: String, required: true },
    /** The operation, article, checkout session or code it is about. */
    ref: { type: String, default: null },
    userId: { type: Schema.Types.ObjectId, default: null },
    /** The reservation a reserve, settle or refund entry belongs to. */
    reservationId: { type: String, default: null },
    /** UTC day of createdAt (YYYY-MM-DD), for usage per day. */
    day: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
LedgerEntrySchema.index({ teamId: 1, createdAt: -1 });
LedgerEntrySchema.index({ reservationId: 1 });
/** The reservation sweep reads the reserves made since its last tick (services/credits/sweep.ts). */
LedgerEntrySchema.index({ op: 1, createdAt: 1 });
LedgerEntrySchema.index({ teamId: 1, kind: 1, seq: 1 });

export interface LedgerEntryDoc {
  _id: string;
  teamId: Types.ObjectId;
  kind: CreditKind;
  seq: number;
  op: LedgerOp;
  amount: number;
  balanceAfter: number;
  paidAfter: number;
  paidDelta: number;
  reason: string;
  ref: string | null;
  userId: Types.ObjectId | null;
  reservationId: string | null;
  day: string;
  createdAt: Date;
}
export const LedgerEntry = model('LedgerEntry', LedgerEntrySchema);
