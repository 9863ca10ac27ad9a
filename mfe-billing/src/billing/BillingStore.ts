import type { LoadStatus } from '@inkpress/shared-ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { explainError } from '../account/errors';
import type { BillingApi, BillingSummary } from './api';

export const LEDGER_PAGE = 10;

/** The billing screen's data: the plan, meters, usage per day and a page of the ledger. */
export class BillingStore {
  summary: BillingSummary | null = null;
  status: LoadStatus = 'idle';
  error = '';
  offset = 0;
  /** The portal is opening. */
  opening = false;

  private readonly api: BillingApi;

  constructor(api: BillingApi) {
    this.api = api;
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get ledgerPages(): number {
    return Math.max(1, Math.ceil((this.summary?.ledger.total ?? 0) / LEDGER_PAGE));
  }

  get ledgerPage(): number {
    return Math.floor(this.offset / LEDGER_PAGE) + 1;
  }

  /** The summary; keeps what is shown while it reloads. */
  async load(offset = this.offset) {
    if (!this.summary) this.status = 'loading';
    this.error = '';
    try {
      const summary = await this.api.summary({ offset, limit: LEDGER_PAGE });
      runInAction(() => {
        this.summary = summary;
        this.offset = offset;
        this.status = 'success';
      });
    } catch (err) {
      runInAction(() => {
        this.error = explainError(err).message;
        if (!this.summary) this.status = 'failure';
      });
    }
  }

  nextPage() {
    if (this.ledgerPage < this.ledgerPages) void this.load(this.offset + LEDGER_PAGE);
  }

  previousPage() {
    if (this.offset > 0) void this.load(Math.max(0, this.offset - LEDGER_PAGE));
  }

  /**
   * After Stripe sends the browser back, the webhook may still be on its way:
   * reload a few times until the plan changes (or give up quietly).
   */
  async awaitPlanChange(previousKey: string | null, attempts = 5, delayMs = 1500) {
    for (let i = 0; i < attempts; i++) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await this.load(0);
      if (this.summary && this.summary.plan.planKey !== previousKey) return true;
    }
    return false;
  }

  reset() {
    this.summary = null;
    this.status = 'idle';
    this.error = '';
    this.offset = 0;
    this.opening = false;
  }
}
