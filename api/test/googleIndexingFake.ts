/**
 * A local fake of Google's service-account token endpoint and Indexing API,
 * for tests only, answering as Google documents:
 *
 * - `POST /token` (form: grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer,
 *   assertion=<JWT>): checks the RS256 signature with the public key of the
 *   service account named by `iss`, `aud` = https://oauth2.googleapis.com/token,
 *   `scope` = the indexing scope, `exp` in the future and at most an hour
 *   after `iat`; answers `{access_token, expires_in: 3600, token_type: "Bearer"}`
 *   or 400 `{error: "invalid_grant", error_description}`.
 * - `POST /v3/urlNotifications:publish {url, type}`: needs a bearer token
 *   it issued (401 UNAUTHENTICATED otherwise); 403 PERMISSION_DENIED for a
 *   URL whose host the account does not own (`owners`), 400 INVALID_ARGUMENT
 *   for a bad URL or type, 429 RESOURCE_EXHAUSTED while `quotaLeft` is 0;
 *   otherwise 200 `{urlNotificationMetadata: {url, latestUpdate: {url, type, notifyTime}}}`.
 *
 * `addServiceAccount()` makes a key pair and returns the JSON key file a
 * user would download (its private key), keeping the public key to check
 * signatures. `GET /_fake/service-account` does the same for end-to-end
 * tests, and `GET /_fake/state` shows what was received.
 */
import { createPublicKey, createVerify, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const GOOGLE_TOKEN_AUDIENCE = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/indexing';

export interface GoogleIndexingFake extends GoogleIndexingState {
  url: string;
  /** host:port, for FETCH_ALLOW_HOSTS */
  host: string;
  tokenUrl: string;
  close(): Promise<void>;
}

export interface GoogleIndexingState {
  /** Token requests received, good or bad. */
  tokenRequests: number;
  /** URLs published, as `${clientEmail} ${url}`. */
  published: string[];
  /** Hosts each service account owns in "Search Console"; a URL of any other host is 403. */
  owners: Map<string, Set<string>>;
  /** Publishes left before 429 (Infinity by default). */
  quotaLeft: number;
  /** Makes a service account (owner of `hosts`) and returns its JSON key file. */
  addServiceAccount(hosts?: string[], email?: string): Record<string, string>;
  /**
   * Answers a request whose path (below the fake's base) is `path`; false when
   * the path is not one of Google's (so another server can mount the fake).
   */
  handle(req: http.IncomingMessage, res: http.ServerResponse, path: string): boolean;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}

const apiError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

/** The fake's state and request handler, to mount under any server (the end-to-end spec does). */
export function createGoogleIndexingFake(): GoogleIndexingState {
  const publicKeys = new Map<string, KeyObject>();
  const issued = new Map<string, string>();

  const verifyAssertion = (assertion: string): { email: string } | { problem: string } => {
    const [header, claims, signature] = assertion.split('.');
    if (!header || !claims || !signature)
      return { problem: 'Invalid JWT: Token must be a short-lived token.' };
    let head: { alg?: string };
    let body: { iss?: string; scope?: string; aud?: string; iat?: number; exp?: number };
    try {
      head = JSON.parse(Buffer.from(header, 'base64url').toString());
      body = JSON.parse(Buffer.from(claims, 'base64url').toString());
    } catch {
      return { problem: 'Invalid JWT: could not be decoded.' };
    }
    if (head.alg !== 'RS256') return { problem: 'Invalid JWT: algorithm must be RS256.' };
    const key = body.iss ? publicKeys.get(body.iss) : undefined;
    if (!key) return { problem: 'Invalid grant: account not found' };
    const signed = createVerify('RSA-SHA256')
      .update(`${header}.${claims}`)
      .verify(key, Buffer.from(signature, 'base64url'));
    if (!signed) return { problem: 'Invalid JWT Signature.' };
    if (body.aud !== GOOGLE_TOKEN_AUDIENCE)
      return { problem: 'Invalid JWT: audience is not the token endpoint.' };
    if (body.scope !== SCOPE) return { problem: 'Invalid OAuth scope or ID token audience provided.' };
    const now = Math.floor(Date.now() / 1000);
    if (typeof body.iat !== 'number' || typeof body.exp !== 'number' || body.exp <= now)
      return {
        problem: 'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.',
      };
    if (body.exp - body.iat > 3600)
      return {
        problem: 'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.',
      };
    return { email: body.iss as string };
  };

  const known = ['/token', '/v3/urlNotifications:publish', '/_fake/service-account', '/_fake/state'];
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse, path: string) => {
    if (req.method === 'POST' && path === '/token') {
      fake.tokenRequests += 1;
      const form = new URLSearchParams(await readBody(req));
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
        return send(res, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type.' });
      const checked = verifyAssertion(form.get('assertion') ?? '');
      if ('problem' in checked)
        return send(res, 400, { error: 'invalid_grant', error_description: checked.problem });
      const token = `ya29.fake-${randomBytes(12).toString('hex')}`;
      issued.set(token, checked.email);
      return send(res, 200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
    }
    if (req.method === 'POST' && path === '/v3/urlNotifications:publish') {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const email = bearer ? issued.get(bearer) : undefined;
      const raw = await readBody(req);
      if (!email)
        return send(
          res,
          401,
          apiError(
            401,
            'UNAUTHENTICATED',
            'Request had invalid authentication credentials. Expected OAuth 2 access token.',
          ),
        );
      let body: { url?: unknown; type?: unknown };
      try {
        body = JSON.parse(raw);
      } catch {
        return send(res, 400, apiError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'));
      }
      let host = '';
      try {
        host = new URL(String(body.url)).host;
      } catch {
        return send(res, 400, apiError(400, 'INVALID_ARGUMENT', 'Url is not a valid URL.'));
      }
      if (body.type !== 'URL_UPDATED' && body.type !== 'URL_DELETED')
        return send(res, 400, apiError(400, 'INVALID_ARGUMENT', 'Invalid value at type.'));
      if (!fake.owners.get(email)?.has(host))
        return send(
          res,
          403,
          apiError(403, 'PERMISSION_DENIED', 'Permission denied. Failed to verify the URL ownership.'),
        );
      if (fake.quotaLeft <= 0)
        return send(
          res,
          429,
          apiError(
            429,
            'RESOURCE_EXHAUSTED',
            "Quota exceeded for quota metric 'Publish requests' of service 'indexing.googleapis.com'.",
          ),
        );
      fake.quotaLeft -= 1;
      fake.published.push(`${email} ${body.url}`);
      const latestUpdate = { url: body.url, type: body.type, notifyTime: new Date().toISOString() };
      return send(res, 200, { urlNotificationMetadata: { url: body.url, latestUpdate } });
    }
    if (req.method === 'GET' && path === '/_fake/service-account') {
      const hosts = new URL(req.url ?? '', 'http://x').searchParams.getAll('host');
      return send(res, 200, fake.addServiceAccount(hosts));
    }
    if (req.method === 'GET' && path === '/_fake/state')
      return send(res, 200, { tokenRequests: fake.tokenRequests, published: fake.published });
    send(res, 405, apiError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed.'));
  };

  const fake: GoogleIndexingState = {
    tokenRequests: 0,
    published: [],
    owners: new Map(),
    quotaLeft: Number.POSITIVE_INFINITY,
    addServiceAccount(hosts = [], email) {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const clientEmail =
        email ?? `indexer-${randomBytes(4).toString('hex')}@inkpress-test.iam.gserviceaccount.com`;
      publicKeys.set(clientEmail, createPublicKey(publicKey.export({ type: 'spki', format: 'pem' })));
      fake.owners.set(clientEmail, new Set(hosts));
      return {
        type: 'service_account',
        project_id: 'inkpress-test',
        private_key_id: randomBytes(20).toString('hex'),
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        client_email: clientEmail,
        client_id: String(Date.now()),
        auth_uri: 'https://accounts.google.com/o/oauth2/auth',
        token_uri: GOOGLE_TOKEN_AUDIENCE,
      };
    },
    handle(req, res, path) {
      if (!known.includes(path)) return false;
      answer(req, res, path).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
      return true;
    },
  };
  return fake;
}

/** The fake on a loopback port of its own (0: any free port). */
export async function startGoogleIndexingFake(port = 0): Promise<GoogleIndexingFake> {
  const state = createGoogleIndexingFake();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!state.handle(req, res, path))
      send(res, 404, apiError(404, 'NOT_FOUND', 'The requested URL was not found on this server.'));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    host: url.slice('http://'.length),
    tokenUrl: `${url}/token`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
