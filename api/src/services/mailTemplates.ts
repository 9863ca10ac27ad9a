import { escapeHtml } from '@inkpress/shared-core';
/**
 * The account mails. Plain text and a minimal HTML version; every value that
 * comes from a user is escaped.
 */
import type { MailMessage } from './mailer';

function actionMail(
  to: string,
  kind: string,
  subject: string,
  lines: string[],
  action: string,
  link: string,
) {
  const text = `${lines.join('\n\n')}\n\n${action}: ${link}\n\n— Inkpress`;
  const html = `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>— Inkpress</p>`;
  return { to, kind, subject, text, html, link } satisfies MailMessage;
}

export function verifyEmailMail(to: string, link: string, hours: number) {
  return actionMail(
    to,
    'verify-email',
    'Confirm your email address',
    [
      'Welcome to Inkpress! Please confirm that this is your email address.',
      `The link works for ${hours} hours.`,
    ],
    'Confirm email address',
    link,
  );
}

export function resubscribeMail(to: string, link: string, days: number) {
  return actionMail(
    to,
    'resubscribe-link',
    'Your Inkpress email preferences',
    [
      'You asked for a new link to your Inkpress email preferences: product news and tips.',
      `The link works for ${days} days.`,
    ],
    'Choose your email preferences',
    link,
  );
}

export function resetPasswordMail(to: string, link: string, minutes: number) {
  return actionMail(
    to,
    'reset-password',
    'Reset your Inkpress password',
    [
      'Someone asked to reset the password of your Inkpress account.',
      `The link works once, for ${minutes} minutes. If it was not you, ignore this mail: your password stays the same.`,
    ],
    'Choose a new password',
    link,
  );
}

export function teamInviteMail(to: string, inviter: string, link: string, days: number) {
  return actionMail(
    to,
    'team-invite',
    `${inviter} invited you to their Inkpress team`,
    [
      `${inviter} invited you to join their team on Inkpress, to write and publish articles together.`,
      `Sign in or create an account with this email address, then accept within ${days} days.`,
    ],
    'Accept the invitation',
    link,
  );
}

export function passwordChangedMail(to: string, link: string) {
  return actionMail(
    to,
    'password-changed',
    'Your Inkpress password was changed',
    [
      'The password of your Inkpress account was just changed and your other sessions were signed out.',
      'If it was not you, reset your password now.',
    ],
    'Reset password',
    link,
  );
}

export function loginFailuresMail(
  to: string,
  resetLink: string,
  failures: number,
  addresses: number,
  at: Date,
) {
  return actionMail(
    to,
    'login-failures',
    'Repeated failed sign-in attempts on your Inkpress account',
    [
      `There were ${failures} failed sign-in attempts on your account from ${addresses} ${
        addresses === 1 ? 'address' : 'different addresses'
      }, the last at ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
      'Each further attempt now has to wait a little longer. If this was you, wait a moment and try again. If it was not, nothing has been changed, but we recommend choosing a new password.',
    ],
    'Choose a new password',
    resetLink,
  );
}
