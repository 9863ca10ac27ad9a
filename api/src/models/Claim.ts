import { model, Schema } from 'mongoose';

/**
 * A one-time claim: inserting the document with its unique _id
 * (`<kind>:<id>`, e.g. `team-invite:<seatId>`) is winning it. FerretDB 1.24
 * has no transactions and applies a conditional update as read-then-write,
 * so two requests can both "modify" the same document; only a unique _id
 * insert lets exactly one of them through (see services/claims.ts).
 */
const ClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    claimedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export interface ClaimDoc {
  _id: string;
  claimedAt: Date;
}
export const Claim = model('Claim', ClaimSchema);
