import { z } from 'zod';

/** The random marketing token in /email/resubscribe/{id}. */
export const SubscriptionParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This subscription link is not valid.'),
});

/** Without a body, POST resubscribes; {subscribed: false} unsubscribes. */
export const SubscriptionBody = z.object({ subscribed: z.boolean().default(true) }).strict();
