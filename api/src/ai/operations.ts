/**
 * The operation catalogue (DESIGN.md §6): every AI operation of the product
 * as one entry: its input schema, its prompt, its text budgets (SPEC §9),
 * its output shape and its credit cost. Routes never write prompts; they
 * name an operation and pass its input (see ./run.ts).
 *
 * Decisions:
 * - Input schemas strip unknown fields rather than refusing them, so a
 *   route can pass a body that also names the operation ({operation, …}).
 * - Every entry first applies its budget (`budget`): text the model
 *   rewrites keeps its first 1000 tokens; text it only reads (a document
 *   behind a meta title, FAQs, a summary) becomes plain text split in three
 *   within 4000 tokens; writing on at the cursor sees the 1000 characters
 *   before it and 500 after it. Estimates and prompts use the budgeted input.
 * - Credits are words (SPEC §9): `estimate` is what is reserved before work
 *   starts, from the budgeted input; `charge` is what the finished output
 *   costs, the words a person reads in it (tags and JSON syntax excluded).
 *   The runner never charges more than was reserved, and the model is told
 *   to stop (`maxTokens`) around the estimate, so the two rarely differ.
 * - A generated article costs the flat article price of SPEC §9 (base 1000
 *   plus each chosen option), whatever its length.
 * - HTML answers are fragments the editor inserts (h2 and below; only a
 *   whole article has an h1).
 */
import { articleCost, chatHistory, countHtmlWords, defaultWordCount } from '@inkpress/shared-core';
import { z } from 'zod';
import { type OutputOf, type OutputShape, outputWords, parseFaqs } from './output';
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
} from './prompt';
import type { ChatMessage } from './provider';

export type OperationKind = 'editor' | 'generate' | 'article' | 'node' | 'tool' | 'document' | 'chat';

/** Tokens per English word, for turning word budgets into `maxTokens` (OpenAI tokenisers average ~1.3). */
export const TOKENS_PER_WORD = 1.4;

export interface PromptMessages {
  system: string;
  messages: ChatMessage[];
}

/** One catalogue entry. Methods take the input after validation and budgets. */
export interface Operation<S extends z.ZodType = z.ZodType, Shape extends OutputShape = OutputShape> {
  readonly id: string;
  /** The name a person sees in menus and receipts. */
  readonly label: string;
  readonly description: string;
  readonly kind: OperationKind;
  readonly output: Shape;
  readonly schema: S;
  /** A valid input, for documentation, tests and benchmarks. */
  readonly example: z.input<S>;
  /** The input cut to the text budgets of SPEC §9. */
  budget(input: z.output<S>): z.output<S>;
  prompt(input: z.output<S>): PromptMessages;
  temperature(input: z.output<S>): number;
  /** Words of credit to reserve before the work starts. */
  estimate(input: z.output<S>): number;
  /** Words of credit the finished output costs. */
  charge(output: string, input: z.output<S>): number;
  /** The longest answer to ask for, in tokens. */
  maxTokens(input: z.output<S>): number;
  /** Final touches on the finished text (e.g. a meta title cut to 60 characters). */
  finalize(text: string, input: z.output<S>): string;
}

interface OperationSpec<S extends z.ZodType, Shape extends OutputShape> {
  id: string;
  label: string;
  description: string;
  kind: OperationKind;
  output: Shape;
  schema: S;
  example: z.input<S>;
  temperature: number | ((input: z.output<S>) => number);
  budget?: (input: z.output<S>) => z.output<S>;
  /** The system prompt and either one user message or the whole conversation. */
  prompt: (input: z.output<S>) => { system: string; user: string } | PromptMessages;
  estimate: (input: z.output<S>) => number;
  charge?: (output: string, input: z.output<S>) => number;
  maxTokens?: (input: z.output<S>) => number;
  finalize?: (text: string, input: z.output<S>) => string;
}

/** Default answer length: the estimate in tokens, with room for markup. */
function tokensFor(words: number, shape: OutputShape): number {
  const markup = shape === 'html' ? 1.3 : shape === 'faqs' || shape === 'json' ? 1.4 : 1.1;
  return Math.min(16_000, Math.ceil(words * TOKENS_PER_WORD * markup) + 50);
}

export function defineOperation<S extends z.ZodType, Shape extends OutputShape>(
  spec: OperationSpec<S, Shape>,
): Operation<S, Shape> {
  const temperature = spec.temperature;
  return {
    id: spec.id,
    label: spec.label,
    description: spec.description,
    kind: spec.kind,
    output: spec.output,
    schema: spec.schema,
    example: spec.example,
    budget: (input) => (spec.budget ? spec.budget(input) : input),
    prompt: (input) => {
      const built = spec.prompt(input);
      return 'user' in built
        ? { system: built.system, messages: [{ role: 'user', content: built.user }] }
        : built;
    },
    temperature: (input) => (typeof temperature === 'number' ? temperature : temperature(input)),
    estimate: (input) => Math.max(1, Math.ceil(spec.estimate(input))),
    charge: (output, input) => (spec.charge ? spec.charge(output, input) : outputWords(spec.output, output)),
    maxTokens: (input) =>
      spec.maxTokens ? spec.maxTokens(input) : tokensFor(spec.estimate(input), spec.output),
    finalize: (text, input) => (spec.finalize ? spec.finalize(text, input) : text),
  };
}

const words = (text: string | undefined) => (text ? countHtmlWords(text) : 0);

const SAMPLE_HTML =
  '<h2>Why email marketing still works</h2><p>Email marketing gives you a direct line to people who asked to hear ' +
  'from you. Unlike social feeds, your message is not filtered by an algorithm, and it arrives when your reader ' +
  'is ready.</p><p>Good email marketing starts with a clear promise. Tell subscribers what they will get and how ' +
  'often, then keep that promise in every send.</p>';

// ————— Editor rewrites of a selection ————————————————————————————————

const rewriteInput = z.object({
  text: fields.text,
  language: fields.language.optional(),
  tone: fields.tone.optional(),
});
type RewriteInput = z.output<typeof rewriteInput>;

const budgetSelection = <I extends { text: string }>(input: I): I => ({
  ...input,
  text: selectionBudget(input.text),
});

/**
 * An editor operation that rewrites the selection into HTML. `factor` is
 * the expected output length relative to the input, for the estimate.
 */
function rewrite(spec: {
  id: string;
  label: string;
  description: string;
  task: string;
  factor: number;
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
        languageRule(input.language),
        toneRule(input.tone),
        FORMAT_RULES.html,
      ),
      user: quote('Text', input.text),
    }),
    estimate: (input) => words(input.text) * spec.factor + 40,
  });
}

const expand = rewrite({
  id: 'expand',
  label: 'Expand',
  description: 'Makes the selection about twice as long with detail, examples and explanation.',
  task: 'Expand the text to about twice its length: add detail, examples and explanation without repeating yourself.',
  factor: 2.5,
  temperature: 0.7,
});

const shorten = rewrite({
  id: 'shorten',
  label: 'Shorten',
  description: 'Cuts the selection to about half its length, keeping the key points.',
  task: 'Shorten the text to about half its length. Keep every key point; drop filler and repetition.',
  factor: 0.8,
});

const paraphrase = rewrite({
  id: 'paraphrase',
  label: 'Paraphrase',
  description: 'Says the same thing in new words.',
  task: 'Paraphrase the text: keep its meaning and length, change the wording and sentence structure.',
  factor: 1.3,
  temperature: 0.7,
});

const improveSeoInput = rewriteInput.extend({ keyword: fields.keyword.optional() });
const improveSeo = defineOperation({
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
      languageRule(input.language),
      toneRule(input.tone),
      FORMAT_RULES.html,
    ),
    user: quote('Text', input.text),
  }),
  estimate: (input) => words(input.text) * 1.4 + 60,
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
const writeMore = defineOperation({
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
  estimate: () => 300,
});

const commandInput = z.object({
  /** The selection the command applies to; empty when writing at the cursor. */
  text: fields.optionalText,
  instruction: fields.instruction,
  language: fields.language.optional(),
});
const command = defineOperation({
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
  estimate: (input) => words(input.text) * 2 + 200,
});

const conclusionInput = z.object({
  text: fields.text,
  title: fields.title.optional(),
  language: fields.language.optional(),
  tone: fields.tone.optional(),
});
const conclusion = defineOperation({
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
  estimate: () => 250,
});

const spellingAndGrammar = rewrite({
  id: 'spelling-and-grammar',
  label: 'Fix spelling and grammar',
  description: 'Corrects spelling, grammar and punctuation, changing nothing else.',
  task: 'Correct spelling, grammar and punctuation. Change nothing else: keep the wording, meaning and style.',
  factor: 1.1,
  temperature: 0.1,
});

const formatting = rewrite({
  id: 'formatting',
  label: 'Format',
  description: 'Gives loose text structure: headings, paragraphs and lists.',
  task:
    'Format the text for the web: add subheadings where the topic changes, split long paragraphs, turn ' +
    'enumerations into lists. Keep the wording.',
  factor: 1.1,
  temperature: 0.2,
});

const changeToneInput = rewriteInput.extend({ tone: fields.tone });
const changeTone = defineOperation({
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
  estimate: (input) => words(input.text) * 1.3 + 40,
});

const simpleLanguage = rewrite({
  id: 'simple-language',
  label: 'Simple language',
  description: 'Rewrites the selection in plain words and short sentences.',
  task:
    'Rewrite the text in simple language: common words, short sentences (under 15 words), active voice. ' +
    'Keep every fact.',
  factor: 1.2,
  temperature: 0.4,
});

const addDepth = rewrite({
  id: 'add-depth',
  label: 'Add depth',
  description: 'Adds examples, reasons and specifics to the selection.',
  task:
    'Add depth to the text: after each point add a concrete example, a reason it matters or a specific detail. ' +
    'Do not invent statistics or sources.',
  factor: 2.2,
  temperature: 0.7,
});

const addInternalLinksInput = z.object({
  text: fields.text,
  links: fields.links.min(1),
  language: fields.language.optional(),
});
const addInternalLinks = defineOperation({
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
  estimate: (input) => words(input.text) * 1.2 + input.links.length * 10 + 40,
});

const readability = rewrite({
  id: 'readability',
  label: 'Improve readability',
  description: 'Makes the selection easier to read: shorter sentences and paragraphs, plainer words.',
  task:
    'Improve readability: sentences of at most 20 words, paragraphs of at most three sentences, plain words, ' +
    'active voice. Keep every fact and the structure.',
  factor: 1.2,
  temperature: 0.4,
});

const improve = rewrite({
  id: 'improve',
  label: 'Improve writing',
  description: 'Polishes the selection: clarity, flow, word choice and correctness.',
  task: 'Improve the writing: clarity, flow, stronger word choice and correct grammar. Keep the meaning and length.',
  factor: 1.3,
});

const summaryInput = z.object({ text: fields.text, language: fields.language.optional() });
const summary = defineOperation({
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
  estimate: (input) => Math.min(400, words(input.text) * 0.4) + 40,
});

const translateInput = z.object({ text: fields.text, language: fields.language });
const translate = defineOperation({
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
  estimate: (input) => words(input.text) * (/^(zh|ja)-/.test(input.language) ? 3 : 1.5) + 40,
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

/** Cuts at a word boundary to `max` characters; the models miscount characters, so this is enforced after. */
export function clipChars(text: string, max: number): string {
  const clean = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“](.*)["'”]$/, '$1');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : clean.slice(0, max)).replace(/[\s,;:–—-]+$/, '');
}

const metaTitle = defineOperation({
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
  estimate: () => 20,
  finalize: (text) => clipChars(text.split('\n')[0] ?? '', META_TITLE_MAX),
});

const metaDescription = defineOperation({
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
  estimate: () => 40,
  finalize: (text) => clipChars(text, META_DESCRIPTION_MAX),
});

// ————— Generate operations (POST /api/generate) ————————————————————————————

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
const generateHeadlines = defineOperation({
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
const generateTalkingPoints = defineOperation({
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
const generateCategories = defineOperation({
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

// ————— Article: title → outline → article (templates) ——————————————————————

const titleInput = z.object({
  keyword: fields.keyword,
  /** What the article should be about, in the user's words. */
  brief: fields.optionalText,
  language: fields.language.optional(),
  tone: fields.tone.optional(),
});
const generateTitle = defineOperation({
  id: 'generate-title',
  label: 'Article title',
  description: 'Writes the title of a new article from its keyword.',
  kind: 'article',
  output: 'text',
  schema: titleInput,
  example: { keyword: 'email marketing' },
  temperature: 0.8,
  budget: (input) => ({ ...input, brief: input.brief ? shortBudget(input.brief) : undefined }),
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      'Write one compelling, specific article title (at most 70 characters) that contains the keyword.',
      languageRule(input.language, 'Write in English.'),
      toneRule(input.tone),
      FORMAT_RULES.text,
    ),
    user: lines(`Keyword: ${input.keyword}`, input.brief && quote('Brief', input.brief)),
  }),
  estimate: () => 20,
  finalize: (text) => clipChars(text.split('\n')[0] ?? '', 100),
});

const wordCount = z.number().int().min(100).max(8000);
const articleLength = z.enum(['short', 'medium']);

const outlineInput = z.object({
  title: fields.title,
  keyword: fields.keyword.optional(),
  length: articleLength.default('short'),
  wordCount: wordCount.optional(),
  brief: fields.optionalText,
  language: fields.language.optional(),
});
/** Sections of an article: about one per 330 words, 2 to 14. */
export function sectionCount(words: number): number {
  return Math.min(14, Math.max(2, Math.round(words / 330)));
}
const generateOutline = defineOperation({
  id: 'generate-outline',
  label: 'Article outline',
  description: 'Plans the sections (h2 headings) of an article; the user edits them before writing.',
  kind: 'article',
  output: 'list',
  schema: outlineInput,
  example: { title: 'Email Marketing for Small Businesses', keyword: 'email marketing' },
  temperature: 0.6,
  budget: (input) => ({ ...input, brief: input.brief ? shortBudget(input.brief) : undefined }),
  prompt: (input) => {
    const target = input.wordCount ?? defaultWordCount(input.length);
    return {
      system: lines(
        SYSTEM_BASE,
        `Plan the sections of a ${target}-word article: ${sectionCount(target)} section headings in a logical ` +
          'order, each a short phrase, no introduction or conclusion headings.',
        languageRule(input.language, 'Write in the language of the title.'),
        FORMAT_RULES.list,
      ),
      user: lines(
        `Title: ${input.title}`,
        input.keyword && `Focus keyword: ${input.keyword}`,
        input.brief && quote('Brief', input.brief),
      ),
    };
  },
  estimate: (input) => sectionCount(input.wordCount ?? defaultWordCount(input.length)) * 10,
});

const articleInput = z.object({
  title: fields.title,
  keyword: fields.keyword.optional(),
  /** The (edited) outline: the h2 headings, in order. */
  outline: z.array(z.string().trim().min(1).max(200)).max(30).optional(),
  /** short 3000 or medium 4000 words (SPEC §9); `wordCount` overrides (2000 for special users). */
  length: articleLength.default('short'),
  wordCount: wordCount.optional(),
  brief: fields.optionalText,
  language: fields.language.optional(),
  tone: fields.tone.optional(),
  /** Options of SPEC §9 that change the cost. A feature image is generated separately with generateImage. */
  options: z
    .object({
      featureImage: z.boolean().optional(),
      simplifiedSentences: z.boolean().optional(),
      readability: z.boolean().optional(),
      faqs: z.boolean().optional(),
      externalLinks: z.boolean().optional(),
      internalLinks: z.boolean().optional(),
    })
    .default({}),
  /** Internal links to use when options.internalLinks is on. */
  links: fields.links.optional(),
});
type ArticleInput = z.output<typeof articleInput>;

/** The article's target length in words. */
export function articleWords(input: Pick<ArticleInput, 'wordCount' | 'length'>): number {
  return input.wordCount ?? defaultWordCount(input.length);
}

const generateArticle = defineOperation({
  id: 'generate-article',
  label: 'Article',
  description: 'Writes a whole article from its title and outline, with the chosen options.',
  kind: 'article',
  output: 'html',
  schema: articleInput,
  example: {
    title: 'Email Marketing for Small Businesses',
    keyword: 'email marketing',
    outline: ['Why Email Still Works', 'Building Your List', 'Writing Emails People Open'],
    wordCount: 1200,
    options: { faqs: true },
  },
  temperature: 0.7,
  budget: (input) => ({ ...input, brief: input.brief ? shortBudget(input.brief, 500) : undefined }),
  prompt: (input) => {
    const target = articleWords(input);
    const o = input.options;
    return {
      system: lines(
        SYSTEM_BASE,
        `Write a complete, original article of about ${target} words. Structure: one <h1> with the title, an ` +
          'introduction, one <h2> section per outline heading (with <h3> subsections where useful), and a <h2> ' +
          'conclusion.',
        input.keyword &&
          `Use the focus keyword "${input.keyword}" naturally in the introduction and some headings.`,
        o.faqs &&
          'Before the conclusion, add a <h2>Frequently Asked Questions</h2> section of 3 to 5 <h3> questions with answers.',
        o.readability && 'Keep it very readable: short paragraphs, sentences under 20 words, plain words.',
        o.simplifiedSentences && 'Use simple sentences: one idea per sentence, active voice.',
        o.externalLinks &&
          'Link to 2 or 3 well-known authoritative sources with <a href>, only real URLs you are sure of.',
        o.internalLinks &&
          input.links?.length &&
          'Link each of the internal links below once where it fits, with <a href>.',
        languageRule(input.language, 'Write in the language of the title.'),
        toneRule(input.tone),
        FORMAT_RULES.html,
      ),
      user: lines(
        `Title: ${input.title}`,
        input.outline?.length && `Outline:\n${input.outline.map((h) => `- ${h}`).join('\n')}`,
        input.brief && quote('Brief', input.brief),
        o.internalLinks &&
          input.links?.length &&
          quote(
            'Internal links (URL, then its topic)',
            input.links.map((l) => `${l.url} ${l.title}`).join('\n'),
          ),
      ),
    };
  },
  estimate: (input) => articleCost(input.options),
  charge: (_output, input) => articleCost(input.options),
  maxTokens: (input) => tokensFor(articleWords(input) * 1.15 + 100, 'html'),
});

// ————— Nodes, tools, documents and chat ——————————————————————————————————

const faqsInput = z.object({
  /** The document the questions are about (POST /api/generate-node {operation: faqs, contextText}). */
  contextText: fields.text,
  previousQuestions: z.array(z.string().trim().max(300)).max(50).default([]),
  count: fields.count(3, 10),
  language: fields.language.optional(),
});
const faqs = defineOperation({
  id: 'faqs',
  label: 'FAQs',
  description: 'Writes frequently asked questions with answers about a document.',
  kind: 'node',
  output: 'faqs',
  schema: faqsInput,
  example: { contextText: SAMPLE_HTML, previousQuestions: ['What is email marketing?'], count: 3 },
  temperature: 0.6,
  budget: (input) => ({
    ...input,
    contextText: documentBudget(input.contextText),
    previousQuestions: input.previousQuestions.slice(-20),
  }),
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      `Write ${input.count} questions readers of the document would ask, each with a helpful answer of two to ` +
        'four sentences based on the document.',
      input.previousQuestions.length > 0 && 'Do not repeat or rephrase the questions already asked.',
      languageRule(input.language, 'Write in the language of the document.'),
      FORMAT_RULES.faqs,
    ),
    user: lines(
      quote('Document', input.contextText),
      input.previousQuestions.length > 0 &&
        quote('Questions already asked', input.previousQuestions.join('\n')),
    ),
  }),
  estimate: (input) => input.count * 80,
  // At most `count` questions, whatever the model sent.
  finalize: (text, input) => {
    const items = parseFaqs(text);
    return items.length > input.count ? JSON.stringify(items.slice(0, input.count)) : text;
  },
});

const condensedInput = z.object({ text: fields.text, language: fields.language.optional() });
const condensedText = defineOperation({
  id: 'condensed-text',
  label: 'Condensed text',
  description: 'Condenses a text to its essentials (POST /api/tools {type: condensed-text}).',
  kind: 'tool',
  output: 'text',
  schema: condensedInput,
  example: { text: SAMPLE_HTML },
  temperature: 0.3,
  budget: (input) => ({ ...input, text: documentBudget(input.text) }),
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      'Condense the text to its essential information in as few words as possible, keeping every fact that matters.',
      languageRule(input.language),
      FORMAT_RULES.text,
    ),
    user: quote('Text', input.text),
  }),
  estimate: (input) => words(input.text) * 0.6 + 30,
});

const summarizeInput = z.object({
  text: fields.text,
  /** The summary so far, when a long document is summarised in parts. */
  previous: fields.optionalText,
  language: fields.language.optional(),
});
const summarize = defineOperation({
  id: 'summarize',
  label: 'Summarize',
  description:
    'Summarises a document or file (POST /api/summarize), optionally continuing a previous summary.',
  kind: 'document',
  output: 'text',
  schema: summarizeInput,
  example: { text: SAMPLE_HTML },
  temperature: 0.3,
  budget: (input) => ({
    ...input,
    text: documentBudget(input.text),
    previous: input.previous ? cursorContext(input.previous) : undefined,
  }),
  prompt: (input) => ({
    system: lines(
      SYSTEM_BASE,
      'Summarise the text in a few short paragraphs that capture its main points, in order.',
      input.previous && 'Continue the summary so far without repeating it.',
      languageRule(input.language),
      FORMAT_RULES.text,
    ),
    user: lines(
      input.previous && quote('Summary so far (its end)', input.previous),
      quote('Text', input.text),
    ),
  }),
  estimate: (input) => Math.min(600, words(input.text) * 0.35) + 60,
});

/** The longest chat message accepted; each is cut to the default budget before it is sent. */
const MAX_CHAT_MESSAGE_CHARS = 100_000;

const chatInput = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: z.string().trim().min(1).max(MAX_CHAT_MESSAGE_CHARS),
      }),
    )
    .min(1)
    .max(200),
  /** The brand voice to write in (a style's description). */
  style: z.string().trim().max(4000).optional(),
  /** Who the assistant is for this user (a persona's description). */
  persona: z.string().trim().max(4000).optional(),
  /** Passages retrieved from the user's files or pages, for chat with files. */
  context: fields.optionalText,
  /** 0 (precise) to 1 (creative); sets the temperature. */
  creativityLevel: z.number().min(0).max(1).default(0.5),
  language: fields.language.optional(),
});
const chat = defineOperation({
  id: 'chat',
  label: 'Chat',
  description: 'Answers in a conversation, with the brand voice, persona and retrieved sources when given.',
  kind: 'chat',
  output: 'text',
  schema: chatInput,
  example: { messages: [{ role: 'user', content: 'How often should I send a newsletter?' }] },
  temperature: (input) => Math.round((0.2 + input.creativityLevel) * 100) / 100,
  budget: (input) => ({
    ...input,
    // SPEC §5: the last 15 messages, runs of one role collapsed; each message within the default budget.
    messages: chatHistory(input.messages).map((m) => ({ ...m, content: selectionBudget(m.content) })),
    style: input.style ? shortBudget(input.style, 500) : undefined,
    persona: input.persona ? shortBudget(input.persona, 500) : undefined,
    context: input.context ? documentBudget(input.context) : undefined,
  }),
  prompt: (input) => ({
    system: lines(
      'You are Inkpress, a helpful writing and marketing assistant. Answer clearly and concisely.',
      input.persona && `Act as this persona:\n${input.persona}`,
      input.style && `Write in this brand voice:\n${input.style}`,
      input.context &&
        `Answer from these sources when they are relevant, and say so when they do not cover the question:\n"""\n${input.context}\n"""`,
      languageRule(input.language, 'Answer in the language of the last message.'),
    ),
    messages: input.messages,
  }),
  estimate: () => 800,
});

/** The catalogue. Keys are the operation ids the API accepts. */
export const operations = {
  expand,
  shorten,
  paraphrase,
  translate,
  summary,
  'improve-seo': improveSeo,
  'write-more': writeMore,
  command,
  conclusion,
  'spelling-and-grammar': spellingAndGrammar,
  formatting,
  'change-tone': changeTone,
  'simple-language': simpleLanguage,
  'add-depth': addDepth,
  'add-internal-links': addInternalLinks,
  readability,
  improve,
  'meta-description': metaDescription,
  'meta-title': metaTitle,
  'generate-headlines': generateHeadlines,
  'generate-talking-points': generateTalkingPoints,
  'generate-categories': generateCategories,
  'generate-title': generateTitle,
  'generate-outline': generateOutline,
  'generate-article': generateArticle,
  faqs,
  'condensed-text': condensedText,
  summarize,
  chat,
} as const;

export type Operations = typeof operations;
export type OperationId = keyof Operations;
/** What a caller passes (before defaults and budgets). */
export type OperationInput<Id extends OperationId> = z.input<Operations[Id]['schema']>;
/** The input after validation and defaults. */
export type ParsedInput<Id extends OperationId> = z.output<Operations[Id]['schema']>;
export type OperationOutput<Id extends OperationId> = OutputOf<Operations[Id]['output']>;
/** Any entry, with its input type erased: what code iterating the catalogue sees. */
export type AnyOperation = Operation<z.ZodType, OutputShape>;

export const operationIds = Object.keys(operations) as OperationId[];

/** The editor's operations menu (SPEC §9), in menu order. */
export const editorOperationIds = [
  'expand',
  'shorten',
  'paraphrase',
  'translate',
  'summary',
  'improve-seo',
  'write-more',
  'command',
  'conclusion',
  'spelling-and-grammar',
  'formatting',
  'change-tone',
  'simple-language',
  'add-depth',
  'add-internal-links',
  'readability',
  'improve',
  'meta-description',
  'meta-title',
] as const satisfies readonly OperationId[];

/** What POST /api/generate accepts (SPEC §7). */
export const generateOperationIds = [
  'translate',
  'generate-headlines',
  'generate-talking-points',
  'generate-categories',
] as const satisfies readonly OperationId[];

export function isOperationId(value: unknown): value is OperationId {
  return typeof value === 'string' && Object.hasOwn(operations, value);
}

/** The entry of an id, with its input type erased (for code that holds the id as a string). */
export function getOperation(id: OperationId): AnyOperation {
  return operations[id] as unknown as AnyOperation;
}
