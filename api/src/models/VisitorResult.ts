import { model, Schema } from 'mongoose';

/**
 * A visitor's result kept briefly in the file storage
 * (services/storage/visitorResults.ts): its key and when it may go. The
 * process that stored it deletes it on a timer; this record lets the
 * maintenance sweep delete what a restarted process never came back for
 * (FerretDB 1.24 has no TTL indexes).
 */
const VisitorResultSchema = new Schema(
  {
    /** The storage key, `visitors/{folder}/{id}.{ext}`. */
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export const VisitorResult = model('VisitorResult', VisitorResultSchema);
