/**
 * The mail outbox the API writes when no SMTP server is configured
 * (api/src/services/mailer.ts): <MAIL_OUTBOX_DIR>/<lowercased address>/
 * <13-digit ms>-<seq>-<kind>.json, oldest first by name. `npm test` passes
 * MAIL_OUTBOX_DIR to both the API and Playwright.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type MailKind =
  | 'verify-email'
  | 'reset-password'
  | 'team-invite'
  | 'password-changed'
  | 'resubscribe-link';

export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  kind: MailKind | string;
  /** The mail's one action link, e.g. PUBLIC_URL/reset-password?key=… */
  link?: string;
  sentAt: string;
}

export function outboxDir(): string {
  const dir = process.env.MAIL_OUTBOX_DIR;
  if (!dir) throw new Error('MAIL_OUTBOX_DIR is not set: run the end-to-end tests through npm test');
  return dir;
}

/** The folder name the mailer uses for an address. */
export function recipientFolder(address: string): string {
  return address.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_');
}

/** Every mail sent to `address`, oldest first. */
export async function readMails(address: string): Promise<OutboxMail[]> {
  const folder = path.join(outboxDir(), recipientFolder(address));
  const names = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as OutboxMail),
  );
}

/**
 * Waits for the latest mail of `kind` to `address` (sent at or after `since`, an epoch in ms,
 * when given) and returns it.
 */
export async function waitForMail(
  address: string,
  kind: MailKind,
  { since = 0, timeout = 15_000 }: { since?: number; timeout?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const mail = (await readMails(address))
      .filter((m) => m.kind === kind && Date.parse(m.sentAt) >= since)
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${address} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path and query of a mail's link, to open on the platform under test (page.goto). */
export function linkPath(mail: OutboxMail): string {
  if (!mail.link) throw new Error(`the ${mail.kind} mail to ${mail.to} has no link`);
  const url = new URL(mail.link);
  return `${url.pathname}${url.search}`;
}
