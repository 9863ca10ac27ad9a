import type { Middleware } from 'koa';
import { AuthenticationRequired, Forbidden } from '../errors';

/** The signed-in user a request acts as, put on ctx.state.user by `authenticate`. */
export interface AuthUser {
  id: string;
  /** Internal ("special") users from configuration: may change the registry and promotions. */
  isInternal: boolean;
  plan?: string;
}

/**
 * Reads the session cookie or bearer token. Sessions arrive with the accounts
 * work; until then every request is anonymous.
 */
export const authenticate: Middleware = async (_ctx, next) => {
  await next();
};

export const requireUser: Middleware = async (ctx, next) => {
  if (!ctx.state.user) throw AuthenticationRequired();
  await next();
};

export const requireInternal: Middleware = async (ctx, next) => {
  const user = ctx.state.user as AuthUser | undefined;
  if (!user) throw AuthenticationRequired();
  if (!user.isInternal) throw Forbidden();
  await next();
};
