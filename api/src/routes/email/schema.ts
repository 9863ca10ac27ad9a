import { MARKETING_TOKEN } from '@inkpress/shared-core';
import { z } from 'zod';

/** The id in /email/resubscribe/{id}: the marketing token, the issue time and their signature. */
export const SubscriptionParams = z.object({
  id: z.string().regex(MARKETING_TOKEN, 'This subscription link is not valid.'),
});

/** Without a body, POST resubscribes; {subscribed: false} unsubscribes (shared-core's). */
export { MarketingSubscriptionBody as SubscriptionBody } from '@inkpress/shared-core';
