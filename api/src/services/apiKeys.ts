/**
 * API keys for the public API: `ink_` + 32 random bytes, shown once; only the
 * SHA-256 is stored, with a short prefix so the owner can tell keys apart.
 */
import { Types } from 'mongoose';
import type { Config } from '../config';
import { NotFound, ValidationError } from '../errors';
import type { AuthUser } from '../identity';
import { ApiKey, type ApiKeyDoc } from '../models/ApiKey';
import { User } from '../models/User';
import { assertCapability } from './billing/plan';
import { randomToken, sha256 } from './crypto';
import { sessionUserFields, toAuthUser } from './sessions';

export const API_KEY_PREFIX = 'ink_';
export const MAX_API_KEYS_PER_USER = 25;
const apiKeyPattern = /^ink_[A-Za-z0-9_-]{43}$/;
/** lastUsedAt is written at most this often per key, so a busy key does not write on every request. */
const LAST_USED_PRECISION_MS = 60_000;

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export async function createApiKey(user: AuthUser, name: string): Promise<{ key: string; doc: ApiKeyDoc }> {
  await assertCapability(user.teamId, 'apiAccess');
  const userId = new Types.ObjectId(user.id);
  if ((await ApiKey.countDocuments({ userId })) >= MAX_API_KEYS_PER_USER) {
    throw ValidationError(`You can have at most ${MAX_API_KEYS_PER_USER} API keys. Delete one first.`);
  }
  const key = `${API_KEY_PREFIX}${randomToken()}`;
  const doc = await ApiKey.create({
    userId,
    teamId: new Types.ObjectId(user.teamId),
    name,
    prefix: key.slice(0, 12),
    keyHash: sha256(key),
  });
  return { key, doc: doc.toObject() as ApiKeyDoc };
}

export function listApiKeys(user: AuthUser) {
  return ApiKey.find({ userId: new Types.ObjectId(user.id) })
    .sort({ createdAt: -1 })
    .lean<ApiKeyDoc[]>();
}

export async function deleteApiKey(user: AuthUser, id: string) {
  const { deletedCount } = await ApiKey.deleteOne({
    _id: new Types.ObjectId(id),
    userId: new Types.ObjectId(user.id),
  });
  if (deletedCount !== 1) throw NotFound('API key not found.');
}

/** The user an API key acts as (and the key's id), or null for an unknown key. Records the use. */
export async function resolveApiKey(
  config: Config,
  key: string,
): Promise<{ apiKeyId: string; user: AuthUser } | null> {
  if (!apiKeyPattern.test(key)) return null;
  const doc = await ApiKey.findOne({ keyHash: sha256(key) }).lean<ApiKeyDoc>();
  if (!doc) return null;
  const user = await User.findById(doc.userId).select(sessionUserFields).lean();
  if (!user) return null;
  const now = new Date();
  await ApiKey.updateOne(
    {
      _id: doc._id,
      $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: new Date(now.getTime() - LAST_USED_PRECISION_MS) } }],
    },
    { $set: { lastUsedAt: now } },
  );
  return { apiKeyId: String(doc._id), user: toAuthUser(config, user) };
}
