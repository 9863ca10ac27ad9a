import { z } from 'zod';
import { fields } from '../../ai/prompt';
import { ObjectId } from '../schemas';

/** Most languages one request translates into. */
export const MAX_LANGUAGES = 10;

/**
 * POST /api/rewrite (SPEC §7): translate a post into languages; each
 * translation becomes a new post of the collection.
 */
export const RewriteBody = z.strictObject({
  type: z.literal('Language'),
  html: z.string().trim().min(1).max(2_000_000),
  languages: z
    .array(fields.language)
    .min(1)
    .max(MAX_LANGUAGES)
    .refine((list) => new Set(list).size === list.length, 'Each language once.'),
  collectionId: ObjectId,
  postTitle: z.string().trim().max(300).optional(),
  metaTitle: z.string().trim().max(300).optional(),
  metaDescription: z.string().trim().max(1000).optional(),
  slug: z.string().trim().max(300).optional(),
  faqs: z
    .array(
      z.strictObject({
        question: z.string().trim().min(1).max(500),
        answer: z.string().trim().min(1).max(5000),
      }),
    )
    .max(20)
    .optional(),
});
export type RewriteBody = z.infer<typeof RewriteBody>;
