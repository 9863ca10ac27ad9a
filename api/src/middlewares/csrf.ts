import type { Context, Middleware } from 'koa';
import { Forbidden } from '../errors';
import { safeEqual, sha256 } from '../services/crypto';
import { CSRF_COOKIE, SESSION_COOKIE } from './auth';

export const CSRF_HEADER = 'X-CSRF-Token';
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The CSRF token of a session: derived from the session token, so it cannot
 * be planted by another site (a forged `inkpress_csrf` cookie does not match)
 * and needs no storage. The browser reads it from the `inkpress_csrf` cookie.
 */
export function csrfTokenFor(sessionToken: string): string {
  return sha256(`inkpress-csrf:${sessionToken}`);
}

/**
 * Whether cookies are Secure (config.secureCookies: an https public URL, or
 * production). The TLS ends at a proxy in front, so the connection the API
 * sees is plain http: the cookie jar is told the site is https.
 */
export function secureCookies(ctx: Context): boolean {
  const secure = ctx.services.config.secureCookies;
  if (secure) ctx.cookies.secure = true;
  return secure;
}

/** Sets the HttpOnly session cookie and the readable CSRF cookie. */
export function setSessionCookies(ctx: Context, token: string, expiresAt: Date) {
  const secure = secureCookies(ctx);
  const common = { sameSite: 'lax' as const, secure, expires: expiresAt, path: '/', overwrite: true };
  ctx.cookies.set(SESSION_COOKIE, token, { ...common, httpOnly: true });
  ctx.cookies.set(CSRF_COOKIE, csrfTokenFor(token), { ...common, httpOnly: false });
}

export function clearSessionCookies(ctx: Context) {
  const secure = secureCookies(ctx);
  const common = {
    sameSite: 'lax' as const,
    secure,
    path: '/',
    overwrite: true,
    maxAge: 0,
    expires: new Date(0),
  };
  ctx.cookies.set(SESSION_COOKIE, '', { ...common, httpOnly: true });
  ctx.cookies.set(CSRF_COOKIE, '', { ...common, httpOnly: false });
}

/**
 * Double-submit CSRF check: a POST, PUT, PATCH or DELETE authenticated by the
 * session cookie must carry the session's CSRF token in X-CSRF-Token. Bearer
 * and API-key requests are exempt (a browser never adds those on its own).
 */
export const csrfProtection: Middleware = (ctx, next) => {
  const auth = ctx.state.auth;
  if (auth?.method === 'cookie' && auth.token && unsafeMethods.has(ctx.method)) {
    const sent = ctx.get(CSRF_HEADER);
    if (!sent || !safeEqual(sent, csrfTokenFor(auth.token))) {
      throw Forbidden(
        'Missing or invalid CSRF token: send the inkpress_csrf cookie value in the X-CSRF-Token header.',
      );
    }
  }
  return next();
};
