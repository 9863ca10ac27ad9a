import { ConfigError, DEV_INTEGRATION_SECRET_KEY, integrationKeysFromEnv } from '../../config';
import { needsResealing, openSecret, SecretUnavailable, sealSecret } from './secrets';

const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');
const id = '0123456789abcdef01234567';

describe('integration secrets (AES-256-GCM)', () => {
  const keys = integrationKeysFromEnv(`new:${key(1)},old:${key(2)}`, 'production')!;

  it('seals with the first key, with a fresh nonce each time, and opens again', () => {
    const a = sealSecret(keys, 'app password', id);
    const b = sealSecret(keys, 'app password', id);
    expect(a.kid).toBe('new');
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toContain('app password');
    expect(Buffer.from(a.data, 'base64').toString()).not.toContain('app password');
    expect(openSecret(keys, a, id)).toBe('app password');
  });

  it('opens a secret sealed with an older key and says it needs sealing again', () => {
    const old = integrationKeysFromEnv(`old:${key(2)}`, 'production')!;
    const sealed = sealSecret(old, 's3cret', id);
    expect(openSecret(keys, sealed, id)).toBe('s3cret');
    expect(needsResealing(keys, sealed)).toBe(true);
    expect(needsResealing(keys, sealSecret(keys, 's3cret', id))).toBe(false);
  });

  it('refuses a tampered secret, one moved to another integration, and one whose key is gone', () => {
    const sealed = sealSecret(keys, 's3cret', id);
    const flipped = Buffer.from(sealed.data, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => openSecret(keys, { ...sealed, data: flipped.toString('base64') }, id)).toThrow(
      SecretUnavailable,
    );
    expect(() => openSecret(keys, sealed, 'ffffffffffffffffffffffff')).toThrow(SecretUnavailable);
    const other = integrationKeysFromEnv(`other:${key(3)}`, 'production')!;
    expect(() => openSecret(other, sealed, id)).toThrow(SecretUnavailable);
  });
});

describe('INTEGRATION_SECRET_KEYS', () => {
  it('defaults to the development key outside production only (production then has none)', () => {
    expect(integrationKeysFromEnv(undefined, 'test')?.currentKeyId).toBe('dev');
    expect(integrationKeysFromEnv(undefined, 'development')?.currentKeyId).toBe('dev');
    expect(integrationKeysFromEnv(undefined, 'production')).toBeUndefined();
  });

  it('refuses the development key in production, short keys, duplicates and malformed entries', () => {
    expect(() => integrationKeysFromEnv(`prod:${DEV_INTEGRATION_SECRET_KEY}`, 'production')).toThrow(
      /development key/,
    );
    expect(() => integrationKeysFromEnv(`a:${Buffer.alloc(16).toString('base64')}`, 'production')).toThrow(
      /32 bytes/,
    );
    expect(() => integrationKeysFromEnv(`a:${key(1)},a:${key(2)}`, 'production')).toThrow(/twice/);
    expect(() => integrationKeysFromEnv('no-colon', 'production')).toThrow(ConfigError);
  });
});
