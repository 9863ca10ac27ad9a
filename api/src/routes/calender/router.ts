import Router from '@koa/router';
import { calendarRange, cancelCalendarItem, listCalendar } from '../../commands/calendar';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import * as T from './schema';

/**
 * The calendar of scheduled items (issue 11), under SPEC's spelling
 * /api/calender: autoblog slots and scheduled publishes of the team, with
 * cancel. Others' items answer 404.
 */
export function calenderRouter(config: Config) {
  const router = new Router({ prefix: '/calender' });

  router.get('/', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.CalendarQuery });
    const range = calendarRange(query.from, query.to);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: await listCalendar(authUser(ctx), range),
      from: range.from.toISOString(),
      to: range.to.toISOString(),
    };
  });

  router.post('/:id/cancel', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.CalendarParams });
    await cancelCalendarItem(config, authUser(ctx), params.id);
    ctx.body = { data: { id: params.id, cancelled: true } };
  });

  return router;
}
