import { Types } from 'mongoose';
import { NotFound } from '../errors';
import type { AuthUser } from '../identity';
import { Notification, type NotificationDoc } from '../models/Notification';

export interface NotificationInput {
  title: string;
  body?: string;
  /** A path in the app (/dashboard/…) or an https URL. */
  link?: string | null;
}

/** Tells a user something (a finished job, a team change…). For any part of the API to call. */
export async function notify(
  userId: string | Types.ObjectId,
  input: NotificationInput,
): Promise<NotificationDoc> {
  const doc = await Notification.create({
    userId: new Types.ObjectId(String(userId)),
    title: input.title.slice(0, 200),
    body: (input.body ?? '').slice(0, 2000),
    link: input.link ?? null,
  });
  return doc.toObject() as NotificationDoc;
}

export async function listNotifications(user: AuthUser, page: { offset: number; limit: number }) {
  const filter = { userId: new Types.ObjectId(user.id) };
  const [items, total, unseen] = await Promise.all([
    Notification.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip(page.offset)
      .limit(page.limit)
      .lean<NotificationDoc[]>(),
    Notification.countDocuments(filter),
    Notification.countDocuments({ ...filter, seen: false }),
  ]);
  return { items, total, unseen };
}

export async function markNotificationSeen(user: AuthUser, id: string): Promise<NotificationDoc> {
  const doc = await Notification.findOneAndUpdate(
    { _id: new Types.ObjectId(id), userId: new Types.ObjectId(user.id) },
    { $set: { seen: true } },
    { returnDocument: 'after' },
  ).lean<NotificationDoc>();
  if (!doc) throw NotFound('Notification not found.');
  return doc;
}
