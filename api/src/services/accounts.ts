/**
 * Account commands: register (user + own team + first session), password
 * sign-in and password change. Multi-document work without transactions is
 * ordered so a failure leaves nothing half-made behind.
 */

import { Types } from 'mongoose';
import type { AppServices } from '../context';
import { isDuplicateKey } from '../db';
import { AuthenticationRequired, Conflict, TooManyAccountsCreated } from '../errors';
import type { AuthInfo, AuthUser } from '../identity';
import { EmailKey } from '../models/EmailKey';
import { RegistrationSlot } from '../models/RegistrationSlot';
import { Team } from '../models/Team';
import { User, type UserDoc } from '../models/User';
import { randomToken, sha256 } from './crypto';
import { sendVerificationMail } from './emailKeys';
import { passwordChangedMail } from './mailTemplates';
import {
  assertPasswordPolicy,
  burnVerification,
  fieldError,
  hashPassword,
  verifyPassword,
} from './passwords';
import { revokeUserSessions } from './sessions';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/**
 * Takes one of the client's account slots of the day (TooManyAccountsCreated
 * when none is left) and returns a function that gives it back.
 */
export async function claimRegistrationSlot(services: AppServices, ip: string): Promise<() => Promise<void>> {
  const limit = services.config.auth.accountsPerIpPerDay;
  if (limit === 0) return async () => undefined;
  const key = `${sha256(`ip:${ip}`).slice(0, 32)}:${new Date().toISOString().slice(0, 10)}`;
  const taken = new Set(
    (await RegistrationSlot.find({ key }).select('_id').lean()).map((s) => String(s._id)),
  );
  for (let n = 0; n < limit; n++) {
    const id = `${key}:${n}`;
    // A slot taken meanwhile fails on the unique _id and the loop moves on.
    if (taken.has(id)) continue;
    try {
      await RegistrationSlot.create({ _id: id, key });
      return async () => {
        await RegistrationSlot.deleteOne({ _id: id });
      };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }
  throw TooManyAccountsCreated();
}

export async function registerAccount(
  services: AppServices,
  input: { email: string; password: string; name?: string | undefined },
  client: ClientInfo,
): Promise<UserDoc> {
  if (await User.exists({ email: input.email }))
    throw Conflict('An account with this email already exists. Sign in instead.');
  const release = await claimRegistrationSlot(services, client.ip);
  const userId = new Types.ObjectId();
  const teamId = new Types.ObjectId();
  try {
    const passwordHash = await hashPassword(input.password);
    await Team.create({ _id: teamId, ownerId: userId });
    const user = await User.create({
      _id: userId,
      email: input.email,
      passwordHash,
      name: input.name ?? '',
      teamId,
      homeTeamId: teamId,
      marketing: { token: randomToken() },
    });
    await sendVerificationMail(services, user._id, user.email);
    return user.toObject() as UserDoc;
  } catch (err) {
    await Team.deleteOne({ _id: teamId, ownerId: userId });
    await release();
    if (isDuplicateKey(err)) throw Conflict('An account with this email already exists. Sign in instead.');
    throw err;
  }
}

const invalidCredentials = () => AuthenticationRequired('Incorrect email or password.');

/** The user with this email and password; the same 401 (and about the same time) for an unknown email. */
export async function signInWithPassword(email: string, password: string): Promise<UserDoc> {
  const user = await User.findOne({ email }).lean<UserDoc>();
  if (!user) {
    await burnVerification(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
  return user;
}

/** Changes the password after checking the current one, then signs out every other session. */
export async function changePassword(
  services: AppServices,
  actor: AuthUser,
  auth: AuthInfo | undefined,
  input: { password: string; currentPassword: string },
) {
  const user = await User.findById(actor.id).lean<UserDoc>();
  if (!user) throw AuthenticationRequired();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', 'The current password is not correct.');
  }
  assertPasswordPolicy(input.password, user.email);
  if (input.password === input.currentPassword)
    throw fieldError('password', 'Choose a password you have not used here.');
  await User.updateOne({ _id: user._id }, { $set: { passwordHash: await hashPassword(input.password) } });
  await revokeUserSessions(services, actor.id, auth?.session?.sessionId);
  await EmailKey.deleteMany({ userId: user._id, purpose: 'reset-password' });
  await services.mailer.send(passwordChangedMail(user.email, `${services.config.publicUrl}/login?forgot=1`));
}
