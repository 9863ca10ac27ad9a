/**
 * What every public free page shares: who is using it (a visitor under the
 * daily quota, or a signed-in user charged in the account), what is left of
 * the visitor's quota, and the last error — FreeLimitReached once the
 * quota is used up, which the page answers with an invitation to sign up.
 */
import { ErrorCode, type FreePage, type FreeQuotaView, isApiError } from '@inkpress/shared-core';
import { action, makeObservable, observable, runInAction } from 'mobx';
import type { FreeApi } from './freeApi';

export abstract class FreePageStore {
  quota: FreeQuotaView | null = null;
  error: string | null = null;
  /** The visitor's runs of the day are used up. */
  limitReached = false;
  busy = false;

  constructor(
    readonly page: FreePage,
    protected readonly api: FreeApi,
    readonly signedIn: boolean,
  ) {
    makeObservable(this, {
      quota: observable,
      error: observable,
      limitReached: observable,
      busy: observable,
      setQuota: action,
      clearError: action,
    });
  }

  setQuota(quota: FreeQuotaView) {
    this.quota = quota;
    if (quota.remaining > 0) this.limitReached = false;
  }

  clearError() {
    this.error = null;
  }

  /** Reads what is left of a visitor's quota (nothing for a signed-in user). */
  async loadQuota(signal?: AbortSignal) {
    if (this.signedIn) return;
    try {
      const quota = await this.api.quota(this.page, signal);
      runInAction(() => {
        this.setQuota(quota);
        this.limitReached = quota.remaining === 0;
      });
    } catch {
      // The count is a courtesy: the run itself is refused if the quota is used up.
    }
  }

  /** Runs `work` busy, with the error kept for the page; answers undefined when it failed. */
  protected async run<T>(work: () => Promise<T>): Promise<T | undefined> {
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      return await work();
    } catch (err) {
      runInAction(() => {
        this.error = err instanceof Error ? err.message : 'Something went wrong. Try again.';
        if (isApiError(err) && err.code === ErrorCode.FreeLimitReached && !this.signedIn) {
          this.limitReached = true;
          if (this.quota) this.quota = { ...this.quota, remaining: 0 };
        }
      });
      return undefined;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
