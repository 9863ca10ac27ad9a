import { z } from 'zod';

export { MediaListQuery } from '@inkpress/shared-core';

export const MediaParams = z.object({ id: z.string().max(64) });

/** GET /api/media/{id}/content: a signed link's fields, and whether to download. */
export const ContentQuery = z.object({
  expires: z.string().max(16).optional(),
  signature: z.string().max(128).optional(),
  download: z.enum(['1', 'true']).optional(),
});

/** POST /api/media?name=…: the upload's name rides in the query (the body is the file itself). */
export const UploadQuery = z.object({
  name: z.string().trim().max(200).default('upload'),
});
