import { z } from 'zod';
import { IdParams, ObjectId, Pagination } from '../schemas';

/** The save bodies are shared-core's (schemas/posts.ts): the editor's stores are typed from the same file. */
export {
  CollectionBody,
  JsonObject,
  MAX_JSON_CHARS,
  MAX_POSTS,
  MAX_VARIANT_CHARS,
  MAX_VARIANTS,
  PostBody,
} from '@inkpress/shared-core';

export const ListCollectionsQuery = Pagination.extend({
  folderId: z.union([ObjectId, z.literal('none')]).optional(),
  sort: z.enum(['updatedAt', 'createdAt']).default('updatedAt'),
});

export const MoveCollectionsBody = z.strictObject({
  collectionIds: z.array(ObjectId).min(1).max(100),
  folderId: ObjectId.nullable(),
});

export const DeleteCollectionsBody = z.strictObject({ ids: z.array(ObjectId).min(1).max(100) });

export const CollectionParams = IdParams;
