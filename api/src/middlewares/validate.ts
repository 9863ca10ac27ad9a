import type { Context } from 'koa';
import type { z } from 'zod';

/** The schemas of a route's input: body, query string and path parameters, each optional. */
export interface InputSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The validated input of a route, typed by its schemas. */
export interface Input<S extends InputSchemas> {
  body: Out<S['body']>;
  query: Out<S['query']>;
  params: Out<S['params']>;
}

/**
 * Validates a handler's body, query and path parameters separately (never
 * merged) with zod and returns them typed by the schemas, so a schema change
 * breaks its handler at compile time. The first line of every handler that
 * takes input: `const { body } = readInput(ctx, { body: T.LoginBody })`. A
 * failure throws the ZodError, which the error middleware answers with 400,
 * before the handler has done anything.
 */
export function readInput<S extends InputSchemas>(ctx: Context, schemas: S): Input<S> {
  const request = ctx.request as typeof ctx.request & { body?: unknown };
  return {
    body: schemas.body ? schemas.body.parse(request.body ?? {}) : undefined,
    query: schemas.query ? schemas.query.parse(ctx.query) : undefined,
    params: schemas.params ? schemas.params.parse((ctx as unknown as { params: unknown }).params) : undefined,
  } as Input<S>;
}
