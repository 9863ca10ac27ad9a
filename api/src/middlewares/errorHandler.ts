import type { ApiErrorBody } from '@inkpress/shared-core';
import { ErrorCode, errorMessages } from '@inkpress/shared-core';
import type { Middleware } from 'koa';
import mongoose from 'mongoose';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, markDatabaseUnreachable } from '../db';
import { AppError } from '../errors';

/** Codes of 4xx errors thrown by Koa and its middleware rather than as AppErrors. */
const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  401: ErrorCode.AuthenticationRequired,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  409: ErrorCode.Conflict,
  429: ErrorCode.RateLimitError,
};

/** Seconds a client waits before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Maps anything thrown to the normalised error body; never leaks internals. */
export function toErrorBody(err: unknown): ApiErrorBody {
  if (err instanceof AppError) {
    return { status: err.status, message: err.message, code: err.code, data: err.data };
  }
  if (err instanceof ZodError) {
    const issues = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    const first = issues[0];
    return {
      status: 400,
      code: ErrorCode.ValidationError,
      message: first ? `${first.path || 'input'}: ${first.message}` : errorMessages.ValidationError,
      data: { issues },
    };
  }
  if (err instanceof mongoose.Error.ValidationError) {
    return { status: 400, code: ErrorCode.ValidationError, message: err.message };
  }
  if (err instanceof mongoose.Error.CastError) {
    return { status: 404, code: ErrorCode.NotFound, message: errorMessages.NotFound };
  }
  if (isDatabaseUnavailable(err)) {
    return { status: 503, code: ErrorCode.ServiceUnavailable, message: errorMessages.ServiceUnavailable };
  }
  const e = err as { status?: number; statusCode?: number; expose?: boolean; code?: unknown; type?: string };
  if (e && typeof e === 'object' && e.code === 11000) {
    return { status: 409, code: ErrorCode.Conflict, message: errorMessages.Conflict };
  }
  const status = e?.status ?? e?.statusCode;
  if (status === 413)
    return { status, code: ErrorCode.PayloadTooLarge, message: errorMessages.PayloadTooLarge };
  if (status && status >= 400 && status < 500) {
    const code = CLIENT_ERROR_CODES[status] ?? ErrorCode.ValidationError;
    const message = e.expose && err instanceof Error ? err.message : errorMessages[code];
    return { status, code, message };
  }
  return { status: 500, code: ErrorCode.InternalError, message: errorMessages.InternalError };
}

export const errorHandler: Middleware = async (ctx, next) => {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
      ctx.status = 404;
      ctx.body = {
        status: 404,
        code: ErrorCode.NotFound,
        message: `No API route for ${ctx.method} ${ctx.path}`,
      } satisfies ApiErrorBody;
    }
  } catch (err) {
    const body = toErrorBody(err);
    ctx.status = body.status;
    ctx.body = body;
    if (body.code === ErrorCode.ServiceUnavailable) {
      markDatabaseUnreachable();
      ctx.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
      ctx.state.log?.warn({ err: { name: (err as Error).name } }, 'database unreachable');
    } else if (body.status === 429 && !ctx.response.get('Retry-After')) {
      // A 429 says when to come back: a used-up daily quota's data.retryAfter (seconds).
      const retryAfter = (body.data as { retryAfter?: unknown } | undefined)?.retryAfter;
      if (typeof retryAfter === 'number' && retryAfter > 0)
        ctx.set('Retry-After', String(Math.ceil(retryAfter)));
      ctx.state.log?.debug({ code: body.code }, 'request rejected');
    } else if (body.status >= 500) ctx.state.log?.error({ err }, 'request failed');
    else ctx.state.log?.debug({ code: body.code }, 'request rejected');
  }
};
