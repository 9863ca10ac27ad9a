import Router from '@koa/router';
import type { Context } from 'koa';
import type { Config } from '../../config';
import { rateLimit } from '../../middlewares/rateLimit';
import { readInput } from '../../middlewares/validate';
import { presentTrackEvent } from '../../presenters/trackEvent';
import { recordEvent } from '../../services/tracking';
import * as T from './schema';

/** Events one client (IP) may send per minute. */
export const TRACK_EVENTS_PER_MINUTE = 120;

const trackLimit = rateLimit({
  name: 'track',
  max: () => TRACK_EVENTS_PER_MINUTE,
  windowMs: () => 60_000,
  key: (ctx: Context) => ctx.ip || 'unknown',
});

/** POST /api/op/track: analytics events such as Upgrade clicks, from visitors and users. */
export function trackRouter(_config: Config) {
  const router = new Router();

  router.post('/op/track', trackLimit, async (ctx) => {
    const { body } = readInput(ctx, { body: T.TrackBody });
    const user = ctx.state.user;
    ctx.status = 201;
    ctx.body = { data: presentTrackEvent(await recordEvent(body, user?.id)) };
  });

  return router;
}
