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
