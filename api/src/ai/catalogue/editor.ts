/**
 * The editor's operations (SPEC §9) on a selection or at the cursor:
 * rewrites answer an HTML fragment the editor inserts as a suggestion; the
 * meta title and description answer plain text within their lengths.
 */
import { type EditorOperationId, editorOperationCost } from '@inkpress/shared-core';
import { z } from 'zod';
import { clipChars } from '../output';
import {
  cursorContext,
  documentBudget,
  FORMAT_RULES,
  fields,
  languageLabel,
  languageRule,
  lines,
  quote,
  SYSTEM_BASE,
  selectionBudget,
  shortBudget,
  toneRule,
} from '../prompt';
import { VoiceBrief, voiceText } from '../voice';
import { defineOperation, SAMPLE_HTML, words } from './define';

const rewriteInput = z.object({
  text: fields.text,
  language: fields.language.optional(),
  tone: fields.tone.optional(),
  /** One of the team's brand voices (resolved from its id by the route): the rewrite is in it. */
  style: VoiceBrief.optional(),
});
type RewriteInput = z.output<typeof rewriteInput>;

const budgetSelection = <I extends { text: string }>(input: I): I => ({
  ...input,
  text: selectionBudget(input.text),
});

/**
 * An editor operation that rewrites the selection into HTML; its cost is
 * shared-core's editorOperationCost, the number the editor shows.
 */
function rewrite(spec: {
  id: EditorOperationId;
  label: string;
  description: string;
  task: string;
  temperature?: number;
}) {
  return defineOperation({
    id: spec.id,
    label: spec.label,
    description: spec.description,
    kind: 'editor',
    output: 'html',
    schema: rewriteInput,
    example: { text: SAMPLE_HTML },
    temperature: spec.temperature ?? 0.5,
    budget: budgetSelection<RewriteInput>,
    prompt: (input) => ({
      system: lines(
        SYSTEM_BASE,
        spec.task,
        'Keep the headings, lists and links of the text where they still fit.',
        input.style && `Write in this brand voice:\n${voiceText(input.style)}`,
        languageRule(input.language),
        toneRule(input.tone),
        FORMAT_RULES.html,
      ),
      user: quote('Text', input.text),
    }),
    estimate: (input) => editorOperationCost(spec.id, { words: words(input.text) }),
  });
}

export const expand = rewrite({
  id: 'expand',
  label: 'Expand',
  description: 'Makes the selection about twice as long with detail, examples and explanation.',
  task: 'Expand the text to about twice its length: add detail, examples and explanation without repeating yourself.',
  temperature: 0.7,
});

export const shorten = rewrite({
  id: 'shorten',
  label: 'Shorten',
  description: 'Cuts the selection to about half its length, keeping the key points.',
  task: 'Shorten the text to about half its length. Keep every key point; drop filler and repetition.',
});

export const paraphrase = rewrite({
  id: 'paraphrase',
  label: 'Paraphrase',
  description: 'Says the same thing in new words.',
  task: 'Paraphrase the text: keep its meaning and length, change the wording and sentence structure.',
  temperature: 0.7,
});

const improveSeoInput = rewriteInput.extend({ keyword: fields.keyword.optional() });
export const improveSeo = defineOperation({
  id: 'improve-seo',
  label: 'Improve SEO',
  description: 'Rewrites the selection for search: keyword in place, clear headings, scannable structure.',
  kind: 'editor',
  output: 'html',
  schema: improveSeoInput,
  example: { text: SAMPLE_HTML, keyword: 'email marketing' },
  temperature: 0.5,
  budget: budgetSelection,
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      'Improve the text for search engines without keyword stuffing: use the focus keyword naturally in the first ' +
        'paragraph and in a heading, keep sentences clear, add descriptive subheadings where useful.',
      input.keyword ? `Focus keyword: ${input.keyword}` : 'Infer the focus keyword from the text.',
      input.style && `Write in this brand voice:\n${voiceText(input.style)}`,
      languageRule(input.language),
      toneRule(input.tone),
      FORMAT_RULES.html,
    ),
    user: quote('Text', input.text),
  }),
  estimate: (input) => editorOperationCost('improve-seo', { words: words(input.text) }),
});

const writeMoreInput = z.object({
  /** The text before the cursor. */
  text: fields.text,
  /** The text after the cursor, if any. */
  after: fields.optionalText,
  title: fields.title.optional(),
  language: fields.language.optional(),
  tone: fields.tone.optional(),
});
export const writeMore = defineOperation({
  id: 'write-more',
  label: 'Write more',
  description: 'Continues writing at the cursor, in the style of the text around it.',
  kind: 'editor',
  output: 'html',
  schema: writeMoreInput,
  example: { text: SAMPLE_HTML, title: 'Email marketing for small businesses' },
  temperature: 0.8,
  budget: (input) => ({ ...input, text: cursorContext(input.text, input.after ?? ''), after: undefined }),
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      'Continue the document from the cursor with one to three new paragraphs that follow naturally from the text ' +
        'before it and lead into the text after it. Do not repeat what is already written.',
      input.title && `The document is titled "${input.title}".`,
      languageRule(input.language),
      toneRule(input.tone),
      FORMAT_RULES.html,
    ),
    user: quote('Text around the cursor (before it, then after it)', input.text),
  }),
  estimate: () => editorOperationCost('write-more', { words: 0 }),
});

const commandInput = z.object({
  /** The selection the command applies to; empty when writing at the cursor. */
  text: fields.optionalText,
  instruction: fields.instruction,
  language: fields.language.optional(),
});
export const command = defineOperation({
  id: 'command',
  label: 'Command',
  description: 'Does what the user asks in their own words, on the selection or at the cursor.',
  kind: 'editor',
  output: 'html',
  schema: commandInput,
  example: { text: SAMPLE_HTML, instruction: 'Turn this into a bulleted list of tips' },
  temperature: 0.6,
  budget: (input) => ({
    ...input,
    text: input.text ? selectionBudget(input.text) : undefined,
    instruction: shortBudget(input.instruction),
  }),
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      'Follow the user’s instruction. When text is given, apply the instruction to it and answer with the result only.',
      languageRule(input.language, 'Write in the language of the text or, without text, of the instruction.'),
      FORMAT_RULES.html,
    ),
    user: lines(`Instruction: ${input.instruction}`, input.text && quote('Text', input.text)),
  }),
  estimate: (input) => editorOperationCost('command', { words: words(input.text) }),
});

const conclusionInput = z.object({
  text: fields.text,
  title: fields.title.optional(),
  language: fields.language.optional(),
  tone: fields.tone.optional(),
});
export const conclusion = defineOperation({
  id: 'conclusion',
  label: 'Conclusion',
  description: 'Writes a conclusion for the document.',
  kind: 'editor',
  output: 'html',
  schema: conclusionInput,
  example: { text: SAMPLE_HTML, title: 'Email marketing for small businesses' },
  temperature: 0.6,
  budget: (input) => ({ ...input, text: documentBudget(input.text) }),
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      'Write a conclusion for the document: an <h2> heading and one or two paragraphs that sum up its main points ' +
        'and end with a clear next step for the reader. Do not introduce new claims.',
      input.title && `The document is titled "${input.title}".`,
      languageRule(input.language),
      toneRule(input.tone),
      FORMAT_RULES.html,
    ),
    user: quote('Document', input.text),
  }),
  estimate: () => editorOperationCost('conclusion', { words: 0 }),
});

export const spellingAndGrammar = rewrite({
  id: 'spelling-and-grammar',
  label: 'Fix spelling and grammar',
  description: 'Corrects spelling, grammar and punctuation, changing nothing else.',
  task: 'Correct spelling, grammar and punctuation. Change nothing else: keep the wording, meaning and style.',
  temperature: 0.1,
});

export const formatting = rewrite({
  id: 'formatting',
  label: 'Format',
  description: 'Gives loose text structure: headings, paragraphs and lists.',
  task:
    'Format the text for the web: add subheadings where the topic changes, split long paragraphs, turn ' +
    'enumerations into lists. Keep the wording.',
  temperature: 0.2,
});

// The tone asked for is the point of this rewrite: it takes no brand voice.
const changeToneInput = rewriteInput.omit({ style: true }).extend({ tone: fields.tone });
export const changeTone = defineOperation({
  id: 'change-tone',
  label: 'Change tone',
  description: 'Rewrites the selection in another tone of voice.',
  kind: 'editor',
  output: 'html',
  schema: changeToneInput,
  example: { text: SAMPLE_HTML, tone: 'friendly' },
  temperature: 0.7,
  budget: budgetSelection,
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      `Rewrite the text in a ${input.tone} tone of voice. Keep its meaning, facts and about the same length.`,
      languageRule(input.language),
      FORMAT_RULES.html,
    ),
    user: quote('Text', input.text),
  }),
  estimate: (input) => editorOperationCost('change-tone', { words: words(input.text) }),
});

export const simpleLanguage = rewrite({
  id: 'simple-language',
  label: 'Simple language',
  description: 'Rewrites the selection in plain words and short sentences.',
  task:
    'Rewrite the text in simple language: common words, short sentences (under 15 words), active voice. ' +
    'Keep every fact.',
  temperature: 0.4,
});

export const addDepth = rewrite({
  id: 'add-depth',
  label: 'Add depth',
  description: 'Adds examples, reasons and specifics to the selection.',
  task:
    'Add depth to the text: after each point add a concrete example, a reason it matters or a specific detail. ' +
    'Do not invent statistics or sources.',
  temperature: 0.7,
});

const addInternalLinksInput = z.object({
  text: fields.text,
  links: fields.links.min(1),
  language: fields.language.optional(),
});
export const addInternalLinks = defineOperation({
  id: 'add-internal-links',
  label: 'Add internal links',
  description: 'Weaves links to the user’s own posts into the selection.',
  kind: 'editor',
  output: 'html',
  schema: addInternalLinksInput,
  example: {
    text: SAMPLE_HTML,
    links: [{ url: '/blog/email-list-building', title: 'building an email list' }],
  },
  temperature: 0.3,
  budget: (input) => ({ ...input, text: selectionBudget(input.text) }),
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      'Add the given internal links to the text: link a phrase that matches each link’s topic with <a href>, at ' +
        'most once per link, changing as few words as possible. Skip a link that fits nowhere.',
      languageRule(input.language),
      FORMAT_RULES.html,
    ),
    user: lines(
      quote('Text', input.text),
      quote('Links (URL, then its topic)', input.links.map((l) => `${l.url} ${l.title}`).join('\n')),
    ),
  }),
  estimate: (input) =>
    editorOperationCost('add-internal-links', { words: words(input.text), links: input.links.length }),
});

export const readability = rewrite({
  id: 'readability',
  label: 'Improve readability',
  description: 'Makes the selection easier to read: shorter sentences and paragraphs, plainer words.',
  task:
    'Improve readability: sentences of at most 20 words, paragraphs of at most three sentences, plain words, ' +
    'active voice. Keep every fact and the structure.',
  temperature: 0.4,
});

export const improve = rewrite({
  id: 'improve',
  label: 'Improve writing',
  description: 'Polishes the selection: clarity, flow, word choice and correctness.',
  task: 'Improve the writing: clarity, flow, stronger word choice and correct grammar. Keep the meaning and length.',
});

const summaryInput = z.object({ text: fields.text, language: fields.language.optional() });
export const summary = defineOperation({
  id: 'summary',
  label: 'Summary',
  description: 'Summarises the selection in a short paragraph.',
  kind: 'editor',
  output: 'html',
  schema: summaryInput,
  example: { text: SAMPLE_HTML },
  temperature: 0.3,
  budget: (input) => ({ ...input, text: documentBudget(input.text) }),
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      'Summarise the text in one short paragraph (at most a quarter of its length) that keeps its key points.',
      languageRule(input.language),
      FORMAT_RULES.html,
    ),
    user: quote('Text', input.text),
  }),
  estimate: (input) => editorOperationCost('summary', { words: words(input.text) }),
});

const translateInput = z.object({ text: fields.text, language: fields.language });
export const translate = defineOperation({
  id: 'translate',
  label: 'Translate',
  description: 'Translates the text into another language, keeping its markup.',
  kind: 'editor',
  output: 'html',
  schema: translateInput,
  example: { text: SAMPLE_HTML, language: 'fr-FR' },
  temperature: 0.2,
  budget: budgetSelection,
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      `Translate the text into ${languageLabel(input.language)}. Keep its meaning, tone and HTML structure; ` +
        'translate link text but never URLs.',
      FORMAT_RULES.html,
    ),
    user: quote('Text', input.text),
  }),
  // Chinese and Japanese count one word per character (shared-core countWords), so they need more room.
  estimate: (input) =>
    editorOperationCost('translate', { words: words(input.text), language: input.language }),
});

const metaInput = z.object({
  /** The document (or its beginning). */
  text: fields.text,
  title: fields.title.optional(),
  keyword: fields.keyword.optional(),
  language: fields.language.optional(),
});

/** The longest meta title and description, in characters (SPEC: what search results show). */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

export const metaTitle = defineOperation({
  id: 'meta-title',
  label: 'Meta title',
  description: `Writes an SEO title of at most ${META_TITLE_MAX} characters.`,
  kind: 'editor',
  output: 'text',
  schema: metaInput,
  example: { text: SAMPLE_HTML, keyword: 'email marketing' },
  temperature: 0.6,
  budget: (input) => ({ ...input, text: documentBudget(input.text) }),
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      `Write one SEO meta title for the document: at most ${META_TITLE_MAX} characters, compelling, specific, ` +
        'with the focus keyword near the start.',
      input.keyword && `Focus keyword: ${input.keyword}`,
      input.title && `Current title: ${input.title}`,
      languageRule(input.language),
      FORMAT_RULES.text,
    ),
    user: quote('Document', input.text),
  }),
  estimate: () => editorOperationCost('meta-title', { words: 0 }),
  finalize: (text) => clipChars(text.split('\n')[0] ?? '', META_TITLE_MAX),
});

export const metaDescription = defineOperation({
  id: 'meta-description',
  label: 'Meta description',
  description: `Writes an SEO description of at most ${META_DESCRIPTION_MAX} characters.`,
  kind: 'editor',
  output: 'text',
  schema: metaInput,
  example: { text: SAMPLE_HTML, keyword: 'email marketing' },
  temperature: 0.6,
  budget: (input) => ({ ...input, text: documentBudget(input.text) }),
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      `Write one SEO meta description for the document: at most ${META_DESCRIPTION_MAX} characters, one or two ` +
        'sentences that include the focus keyword and give a reason to click.',
      input.keyword && `Focus keyword: ${input.keyword}`,
      input.title && `Title: ${input.title}`,
      languageRule(input.language),
      FORMAT_RULES.text,
    ),
    user: quote('Document', input.text),
  }),
  estimate: () => editorOperationCost('meta-description', { words: 0 }),
  finalize: (text) => clipChars(text, META_DESCRIPTION_MAX),
});
