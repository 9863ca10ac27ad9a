import { type ApiClient, ApiError } from '@inkpress/shared-core';
import type { LoadStatus, SessionUser, ShellSession } from '@inkpress/shared-ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { redirectTargetFrom } from './safeRedirect';

export interface SessionPayload {
  user: SessionUser;
  isInternal: boolean;
}

interface Dependencies {
  api: ApiClient;
  /** The current address (the 'from' parameter and the screen). */
  location?: () => { pathname: string; search: string };
  /** Runs every store's reset (the shell's and the remotes'); called by logout. */
  resetAll?: () => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The get-session payload, checked: a user with id, email, user_metadata and features. */
export function parseSessionPayload(value: unknown): SessionPayload | null {
  if (!isRecord(value) || !isRecord(value.user)) return null;
  const { id, email, name, user_metadata: meta, features } = value.user;
  if (typeof id !== 'string' || typeof email !== 'string') return null;
  return {
    user: {
      id,
      email,
      ...(typeof name === 'string' && name.trim() ? { name: name.trim() } : {}),
      user_metadata: { createdFromShopify: isRecord(meta) && meta.createdFromShopify === true },
      features: { gpt4: isRecord(features) && features.gpt4 === true },
    },
    isInternal: value.isInternal === true,
  };
}

const browserLocation = () => ({ pathname: window.location.pathname, search: window.location.search });

/**
 * The session (SPEC §4): loads once, idle → loading → success or failure.
 * A visitor (401) is a success without a user; a failed load (network, 5xx,
 * nonsense) is a failure. The load fills the user only while none is set, so
 * a sign-in that finished first wins. After sign-in (`signedIn`, called by
 * the login and register screens, also to continue as an already signed-in
 * user), `redirectTo` holds where to go: the 'from' parameter when it is a
 * same-origin path, else /dashboard.
 */
export class SessionStore implements ShellSession {
  status: LoadStatus = 'idle';
  user: SessionUser | null = null;
  isInternal = false;
  /** Why the last load failed. */
  error: string | null = null;
  /** A navigation the router should perform (then call `redirected`). */
  redirectTo: string | null = null;
  private pending: Promise<void> | null = null;
  private readonly api: ApiClient;
  private readonly location: () => { pathname: string; search: string };
  private readonly resetAll: () => void;

  constructor({ api, location = browserLocation, resetAll }: Dependencies) {
    this.api = api;
    this.location = location;
    this.resetAll = resetAll ?? (() => this.reset());
    makeAutoObservable<SessionStore, 'pending' | 'api' | 'location' | 'resetAll'>(this, {
      pending: false,
      api: false,
      location: false,
      resetAll: false,
    });
  }

  /** Loads the session once; `force` loads it again (e.g. Retry after a failure). */
  load(force = false): Promise<void> {
    if (this.pending && !force) return this.pending;
    if (this.status !== 'idle' && !force) return Promise.resolve();
    this.status = 'loading';
    this.error = null;
    const pending = this.fetch();
    this.pending = pending;
    return pending;
  }

  private async fetch(): Promise<void> {
    try {
      const payload = parseSessionPayload(await this.api.get<unknown>('/api/auth/session'));
      if (!payload) throw new Error('The session answer has no user.');
      runInAction(() => {
        if (this.user === null) {
          this.user = payload.user;
          this.isInternal = payload.isInternal;
        }
        this.status = 'success';
      });
    } catch (err) {
      runInAction(() => {
        if (err instanceof ApiError && err.status === 401) {
          this.status = 'success';
        } else {
          this.status = 'failure';
          this.error = err instanceof Error ? err.message : String(err);
        }
      });
    }
  }

  /** After login or register: takes the user and sends them on to 'from' or /dashboard. */
  signedIn(user: SessionUser, isInternal = false): void {
    this.user = user;
    this.isInternal = isInternal;
    this.status = 'success';
    this.error = null;
    this.redirectTo = redirectTargetFrom(this.location().search);
  }

  /** The router performed `redirectTo`. */
  redirected(): void {
    this.redirectTo = null;
  }

  /** Signs out on the server (best effort), then resets every store, the remotes' too. */
  async logout(): Promise<void> {
    try {
      await this.api.post('/api/auth/logout', {});
    } catch {
      // Signed out here even when the server cannot be told; the cookie expires on its own.
    }
    runInAction(() => {
      this.resetAll();
      this.redirectTo = '/';
    });
  }

  /** Back to a visitor: a logout or an expired session leaves no user behind. */
  reset(): void {
    this.user = null;
    this.isInternal = false;
    this.error = null;
    this.status = 'success';
    this.pending = null;
  }
}
