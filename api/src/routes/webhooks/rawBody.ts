/**
 * Routes that need the request body byte for byte (Stripe signs the raw
 * payload): the JSON body parser skips them, and the route reads the body
 * itself with `readRawBody`.
 */
import { ErrorCode } from '@inkpress/shared-core';
import type { Context, Middleware } from 'koa';
import { AppError } from '../../errors';

export const RAW_BODY_PATHS: ReadonlySet<string> = new Set(['/api/webhooks/stripe']);

/** Stripe's events are well under this. */
export const RAW_BODY_LIMIT = 1024 * 1024;

/** Put before the body parser: marks raw-body routes so it leaves them alone. */
export const rawBodyRoutes: Middleware = async (ctx, next) => {
  if (ctx.method === 'POST' && RAW_BODY_PATHS.has(ctx.path)) {
    (ctx as Context & { disableBodyParser?: boolean }).disableBodyParser = true;
  }
  await next();
};

/** The request body as sent; 413 PayloadTooLarge past `limit` bytes. */
export async function readRawBody(ctx: Context, limit = RAW_BODY_LIMIT): Promise<Buffer> {
  const declared = Number(ctx.get('Content-Length') || '0');
  if (declared > limit) throw new AppError(413, ErrorCode.PayloadTooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) throw new AppError(413, ErrorCode.PayloadTooLarge);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
