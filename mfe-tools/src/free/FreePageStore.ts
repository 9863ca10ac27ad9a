/**
 * What every public free page shares: who is using it (a visitor under the
 * daily quota, or a signed-in user charged in the account), what is left of
 * the visitor's quota, and the last error — 429 RateLimitError with the
 * quota's data once the quota is used up (issue 13), which the shell answers
 * with the sign-up popup and the page with an invitation to sign up and when
 * the quota comes back.
 */
import { type FreePage, type FreeQuotaView, isVisitorQuota, quotaUsedUpOf } from '@inkpress/shared-core';
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
        const used = quotaUsedUpOf(err);
        if (isVisitorQuota(used) && !this.signedIn) {
          this.limitReached = true;
          this.quota = this.quota
            ? { ...this.quota, remaining: 0, resetsAt: used.resetsAt }
            : { page: this.page, limit: used.limit, remaining: 0, resetsAt: used.resetsAt };
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
