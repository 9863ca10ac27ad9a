import { model, Schema } from 'mongoose';

/**
 * A lock on one account's credits. Taking the lock is inserting this
 * document: its unique _id (`credits:<teamId>`) lets only one holder in,
 * also on FerretDB, which has no transactions and applies updates as
 * read-then-write. `expiresAt` lets another process take over the lock of a
 * holder that crashed; `holder` makes sure only the holder releases it.
 */
const CreditLeaseSchema = new Schema(
  {
    _id: { type: String, required: true },
    holder: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export interface CreditLeaseDoc {
  _id: string;
  holder: string;
  expiresAt: Date;
}
export const CreditLease = model('CreditLease', CreditLeaseSchema);
