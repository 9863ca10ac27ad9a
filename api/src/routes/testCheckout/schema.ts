import { TestPortalBody } from '@inkpress/shared-core';
import { z } from 'zod';

export { TestPortalBody };

/** /api/test-checkout/{id}: a local test checkout id. */
export const TestCheckoutParams = z.object({
  id: z.string().regex(/^cs_test_local_[a-f0-9]{20}$/, 'This is not a test checkout id.'),
});

/** POST …/complete and …/cancel take no fields. */
export const EmptyBody = z.object({}).strict();
