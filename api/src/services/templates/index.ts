/**
 * Templates: the catalogue (./catalogue.ts), the validation of a
 * template's fields, and the brief its fields make for the AI operations.
 */
import { z } from 'zod';
import { NotFound } from '../../errors';
import { type Template, type TemplateField, templates } from './catalogue';

export { type Template, type TemplateField, templates, tones } from './catalogue';

const byId = new Map(templates.map((t) => [t.id, t]));

export function findTemplate(id: string): Template {
  const template = byId.get(id);
  if (!template) throw NotFound('Template not found.');
  return template;
}

export type FieldValues = Record<string, string | number>;

function fieldSchema(field: TemplateField): z.ZodType {
  if (field.type === 'number') {
    const number = z
      .number()
      .int()
      .min(field.min ?? 0)
      .max(field.max ?? 1000);
    return field.required ? number : number.optional();
  }
  if (field.type === 'select' && field.options) {
    const choice = z.enum(field.options as [string, ...string[]]);
    return field.required ? choice : choice.optional();
  }
  const value = z
    .string()
    .trim()
    .max(field.maxLength, `${field.label} is at most ${field.maxLength} characters.`)
    .refine((v) => !v.includes('\u0000'), `${field.label} must not contain NUL characters.`);
  return field.required
    ? value.pipe(z.string().min(1, `${field.label} is required.`))
    : value.optional().transform((v) => v || undefined);
}

/** The zod schema of a template's fields: exactly its fields, required ones required. */
export function fieldsSchema(template: Template) {
  return z.strictObject(Object.fromEntries(template.fields.map((f) => [f.name, fieldSchema(f)])));
}

/** Validates `values` against the template (a ZodError, answered 400, when they do not fit). */
export function parseFields(template: Template, values: unknown): FieldValues {
  const parsed = fieldsSchema(template).parse(values ?? {}) as Record<string, string | number | undefined>;
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as FieldValues;
}

/** The brief the operations read: what the template is, then each filled field. */
export function templateBrief(template: Template, values: FieldValues): string {
  const lines = template.fields
    .filter((f) => f.name !== 'keyword' && f.name !== 'tone' && values[f.name] !== undefined)
    .map((f) => `${f.label}: ${values[f.name]}`);
  return [`Article type: ${template.name}. ${template.instructions}`, ...lines].join('\n');
}

/** The field values that are operation inputs of their own. */
export function keywordOf(values: FieldValues): string | undefined {
  return typeof values.keyword === 'string' ? values.keyword : undefined;
}
export function toneOf(values: FieldValues): string | undefined {
  return typeof values.tone === 'string' ? values.tone : undefined;
}
