import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireInternal } from '../../middlewares/auth';
import { type InputOf, validate } from '../../middlewares/validate';
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

  router.post('/', requireInternal, validate({ body: T.PromotionBody }), async (ctx) => {
    const { body } = ctx.state.input as InputOf<typeof T.PromotionBody>;
    ctx.status = 201;
    ctx.body = { data: presentPromotion(await createPromotion(authUser(ctx), body)) };
  });

  router.put(
    '/:id',
    requireInternal,
    validate({ params: T.PromotionParams, body: T.PromotionBody }),
    async (ctx) => {
      const { params, body } = ctx.state.input as InputOf<
        typeof T.PromotionBody,
        never,
        typeof T.PromotionParams
      >;
      ctx.body = { data: presentPromotion(await updatePromotion(authUser(ctx), params.id, body)) };
    },
  );

  router.delete('/:id', requireInternal, validate({ params: T.PromotionParams }), async (ctx) => {
    const { params } = ctx.state.input as InputOf<never, never, typeof T.PromotionParams>;
    await deletePromotion(params.id);
    ctx.body = { data: { id: params.id, deleted: true } };
  });

  return router;
}
