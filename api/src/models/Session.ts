import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/**
 * A signed-in session. Only the SHA-256 of its random token is stored, so a
 * database leak does not hand out sessions. Revoking a session deletes it.
 */
const SessionSchema = new Schema(
  {
    tokenHash: { type: String, required: true, unique: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    expiresAt: { type: Date, required: true },
    ip: { type: String, default: null },
    userAgent: { type: String, default: null },
  },
  { timestamps: true, versionKey: false },
);

export type SessionDoc = InferSchemaType<typeof SessionSchema> & { _id: Types.ObjectId };
export const Session = model('Session', SessionSchema);
