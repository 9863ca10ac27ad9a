/**
 * Google's Indexing API as the indexer's second engine, when a team connects
 * it with its own service account (never a server-wide key). Google documents
 * the API for pages with job postings or livestreams (BroadcastEvent) only,
 * and the service account must be an owner of the site in Search Console.
 *
 * The OAuth 2.0 service-account flow, done with node:crypto: an RS256-signed
 * JWT (iss = the account's email, scope = indexing, aud = its token_uri,
 * one hour at most) exchanged at the token endpoint for an access token,
 * kept per team until a minute before it expires; then
 * `POST /v3/urlNotifications:publish {url, type: "URL_UPDATED"}` per URL.
 * The private key is stored sealed (AES-256-GCM, the integration secret
 * keys) and opened only in memory for the call; it is never returned or logged.
 */
import { createPrivateKey, createSign, randomBytes } from 'node:crypto';
import type { IndexEngineResult } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { type Config, GOOGLE_TOKEN_URI } from '../../config';
import { NotFound, ValidationError } from '../../errors';
import { safeFetch } from '../../lib/safeFetch';
import type { AuthUser } from '../../middlewares/auth';
import { IndexerGoogle, type IndexerGoogleDoc } from '../../models/Indexer';
import { keysOf, openSecret, SecretUnavailable, sealSecret } from '../integrations/secrets';

export const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing';
export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

const associated = (teamId: string) => `indexer-google:${teamId}`;

export interface ServiceAccountKey {
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
}

/**
 * Reads a service account JSON key and checks it: a JSON object with
 * client_email, private_key (a PEM RSA private key that parses) and Google's
 * token_uri. Every message says what to fix; none repeats the key.
 */
export function parseServiceAccountKey(text: string): ServiceAccountKey {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw ValidationError(
      'That is not a JSON key file. In Google Cloud, open the service account, Keys, Add key, JSON, and paste the whole downloaded file.',
    );
  }
  if (!json || typeof json !== 'object' || Array.isArray(json))
    throw ValidationError('That is not a service account key: it must be a JSON object.');
  const key = json as Record<string, unknown>;
  if (key.type !== undefined && key.type !== 'service_account')
    throw ValidationError(
      `That key is of type "${String(key.type).slice(0, 40)}", not a service account key ("service_account").`,
    );
  const clientEmail = typeof key.client_email === 'string' ? key.client_email.trim() : '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(clientEmail) || clientEmail.length > 320)
    throw ValidationError('The key has no valid client_email (the service account’s email address).');
  const privateKey = typeof key.private_key === 'string' ? key.private_key : '';
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(privateKey))
    throw ValidationError('The key has no private_key in PEM form (-----BEGIN PRIVATE KEY-----).');
  let parsed: ReturnType<typeof createPrivateKey>;
  try {
    parsed = createPrivateKey({ key: privateKey, format: 'pem' });
  } catch {
    throw ValidationError('The private_key of this key file does not parse: paste the file unchanged.');
  }
  if (parsed.asymmetricKeyType !== 'rsa')
    throw ValidationError('The private_key must be an RSA key, as Google’s service account keys are.');
  const tokenUri = typeof key.token_uri === 'string' ? key.token_uri : '';
  if (tokenUri !== GOOGLE_TOKEN_URI)
    throw ValidationError(`The key’s token_uri must be ${GOOGLE_TOKEN_URI}, as in Google’s key files.`);
  return { clientEmail, privateKey, tokenUri };
}

export async function googleConnection(teamId: string): Promise<IndexerGoogleDoc | null> {
  return IndexerGoogle.findById(teamId).lean<IndexerGoogleDoc>();
}

/** Connects (or replaces) the team's service account; the key is sealed before it is stored. */
export async function connectGoogle(config: Config, user: AuthUser, text: string): Promise<IndexerGoogleDoc> {
  const key = parseServiceAccountKey(text);
  const keys = keysOf(config);
  const doc = {
    clientEmail: key.clientEmail,
    tokenUri: key.tokenUri,
    secret: sealSecret(keys, key.privateKey, associated(user.teamId)),
    keyId: randomBytes(9).toString('base64url'),
    connectedBy: new Types.ObjectId(user.id),
  };
  await IndexerGoogle.updateOne({ _id: user.teamId }, { $set: doc }, { upsert: true });
  tokens.delete(user.teamId);
  const stored = await googleConnection(user.teamId);
  if (!stored) throw new Error('the Google connection was not stored');
  return stored;
}

export async function disconnectGoogle(user: AuthUser): Promise<void> {
  const { deletedCount } = await IndexerGoogle.deleteOne({ _id: user.teamId });
  tokens.delete(user.teamId);
  if (!deletedCount) throw NotFound('Google’s Indexing API is not connected for this team.');
}

/** Access tokens per team, for the key they were made with, until a minute before they expire. */
const tokens = new Map<string, { keyId: string; token: string; expiresAt: number }>();

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The RS256 JWT assertion of the service-account flow (valid for one hour, Google's maximum). */
export function signAssertion(
  key: { clientEmail: string; privateKey: string; tokenUri: string },
  now: number,
) {
  const iat = Math.floor(now / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({ iss: key.clientEmail, scope: INDEXING_SCOPE, aud: key.tokenUri, iat, exp: iat + 3600 }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(key.privateKey);
  return `${header}.${claims}.${base64url(signature)}`;
}

/** Why the token endpoint said no: its `error_description` (or `error`), never the request. */
class TokenRefused extends Error {
  constructor(
    readonly httpStatus: number | null,
    readonly transient: boolean,
    message: string,
  ) {
    super(message);
  }
}

async function accessToken(config: Config, conn: IndexerGoogleDoc, fresh = false): Promise<string> {
  const cached = tokens.get(conn._id);
  if (!fresh && cached && cached.keyId === conn.keyId && cached.expiresAt > Date.now()) return cached.token;
  let privateKey: string;
  try {
    privateKey = openSecret(keysOf(config), conn.secret, associated(conn._id));
  } catch (err) {
    if (!(err instanceof SecretUnavailable)) throw err;
    throw new TokenRefused(
      null,
      false,
      'The stored service account key can no longer be opened: connect it again.',
    );
  }
  const assertion = signAssertion(
    { clientEmail: conn.clientEmail, privateKey, tokenUri: conn.tokenUri },
    Date.now(),
  );
  let response: Awaited<ReturnType<typeof safeFetch>>;
  try {
    response = await safeFetch(config.fetchPolicy, config.googleIndexing.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString(),
      timeoutMs: 15_000,
      maxBytes: 64 * 1024,
      maxRedirects: 0,
    });
  } catch {
    throw new TokenRefused(null, true, 'Google’s sign-in service could not be reached; try again later.');
  }
  let body: { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown } =
    {};
  try {
    body = response.json();
  } catch {
    body = {};
  }
  if (response.ok && typeof body.access_token === 'string') {
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    tokens.set(conn._id, {
      keyId: conn.keyId,
      token: body.access_token,
      expiresAt: Date.now() + Math.max(0, lifetime - 60) * 1000,
    });
    return body.access_token;
  }
  const said = String(body.error_description || body.error || `it answered ${response.status}`).slice(0, 200);
  if (response.status === 429 || response.status >= 500)
    throw new TokenRefused(
      response.status,
      true,
      `Google’s sign-in service is busy (${said}); try again later.`,
    );
  throw new TokenRefused(
    response.status,
    false,
    `Google refused the service account key (${said}). Replace the key: it may have been deleted or disabled.`,
  );
}

/** What Google's answer to one publish means. */
function verdict(status: number | null, message: string): IndexEngineResult {
  if (status !== null && status >= 200 && status < 300)
    return { state: 'accepted', httpStatus: status, reason: null };
  const said = message ? ` Google said: “${message.slice(0, 200)}”` : '';
  if (status === null)
    return {
      state: 'failed',
      httpStatus: null,
      reason: 'Google’s Indexing API could not be reached; try again later.',
    };
  if (status === 429)
    return {
      state: 'failed',
      httpStatus: status,
      reason: `Google’s quota for this service account’s project is used up (200 URLs a day by default); try again tomorrow.${said}`,
    };
  if (status >= 500)
    return {
      state: 'failed',
      httpStatus: status,
      reason: `Google’s Indexing API answered ${status}; try again later.${said}`,
    };
  if (status === 403)
    return {
      state: 'refused',
      httpStatus: status,
      reason: `Permission denied: add the service account as an owner of this site in Search Console, and enable the Indexing API in its Google Cloud project.${said}`,
    };
  if (status === 400)
    return { state: 'refused', httpStatus: status, reason: `Google refused the URL as invalid.${said}` };
  return { state: 'refused', httpStatus: status, reason: `Google answered ${status}.${said}` };
}

async function publishOnce(config: Config, token: string, url: string) {
  try {
    const response = await safeFetch(
      config.fetchPolicy,
      `${config.googleIndexing.baseUrl}/v3/urlNotifications:publish`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ url, type: 'URL_UPDATED' }),
        timeoutMs: 15_000,
        maxBytes: 64 * 1024,
        maxRedirects: 0,
      },
    );
    let message = '';
    try {
      const body = response.json<{ error?: { message?: unknown } }>();
      if (typeof body.error?.message === 'string') message = body.error.message;
    } catch {
      message = '';
    }
    return { status: response.status as number | null, message };
  } catch {
    return { status: null, message: '' };
  }
}

/**
 * Sends each URL to Google's Indexing API with the team's service account;
 * a 401 gets a fresh token once, a 5xx or an unreachable API one more try.
 * Returns each URL's result (a refused or unreachable token endpoint answers
 * every URL with that reason).
 */
export async function publishToGoogle(
  config: Config,
  conn: IndexerGoogleDoc,
  urls: string[],
): Promise<Map<string, IndexEngineResult>> {
  const results = new Map<string, IndexEngineResult>();
  let token: string;
  try {
    token = await accessToken(config, conn);
  } catch (err) {
    if (!(err instanceof TokenRefused)) throw err;
    for (const url of urls)
      results.set(url, {
        state: err.transient ? 'failed' : 'refused',
        httpStatus: err.httpStatus,
        reason: err.message,
      });
    return results;
  }
  for (const url of urls) {
    let answer = await publishOnce(config, token, url);
    if (answer.status === 401) {
      try {
        token = await accessToken(config, conn, true);
        answer = await publishOnce(config, token, url);
      } catch (err) {
        if (!(err instanceof TokenRefused)) throw err;
        results.set(url, {
          state: err.transient ? 'failed' : 'refused',
          httpStatus: err.httpStatus,
          reason: err.message,
        });
        continue;
      }
    }
    if (answer.status === null || answer.status >= 500) answer = await publishOnce(config, token, url);
    results.set(url, verdict(answer.status, answer.message));
  }
  return results;
}
