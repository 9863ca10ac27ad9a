import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentNotification } from '../../presenters/notification';
import { listNotifications, markNotificationSeen } from '../../services/notifications';
import * as T from './schema';

/** The signed-in user's notifications, newest first. */
export function notificationsRouter(_config: Config) {
  const router = new Router({ prefix: '/notifications' });

  router.get('/', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.ListNotificationsQuery });
    const { items, total, unseen } = await listNotifications(authUser(ctx), query);
    ctx.body = { data: items.map(presentNotification), pagination: { ...query, total }, unseen };
  });

  router.patch('/:id/seen', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.NotificationParams });
    ctx.body = { data: presentNotification(await markNotificationSeen(authUser(ctx), params.id)) };
  });

  return router;
}
