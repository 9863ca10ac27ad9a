import { model, Schema, type Types } from 'mongoose';
import type { CreditKind } from './LedgerEntry';

const balanceSchema = {
  /** The balance: what the account can spend. */
  balance: { type: Number, default: 0, min: 0 },
  /** The bought part of the balance (never expires; spent after the plan's credits). */
  paid: { type: Number, default: 0, min: 0 },
  /** The seq of the newest ledger entry of this balance. */
  seq: { type: Number, default: 0, min: 0 },
};

/**
 * The current balances of one account (a team; members share the owner's
 * credits): a snapshot of the newest ledger entry of each kind, so a charge
 * reads one document. The ledger is the truth: a snapshot left behind by a
 * crash is rolled forward from the ledger on the next change.
 */
const CreditAccountSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    words: balanceSchema,
    workflows: balanceSchema,
    aiImages: balanceSchema,
    imageRestores: balanceSchema,
    /** The plan's grant schedule (see services/credits/grants.ts). */
    grant: {
      /** The plan the schedule is for: a catalogue key ('starter_monthly', 'lifetime_3') or 'free'. */
      planKey: { type: String, default: 'free' },
      /** Plan type and weight, to tell an upgrade (granted at once) from a downgrade (next period). */
      planType: { type: String, default: 'subscription' },
      weight: { type: Number, default: 0 },
      /** Grants happen while the plan is active (subscription active or trialing, a lifetime tier). */
      active: { type: Boolean, default: false },
      /** Grants fall at anchor + k months (k = 0, 1, …) … */
      anchor: { type: Date, default: null },
      /** … the next one being k = nextIndex … */
      nextIndex: { type: Number, default: 0 },
      /** … and before the end of the paid period (null for lifetime plans). */
      periodStart: { type: Date, default: null },
      periodEnd: { type: Date, default: null },
      /** Credits each grant gives. */
      allowance: {
        words: { type: Number, default: 0 },
        workflows: { type: Number, default: 0 },
        aiImages: { type: Number, default: 0 },
        imageRestores: { type: Number, default: 0 },
      },
    },
  },
  { timestamps: true, versionKey: false },
);

export interface BalanceState {
  balance: number;
  paid: number;
  seq: number;
}
export type Allowance = Record<CreditKind, number>;
export interface GrantSchedule {
  planKey: string;
  planType: string;
  weight: number;
  active: boolean;
  anchor: Date | null;
  nextIndex: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  allowance: Allowance;
}
export type CreditAccountDoc = Record<CreditKind, BalanceState> & {
  _id: Types.ObjectId;
  grant: GrantSchedule;
  createdAt: Date;
  updatedAt: Date;
};
export const CreditAccount = model('CreditAccount', CreditAccountSchema);
