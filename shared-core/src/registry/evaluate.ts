import { rolloutBucket } from './hash';
import type { RolloutFlags } from './schema';

export interface Visitor {
  /** The user id when signed in, otherwise the anonymous visitor id from the cookie. */
  id: string;
  /** True when `id` is a signed-in user's id. */
  signedIn: boolean;
  /** The plan tier of a signed-in user. */
  plan?: string;
}

/**
 * Whether a visitor gets a remote: never when disabled; always when their user
 * id or plan is allow-listed; otherwise when their stable bucket falls under
 * the rollout percentage.
 */
export function isRemoteActive(name: string, flags: RolloutFlags, visitor: Visitor): boolean {
  if (!flags.enabled) return false;
  if (visitor.signedIn && flags.allowUserIds.includes(visitor.id)) return true;
  if (visitor.signedIn && visitor.plan && flags.allowPlans.includes(visitor.plan)) return true;
  if (flags.percentage >= 100) return true;
  if (flags.percentage <= 0) return false;
  return rolloutBucket(name, visitor.id) < flags.percentage;
}
