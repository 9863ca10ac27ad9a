import type { Middleware } from 'koa';

/** Security headers for API responses (JSON only, never framed). */
export const securityHeaders: Middleware = async (ctx, next) => {
  // Set before the route runs so streamed responses, whose headers leave early, carry them too.
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('Cross-Origin-Resource-Policy', 'same-site');
  ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  await next();
};
