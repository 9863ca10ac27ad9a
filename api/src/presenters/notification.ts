import type { NotificationDoc } from '../models/Notification';

export function presentNotification(doc: NotificationDoc) {
  return {
    id: String(doc._id),
    title: doc.title,
    body: doc.body ?? '',
    link: doc.link ?? null,
    seen: Boolean(doc.seen),
    created_at: doc.createdAt.toISOString(),
  };
}
