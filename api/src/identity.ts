/**
 * Who a request acts as. These types live apart from the middleware that
 * fills them in (middlewares/auth.ts), so the services that take an actor
 * import a type, not the middleware and, through it, the session services
 * that import them back.
 */
import type { Role } from './models/User';
import type { ResolvedSession } from './services/sessionCache';

/** The signed-in user a request acts as, put on ctx.state.user by `authenticate`. */
export interface AuthUser {
  id: string;
  /** Internal ("special") users from configuration: may change the registry and promotions. */
  isInternal: boolean;
  plan?: string;
  /** 'Owner' (default) or 'Member' of another user's team. */
  role: Role;
  /** The team whose documents the user works on; see `ownerScope`. */
  teamId: string;
  email: string;
}

/** How a request was authenticated, on ctx.state.auth. */
export type AuthMethod = 'cookie' | 'bearer' | 'apiKey';
export interface AuthInfo {
  method: AuthMethod;
  /** The session token (cookie or bearer), for logout. */
  token?: string;
  session?: ResolvedSession;
  apiKeyId?: string;
}

declare module 'koa' {
  /** What the middlewares put on ctx.state, typed for every handler (no casts). */
  interface DefaultState {
    /** The signed-in user (authenticate); absent for an anonymous request. */
    user?: AuthUser;
    /** How the request was authenticated. */
    auth?: AuthInfo;
    /** Why a credential was not accepted, for the 401's message. */
    authProblem?: string;
  }
}
