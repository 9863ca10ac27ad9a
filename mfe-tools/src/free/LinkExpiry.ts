/**
 * When a visitor's result stops being there: the free pages answer a
 * visitor's restored image or music as short-lived signed links, deleted
 * when they run out. The page says until when the result can be downloaded,
 * and once that time has passed it says the result has expired instead of
 * offering links that open nothing.
 */
import { action, makeObservable, observable } from 'mobx';

export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Browsers run a timeout of more than 2^31-1 ms at once; a link never lives that long anyway. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export class LinkExpiry {
  /** When the links stop working; null: they do not (a signed-in user's files). */
  expiresAt: Date | null = null;
  expired = false;
  private timer: unknown = null;

  constructor(private readonly timers: Timers = realTimers) {
    makeObservable(this, { expiresAt: observable, expired: observable, track: action, expire: action });
  }

  /** Follows the links of a new result (`at`: ISO), or none. */
  track(at: string | null) {
    this.stop();
    this.expiresAt = at ? new Date(at) : null;
    this.expired = false;
    if (!this.expiresAt) return;
    const left = this.expiresAt.getTime() - this.timers.now();
    if (left <= 0) this.expired = true;
    else this.timer = this.timers.setTimeout(() => this.expire(), Math.min(left, MAX_TIMEOUT_MS));
  }

  expire() {
    this.timer = null;
    this.expired = true;
  }

  /** Stops following (the page is left). */
  stop() {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  /** "until 14:05", in the visitor's own clock. */
  get until(): string | null {
    return this.expiresAt
      ? this.expiresAt.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
      : null;
  }
}
