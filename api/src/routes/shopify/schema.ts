/** The Shopify bodies: shared-core's, the ones the connect form checks (defined once). */
import { ShopifyValidateBody as SharedValidateBody } from '@inkpress/shared-core';

/** POST /api/shopify/validate */
export const ShopifyValidateBody = SharedValidateBody;
