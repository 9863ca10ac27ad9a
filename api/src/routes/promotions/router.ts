import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireInternal } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentActivePromotion, presentPromotion } from '../../presenters/promotion';
import {
  activePromotion,
  createPromotion,
  deletePromotion,
  listPromotions,
  updatePromotion,
} from '../../services/promotions';
import * as T from './schema';

/** The active promotion for everyone; scheduling them for internal users only. */
export function promotionsRouter(_config: Config) {
  const router = new Router({ prefix: '/promotions' });

  router.get('/active', async (ctx) => {
    const promotion = await activePromotion();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: promotion ? presentActivePromotion(promotion) : null };
  });

  router.get('/', requireInternal, async (ctx) => {
    ctx.body = { data: (await listPromotions()).map(presentPromotion) };
  });

  router.post('/', requireInternal, async (ctx) => {
    const { body } = readInput(ctx, { body: T.PromotionBody });
    ctx.status = 201;
    ctx.body = { data: presentPromotion(await createPromotion(authUser(ctx), body)) };
  });

  router.put('/:id', requireInternal, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.PromotionParams, body: T.PromotionBody });
    ctx.body = { data: presentPromotion(await updatePromotion(authUser(ctx), params.id, body)) };
  });

  router.delete('/:id', requireInternal, async (ctx) => {
    const { params } = readInput(ctx, { params: T.PromotionParams });
    await deletePromotion(params.id);
    ctx.body = { data: { id: params.id, deleted: true } };
  });

  return router;
}
