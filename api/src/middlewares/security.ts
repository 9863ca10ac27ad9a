import type { Middleware } from 'koa';

/** The headers every API response carries (JSON only, never framed). */
const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Resource-Policy', 'same-site'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
];
const HSTS = ['Strict-Transport-Security', 'max-age=31536000'] as const;

/**
 * Security headers for API responses. Set on Node's response directly: Koa's
 * `ctx.set` allocates arrays for every header, which on a request answered
 * from a cache cost more than the rest of this middleware chain. Nothing has
 * been sent yet when this runs (it is third in the chain).
 */
export const securityHeaders: Middleware = (ctx, next) => {
  const res = ctx.res;
  // Set before the route runs so streamed responses, whose headers leave early, carry them too.
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  // Through the shell's pass-through these responses come from the public origin: pin it to https.
  if (ctx.services.config.publicUrl.startsWith('https:')) res.setHeader(HSTS[0], HSTS[1]);
  return next();
};
