/**
 * Fixed-window request counters. The store is an interface so a shared one
 * (Redis, MongoDB) can replace the in-memory default when the API runs as
 * several processes; each process then enforces the same window.
 */
export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
}

export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit> | RateLimitHit;
}

/** One process's counters; expired windows are swept as time passes, so memory stays bounded by traffic. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitHit>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, windowMs: number): RateLimitHit {
    const now = this.now();
    if (now >= this.nextSweep) this.sweep(now, windowMs);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs };
      this.windows.set(key, fresh);
      return { ...fresh };
    }
    current.count += 1;
    return { ...current };
  }

  get size() {
    return this.windows.size;
  }

  private sweep(now: number, windowMs: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    this.nextSweep = now + Math.min(windowMs, 60_000);
  }
}
