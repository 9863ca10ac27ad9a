import { type ApiClient, isVisitorQuota, popupOwners, quotaUsedUpOf } from '@inkpress/shared-core';
import type { ShellApi, UpgradeOptions } from '@inkpress/shared-ui';
import { reaction } from 'mobx';
import type { ComponentType } from 'react';
import { Analytics } from '../analytics/Analytics';
import { ConsentStore } from '../analytics/ConsentStore';
import { createShellApiClient } from '../api/createShellApiClient';
import { ConnectionStore } from '../connection/ConnectionStore';
import { ErrorReporter } from '../errors/ErrorReporter';
import { RemotesStore } from '../federation/RemotesStore';
import type { RegistryResult } from '../federation/registry';
import { PopupStore } from '../popups/PopupStore';
import { PromotionStore } from '../promotions/PromotionStore';
import { SessionStore } from '../session/SessionStore';
import { ResetRegistry } from './ResetRegistry';

export interface ShellStores {
  api: ApiClient;
  remotes: RemotesStore;
  session: SessionStore;
  popups: PopupStore;
  promotions: PromotionStore;
  consent: ConsentStore;
  analytics: Analytics;
  errors: ErrorReporter;
  resets: ResetRegistry;
  /** Whether the API can be reached; the banner above every screen says when it cannot. */
  connection: ConnectionStore;
  /** What remotes get through shared-ui's ShellProvider. */
  shellApi: ShellApi;
  /** Logout and auth-expired: every store back to a signed-out start, the remotes' too. */
  resetAll(): void;
}

export interface ShellOptions {
  api?: ApiClient;
  remotes?: RemotesStore;
  consentStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  location?: () => { pathname: string; search: string };
  clientVersion?: string;
  /** Full-page navigation (the lifetime-deal page). */
  assign?: (url: string) => void;
  /** Evaluates the remote registry again (GET /api/remotes): called when the signed-in user changes. */
  reloadRegistry?: () => Promise<RegistryResult>;
}

/** Only http(s) addresses leave the app through `upgrade`. */
function isHttpUrl(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.origin).protocol);
  } catch {
    return false;
  }
}

/**
 * Builds the shell's stores and the ShellApi remotes use, wired together:
 * the API client's auth-expired resets everything, too-many-requests
 * opens the rate-limit popup (a visitor's used-up daily quota: the sign-up
 * offer of limit-reached instead) and connection-lost the reconnecting banner; opening a popup loads its owning remote.
 * `PromotionStrip` is the pricing strip component (passed in so this module
 * stays free of React components).
 */
export function createShell(
  options: ShellOptions = {},
  components: { PromotionStrip?: (stores: ShellStores) => ComponentType } = {},
): ShellStores {
  const location =
    options.location ?? (() => ({ pathname: window.location.pathname, search: window.location.search }));
  const api = options.api ?? createShellApiClient(options.clientVersion);
  const remotes = options.remotes ?? new RemotesStore();
  const resets = new ResetRegistry();
  const popups = new PopupStore((type) => remotes.ensureLoaded(popupOwners[type]));
  const session = new SessionStore({ api, location, resetAll: () => stores.resetAll() });
  const promotions = new PromotionStore(api);
  const consent = new ConsentStore(options.consentStorage);
  const analytics = new Analytics({
    consent,
    send: (payload) => api.post('/api/op/track', payload),
    userId: () => session.user?.id,
    location: () => location().pathname,
  });
  const errors = new ErrorReporter({
    send: (payload) => api.post('/api/errors', payload),
    clientVersion: options.clientVersion ?? __APP_VERSION__,
    url: () => `${location().pathname}${location().search}`,
  });
  const connection = new ConnectionStore({ probe: () => api.get('/api/status') });
  const assign = options.assign ?? ((url: string) => window.location.assign(url));

  // The shell's own resets run first, then the remotes' (registered later through onReset).
  resets.add(() => popups.clear());
  resets.add(() => session.reset());
  resets.add(() => promotions.reset());

  let Strip: ComponentType = () => null;
  const shellApi: ShellApi = {
    session,
    popups,
    api,
    onReset: (reset) => resets.add(reset),
    promotions: {
      get status() {
        return promotions.status;
      },
      get active() {
        return promotions.active;
      },
      get Strip() {
        return Strip;
      },
    },
    analytics,
    upgrade(source: string, upgradeOptions: UpgradeOptions = {}) {
      analytics.upgradeClick(source);
      if (upgradeOptions.externalUrl && isHttpUrl(upgradeOptions.externalUrl)) {
        assign(upgradeOptions.externalUrl);
      } else {
        popups.open('upgrade', { source });
      }
    },
  };

  const stores: ShellStores = {
    api,
    remotes,
    session,
    popups,
    promotions,
    consent,
    analytics,
    errors,
    resets,
    connection,
    shellApi,
    resetAll: () => resets.resetAll(),
  };

  api.on('auth-expired', () => stores.resetAll());
  api.on('connection-lost', (error) => connection.lost(error));
  api.on('too-many-requests', (error) => {
    // A visitor's used-up daily quota (issue 13) is a 429 RateLimitError too, but waiting a
    // moment does not help: it gets the one sign-up offer, with when the quota comes back.
    const quota = quotaUsedUpOf(error);
    if (isVisitorQuota(quota) && !session.user) {
      const { pathname, search } = location();
      popups.open('limit-reached', {
        message: error.message,
        resetsAt: quota.resetsAt,
        from: `${pathname}${search}`,
      });
      return;
    }
    const retryAfter = (error.data as { retryAfter?: unknown } | undefined)?.retryAfter;
    popups.open('rate-limit', typeof retryAfter === 'number' && !quota ? { retryAfter } : {});
  });

  // Rollouts name users and plans: once the session has settled, a sign-in, a sign-out or another
  // user re-evaluates the registry, so a remote limited to some users appears (or goes) at once.
  const reloadRegistry = options.reloadRegistry;
  if (reloadRegistry) {
    reaction(
      () => (session.status === 'success' ? (session.user?.id ?? null) : undefined),
      (id, previous) => {
        if (id === undefined || previous === undefined) return;
        void reloadRegistry()
          .then((registry) => remotes.update(registry))
          .catch(() => undefined);
      },
    );
  }

  if (components.PromotionStrip) Strip = components.PromotionStrip(stores);
  return stores;
}
