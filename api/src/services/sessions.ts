/**
 * Sessions: a random 32-byte token goes to the client (cookie or bearer), its
 * SHA-256 is stored with the user id and an expiry. Resolving a token reads
 * the session and its user (or the in-memory cache); revoking deletes it.
 */
import { Types } from 'mongoose';
import type { Config } from '../config';
import type { AppServices } from '../context';
import type { AuthUser } from '../identity';
import { Session } from '../models/Session';
import { User, type UserDoc } from '../models/User';
import { randomToken, sha256, tokenPattern } from './crypto';
import type { ResolvedSession } from './sessionCache';

/** The user fields a session needs; read with this projection. */
export const sessionUserFields = 'email name role teamId createdFromShopify features' as const;
type SessionUser = Pick<
  UserDoc,
  '_id' | 'email' | 'name' | 'role' | 'teamId' | 'createdFromShopify' | 'features'
>;

export function isInternal(config: Config, user: { id: string; email: string }): boolean {
  return (
    config.internalUserIds.includes(user.id) || config.internalUserEmails.includes(user.email.toLowerCase())
  );
}

export function toAuthUser(config: Config, user: SessionUser): AuthUser {
  const id = String(user._id);
  return {
    id,
    email: user.email,
    role: user.role === 'Member' ? 'Member' : 'Owner',
    teamId: String(user.teamId),
    isInternal: isInternal(config, { id, email: user.email }),
  };
}

function resolved(config: Config, sessionId: string, expiresAt: Date, user: SessionUser): ResolvedSession {
  return {
    sessionId,
    expiresAt: expiresAt.getTime(),
    user: toAuthUser(config, user),
    profile: {
      email: user.email,
      name: user.name ?? '',
      createdFromShopify: Boolean(user.createdFromShopify),
      gpt4: Boolean(user.features?.gpt4),
    },
  };
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  session: ResolvedSession;
}

export async function createSession(
  services: AppServices,
  user: SessionUser,
  client: { ip?: string; userAgent?: string } = {},
): Promise<NewSession> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + services.config.auth.sessionTtlMs);
  const doc = await Session.create({
    tokenHash: sha256(token),
    userId: user._id,
    expiresAt,
    ip: client.ip ?? null,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt, session: resolved(services.config, String(doc._id), expiresAt, user) };
}

/**
 * The live session of a token, or null (unknown, revoked or expired).
 * `fresh`: read the database even when the cache has it, and forget the
 * cached entry when the session is gone (authenticate's refresh-ahead).
 */
export async function resolveSession(
  services: AppServices,
  token: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<ResolvedSession | null> {
  if (!tokenPattern.test(token)) return null;
  const tokenHash = sha256(token);
  if (!fresh) {
    const cached = services.sessionCache.get(tokenHash);
    if (cached) return cached;
  }
  const gone = () => {
    if (fresh) services.sessionCache.delete(tokenHash);
    return null;
  };
  const session = await Session.findOne({ tokenHash }).lean();
  if (!session) return gone();
  if (session.expiresAt.getTime() <= Date.now()) {
    await Session.deleteOne({ _id: session._id });
    return gone();
  }
  const user = await User.findById(session.userId).select(sessionUserFields).lean<SessionUser>();
  if (!user) return gone();
  const value = resolved(services.config, String(session._id), session.expiresAt, user);
  services.sessionCache.set(tokenHash, value);
  return value;
}

export async function revokeSession(services: AppServices, token: string) {
  if (!tokenPattern.test(token)) return;
  const tokenHash = sha256(token);
  await Session.deleteOne({ tokenHash });
  services.sessionCache.revoke(tokenHash);
}

/** Signs a user out everywhere except, optionally, one session (the one changing the password). */
export async function revokeUserSessions(services: AppServices, userId: string, keepSessionId?: string) {
  const filter: Record<string, unknown> = { userId: new Types.ObjectId(userId) };
  if (keepSessionId) filter._id = { $ne: new Types.ObjectId(keepSessionId) };
  await Session.deleteMany(filter);
  services.sessionCache.revokeUser(userId);
}

/** Forgets what every API process cached about a user's sessions (after a role, team or profile change). */
export function userChanged(services: AppServices, userId: string) {
  services.sessionCache.revokeUser(userId);
}
