import type { Middleware } from 'koa';

/** Security headers for API responses (JSON only, never framed). */
export const securityHeaders: Middleware = async (ctx, next) => {
  // Set before the route runs so streamed responses, whose headers leave early, carry them too.
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('Cross-Origin-Resource-Policy', 'same-site');
  ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  // Through the shell's pass-through these responses come from the public origin: pin it to https.
  if (ctx.services.config.publicUrl.startsWith('https:')) {
    ctx.set('Strict-Transport-Security', 'max-age=31536000');
  }
  await next();
};
