/**
 * Marketing mail subscription, addressed by the user's random marketing token
 * (the id in /email/resubscribe/{id}), so the page works from a mail without
 * signing in and the id reveals nothing.
 */
import { NotFound } from '../errors';
import { User, type UserDoc } from '../models/User';

export interface Subscription {
  email: string;
  subscribed: boolean;
}

/** j***@example.com: enough for the owner to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

const notFound = () => NotFound('This subscription link is not valid.');

export async function getSubscription(token: string): Promise<Subscription> {
  const user = await User.findOne({ 'marketing.token': token }).select('email marketing').lean<UserDoc>();
  if (!user) throw notFound();
  return { email: maskEmail(user.email), subscribed: !user.marketing?.unsubscribed };
}

export async function setSubscription(token: string, subscribed: boolean): Promise<Subscription> {
  const user = await User.findOneAndUpdate(
    { 'marketing.token': token },
    { $set: { 'marketing.unsubscribed': !subscribed } },
    // No projection here: FerretDB does not support one on findAndModify.
    { returnDocument: 'after' },
  ).lean<UserDoc>();
  if (!user) throw notFound();
  return { email: maskEmail(user.email), subscribed: !user.marketing?.unsubscribed };
}
