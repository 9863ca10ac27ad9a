import { model, Schema } from 'mongoose';

/**
 * Accounts created per client per UTC day: one document per account, with
 * the id `${sha256(ip)}:${day}:${n}` for n below the daily limit. The unique
 * _id makes the limit hold under parallel sign-ups without transactions.
 */
const RegistrationSlotSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** `${sha256(ip)}:${day}`: the client and day the slot counts for. */
    key: { type: String, required: true, index: true },
  },
  { timestamps: true, versionKey: false },
);

export const RegistrationSlot = model('RegistrationSlot', RegistrationSlotSchema);
