/**
 * The public API's own bodies (/api/public/*, SPEC §7), for the API's
 * validation and its OpenAPI document. Its reads answer with the same
 * shapes as the app's calls (collections, posts).
 */
import { z } from 'zod';
import { body, httpUrlField } from './fields';
import { publishStatuses, SchedulePublishConfig } from './integrations';

const objectId = (label: string) => z.string().regex(/^[a-f0-9]{24}$/i, `${label} is not a valid id.`);

/**
 * POST /api/public/collections/publish: send a document's posts to the
 * team's site at `baseURL` (one of its website integrations), or with
 * type "delete" take them out of their publication schedule.
 */
export const PublicCollectionPublishBody = body({
  collectionId: objectId('collectionId'),
  /** The address of the site, as its integration was connected (https://blog.example.com). */
  baseURL: httpUrlField('baseURL'),
  type: z.enum(['publish', 'delete'], { error: 'Type must be publish or delete.' }).default('publish'),
  status: z.enum(publishStatuses, { error: 'Status must be draft, publish or future.' }).default('draft'),
  schedulePublishConfig: SchedulePublishConfig.optional(),
});
export type PublicCollectionPublishInput = z.infer<typeof PublicCollectionPublishBody>;
