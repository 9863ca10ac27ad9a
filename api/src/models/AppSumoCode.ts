import { model, Schema, type Types } from 'mongoose';

/**
 * An AppSumo code: each one redeemed raises the account's lifetime tier by
 * one (codes stack up to tier 5). Codes are single use: redeeming is
 * inserting an AppSumoRedemption with the code as its unique _id (atomic on
 * FerretDB too); the fields here only record who redeemed it.
 */
const AppSumoCodeSchema = new Schema(
  {
    /** The code itself, upper case (AS-XXXX-XXXX-XXXX). */
    _id: { type: String, required: true },
    /** A label for the batch it was minted in. */
    batch: { type: String, default: null },
    createdBy: { type: Schema.Types.ObjectId, default: null },
    redeemedBy: { type: Schema.Types.ObjectId, default: null },
    teamId: { type: Schema.Types.ObjectId, default: null },
    redeemedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);

export interface AppSumoCodeDoc {
  _id: string;
  batch: string | null;
  createdBy: Types.ObjectId | null;
  redeemedBy: Types.ObjectId | null;
  teamId: Types.ObjectId | null;
  redeemedAt: Date | null;
  createdAt: Date;
}
export const AppSumoCode = model('AppSumoCode', AppSumoCodeSchema);

/** The claim on a code: its unique _id is the code, so only one account ever redeems it. */
const AppSumoRedemptionSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
    /** The lifetime tier the account reached with it. */
    level: { type: Number, default: null },
    redeemedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export interface AppSumoRedemptionDoc {
  _id: string;
  userId: Types.ObjectId;
  teamId: Types.ObjectId;
  level: number | null;
  redeemedAt: Date;
}
export const AppSumoRedemption = model('AppSumoRedemption', AppSumoRedemptionSchema);
