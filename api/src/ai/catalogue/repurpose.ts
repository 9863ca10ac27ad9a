/**
 * The repurpose popup's operation (SPEC §2): one article rewritten as posts
 * for other channels (an X thread, a LinkedIn post, a newsletter…). One HTML
 * answer, each format a section under an `<h2>` with exactly its label
 * (shared-core splitRepurposed reads them back). It costs what the chosen
 * formats may take in words (shared-core repurposeCost), the same number the
 * popup shows; reading the article costs nothing.
 */
import {
  type RepurposeFormat,
  repurposeCost,
  repurposeFormatInfo,
  repurposeFormats,
} from '@inkpress/shared-core';
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

const repurposeInput = z.object({
  /** The article (HTML or text). */
  text: fields.text,
  title: fields.title.optional(),
  formats: z
    .array(z.enum(repurposeFormats, { error: `Formats are ${repurposeFormats.join(', ')}.` }))
    .min(1, 'Choose at least one format.')
    .max(repurposeFormats.length)
    .transform((list) => [...new Set(list)] as RepurposeFormat[]),
  language: fields.language.optional(),
  tone: fields.tone.optional(),
});

export const repurpose = defineOperation({
  id: 'repurpose',
  label: 'Repurpose',
  description: 'Turns an article into posts for other channels: threads, posts, newsletters, scripts.',
  kind: 'generate',
  output: 'html',
  schema: repurposeInput,
  example: {
    text: SAMPLE_HTML,
    title: 'Why email marketing still works',
    formats: ['x-thread', 'newsletter'],
  },
  temperature: 0.7,
  budget: (input) => ({ ...input, text: documentBudget(input.text) }),
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      'Repurpose the article for other channels. Use only what the article says; invent no facts, numbers or quotes.',
      'Write one section per format, in this order. Start each section with an <h2> holding exactly the name given, ' +
        'then the piece as <p> (and <ul> where a list helps) elements:',
      ...input.formats.map(
        (f) =>
          `- ${repurposeFormatInfo[f].label}: ${repurposeFormatInfo[f].brief}; at most ${repurposeFormatInfo[f].words} words.`,
      ),
      languageRule(input.language, 'Write in the language of the article.'),
      toneRule(input.tone),
      FORMAT_RULES.html,
    ),
    user: lines(input.title && `Title: ${input.title}`, quote('Article', input.text)),
  }),
  estimate: (input) => repurposeCost(input.formats),
});
