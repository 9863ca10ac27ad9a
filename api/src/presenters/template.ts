import { articleCost, type TemplateView } from '@inkpress/shared-core';
import type { Template } from '../services/templates';

/** A template of the catalogue, with the fields its form shows and the cost of its default options. */
export function presentTemplate(template: Template): TemplateView {
  return {
    id: template.id,
    name: template.name,
    description: template.description,
    category: template.category,
    produces: template.instructions,
    fields: template.fields.map((f) => ({
      name: f.name,
      label: f.label,
      type: f.type,
      required: f.required,
      maxLength: f.maxLength,
      placeholder: f.placeholder ?? null,
      help: f.help ?? null,
      options: f.options ? [...f.options] : null,
      min: f.min ?? null,
      max: f.max ?? null,
    })),
    defaults: { length: template.defaults.length, options: { ...template.defaults.options } },
    defaultCost: articleCost(template.defaults.options),
    example: { ...template.example },
  };
}
