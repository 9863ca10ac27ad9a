import type { ApiClient } from '@inkpress/shared-core';
import type { ActivePromotion, LoadStatus, PromotionType } from '@inkpress/shared-ui';
import { makeAutoObservable, observable, runInAction } from 'mobx';

/** Where a promotion shows (SPEC §1): each has its own close button. */
export type PromotionSurface = 'top-bar' | 'dashboard-banner' | 'pricing-strip';

const types: readonly PromotionType[] = ['christmas', 'special-discount'];

/** The active-promotion answer, checked: a known type and a real end date, or null. */
export function parseActivePromotion(value: unknown): ActivePromotion | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, endDate } = value as { type?: unknown; endDate?: unknown };
  if (typeof type !== 'string' || !(types as readonly string[]).includes(type)) return null;
  if (typeof endDate !== 'string' || Number.isNaN(new Date(endDate).getTime())) return null;
  return { type: type as PromotionType, endDate };
}

/**
 * The running promotion (GET /api/promotions/active), loaded once, and which
 * surfaces the visitor closed: closed stays closed until the page reloads.
 */
export class PromotionStore {
  status: LoadStatus = 'idle';
  active: ActivePromotion | null = null;
  readonly dismissed = observable.set<PromotionSurface>();
  private pending: Promise<void> | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<PromotionStore, 'api' | 'pending'>(this, { api: false, pending: false });
  }

  load(): Promise<void> {
    if (this.pending) return this.pending;
    this.status = 'loading';
    this.pending = this.fetch();
    return this.pending;
  }

  private async fetch() {
    try {
      const data = await this.api.get<unknown>('/api/promotions/active');
      runInAction(() => {
        this.active = parseActivePromotion(data);
        this.status = 'success';
      });
    } catch {
      runInAction(() => {
        this.active = null;
        this.status = 'failure';
      });
    }
  }

  dismiss(surface: PromotionSurface): void {
    this.dismissed.add(surface);
  }

  isDismissed(surface: PromotionSurface): boolean {
    return this.dismissed.has(surface);
  }

  /** Logout and auth-expired: forget the answer and ask again; closed surfaces stay closed until reload. */
  reset(): void {
    this.active = null;
    this.status = 'idle';
    this.pending = null;
    void this.load();
  }
}
