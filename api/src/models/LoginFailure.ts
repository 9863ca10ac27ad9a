import { model, Schema } from 'mongoose';

/**
 * One wrong password for an email (known or not: unknown ones count the same,
 * so the limit tells nothing about which emails have accounts). The
 * per-account login limit counts these within its window. FerretDB 1.24 has
 * no TTL indexes, so recording a failure deletes that email's expired ones.
 */
const LoginFailureSchema = new Schema(
  {
    email: { type: String, required: true },
    ip: { type: String, required: true },
    at: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
LoginFailureSchema.index({ email: 1, at: -1 });

export interface LoginFailureDoc {
  _id: unknown;
  email: string;
  ip: string;
  at: Date;
  expiresAt: Date;
}
export const LoginFailure = model('LoginFailure', LoginFailureSchema);
