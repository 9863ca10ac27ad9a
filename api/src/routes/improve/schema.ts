import { improveOperations } from '@inkpress/shared-core';
import { z } from 'zod';
import { fields } from '../../ai/prompt';
import { ObjectId } from '../schemas';

/** The editor operations that rewrite a whole article, part by part (defined once, in shared-core). */
export { type ImproveOperation, improveOperations } from '@inkpress/shared-core';

export const ImproveArticleBody = z.strictObject({
  postId: ObjectId,
  /** The editor's current HTML, when it has unsaved changes; the post's selected variant otherwise. */
  html: z.string().trim().min(1).max(2_000_000).optional(),
  type: z.enum(improveOperations).default('improve'),
  keyword: fields.keyword.optional(),
  language: fields.language.optional(),
  tone: fields.tone.optional(),
});

export const MAX_BATCH = 20;

export const ImproveBatchBody = z.strictObject({
  postIds: z
    .array(ObjectId)
    .min(1)
    .max(MAX_BATCH)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'Each post once.'),
  type: z.enum(improveOperations).default('improve'),
  keyword: fields.keyword.optional(),
  language: fields.language.optional(),
  tone: fields.tone.optional(),
});
