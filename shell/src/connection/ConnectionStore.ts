import type { ApiError } from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';

export type ConnectionState = 'online' | 'reconnecting' | 'restored';

export interface ConnectionOptions {
  /** Asks the API whether it is back (GET /api/status); resolves when it is. */
  probe: () => Promise<unknown>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** First wait before asking again when the server gave no Retry-After. */
export const FIRST_RETRY_S = 2;
/** The longest wait between two probes. */
export const MAX_RETRY_S = 30;
/** How long "Connection restored" stays up. */
export const RESTORED_NOTICE_MS = 4000;

/**
 * Whether the API can be reached. A request that got no answer, or an answer
 * that the API is reconnecting to its database (the client's
 * 'connection-lost'), turns it to 'reconnecting': from then on it asks
 * GET /api/status after the server's Retry-After, then with a doubling wait
 * up to MAX_RETRY_S, until the API answers; then it says 'restored' for a
 * moment and goes back to 'online'. Every second of the wait is counted down
 * so the banner can say when it tries next; "Try now" asks at once.
 */
export class ConnectionStore {
  state: ConnectionState = 'online';
  /** Seconds until the next probe while reconnecting. */
  secondsLeft = 0;
  /** Probes that failed since the connection was lost. */
  failedProbes = 0;
  probing = false;
  private waitS = FIRST_RETRY_S;
  private timer: unknown;
  private readonly setTimer: NonNullable<ConnectionOptions['setTimer']>;
  private readonly clearTimer: NonNullable<ConnectionOptions['clearTimer']>;

  constructor(private readonly options: ConnectionOptions) {
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    makeAutoObservable<ConnectionStore, 'options' | 'timer' | 'setTimer' | 'clearTimer' | 'waitS'>(this, {
      options: false,
      timer: false,
      setTimer: false,
      clearTimer: false,
      waitS: false,
    });
  }

  /** The API client lost the connection (or the API its database). */
  lost(error?: ApiError) {
    if (this.state === 'reconnecting') return;
    const hint = (error?.data as { retryAfter?: unknown } | undefined)?.retryAfter;
    this.state = 'reconnecting';
    this.failedProbes = 0;
    this.waitS = typeof hint === 'number' && hint > 0 ? Math.min(hint, MAX_RETRY_S) : FIRST_RETRY_S;
    this.countDown(this.waitS);
  }

  /** Asks the API now instead of waiting for the countdown. */
  retryNow() {
    if (this.state !== 'reconnecting' || this.probing) return;
    this.stopTimer();
    void this.probe();
  }

  dispose() {
    this.stopTimer();
  }

  private countDown(seconds: number) {
    this.stopTimer();
    this.secondsLeft = seconds;
    if (seconds <= 0) {
      void this.probe();
      return;
    }
    this.timer = this.setTimer(() => runInAction(() => this.countDown(seconds - 1)), 1000);
  }

  private async probe() {
    this.probing = true;
    try {
      await this.options.probe();
      runInAction(() => {
        this.probing = false;
        this.state = 'restored';
        this.secondsLeft = 0;
        this.timer = this.setTimer(
          () =>
            runInAction(() => {
              if (this.state === 'restored') this.state = 'online';
            }),
          RESTORED_NOTICE_MS,
        );
      });
    } catch {
      runInAction(() => {
        this.probing = false;
        this.failedProbes += 1;
        this.waitS = Math.min(this.waitS * 2, MAX_RETRY_S);
        this.countDown(this.waitS);
      });
    }
  }

  private stopTimer() {
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
  }
}
