import { AFFILIATE_COOKIE_DAYS } from '@inkpress/shared-core';
import type { Context } from 'koa';
import { secureCookies } from './csrf';

/** The first-party cookie that remembers which affiliate's link a visitor came with (issue 14). */
export const REFERRAL_COOKIE = 'inkpress_ref';

/** Remembers the affiliate's code for 60 days. */
export function setReferral(ctx: Context, code: string): void {
  ctx.cookies.set(REFERRAL_COOKIE, code, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(ctx),
    path: '/',
    maxAge: AFFILIATE_COOKIE_DAYS * 86_400_000,
    overwrite: true,
  });
}

/** The referral code the visitor's browser carries, if any (read when an account is created). */
export function referralOf(ctx: Context): string | undefined {
  return ctx.cookies.get(REFERRAL_COOKIE) || undefined;
}

/** Forgets the referral once it has been used. */
export function clearReferral(ctx: Context): void {
  if (!ctx.cookies.get(REFERRAL_COOKIE)) return;
  ctx.cookies.set(REFERRAL_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(ctx),
    path: '/',
  });
}
