import type { Context, Middleware } from 'koa';
import { AuthenticationRequired, Forbidden } from '../errors';
import type { AuthInfo, AuthUser } from '../identity';
import { looksLikeApiKey, resolveApiKey } from '../services/apiKeys';
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
 * Reads the bearer token (a session token, or an API key on /api/public/*)
 * or else the session cookie, and puts the user on ctx.state.user and how it
 * was authenticated on ctx.state.auth. An unknown or expired credential
 * leaves the request anonymous; routes that need a user answer 401.
 */
export const authenticate: Middleware = async (ctx, next) => {
  const services = ctx.services;
  const bearer = bearerToken(ctx);
  if (bearer && looksLikeApiKey(bearer)) {
    if (ctx.path.startsWith(PUBLIC_API_PREFIX)) {
      const found = await resolveApiKey(services.config, bearer);
      if (found) {
        ctx.state.user = found.user;
        ctx.state.auth = { method: 'apiKey', apiKeyId: found.apiKeyId } satisfies AuthInfo;
      }
    } else {
      ctx.state.authProblem = API_KEY_ONLY_ON_PUBLIC;
    }
  } else if (bearer) {
    const session = await resolveSession(services, bearer);
    if (session) {
      ctx.state.user = session.user;
      ctx.state.auth = { method: 'bearer', token: bearer, session } satisfies AuthInfo;
    }
  } else {
    const cookie = ctx.cookies.get(SESSION_COOKIE);
    const session = cookie ? await resolveSession(services, cookie) : null;
    if (cookie && session) {
      ctx.state.user = session.user;
      ctx.state.auth = { method: 'cookie', token: cookie, session } satisfies AuthInfo;
    }
  }
  await next();
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
