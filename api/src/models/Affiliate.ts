import { model, Schema, type Types } from 'mongoose';

/**
 * The affiliate programme (SPEC §1), in four collections whose unique `_id`s
 * keep every step exact on a database without transactions:
 * - Affiliate: a member who joined, with the referral code of their link.
 * - AffiliateVisit: one per code, day and visitor (`_id` code:day:visitor), so a
 *   reload is not a second visit.
 * - Referral: the account a link brought, `_id` the referred user, so an
 *   account is attributed once.
 * - Commission: one entry per payment (`invoice:<id>`, `checkout:<id>`) and one
 *   per refunded total (`refund:<source>:<cents>`), so a replayed webhook adds
 *   nothing.
 */
const AffiliateSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, unique: true },
    code: { type: String, required: true, unique: true },
  },
  { timestamps: true, versionKey: false },
);

export interface AffiliateDoc {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  code: string;
  createdAt: Date;
  updatedAt: Date;
}
export const Affiliate = model('Affiliate', AffiliateSchema);

const AffiliateVisitSchema = new Schema(
  {
    _id: { type: String, required: true },
    affiliateId: { type: Schema.Types.ObjectId, required: true, index: true },
    day: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
export const AffiliateVisit = model('AffiliateVisit', AffiliateVisitSchema);

const ReferralSchema = new Schema(
  {
    /** The referred user. */
    _id: { type: Schema.Types.ObjectId, required: true },
    affiliateId: { type: Schema.Types.ObjectId, required: true, index: true },
    /** The referred account's team: its payments earn the commission. */
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export interface ReferralDoc {
  _id: Types.ObjectId;
  affiliateId: Types.ObjectId;
  teamId: Types.ObjectId;
  createdAt: Date;
}
export const Referral = model('Referral', ReferralSchema);

const CommissionSchema = new Schema(
  {
    _id: { type: String, required: true },
    affiliateId: { type: Schema.Types.ObjectId, required: true, index: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: ['commission', 'reversal'], required: true },
    /** `invoice:<id>` or `checkout:<id>`: the payment it is for (reversals name the same). */
    source: { type: String, required: true, index: true },
    /** The payment's PaymentIntent, when known: refunds name it. */
    paymentIntentId: { type: String, default: null, index: true },
    /** Cents; negative for a reversal. */
    amount: { type: Number, required: true },
    /** What was paid (or refunded in total so far), in cents. */
    basis: { type: Number, required: true },
    currency: { type: String, required: true },
    payableAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export interface CommissionDoc {
  _id: string;
  affiliateId: Types.ObjectId;
  teamId: Types.ObjectId;
  kind: 'commission' | 'reversal';
  source: string;
  paymentIntentId: string | null;
  amount: number;
  basis: number;
  currency: string;
  payableAt: Date;
  createdAt: Date;
}
export const Commission = model('Commission', CommissionSchema);
