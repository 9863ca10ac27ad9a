import { z } from 'zod';
import { ObjectId } from '../schemas';

/**
 * POST /api/suggest-links {linkIds, content, limit} (SPEC §7). `linkIds`
 * limits the candidates to posts the user picked (the documents selector);
 * without it every post of the team is a candidate. `postId` (optional)
 * leaves the post being written out.
 */
export const SuggestLinksBody = z.strictObject({
  content: z.string().min(1).max(2_000_000),
  linkIds: z.array(ObjectId).max(500).optional(),
  limit: z.number().int().min(1).max(50).default(5),
  postId: ObjectId.optional(),
});
