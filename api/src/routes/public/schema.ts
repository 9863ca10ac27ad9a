import { BulkGenerateBody, PublicCollectionPublishBody as PublishBody } from '@inkpress/shared-core';
import { z } from 'zod';
import { ListCollectionsQuery } from '../collections/schema';
import { IdParams, ObjectId } from '../schemas';

export const PublicCollectionsQuery = ListCollectionsQuery;
export const PublicIdParams = IdParams;
export const PublicCollectionPublishBody = PublishBody;
/** POST /api/public/generations: the bulk generator's body (rows with their template, language and length). */
export const PublicGenerationBody = BulkGenerateBody;

/** POST /api/public/collection {id} */
export const PublicCollectionBody = z.strictObject({ id: ObjectId });

/** A post's id, or a sample article's slug. */
export const PublicArticleParams = z.object({
  id: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, 'There is no public article at this address.'),
});
