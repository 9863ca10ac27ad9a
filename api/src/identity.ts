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

/**
 * Who started long work (a run, a schedule), stored with it: its workers act
 * as this user later, with the role and rights of the start.
 */
export interface StoredActor {
  id: string;
  teamId: string;
  email: string;
  role: Role;
  isInternal: boolean;
}

/** A stored actor with the plan's gpt4 feature at the start (the runs that write). */
export interface RunActor extends StoredActor {
  gpt4: boolean;
}

/** `user` as work started now stores it (with `gpt4` for the runs that write). */
export function storedActor(user: AuthUser): StoredActor;
export function storedActor(user: AuthUser, gpt4: boolean): RunActor;
export function storedActor(user: AuthUser, gpt4?: boolean): StoredActor | RunActor {
  const { id, teamId, email, role, isInternal } = user;
  return gpt4 === undefined
    ? { id, teamId, email, role, isInternal }
    : { id, teamId, email, role, isInternal, gpt4 };
}

/** The user a stored actor's work acts as. */
export function actingAs(actor: StoredActor): AuthUser {
  const { id, teamId, email, role, isInternal } = actor;
  return { id, teamId, email, role, isInternal };
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
