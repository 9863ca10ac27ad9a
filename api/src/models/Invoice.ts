import { model, Schema, type Types } from 'mongoose';

/**
 * A Stripe invoice of one account, as the webhooks last told us
 * (/dashboard/recipets lists these; nothing is read from Stripe's list, so an
 * account only ever sees what was billed to it). Events arrive late, twice
 * or out of order: `lastEventAt` (Stripe's `created`, seconds) and
 * `statusRank` (draft < open < paid / void / uncollectible) decide whether an
 * event is newer than what is stored.
 */
const InvoiceSchema = new Schema(
  {
    /** Stripe's invoice id (in_…). */
    _id: { type: String, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    /** The team owner who pays. */
    userId: { type: Schema.Types.ObjectId, required: true },
    customerId: { type: String, default: null },
    subscriptionId: { type: String, default: null },
    number: { type: String, default: null },
    status: { type: String, default: null },
    /** Cents. */
    total: { type: Number, default: 0 },
    amountPaid: { type: Number, default: 0 },
    currency: { type: String, default: 'usd' },
    /** When Stripe created the invoice. */
    stripeCreated: { type: Date, default: null },
    periodStart: { type: Date, default: null },
    periodEnd: { type: Date, default: null },
    description: { type: String, default: '' },
    hostedInvoiceUrl: { type: String, default: null },
    pdfUrl: { type: String, default: null },
    lastEventAt: { type: Number, default: 0 },
    statusRank: { type: Number, default: 0 },
  },
  { timestamps: true, versionKey: false },
);
// Equality on teamId leads the listing (FerretDB filters equality in the database).
InvoiceSchema.index({ teamId: 1, stripeCreated: -1 });

export interface InvoiceDoc {
  _id: string;
  teamId: Types.ObjectId;
  userId: Types.ObjectId;
  customerId: string | null;
  subscriptionId: string | null;
  number: string | null;
  status: string | null;
  total: number;
  amountPaid: number;
  currency: string;
  stripeCreated: Date | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  description: string;
  hostedInvoiceUrl: string | null;
  pdfUrl: string | null;
  lastEventAt: number;
  statusRank: number;
  createdAt: Date;
  updatedAt: Date;
}
export const Invoice = model('Invoice', InvoiceSchema);
