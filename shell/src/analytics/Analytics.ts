import { type AnalyticsEvent, analyticsEvents } from '@inkpress/shared-core';
import type { ShellAnalytics } from '@inkpress/shared-ui';
import { reaction } from 'mobx';
import type { ConsentStore } from './ConsentStore';

/** The body of POST /api/op/track. */
export interface TrackPayload {
  event: AnalyticsEvent;
  location: string;
  source: string;
  userId?: string;
}

interface Dependencies {
  consent: ConsentStore;
  /** Sends one event; failures are dropped (analytics never breaks the page). */
  send: (payload: TrackPayload) => Promise<unknown>;
  /** The signed-in user's id, if any. */
  userId: () => string | undefined;
  /** The current path. */
  location: () => string;
}

/** Events kept while the visitor has not chosen yet; older ones are dropped beyond this. */
export const MAX_QUEUED_EVENTS = 20;

/**
 * A tiny analytics module: nothing goes out before consent. Until the
 * visitor chooses, events wait in a short queue; accepting sends them,
 * rejecting drops them and every later one.
 */
export class Analytics implements ShellAnalytics {
  private queue: TrackPayload[] = [];
  private readonly stop: () => void;

  constructor(private readonly deps: Dependencies) {
    this.stop = reaction(
      () => deps.consent.choice,
      (choice) => {
        const queued = this.queue;
        this.queue = [];
        if (choice === 'accepted') for (const payload of queued) this.deliver(payload);
      },
    );
  }

  track(event: AnalyticsEvent, data: { source: string; location?: string }): void {
    const userId = this.deps.userId();
    const payload: TrackPayload = {
      event,
      location: data.location ?? this.deps.location(),
      source: data.source,
      ...(userId ? { userId } : {}),
    };
    const { choice } = this.deps.consent;
    if (choice === 'accepted') this.deliver(payload);
    else if (choice === undefined) this.queue = [...this.queue, payload].slice(-MAX_QUEUED_EVENTS);
  }

  upgradeClick(source: string): void {
    this.track(analyticsEvents.upgradeClick, { source });
  }

  /** Events waiting for a choice (for tests and debugging). */
  get pending(): readonly TrackPayload[] {
    return this.queue;
  }

  dispose(): void {
    this.stop();
  }

  private deliver(payload: TrackPayload) {
    this.deps.send(payload).catch(() => undefined);
  }
}
