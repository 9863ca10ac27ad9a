import { hash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { AppServices } from '../context';
import { AuthenticationRequired, Forbidden } from '../errors';
import type { AuthInfo, AuthUser } from '../identity';
import { looksLikeApiKey, resolveApiKey } from '../services/apiKeys';
import { tokenPattern } from '../services/crypto';
import type { ResolvedSession } from '../services/sessionCache';
import { resolveSession } from '../services/sessions';

export type { AuthInfo, AuthMethod, AuthUser } from '../identity';

export const SESSION_COOKIE = 'inkpress_session';
export const CSRF_COOKIE = 'inkpress_csrf';
export const PUBLIC_API_PREFIX = '/api/public/';
const API_KEY_ONLY_ON_PUBLIC = 'API keys are accepted only on /api/public/*. Sign in to use this route.';

function bearerToken(ctx: Context): string | undefined {
  const header = ctx.req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([^\s]{1,200})$/i.exec(header);
  return match?.[1];
}

/**
 * The session of `token`, from the session cache when it has it, else from
 * `resolveSession` (which reads the database and fills the cache), one read
 * at a time per session (see SessionCache.load). A hit costs no promise and
 * no Hash object: `createHash` makes a native object per call, which on
 * every signed-in request kept the young generation's collections busy; the
 * one-shot `hash` makes none. The cache is keyed by the token's SHA-256 hex
 * digest, as services/crypto's `sha256` gives it (auth.test.ts holds the two
 * equal); a token of the wrong form is nobody's, as in resolveSession.
 */
function findSession(
  services: AppServices,
  token: string,
): ResolvedSession | Promise<ResolvedSession | null> | null {
  if (!tokenPattern.test(token)) return null;
  const digest = hash('sha256', token, 'hex');
  const cache = services.sessionCache;
  const hit = cache.get(digest);
  if (!hit) return cache.load(digest, () => resolveSession(services, token));
  // Past half its time in the cache: answered from it, and read again behind this request, so a
  // session in use never waits for the two reads (bench:tools measured ~2 ms a request on average
  // from one expiry every 5 s, tens of ms each on a busy machine). A failed refresh changes nothing.
  if (cache.refreshDue(digest)) {
    cache.load(digest, () => resolveSession(services, token, { fresh: true })).catch(() => undefined);
  }
  return hit;
}

function signedIn(ctx: Context, method: 'bearer' | 'cookie', token: string, session: ResolvedSession) {
  ctx.state.user = session.user;
  ctx.state.auth = { method, token, session } satisfies AuthInfo;
}

/**
 * Reads the bearer token (a session token, or an API key on /api/public/*)
 * or else the session cookie, and puts the user on ctx.state.user and how it
 * was authenticated on ctx.state.auth. An unknown or expired credential
 * leaves the request anonymous; routes that need a user answer 401. Not
 * async: a session from the cache (most signed-in requests) passes without
 * a promise of its own.
 */
export const authenticate: Middleware = (ctx, next) => {
  const services = ctx.services;
  const bearer = bearerToken(ctx);
  if (bearer && looksLikeApiKey(bearer)) {
    if (!ctx.path.startsWith(PUBLIC_API_PREFIX)) {
      ctx.state.authProblem = API_KEY_ONLY_ON_PUBLIC;
      return next();
    }
    return resolveApiKey(services.config, bearer).then((found) => {
      if (found) {
        ctx.state.user = found.user;
        ctx.state.auth = { method: 'apiKey', apiKeyId: found.apiKeyId } satisfies AuthInfo;
      }
      return next();
    });
  }
  // A bearer token, when there is one, is the credential: no falling back to the cookie.
  const method = bearer ? 'bearer' : 'cookie';
  const token = bearer ?? ctx.cookies.get(SESSION_COOKIE);
  if (!token) return next();
  const found = findSession(services, token);
  if (!(found instanceof Promise)) {
    if (found) signedIn(ctx, method, token, found);
    return next();
  }
  return found.then((session) => {
    if (session) signedIn(ctx, method, token, session);
    return next();
  });
};

export const requireUser: Middleware = async (ctx, next) => {
  if (!ctx.state.user) throw AuthenticationRequired(ctx.state.authProblem);
  await next();
};

export const requireInternal: Middleware = async (ctx, next) => {
  const user = ctx.state.user;
  if (!user) throw AuthenticationRequired(ctx.state.authProblem);
  if (!user.isInternal) throw Forbidden();
  await next();
};

/** The signed-in user of a request that passed `requireUser`. */
export function authUser(ctx: Context): AuthUser {
  const user = ctx.state.user;
  if (!user) throw AuthenticationRequired();
  return user;
}

export function authInfo(ctx: Context): AuthInfo | undefined {
  return ctx.state.auth;
}
