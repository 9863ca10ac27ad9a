/** The integration bodies: shared-core's, the ones the screens check (defined once). */
import {
  BulkPublishBody,
  IntegrationCreateBody,
  IntegrationImportBody,
  IntegrationPatchBody,
  IntegrationSearchBody,
  PublishBody,
  BulkPublishListQuery as SharedBulkPublishListQuery,
  RedditFlairsQuery as SharedRedditFlairsQuery,
} from '@inkpress/shared-core';
import { z } from 'zod';
import { IdParams, ObjectId } from '../schemas';

export const CreateIntegrationBody = IntegrationCreateBody;
export const PatchIntegrationBody = IntegrationPatchBody;
export const IntegrationParams = IdParams;
export const PublishPostBody = PublishBody;
/** GET /api/integrations/{id}/wordpress-common and /ghost-common: ?fresh=1 skips the one-minute cache. */
export const CommonQuery = z.object({ fresh: z.enum(['0', '1']).optional() });
/** GET /api/integrations/publications?postId= */
export const PublicationsQuery = z.object({ postId: ObjectId });
export const StartBulkPublishBody = BulkPublishBody;
export const BulkPublishParams = IdParams;
/** GET /api/integrations/bulk-publish?offset&limit */
export const BulkPublishListQuery = SharedBulkPublishListQuery;
/** POST /api/integrations/bulk-publish/{id}/items/{index}/retry */
export const BulkPublishItemParams = z.object({
  id: ObjectId,
  index: z.coerce.number().int().min(0).max(10_000),
});
/** GET /api/integrations/{id}/reddit-flairs?subreddit= */
export const RedditFlairsQuery = SharedRedditFlairsQuery;
/** POST /api/integrations/search and /import (the import-article popup). */
export const SearchSiteBody = IntegrationSearchBody;
export const ImportSitePostBody = IntegrationImportBody;
