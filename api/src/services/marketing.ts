/**
 * Marketing mail subscription, addressed by the link in every marketing mail
 * (/email/resubscribe/{id}), so the page works from a mail without signing in
 * and the id reveals nothing. The id is the user's random marketing token,
 * the time the link was issued and an HMAC of both with the user's own link
 * key (never in a link), so a link works for RESUBSCRIBE_LINK_DAYS and its
 * issue time cannot be moved (issue 14). An older link — or a bare token from
 * before links expired — answers 410 EmailKeyExpired and can ask for a new
 * link, which goes only to the account's own address.
 */
import { createHmac } from 'node:crypto';
import { ErrorCode, RESUBSCRIBE_LINK_DAYS } from '@inkpress/shared-core';
import type { AppServices } from '../context';
import { AppError, NotFound } from '../errors';
import { User, type UserDoc } from '../models/User';
import { randomToken, safeEqual } from './crypto';
import { resubscribeMail } from './mailTemplates';

export interface Subscription {
  email: string;
  subscribed: boolean;
}

/** j***@example.com: enough for the owner to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

const LINK_TTL_MS = RESUBSCRIBE_LINK_DAYS * 24 * 3600 * 1000;

const notFound = () => NotFound('This subscription link is not valid.');

const expired = (email: string) =>
  new AppError(
    410,
    ErrorCode.EmailKeyExpired,
    `This link has expired: links in our emails work for ${RESUBSCRIBE_LINK_DAYS} days. Ask for a new one and we will email it to you.`,
    { reason: 'link-expired', email: maskEmail(email), days: RESUBSCRIBE_LINK_DAYS },
  );

const sign = (linkKey: string, token: string, issued: string) =>
  createHmac('sha256', linkKey).update(`${token}.${issued}`).digest('base64url');

/** The id of a link to `user`'s preferences issued at `now`, making the user's link key once. */
export async function resubscribeLinkId(userId: string, now = new Date()): Promise<string> {
  let user = await User.findById(userId).select('marketing').lean<UserDoc>();
  if (!user?.marketing?.token) throw NotFound();
  if (!user.marketing.linkKey) {
    // Only the first writer's key stands; a parallel call reads it back.
    await User.updateOne(
      { _id: user._id, 'marketing.linkKey': { $in: [null, ''] } },
      { $set: { 'marketing.linkKey': randomToken() } },
    );
    user = await User.findById(userId).select('marketing').lean<UserDoc>();
  }
  const { token, linkKey } = user!.marketing!;
  const issued = Math.floor(now.getTime() / 1000).toString(36);
  // '~', not '.': a dot would make the link look like a file to the site's static server.
  return `${token}~${issued}~${sign(linkKey!, token, issued)}`;
}

/** The user a link belongs to, whatever its age: null when the link is not theirs (or forged). */
async function ownerOfLink(id: string): Promise<{ user: UserDoc; issuedAt: Date | null } | null> {
  const [token = '', issued, signature] = id.split('~');
  const user = await User.findOne({ 'marketing.token': token }).select('email marketing').lean<UserDoc>();
  if (!user) return null;
  // A bare token: a link from before links expired, with no issue time.
  if (issued === undefined || signature === undefined) return { user, issuedAt: null };
  const linkKey = user.marketing?.linkKey;
  if (!linkKey || !safeEqual(sign(linkKey, token, issued), signature)) return null;
  return { user, issuedAt: new Date(Number.parseInt(issued, 36) * 1000) };
}

/** The user of a link still in force: 404 for a foreign or forged link, 410 once expired. */
async function userOfLink(id: string, now: Date): Promise<UserDoc> {
  const owner = await ownerOfLink(id);
  if (!owner) throw notFound();
  const { user, issuedAt } = owner;
  if (
    !issuedAt ||
    now.getTime() - issuedAt.getTime() > LINK_TTL_MS ||
    issuedAt.getTime() > now.getTime() + 60_000
  )
    throw expired(user.email);
  return user;
}

export async function getSubscription(id: string, now = new Date()): Promise<Subscription> {
  const user = await userOfLink(id, now);
  return { email: maskEmail(user.email), subscribed: !user.marketing?.unsubscribed };
}

export async function setSubscription(
  id: string,
  subscribed: boolean,
  now = new Date(),
): Promise<Subscription> {
  const { _id } = await userOfLink(id, now);
  const user = await User.findOneAndUpdate(
    { _id },
    { $set: { 'marketing.unsubscribed': !subscribed } },
    // No projection here: FerretDB does not support one on findAndModify.
    { returnDocument: 'after' },
  ).lean<UserDoc>();
  if (!user) throw notFound();
  return { email: maskEmail(user.email), subscribed: !user.marketing?.unsubscribed };
}

/**
 * Mails a new link to the account of a link (expired or not) — only to the
 * account's own address, so holding an old link gives nothing more than it did.
 */
export async function renewSubscriptionLink(
  services: AppServices,
  id: string,
  now = new Date(),
): Promise<{ email: string; sent: true }> {
  const owner = await ownerOfLink(id);
  if (!owner) throw notFound();
  const { user } = owner;
  const link = `${services.config.publicUrl}/email/resubscribe/${await resubscribeLinkId(String(user._id), now)}`;
  await services.mailer.send(resubscribeMail(user.email, link, RESUBSCRIBE_LINK_DAYS));
  return { email: maskEmail(user.email), sent: true };
}
