import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { rateLimit } from '../../middlewares/rateLimit';
import { readInput } from '../../middlewares/validate';
import { presentShopifyShop } from '../../presenters/integration';
import { shopDomain, testShopify } from '../../services/integrations/shopify';
import * as T from './schema';

/** Checks of a shop and token per user and minute (each one calls Shopify). */
export const SHOPIFY_VALIDATIONS_PER_MINUTE = 20;

const validateLimit = rateLimit({
  name: 'shopify-validate',
  max: () => SHOPIFY_VALIDATIONS_PER_MINUTE,
  windowMs: () => 60_000,
  key: (ctx) => authUser(ctx).id,
});

/**
 * Shopify (the shop platform): POST /api/shopify/validate checks a shop
 * domain and an Admin API access token with Shopify's GraphQL Admin API
 * before anything is saved; connecting is POST /api/integrations.
 */
export function shopifyRouter(config: Config) {
  const router = new Router({ prefix: '/shopify' });

  router.post('/validate', requireUser, validateLimit, async (ctx) => {
    const { body } = readInput(ctx, { body: T.ShopifyValidateBody });
    const shop = shopDomain(body.shop);
    ctx.body = {
      data: presentShopifyShop(await testShopify(config, { shop, accessToken: body.accessToken })),
    };
  });

  return router;
}
