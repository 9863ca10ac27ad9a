import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { type InputOf, validate } from '../../middlewares/validate';
import { presentNotification } from '../../presenters/notification';
import { listNotifications, markNotificationSeen } from '../../services/notifications';
import * as T from './schema';

/** The signed-in user's notifications, newest first. */
export function notificationsRouter(_config: Config) {
  const router = new Router({ prefix: '/notifications' });

  router.get('/', requireUser, validate({ query: T.ListNotificationsQuery }), async (ctx) => {
    const { query } = ctx.state.input as InputOf<never, typeof T.ListNotificationsQuery>;
    const { items, total, unseen } = await listNotifications(authUser(ctx), query);
    ctx.body = { data: items.map(presentNotification), pagination: { ...query, total }, unseen };
  });

  router.patch('/:id/seen', requireUser, validate({ params: T.NotificationParams }), async (ctx) => {
    const { params } = ctx.state.input as InputOf<never, never, typeof T.NotificationParams>;
    ctx.body = { data: presentNotification(await markNotificationSeen(authUser(ctx), params.id)) };
  });

  return router;
}
