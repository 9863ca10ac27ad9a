/**
 * Emailed single-use keys: email verification and password reset. The key is
 * 32 random bytes in the link; only its SHA-256 is stored, with an expiry.
 * Using a key deletes it (a deleteOne that only one request can win).
 */
import type { Types } from 'mongoose';
import type { AppServices } from '../context';
import { EmailKeyExpired, NotFound } from '../errors';
import { EmailKey, type EmailKeyDoc, type EmailKeyPurpose } from '../models/EmailKey';
import { User, type UserDoc } from '../models/User';
import { randomToken, sha256 } from './crypto';
import { resetPasswordMail, verifyEmailMail } from './mailTemplates';
import { assertPasswordPolicy, hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';

const invalidKey = () => NotFound('This link is not valid or was already used. Request a new one.');

/** Replaces the user's previous keys of this purpose with a new one and returns it. */
export async function issueEmailKey(
  userId: Types.ObjectId,
  email: string,
  purpose: EmailKeyPurpose,
  ttlMs: number,
): Promise<string> {
  const key = randomToken();
  await EmailKey.deleteMany({ userId, purpose });
  await EmailKey.create({
    keyHash: sha256(key),
    purpose,
    userId,
    email,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return key;
}

/**
 * Uses a key once: 404 when unknown or used, EmailKeyExpired (410) when
 * expired. `check` runs before the key is spent, so a rejected new password
 * leaves the link usable.
 */
export async function consumeEmailKey(
  key: string,
  purpose: EmailKeyPurpose,
  check?: (doc: EmailKeyDoc) => Promise<void> | void,
): Promise<EmailKeyDoc> {
  const doc = await EmailKey.findOne({ keyHash: sha256(key), purpose }).lean<EmailKeyDoc>();
  if (!doc) throw invalidKey();
  if (doc.expiresAt.getTime() <= Date.now()) {
    await EmailKey.deleteOne({ _id: doc._id });
    throw EmailKeyExpired();
  }
  if (check) await check(doc);
  const { deletedCount } = await EmailKey.deleteOne({ _id: doc._id });
  if (deletedCount !== 1) throw invalidKey();
  return doc;
}

export async function sendVerificationMail(services: AppServices, userId: Types.ObjectId, email: string) {
  const { config } = services;
  const key = await issueEmailKey(userId, email, 'verify-email', config.auth.verifyEmailTtlMs);
  const link = `${config.publicUrl}/verify-email?key=${key}`;
  return services.mailer.send(
    verifyEmailMail(email, link, Math.round(config.auth.verifyEmailTtlMs / 3_600_000)),
  );
}

/** Sends a new verification mail unless the address is verified already. */
export async function requestEmailVerification(services: AppServices, userId: string) {
  const user = await User.findById(userId).lean<UserDoc>();
  if (!user) throw NotFound();
  if (user.emailVerifiedAt) return { verified: true, sent: false };
  const sent = await sendVerificationMail(services, user._id, user.email);
  return { verified: false, sent };
}

export async function verifyEmail(key: string) {
  const doc = await consumeEmailKey(key, 'verify-email');
  const { matchedCount } = await User.updateOne(
    { _id: doc.userId, email: doc.email },
    { $set: { emailVerifiedAt: new Date() } },
  );
  if (matchedCount !== 1) throw invalidKey();
  return { verified: true };
}

/** Mails a reset link when the account exists; the caller answers the same either way. */
export async function forgotPassword(services: AppServices, email: string) {
  const user = await User.findOne({ email }).select('email').lean<UserDoc>();
  if (!user) return;
  const { config } = services;
  const key = await issueEmailKey(user._id, user.email, 'reset-password', config.auth.resetPasswordTtlMs);
  const link = `${config.publicUrl}/reset-password?key=${key}`;
  await services.mailer.send(
    resetPasswordMail(user.email, link, Math.round(config.auth.resetPasswordTtlMs / 60_000)),
  );
}

/** Sets a new password from a reset link; signs the account out everywhere. */
export async function resetPassword(services: AppServices, key: string, password: string) {
  const doc = await consumeEmailKey(key, 'reset-password', (k) => assertPasswordPolicy(password, k.email));
  const passwordHash = await hashPassword(password);
  const user = await User.findOneAndUpdate(
    { _id: doc.userId, email: doc.email },
    { $set: { passwordHash } },
    { returnDocument: 'after' },
  ).lean<UserDoc>();
  if (!user) throw invalidKey();
  // Following the link proves the mailbox is the user's.
  if (!user.emailVerifiedAt)
    await User.updateOne({ _id: user._id }, { $set: { emailVerifiedAt: new Date() } });
  await revokeUserSessions(services, String(user._id));
  await EmailKey.deleteMany({ userId: user._id, purpose: 'reset-password' });
}
