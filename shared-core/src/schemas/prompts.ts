import { z } from 'zod';
import { body, textField } from './fields';

/**
 * The prompt library (SPEC §3 settings "prompts (with categories)", §7):
 * the team's saved prompts beside a set of built-in ones. A prompt is
 * inserted into the chat or the editor's command operation as its text
 * only — its categories never travel with it.
 */

const categoriesField = z
  .array(textField('Category', 40))
  .max(10, 'At most 10 categories.')
  .transform((list) => [...new Set(list)]);

/** POST /api/prompts */
export const PromptCreateBody = body({
  title: textField('Title', 120),
  prompt: textField('Prompt', 4000),
  categories: categoriesField.default([]),
});
export type PromptCreateBody = z.infer<typeof PromptCreateBody>;

/** PATCH /api/prompts/{id} */
export const PromptPatchBody = body({
  title: textField('Title', 120).optional(),
  prompt: textField('Prompt', 4000).optional(),
  categories: categoriesField.optional(),
}).refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one field to change.');
export type PromptPatchBody = z.infer<typeof PromptPatchBody>;

export const PromptView = z.object({
  id: z.string(),
  title: z.string(),
  prompt: z.string(),
  categories: z.array(z.string()),
  /** Built-in prompts cannot be changed or deleted. */
  builtIn: z.boolean(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PromptView = z.infer<typeof PromptView>;
