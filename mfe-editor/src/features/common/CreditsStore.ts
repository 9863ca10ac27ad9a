import { makeAutoObservable } from 'mobx';
import type { UserCredits } from '../../api/types';
import type { RequestStatus } from '../../stores';
import { Loadable } from './Loadable';

/** The call the store makes (the editor API's `users`). */
export interface CreditsApi {
  me(signal?: AbortSignal): Promise<UserCredits>;
}

/**
 * The signed-in user's credits (GET /api/users/me) for the editor and the
 * template flow, read again after a run spent some. The last figure known
 * stays while it is read again, and when that fails.
 */
export class CreditsStore {
  private readonly me = new Loadable<UserCredits | null>(null);

  constructor(private readonly api: CreditsApi) {
    makeAutoObservable<CreditsStore, 'api' | 'me'>(this, { api: false, me: false }, { autoBind: true });
  }

  get status(): RequestStatus {
    return this.me.status;
  }

  /** Words of credit left; null while unknown. */
  get credits(): number | null {
    return this.me.value?.totalCredits ?? null;
  }

  load(signal?: AbortSignal): Promise<void> {
    return this.me.load((s) => this.api.me(s), signal);
  }

  /** Reads the credits again (after a run); a read still in flight is dropped. */
  refresh(): Promise<void> {
    return this.load();
  }

  /** Drops the read in flight (the screen is going away). */
  dispose(): void {
    this.me.abort();
  }
}
