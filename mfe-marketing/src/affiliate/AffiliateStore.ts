/**
 * The affiliate programme of the signed-in member (/affiliate): their link
 * and earnings (GET /api/affiliate), joining (POST /api/affiliate). The
 * store owns its calls; the page only renders it.
 */
import { AffiliateView, type ApiClient, ApiError } from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';

export type AffiliateStatus = 'idle' | 'loading' | 'ready' | 'joining' | 'failed';

export class AffiliateStore {
  status: AffiliateStatus = 'idle';
  view: AffiliateView | null = null;
  error: string | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const view = await this.api.get('/api/affiliate', { schema: AffiliateView });
      runInAction(() => {
        this.view = view;
        this.status = 'ready';
      });
    } catch (err) {
      this.fail(err, 'Your affiliate programme could not be loaded.');
    }
  }

  async join(): Promise<void> {
    this.status = 'joining';
    this.error = null;
    try {
      const view = await this.api.post('/api/affiliate', {}, { schema: AffiliateView });
      runInAction(() => {
        this.view = view;
        this.status = 'ready';
      });
    } catch (err) {
      this.fail(err, 'You could not join just now. Please try again.');
    }
  }

  private fail(err: unknown, fallback: string): void {
    runInAction(() => {
      this.status = 'failed';
      this.error = err instanceof ApiError && err.message ? err.message : fallback;
    });
  }
}

/** Cents as money: "$8.70". */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** "2026-11" → "Nov 2026". */
export function formatMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 1)).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
