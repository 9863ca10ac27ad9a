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

/** POST /api/ai-detect {content}: the AI detector's text under SPEC §7's name. */
export const AiDetectBody = z.strictObject({
  content: z
    .string({ error: 'content must be text.' })
    .trim()
    .min(1, 'content is required.')
    .max(20_000, 'content must be at most 20,000 characters.'),
});
