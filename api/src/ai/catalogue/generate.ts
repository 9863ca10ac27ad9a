/** The generate operations of POST /api/generate (SPEC §7) besides translate: lists of items. */
import { z } from 'zod';
import {
  documentBudget,
  FORMAT_RULES,
  fields,
  languageRule,
  lines,
  quote,
  SYSTEM_BASE,
  toneRule,
} from '../prompt';
import { defineOperation, SAMPLE_HTML } from './define';

const topicFields = {
  /** The document or brief the items are about. */
  text: fields.optionalText,
  title: fields.title.optional(),
  keyword: fields.keyword.optional(),
  language: fields.language.optional(),
  tone: fields.tone.optional(),
};
/** Headlines and talking points need something to be about: a text, a title or a keyword. */
const hasTopic = (i: { text?: string; title?: string; keyword?: string }) =>
  Boolean(i.text || i.title || i.keyword);
const topicRequired = { message: 'text, title or keyword is required' };

const topicLines = (input: { text?: string; title?: string; keyword?: string }) =>
  lines(
    input.title && `Title: ${input.title}`,
    input.keyword && `Focus keyword: ${input.keyword}`,
    input.text && quote('Document', input.text),
  );

const budgetTopic = <I extends { text?: string }>(input: I): I => ({
  ...input,
  text: input.text ? documentBudget(input.text) : undefined,
});

const headlinesInput = z
  .object({ ...topicFields, count: fields.count(5, 20) })
  .refine(hasTopic, topicRequired);
export const generateHeadlines = defineOperation({
  id: 'generate-headlines',
  label: 'Headlines',
  description: 'Suggests headlines for a topic or document.',
  kind: 'generate',
  output: 'list',
  schema: headlinesInput,
  example: { keyword: 'email marketing', count: 5 },
  temperature: 0.9,
  budget: budgetTopic,
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      `Suggest ${input.count} distinct, compelling headlines (at most 70 characters each) for the topic below.`,
      languageRule(input.language, 'Write in the language of the material.'),
      toneRule(input.tone),
      FORMAT_RULES.list,
    ),
    user: topicLines(input),
  }),
  estimate: (input) => input.count * 15,
});

const talkingPointsInput = z
  .object({ ...topicFields, count: fields.count(5, 20) })
  .refine(hasTopic, topicRequired);
export const generateTalkingPoints = defineOperation({
  id: 'generate-talking-points',
  label: 'Talking points',
  description: 'Lists the points an article on the topic should make.',
  kind: 'generate',
  output: 'list',
  schema: talkingPointsInput,
  example: { title: 'Email marketing for small businesses', count: 5 },
  temperature: 0.7,
  budget: budgetTopic,
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      `List ${input.count} talking points an article on the topic should cover, each one short sentence.`,
      languageRule(input.language, 'Write in the language of the material.'),
      toneRule(input.tone),
      FORMAT_RULES.list,
    ),
    user: topicLines(input),
  }),
  estimate: (input) => input.count * 25,
});

const categoriesInput = z.object({
  text: fields.text,
  /** The user's existing categories (Settings), preferred when they fit. */
  existing: z.array(z.string().trim().min(1).max(100)).max(200).optional(),
  count: fields.count(3, 10),
  language: fields.language.optional(),
});
export const generateCategories = defineOperation({
  id: 'generate-categories',
  label: 'Categories',
  description: 'Suggests blog categories for a document, preferring the user’s existing ones.',
  kind: 'generate',
  output: 'list',
  schema: categoriesInput,
  example: { text: SAMPLE_HTML, existing: ['Marketing', 'Sales'], count: 3 },
  temperature: 0.3,
  budget: (input) => ({ ...input, text: documentBudget(input.text) }),
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      `Suggest up to ${input.count} blog categories for the document, each one to three words in title case.`,
      input.existing?.length &&
        `Prefer these existing categories when they fit: ${input.existing.slice(0, 100).join(', ')}.`,
      languageRule(input.language, 'Write in the language of the document.'),
      FORMAT_RULES.list,
    ),
    user: quote('Document', input.text),
  }),
  estimate: (input) => input.count * 5,
  finalize: (text, input) => text.split(/\r?\n/).slice(0, input.count).join('\n'),
});
