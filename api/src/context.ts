/**
 * What every request can reach through `ctx.services`: the validated config
 * and the per-process services built once in `createApp`.
 */
import type { Config } from './config';
import type { Mailer } from './services/mailer';
import type { RateLimitStore } from './services/rateLimit';
import type { SessionCache } from './services/sessionCache';
import type { QuotaStore } from './services/tools/quotaStore';

export interface AppServices {
  config: Config;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  /** The daily quotas' counters (visitors' free runs, partners' runs): in Redis with REDIS_URL. */
  quotas: QuotaStore;
  sessionCache: SessionCache;
  /** Closes what the services hold open (the shared state's Redis connections); the app is done. */
  close?: () => Promise<void>;
}

declare module 'koa' {
  interface DefaultContext {
    services: AppServices;
  }
}
