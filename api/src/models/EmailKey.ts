import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

export const emailKeyPurposes = ['verify-email', 'reset-password'] as const;
export type EmailKeyPurpose = (typeof emailKeyPurposes)[number];

/** A single-use key sent by email (verification, password reset); stored hashed, expiring. */
const EmailKeySchema = new Schema(
  {
    keyHash: { type: String, required: true, unique: true },
    purpose: { type: String, enum: emailKeyPurposes, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    email: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: true, versionKey: false },
);

export type EmailKeyDoc = InferSchemaType<typeof EmailKeySchema> & { _id: Types.ObjectId };
export const EmailKey = model('EmailKey', EmailKeySchema);
