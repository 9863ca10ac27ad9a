import { z } from 'zod';
import { fields } from '../../ai/prompt';

export const TemplateParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Not a template id.') });

/** The template's field values; checked against the template's own fields in the handler. */
const FieldValues = z.record(z.string().max(60), z.unknown());

export const GenerateTitleBody = z.strictObject({
  fields: FieldValues,
  language: fields.language.optional(),
  /** Titles already offered ("Another title"): the new one differs from each, or costs nothing. */
  previous: z.array(z.string().trim().min(1).max(200)).max(10).optional(),
});

export const GenerateOutlineBody = z.strictObject({
  fields: FieldValues,
  title: fields.title,
  language: fields.language.optional(),
  length: z.enum(['short', 'medium']).optional(),
});
