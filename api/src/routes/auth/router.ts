import Router from '@koa/router';
import type { Context } from 'koa';
import type { Config } from '../../config';
import { AuthenticationRequired } from '../../errors';
import { authInfo, authUser, requireUser } from '../../middlewares/auth';
import { clearSessionCookies, setSessionCookies } from '../../middlewares/csrf';
import { authRateLimit } from '../../middlewares/rateLimit';
import { clearReferral, referralOf } from '../../middlewares/referral';
import { readInput } from '../../middlewares/validate';
import type { UserDoc } from '../../models/User';
import { presentSession } from '../../presenters/session';
import { changePassword, registerAccount, signInWithPassword } from '../../services/accounts';
import { attributeSignup } from '../../services/affiliates';
import {
  forgotPassword,
  requestEmailVerification,
  resetPassword,
  verifyEmail,
} from '../../services/emailKeys';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../../services/loginThrottle';
import { createSession, revokeSession } from '../../services/sessions';
import * as T from './schema';

const client = (ctx: Context) => ({ ip: ctx.ip, userAgent: ctx.get('User-Agent') });

/** Starts a session; the browser gets cookies, an API client (tokenType 'bearer') the token. */
async function startSession(ctx: Context, user: UserDoc, tokenType: 'cookie' | 'bearer') {
  const { token, expiresAt, session } = await createSession(ctx.services, user, client(ctx));
  if (tokenType === 'bearer')
    return { ...presentSession(session), token, expiresAt: expiresAt.toISOString() };
  setSessionCookies(ctx, token, expiresAt);
  return presentSession(session);
}

/**
 * The affiliate whose link brought this browser gets the new account
 * (issue 14). The account exists already: a failure here is logged, never
 * the sign-up's.
 */
async function attributeReferral(ctx: Context, user: UserDoc): Promise<void> {
  const code = referralOf(ctx);
  if (!code) return;
  try {
    await attributeSignup({ id: String(user._id), teamId: String(user.teamId), email: user.email }, code);
    clearReferral(ctx);
  } catch (err) {
    ctx.state.log?.warn({ err }, 'referral not attributed');
  }
}

/** Register, sign in and out, the session, passwords and email verification. */
export function authRouter(_config: Config) {
  const router = new Router({ prefix: '/auth' });

  router.post('/register', authRateLimit('register'), async (ctx) => {
    const { body } = readInput(ctx, { body: T.RegisterBody });
    const user = await registerAccount(ctx.services, body, client(ctx));
    await attributeReferral(ctx, user);
    ctx.status = 201;
    ctx.body = { data: await startSession(ctx, user, body.tokenType) };
  });

  router.post('/login', authRateLimit('login'), async (ctx) => {
    const { body } = readInput(ctx, { body: T.LoginBody });
    // The per-account limit: during its delay the password is not even checked.
    try {
      await assertLoginAllowed(ctx.services, body.email);
    } catch (err) {
      const retryAfter = (err as { data?: { retryAfter?: number } }).data?.retryAfter;
      if (retryAfter) ctx.set('Retry-After', String(retryAfter));
      throw err;
    }
    let user: Awaited<ReturnType<typeof signInWithPassword>>;
    try {
      user = await signInWithPassword(body.email, body.password);
    } catch (err) {
      if ((err as { status?: number }).status === 401)
        await recordLoginFailure(ctx.services, body.email, ctx.ip);
      throw err;
    }
    await clearLoginFailures(body.email);
    ctx.body = { data: await startSession(ctx, user, body.tokenType) };
  });

  router.post('/logout', async (ctx) => {
    readInput(ctx, { body: T.EmptyBody });
    const token = authInfo(ctx)?.token;
    if (token) await revokeSession(ctx.services, token);
    clearSessionCookies(ctx);
    ctx.body = { data: { signedOut: true } };
  });

  router.get('/session', async (ctx) => {
    const session = authInfo(ctx)?.session;
    if (!session) throw AuthenticationRequired();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: presentSession(session) };
  });

  router.post('/change-password', authRateLimit('change-password'), requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.ChangePasswordBody });
    await changePassword(ctx.services, authUser(ctx), authInfo(ctx), body);
    ctx.body = { data: { changed: true } };
  });

  router.post('/verify-email/request', authRateLimit('verify-email-request'), requireUser, async (ctx) => {
    readInput(ctx, { body: T.EmptyBody });
    ctx.body = { data: await requestEmailVerification(ctx.services, authUser(ctx).id) };
  });

  router.post('/verify-email', authRateLimit('verify-email'), async (ctx) => {
    const { body } = readInput(ctx, { body: T.VerifyEmailBody });
    ctx.body = { data: await verifyEmail(body.key) };
  });

  router.post('/forgot-password', authRateLimit('forgot-password'), async (ctx) => {
    const { body } = readInput(ctx, { body: T.ForgotPasswordBody });
    await forgotPassword(ctx.services, body.email);
    ctx.body = { data: { sent: true } };
  });

  router.post('/reset-password', authRateLimit('reset-password'), async (ctx) => {
    const { body } = readInput(ctx, { body: T.ResetPasswordBody });
    await resetPassword(ctx.services, body.key, body.password);
    ctx.body = { data: { reset: true } };
  });

  return router;
}
