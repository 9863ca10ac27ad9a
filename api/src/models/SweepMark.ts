import { model, Schema } from 'mongoose';

/**
 * How far a periodic sweep has looked: `upTo` is the newest instant whose
 * records it has checked, so the next tick starts there instead of reading
 * everything again. `_id` names the sweep ('reservations', …).
 */
const SweepMarkSchema = new Schema(
  {
    _id: { type: String, required: true },
    upTo: { type: Date, required: true },
  },
  { versionKey: false },
);

export interface SweepMarkDoc {
  _id: string;
  upTo: Date;
}
export const SweepMark = model('SweepMark', SweepMarkSchema);
