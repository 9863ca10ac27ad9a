import { model, Schema } from 'mongoose';

export const stripeEventStatuses = ['processing', 'processed', 'ignored', 'failed'] as const;
export type StripeEventStatus = (typeof stripeEventStatuses)[number];

/**
 * One Stripe webhook event, stored before it is applied: the unique _id
 * (Stripe's event id) makes a replayed or concurrently delivered event run
 * once. A failed event is retried when Stripe sends it again; one stuck in
 * 'processing' (its process died) is taken over after a while.
 */
const StripeEventSchema = new Schema(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    /** Stripe's `created` of the event (seconds). */
    created: { type: Number, required: true },
    livemode: { type: Boolean, default: false },
    status: { type: String, enum: stripeEventStatuses, required: true },
    /** What applying it did, or why it was ignored. */
    outcome: { type: String, default: null },
    error: { type: String, default: null },
    receivedAt: { type: Date, required: true },
    processedAt: { type: Date, default: null },
  },
  { versionKey: false },
);

export interface StripeEventDoc {
  _id: string;
  type: string;
  created: number;
  livemode: boolean;
  status: StripeEventStatus;
  outcome: string | null;
  error: string | null;
  receivedAt: Date;
  processedAt: Date | null;
}
export const StripeEvent = model('StripeEvent', StripeEventSchema);
