import { z } from 'zod';
import { IdParams } from '../schemas';

export { BulkGenerateBody, BulkListQuery } from '@inkpress/shared-core';

export const BulkParams = IdParams;
export const BulkArticleParams = IdParams.extend({
  index: z.coerce.number().int().min(0).max(10_000),
});
