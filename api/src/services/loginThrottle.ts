/**
 * The per-account login limit (OWASP ASVS 2.2.1): wrong passwords are
 * counted per email across every address and API process (in the
 * database). From the Nth within the window on, each attempt must wait a
 * doubling delay after the last failure — refused with 429 and Retry-After
 * before the password is even checked, so guessing during the delay is
 * useless. Nothing is locked for good: the delay is capped, failures age
 * out of the window, and a successful login clears them. The first time an
 * account crosses the threshold in a window its owner gets a mail.
 */
import type { AppServices } from '../context';
import { RateLimited } from '../errors';
import { LoginFailure, type LoginFailureDoc } from '../models/LoginFailure';
import { User, type UserDoc } from '../models/User';
import { claimOnce } from './claims';
import { loginFailuresMail } from './mailTemplates';

const limits = (services: AppServices) => services.config.rateLimits;

/** The failures of `email` within the window, newest first. */
async function recentFailures(services: AppServices, email: string, now: Date): Promise<LoginFailureDoc[]> {
  const since = new Date(now.getTime() - limits(services).loginFailureWindowMs);
  return LoginFailure.find({ email, at: { $gte: since } })
    .sort({ at: -1 })
    .limit(200)
    .lean<LoginFailureDoc[]>();
}

/** Milliseconds to wait after the last failure once `failures` are counted (0 below the threshold). */
export function loginDelayMs(failures: number, threshold: number, maxMs: number): number {
  if (threshold <= 0 || failures < threshold) return 0;
  return Math.min(maxMs, 1000 * 2 ** Math.min(30, failures - threshold));
}

/** Refuses (429, Retry-After) an attempt on `email` while its delay runs. */
export async function assertLoginAllowed(services: AppServices, email: string, now = new Date()) {
  const { loginFailuresBeforeDelay: threshold, loginDelayMaxMs } = limits(services);
  if (threshold <= 0) return;
  const failures = await recentFailures(services, email, now);
  const delay = loginDelayMs(failures.length, threshold, loginDelayMaxMs);
  const last = failures[0]?.at.getTime() ?? 0;
  const waitMs = last + delay - now.getTime();
  if (delay > 0 && waitMs > 0) {
    throw RateLimited({ reason: 'login-delay', retryAfter: Math.ceil(waitMs / 1000) });
  }
}

/** Records a wrong password for `email` from `ip`; mails the owner when the account first crosses the threshold. */
export async function recordLoginFailure(services: AppServices, email: string, ip: string, now = new Date()) {
  const { loginFailuresBeforeDelay: threshold, loginFailureWindowMs } = limits(services);
  if (threshold <= 0) return;
  await LoginFailure.deleteMany({ email, expiresAt: { $lte: now } });
  await LoginFailure.create({
    email,
    ip,
    at: now,
    expiresAt: new Date(now.getTime() + loginFailureWindowMs),
  });
  const failures = await recentFailures(services, email, now);
  if (failures.length < threshold) return;
  // Once per account and window, whoever records the crossing first.
  const window = Math.floor(now.getTime() / loginFailureWindowMs);
  if (!(await claimOnce(`login-alert:${email}:${window}`, now))) return;
  const user = await User.findOne({ email }).select('email').lean<UserDoc>();
  if (!user) return;
  const addresses = new Set(failures.map((f) => f.ip)).size;
  await services.mailer.send(
    loginFailuresMail(
      user.email,
      `${services.config.publicUrl}/forgot-password`,
      failures.length,
      addresses,
      now,
    ),
  );
}

/** A successful login: the count starts again. */
export async function clearLoginFailures(email: string) {
  await LoginFailure.deleteMany({ email });
}
