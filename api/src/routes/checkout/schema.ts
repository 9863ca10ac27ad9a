import { CheckoutBody, isReturnUrl } from '@inkpress/shared-core';
import { z } from 'zod';

export { CheckoutBody };

/** POST /api/checkout/stripe-portal {returnUrl?} */
export const PortalBody = z
  .object({
    returnUrl: z
      .string()
      .trim()
      .max(2048)
      .refine(isReturnUrl, 'Return URL must be a web address or a path starting with /.')
      .optional(),
  })
  .strict();

/** POST /api/users/stripe-customer takes no fields. */
export const EmptyBody = z.object({}).strict();
