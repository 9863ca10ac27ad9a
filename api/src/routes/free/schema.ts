import { z } from 'zod';

export {
  FreeArtBody,
  FreeChatBody,
  FreeMusicBody,
  FreeQuotaQuery,
  FreeRestoreQuery,
  MusicGetBody,
} from '@inkpress/shared-core';

/** GET /api/free/restore/{name} and /api/free/music/{name}: a visitor's result by its signed link. */
export const FreeRestoredQuery = z.object({
  expires: z.string().max(16).optional(),
  signature: z.string().max(128).optional(),
  download: z.enum(['1', 'true']).optional(),
});
