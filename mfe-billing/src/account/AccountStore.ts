import type { LoadStatus } from '@inkpress/shared-ui';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountApi, AccountDetails } from './api';
import { explainError } from './errors';
import { loadInto } from './loadInto';

/** The signed-in user's details the settings screen needs: email, verification, role and team. */
export class AccountStore {
  details: AccountDetails | null = null;
  status: LoadStatus = 'idle';
  loadError = '';
  /** The state of "send me a new verification link". */
  verification: 'idle' | 'sending' | 'sent' | 'failed' = 'idle';
  verificationError = '';

  private readonly api: AccountApi;

  constructor(api: AccountApi) {
    this.api = api;
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get isOwner(): boolean {
    return (this.details?.role ?? 'Owner') === 'Owner';
  }

  load() {
    return loadInto(
      this,
      () => this.api.me(),
      (details) => {
        this.details = details;
      },
    );
  }

  async requestVerification() {
    if (this.verification === 'sending') return;
    this.verification = 'sending';
    this.verificationError = '';
    try {
      const result = await this.api.requestVerification();
      runInAction(() => {
        this.verification = 'sent';
        if (result.verified && this.details) this.details.emailVerified = true;
      });
    } catch (err) {
      runInAction(() => {
        this.verification = 'failed';
        this.verificationError = explainError(err, {
          RateLimitError: 'We sent a link a moment ago. Wait a few minutes before asking again.',
        }).message;
      });
    }
  }

  reset() {
    this.details = null;
    this.status = 'idle';
    this.loadError = '';
    this.verification = 'idle';
    this.verificationError = '';
  }
}
