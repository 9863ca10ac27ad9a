import { makeAutoObservable, runInAction } from 'mobx';
import type { RequestStatus } from '../../stores';

/**
 * One thing a store loads, with SPEC §4's statuses: idle → loading →
 * success or failure. What was loaded stays while it loads again (and when
 * that fails); only the latest load's answer counts, and starting another
 * load aborts the request of the one before. A store holds one per thing it
 * loads and passes the call to `load`:
 *
 * ```ts
 * readonly list = new Loadable<Folder[]>([]);
 * load(signal?: AbortSignal) {
 *   return this.list.load((s) => this.api.list(s), signal);
 * }
 * ```
 */
export class Loadable<T> {
  status: RequestStatus = 'idle';
  value: T;
  error: unknown = null;
  /** True once an answer has arrived (the value is no longer the initial one). */
  loaded = false;
  private latest = 0;
  private controller: AbortController | null = null;

  constructor(private readonly initial: T) {
    this.value = initial;
    makeAutoObservable<Loadable<T>, 'initial' | 'latest' | 'controller'>(
      this,
      { initial: false, latest: false, controller: false },
      { autoBind: true },
    );
  }

  /**
   * Loads through `fetch`, which gets a signal to pass to its request. The
   * answer is ignored when `signal` (the caller's: a screen going away)
   * aborts, when `abort` or `reset` is called, or when a later load starts.
   */
  async load(fetch: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<void> {
    const request = ++this.latest;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const follow = () => controller.abort();
    if (signal?.aborted) controller.abort();
    else signal?.addEventListener('abort', follow, { once: true });
    this.status = 'loading';
    this.error = null;
    const current = () => request === this.latest && !controller.signal.aborted;
    try {
      const value = await fetch(controller.signal);
      if (!current()) return;
      runInAction(() => {
        this.value = value;
        this.loaded = true;
        this.status = 'success';
      });
    } catch (error) {
      if (!current()) return;
      runInAction(() => {
        this.error = error;
        this.status = 'failure';
      });
    } finally {
      signal?.removeEventListener('abort', follow);
      if (this.controller === controller) this.controller = null;
    }
  }

  /** Replaces the value (after a change the server confirmed). */
  set(value: T): void {
    this.value = value;
  }

  /** Aborts the load in flight (the screen or popup went away): its answer is ignored, the status stays. */
  abort(): void {
    this.controller?.abort();
  }

  /** Back to idle with the initial value (e.g. before loading something else). */
  reset(): void {
    this.abort();
    this.latest++;
    this.status = 'idle';
    this.value = this.initial;
    this.error = null;
    this.loaded = false;
  }
}
