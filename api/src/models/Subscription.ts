import { model, Schema, type Types } from 'mongoose';

/**
 * A Stripe subscription as the webhooks last told us. Events can arrive
 * late, twice or out of order: `lastEventAt` (the newest subscription
 * event applied, Stripe's `created` in seconds) and `lastEventRank`
 * (created < updated < deleted within one second) decide whether an event
 * is newer than what is stored; older ones are acknowledged and ignored, so
 * a plan is never rolled back. Invoice events keep their own clock.
 */
const SubscriptionSchema = new Schema(
  {
    /** Stripe's subscription id (sub_…). */
    _id: { type: String, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    /** The team owner who pays. */
    userId: { type: Schema.Types.ObjectId, required: true },
    customerId: { type: String, default: null },
    priceId: { type: String, default: null },
    /** The catalogue entry of the price ('starter_monthly'…), or null for an unknown price. */
    planKey: { type: String, default: null },
    itemId: { type: String, default: null },
    status: { type: String, required: true },
    trialStart: { type: Date, default: null },
    trialEnd: { type: Date, default: null },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    currentPeriodStart: { type: Date, default: null },
    currentPeriodEnd: { type: Date, default: null },
    canceledAt: { type: Date, default: null },
    /** When Stripe created the subscription: the newest live one is the account's plan. */
    stripeCreated: { type: Date, required: true },
    lastEventAt: { type: Number, default: 0 },
    lastEventRank: { type: Number, default: 0 },
    lastEventId: { type: String, default: null },
    lastInvoiceEventAt: { type: Number, default: 0 },
  },
  { timestamps: true, versionKey: false },
);

export interface SubscriptionDoc {
  _id: string;
  teamId: Types.ObjectId;
  userId: Types.ObjectId;
  customerId: string | null;
  priceId: string | null;
  planKey: string | null;
  itemId: string | null;
  status: string;
  trialStart: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  canceledAt: Date | null;
  stripeCreated: Date;
  lastEventAt: number;
  lastEventRank: number;
  lastEventId: string | null;
  lastInvoiceEventAt: number;
  createdAt: Date;
  updatedAt: Date;
}
export const Subscription = model('Subscription', SubscriptionSchema);
