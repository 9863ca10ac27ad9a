import Router from '@koa/router';
import type { Config } from '../../config';
import { clientIp } from '../../lib/clientIp';
import { rateLimit } from '../../middlewares/rateLimit';
import { readInput } from '../../middlewares/validate';
import { receiveContactMessage } from '../../services/content/contact';
import * as T from './schema';

/** Messages per client address and hour through the contact form. */
export const CONTACT_PER_HOUR = 5;

const contactLimit = rateLimit({
  name: 'contact',
  max: () => CONTACT_PER_HOUR,
  windowMs: () => 60 * 60 * 1000,
  key: (ctx) => clientIp(ctx),
});

/** POST /api/contact: the public contact form (stored, mailed to support, confirmed to the sender). */
export function contactRouter(_config: Config) {
  const router = new Router();
  router.post('/contact', contactLimit, async (ctx) => {
    const { body } = readInput(ctx, { body: T.ContactBody });
    const receipt = await receiveContactMessage(ctx.services, body, {
      ip: clientIp(ctx) || null,
      userId: ctx.state.user?.id ?? null,
    });
    ctx.status = 201;
    ctx.body = { data: { id: receipt.id, receivedAt: receipt.receivedAt.toISOString() } };
  });
  return router;
}
