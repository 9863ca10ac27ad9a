import { z } from 'zod';
import { fields } from '../../ai/prompt';

/** POST /api/tools {type, …}: one entry per tool; SPEC §7 names condensed-text. */
export const ToolsBody = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('condensed-text'),
    text: fields.text,
    language: fields.language.optional(),
  }),
]);

/** POST /api/tools/{slug}: a slug of the catalogue (checked against it by the handler). */
export const ToolParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Must be a tool slug.') });
