/**
 * POST /api/generate-fields: several fields of a post written in one
 * stream (title, meta title and description, slug, categories, tags, FAQs,
 * headlines, talking points), one operation each, charged together.
 *
 * Events: meta {operation, fields, estimate, provider, label}; for each
 * field `field` {field}, `delta` {field, text}…, `value` {field, value,
 * words, credits}; then `done` {values, words, credits, aborted}. The slug
 * costs nothing: it is made from the title (or meta title) with slugify.
 */
import { slugify } from '@inkpress/shared-core';
import type { Context } from 'koa';
import type { z } from 'zod';
import { estimateCredits, type OperationId, runOperation } from '../ai';
import { type GeneratedField, type GenerateFieldsBody, generatedFields } from '../routes/generate/schema';
import { aiProvider, chargedStream, creditsOf, gpt4Of, pipeRun } from './charging';

type Body = z.infer<typeof GenerateFieldsBody>;

interface FieldRun {
  field: GeneratedField;
  operation: OperationId;
  input: Record<string, unknown>;
  /** The field's value from the operation's output. */
  read: (output: unknown) => unknown;
}

const first = (output: unknown) => (Array.isArray(output) ? (output[0] ?? '') : output);
const list = (output: unknown) => (Array.isArray(output) ? output : []);

function plan(body: Body): FieldRun[] {
  const topic = { text: body.text, title: body.title, keyword: body.keyword, language: body.language };
  const meta = { text: body.text, title: body.title, keyword: body.keyword, language: body.language };
  const runs: Record<Exclude<GeneratedField, 'slug'>, Omit<FieldRun, 'field'>> = {
    title: { operation: 'generate-headlines', input: { ...topic, count: 1 }, read: first },
    metaTitle: { operation: 'meta-title', input: meta, read: (o) => o },
    metaDescription: { operation: 'meta-description', input: meta, read: (o) => o },
    categories: {
      operation: 'generate-categories',
      input: { text: body.text, existing: body.categories, count: 3, language: body.language },
      read: list,
    },
    tags: {
      operation: 'generate-categories',
      input: { text: body.text, count: 6, language: body.language },
      read: (o) => list(o).map((t) => String(t).toLowerCase()),
    },
    faqs: {
      operation: 'faqs',
      input: { contextText: body.text, count: 3, language: body.language },
      read: list,
    },
    headlines: { operation: 'generate-headlines', input: { ...topic, count: 5 }, read: list },
    talkingPoints: { operation: 'generate-talking-points', input: { ...topic, count: 5 }, read: list },
  };
  return generatedFields
    .filter((f) => f !== 'slug' && body.fields.includes(f))
    .map((field) => ({ field, ...runs[field as Exclude<GeneratedField, 'slug'>] }));
}

export async function generateFields(ctx: Context, body: Body): Promise<void> {
  const runs = plan(body);
  // Every input is checked (400) before anything is reserved.
  const estimate = runs.reduce((sum, r) => sum + estimateCredits(r.operation, r.input), 0);
  const gpt4 = await gpt4Of(ctx);
  const provider = aiProvider(ctx);
  await chargedStream(ctx, estimate, { reason: 'generate-fields' }, async (events, meter) => {
    events.send('meta', {
      operation: 'generate-fields',
      fields: body.fields,
      estimate,
      provider: provider.name,
      label: provider.label,
    });
    const values: Record<string, unknown> = {};
    let aborted = false;
    for (const run of runs) {
      events.send('field', { field: run.field });
      const result = await pipeRun(
        events,
        runOperation(provider, run.operation, run.input, { gpt4, signal: events.signal }),
        { field: run.field },
      );
      meter.add(creditsOf(result));
      if (result.aborted || events.closed) {
        aborted = true;
        break;
      }
      values[run.field] = run.read(result.output);
      events.send('value', {
        field: run.field,
        value: values[run.field],
        words: result.words,
        credits: result.credits,
      });
    }
    if (!aborted && body.fields.includes('slug')) {
      const source = [values.title, values.metaTitle, body.title].find((v) => typeof v === 'string' && v);
      values.slug = slugify(String(source ?? ''));
      events.send('value', { field: 'slug', value: values.slug, words: 0, credits: 0 });
    }
    if (!events.closed) events.send('done', { values, credits: meter.used, aborted });
  });
}
