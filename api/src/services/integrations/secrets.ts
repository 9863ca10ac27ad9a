/**
 * Integration secrets at rest: AES-256-GCM with a random 12-byte nonce, the
 * key named by its id (so keys rotate: the current key seals, any configured
 * key opens), and the integration's id as associated data. Opened secrets live
 * only in memory for the request that needs them; they are never logged.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ErrorCode } from '@inkpress/shared-core';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import type { SealedSecret } from '../../models/Integration';

type Keys = NonNullable<Config['integrations']['secretKeys']>;

/** The configured keys; 503 when production runs without INTEGRATION_SECRET_KEYS. */
export function keysOf(config: Config): Keys {
  const keys = config.integrations.secretKeys;
  if (!keys)
    throw new AppError(
      503,
      ErrorCode.ServiceUnavailable,
      'Website integrations are not configured on this server (INTEGRATION_SECRET_KEYS is missing).',
    );
  return keys;
}

export function sealSecret(keys: Keys, plaintext: string, integrationId: string): SealedSecret {
  const key = keys.keys[keys.currentKeyId];
  if (!key) throw new Error('The current integration key is not configured.');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(integrationId));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    kid: keys.currentKeyId,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

export class SecretUnavailable extends Error {
  constructor(readonly kid: string) {
    super(`The integration secret was sealed with key ${kid}, which cannot open it.`);
    this.name = 'SecretUnavailable';
  }
}

/** Opens a sealed secret; throws SecretUnavailable when its key is gone or it was tampered with. */
export function openSecret(keys: Keys, sealed: SealedSecret, integrationId: string): string {
  const key = keys.keys[sealed.kid];
  if (!key) throw new SecretUnavailable(sealed.kid);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(integrationId));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecretUnavailable(sealed.kid);
  }
}

/** True when the secret was sealed with an older key and should be sealed again. */
export function needsResealing(keys: Keys, sealed: SealedSecret): boolean {
  return sealed.kid !== keys.currentKeyId;
}
