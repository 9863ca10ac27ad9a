import { model, Schema, type Types } from 'mongoose';

/**
 * A purchase on the local test checkout page (no real Stripe key configured:
 * stripe-mock, `npm start`): what Stripe Checkout would hold for it. Paying
 * it delivers the signed webhook events Stripe would send; nothing is charged.
 */
const TestCheckoutSchema = new Schema(
  {
    _id: { type: String, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    customer: { type: String, required: true },
    mode: { type: String, enum: ['payment', 'subscription'], required: true },
    kind: { type: String, required: true },
    priceId: { type: String, required: true },
    priceKey: { type: String, required: true },
    quantity: { type: Number, required: true },
    freeTrial: { type: Boolean, default: false },
    trialDays: { type: Number, default: 0 },
    /** What it is, as the page shows it ("Starter, monthly", "3 × Credit pack"). */
    description: { type: String, required: true },
    /** Cents per unit and in all. */
    unitAmount: { type: Number, required: true },
    amountTotal: { type: Number, required: true },
    currency: { type: String, required: true },
    interval: { type: String, default: null },
    metadata: { type: Schema.Types.Mixed, required: true },
    successUrl: { type: String, required: true },
    cancelUrl: { type: String, required: true },
    status: { type: String, enum: ['open', 'complete', 'cancelled'], default: 'open' },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: true },
);

export interface TestCheckoutDoc {
  _id: string;
  teamId: Types.ObjectId;
  userId: Types.ObjectId;
  customer: string;
  mode: 'payment' | 'subscription';
  kind: string;
  priceId: string;
  priceKey: string;
  quantity: number;
  freeTrial: boolean;
  trialDays: number;
  description: string;
  unitAmount: number;
  amountTotal: number;
  currency: string;
  interval: string | null;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'cancelled';
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export const TestCheckout = model('TestCheckout', TestCheckoutSchema);
