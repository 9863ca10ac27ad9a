/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each
 * message is written to the outbox folder (MAIL_OUTBOX_DIR) so development and
 * tests can read it:
 *
 *   <outbox>/<recipient>/<sentAt ms, 13 digits>-<seq>-<kind>.eml   the raw message
 *   <outbox>/<recipient>/<sentAt ms, 13 digits>-<seq>-<kind>.json  {to, from, subject, text, html, kind, link, sentAt}
 *
 * `<recipient>` is the lowercase address with anything outside [a-z0-9@._+-]
 * replaced by `_`; file names sort by time, so the last one is the latest mail.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for (verify-email, reset-password, team-invite…): names the outbox file. */
  kind: string;
  /** The one action link of the mail, if any (also in text and html). */
  link?: string;
}

export interface StoredMail extends MailMessage {
  from: string;
  sentAt: string;
}

export interface Mailer {
  /** Sends a message; never throws (a failed delivery is logged and reported as false). */
  send(message: MailMessage): Promise<boolean>;
}

export function recipientFolder(address: string): string {
  return address.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_');
}

let sequence = 0;

export function createMailer(config: Config, logger: Logger): Mailer {
  const { smtpUrl, from, outboxDir } = config.mail;
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function writeToOutbox(message: MailMessage) {
    const info = await stream.sendMail({ from, ...pick(message) });
    const sentAt = new Date();
    const folder = path.join(outboxDir, recipientFolder(message.to));
    await mkdir(folder, { recursive: true });
    sequence = (sequence + 1) % 1_000_000;
    const base = `${String(sentAt.getTime()).padStart(13, '0')}-${String(sequence).padStart(6, '0')}-${message.kind}`;
    const stored: StoredMail = { ...message, from, sentAt: sentAt.toISOString() };
    await writeFile(path.join(folder, `${base}.eml`), info.message as Buffer);
    await writeFile(path.join(folder, `${base}.json`), `${JSON.stringify(stored, null, 2)}\n`);
  }

  return {
    async send(message) {
      try {
        if (smtp) await smtp.sendMail({ from, ...pick(message) });
        else await writeToOutbox(message);
        return true;
      } catch (err) {
        logger.error({ err, kind: message.kind }, 'mail not sent');
        return false;
      }
    },
  };
}

function pick(message: MailMessage) {
  return { to: message.to, subject: message.subject, text: message.text, html: message.html };
}

/** Every mail written to the outbox for `address`, oldest first. */
export async function readOutbox(outboxDir: string, address: string): Promise<StoredMail[]> {
  const folder = path.join(outboxDir, recipientFolder(address));
  const names = await readdir(folder).catch(() => [] as string[]);
  const files = names.filter((n) => n.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (n) => JSON.parse(await readFile(path.join(folder, n), 'utf8')) as StoredMail),
  );
}

/** The latest mail written to the outbox for `address` (optionally of one kind), or null. */
export async function latestMail(
  outboxDir: string,
  address: string,
  kind?: string,
): Promise<StoredMail | null> {
  const mails = (await readOutbox(outboxDir, address)).filter((m) => !kind || m.kind === kind);
  return mails.at(-1) ?? null;
}
