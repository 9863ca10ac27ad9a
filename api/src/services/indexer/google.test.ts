/**
 * The pieces of the Google engine that need no server: the JWT assertion
 * (RS256, verifiable with the account's public key, the indexing scope, an
 * hour at most), and the test-only addresses, which production refuses.
 */
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { type ConfigError, GOOGLE_TOKEN_URI, loadConfig } from '../../config';
import { INDEXING_SCOPE, parseServiceAccountKey, signAssertion } from './google';

const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017/x', NODE_ENV: 'test' } as const;

describe('the Google engine', () => {
  it('signs an assertion Google can verify with the account’s public key', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const key = parseServiceAccountKey(
      JSON.stringify({
        type: 'service_account',
        client_email: 'a@p.iam.gserviceaccount.com',
        private_key: pem,
        token_uri: GOOGLE_TOKEN_URI,
      }),
    );
    const now = Date.UTC(2026, 10, 27, 20, 0, 0);
    const jwt = signAssertion(key, now);
    const [header, claims, signature] = jwt.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toEqual({
      iss: 'a@p.iam.gserviceaccount.com',
      scope: INDEXING_SCOPE,
      aud: GOOGLE_TOKEN_URI,
      iat: now / 1000,
      exp: now / 1000 + 3600,
    });
    expect(
      createVerify('RSA-SHA256')
        .update(`${header}.${claims}`)
        .verify(publicKey, Buffer.from(signature, 'base64url')),
    ).toBe(true);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    expect(
      createVerify('RSA-SHA256')
        .update(`${header}.${claims}`)
        .verify(other, Buffer.from(signature, 'base64url')),
    ).toBe(false);
  });

  it('talks to Google unless a test moves it, and production refuses the test addresses', () => {
    expect(loadConfig(base).googleIndexing).toEqual({
      tokenUrl: 'https://oauth2.googleapis.com/token',
      baseUrl: 'https://indexing.googleapis.com',
    });
    expect(
      loadConfig({
        ...base,
        GOOGLE_OAUTH_TOKEN_URL: 'http://127.0.0.1:9/token',
        GOOGLE_INDEXING_BASE_URL: 'http://127.0.0.1:9/',
      }).googleIndexing,
    ).toEqual({ tokenUrl: 'http://127.0.0.1:9/token', baseUrl: 'http://127.0.0.1:9' });
    for (const name of ['GOOGLE_OAUTH_TOKEN_URL', 'GOOGLE_INDEXING_BASE_URL'])
      expect(() => loadConfig({ ...base, NODE_ENV: 'production', [name]: 'http://127.0.0.1:9' })).toThrow(
        expect.objectContaining({
          message: expect.stringContaining('only tests may set them'),
        }) as unknown as ConfigError,
      );
  });
});
