import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { clientIp } from '../lib/clientIp';
import type { Logger } from '../logger';

const validRequestId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (kept from X-Request-Id when sane), a child logger
 * and one access log line at info level, and sets `ctx.ip` to the client's
 * address as the trusted proxies report it (see lib/clientIp).
 *
 * Cheap on the hot path: the child logger (`ctx.state.log`, bound to the
 * request id) is made only when something logs through it, and the access
 * line is written with the request id as its first field, which is the line
 * that child would write. That line holds no field the logger redacts (its
 * redaction is by key: `*.token`, `*.password`, headers…), so it is written
 * by a child without redaction, which costs half as much as one with it.
 */
export function requestContext(logger: Logger): Middleware {
  const access = logger.child({}, { redact: [] });
  /** ctx.state with `log` made on first use. */
  class RequestState {
    #log: Logger | undefined;
    constructor(public requestId: string) {}
    get log(): Logger {
      this.#log ??= logger.child({ requestId: this.requestId });
      return this.#log;
    }
    set log(value: Logger) {
      this.#log = value;
    }
  }

  return async (ctx, next) => {
    ctx.request.ip = clientIp(ctx);
    const incoming = ctx.req.headers['x-request-id'];
    const id = typeof incoming === 'string' && validRequestId.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    ctx.state = Object.assign(new RequestState(id), ctx.state);
    ctx.res.setHeader('X-Request-Id', id);
    try {
      await next();
    } finally {
      if (access.isLevelEnabled('info')) {
        const ms = performance.now() - started;
        access.info(
          {
            requestId: id,
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            ms: Math.round(ms * 10) / 10,
          },
          'request',
        );
      }
    }
  };
}
