import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { clientIp } from '../lib/clientIp';
import type { Logger } from '../logger';

const validRequestId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (kept from X-Request-Id when sane), a child logger
 * and one access log line, and sets `ctx.ip` to the client's address as the
 * trusted proxies report it (see lib/clientIp).
 */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    ctx.request.ip = clientIp(ctx);
    const incoming = ctx.get('x-request-id');
    const id = validRequestId.test(incoming) ? incoming : randomUUID();
    const started = process.hrtime.bigint();
    ctx.state.requestId = id;
    ctx.state.log = logger.child({ requestId: id });
    ctx.set('X-Request-Id', id);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      ctx.state.log.info(
        { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    }
  };
}
