import type { CalendarItemView } from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import { browserTimeZone } from './AutoblogStore';
import type { AutoblogApi } from './autoblogApi';

export type CalendarMode = 'month' | 'week';

const DAY_MS = 86_400_000;

/** The local date (in the browser's zone) as YYYY-MM-DD. */
export function dayKey(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Midnight of the local day, `days` on (calendar days, so a DST change does not drift). */
function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Monday of the week of `date`. */
function startOfWeek(date: Date): Date {
  const shift = (date.getDay() + 6) % 7;
  return addDays(date, -shift);
}

/**
 * The calendar's state: month or week view around an anchor day, the items
 * of the range shown (autoblog slots and scheduled publishes), and cancel.
 * Times are the user's: the browser's time zone, named on the screen.
 */
export class CalendarStore {
  mode: CalendarMode = 'month';
  anchor: Date;
  items: CalendarItemView[] = [];
  loading = false;
  loaded = false;
  error: unknown = null;
  cancelling: string | null = null;
  readonly timeZone = browserTimeZone();
  private controller: AbortController | null = null;

  constructor(
    private readonly api: AutoblogApi,
    today: Date = new Date(),
  ) {
    this.anchor = new Date(today.getFullYear(), today.getMonth(), today.getDate());
    makeAutoObservable<CalendarStore, 'api' | 'controller'>(
      this,
      { api: false, controller: false, timeZone: false },
      { autoBind: true },
    );
  }

  /** The days shown: six weeks from the Monday before the 1st (month), or one week (week). */
  get days(): Date[] {
    const first =
      this.mode === 'month'
        ? startOfWeek(new Date(this.anchor.getFullYear(), this.anchor.getMonth(), 1))
        : startOfWeek(this.anchor);
    const count = this.mode === 'month' ? 42 : 7;
    return Array.from({ length: count }, (_, i) => addDays(first, i));
  }

  get range(): { from: Date; to: Date } {
    const days = this.days;
    return { from: days[0]!, to: addDays(days[days.length - 1]!, 1) };
  }

  /** The items of each local day. */
  get byDay(): Map<string, CalendarItemView[]> {
    const map = new Map<string, CalendarItemView[]>();
    for (const item of this.items) {
      const key = dayKey(new Date(item.at));
      const list = map.get(key) ?? [];
      list.push(item);
      map.set(key, list);
    }
    return map;
  }

  get title(): string {
    if (this.mode === 'month')
      return this.anchor.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
    const { from, to } = this.range;
    const last = new Date(to.getTime() - DAY_MS / 2);
    const f = from.toLocaleDateString('en-US', { day: 'numeric', month: 'short' });
    const l = last.toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' });
    return `${f} – ${l}`;
  }

  async load() {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.loading = true;
    const { from, to } = this.range;
    try {
      const view = await this.api.calendar(from.toISOString(), to.toISOString(), controller.signal);
      runInAction(() => {
        this.items = view.data;
        this.error = null;
        this.loaded = true;
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.error = error;
        this.loaded = true;
      });
    } finally {
      runInAction(() => {
        if (this.controller === controller) this.loading = false;
      });
    }
  }

  setMode(mode: CalendarMode) {
    if (this.mode === mode) return;
    this.mode = mode;
    void this.load();
  }

  move(step: -1 | 1) {
    this.anchor =
      this.mode === 'month'
        ? new Date(this.anchor.getFullYear(), this.anchor.getMonth() + step, 1)
        : addDays(this.anchor, 7 * step);
    void this.load();
  }

  today(now: Date = new Date()) {
    this.anchor = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    void this.load();
  }

  /** Cancels an item; it leaves the calendar at once. */
  async cancel(id: string) {
    this.cancelling = id;
    try {
      await this.api.cancel(id);
      runInAction(() => {
        this.items = this.items.filter((i) => i.id !== id);
      });
    } finally {
      runInAction(() => {
        this.cancelling = null;
      });
    }
  }

  stop() {
    this.controller?.abort();
  }
}

/** An item's time in the user's zone ("09:00"). */
export function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}
