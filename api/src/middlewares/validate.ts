import type { Middleware } from 'koa';
import type { z } from 'zod';

export interface Input<B, Q, P> {
  body: B;
  query: Q;
  params: P;
}

interface Schemas<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> {
  body?: B;
  query?: Q;
  params?: P;
}

/**
 * Validates body, query and path parameters separately (never merged) with
 * zod and puts the typed result on `ctx.state.input`. A failure throws the
 * ZodError, which the error middleware answers with 400.
 */
export function validate<
  B extends z.ZodType = z.ZodUnknown,
  Q extends z.ZodType = z.ZodUnknown,
  P extends z.ZodType = z.ZodUnknown,
>(schemas: Schemas<B, Q, P>): Middleware {
  return async (ctx, next) => {
    const request = ctx.request as typeof ctx.request & { body?: unknown };
    ctx.state.input = {
      body: schemas.body ? schemas.body.parse(request.body ?? {}) : undefined,
      query: schemas.query ? schemas.query.parse(ctx.query) : undefined,
      params: schemas.params
        ? schemas.params.parse((ctx as unknown as { params: unknown }).params)
        : undefined,
    } satisfies Input<unknown, unknown, unknown>;
    await next();
  };
}

/** The validated input of a route, typed by its schemas. */
export type InputOf<
  B extends z.ZodType,
  Q extends z.ZodType = z.ZodUnknown,
  P extends z.ZodType = z.ZodUnknown,
> = Input<z.infer<B>, z.infer<Q>, z.infer<P>>;
