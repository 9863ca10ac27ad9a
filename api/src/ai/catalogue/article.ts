/**
 * A new article from a template: title → outline (the user edits it) →
 * article, with the options and flat price of SPEC §9.
 */
import { articleCost, defaultWordCount } from '@inkpress/shared-core';
import { z } from 'zod';
import { clipChars, outputWords } from '../output';
import {
  FORMAT_RULES,
  fields,
  languageRule,
  lines,
  quote,
  SYSTEM_BASE,
  shortBudget,
  toneRule,
} from '../prompt';
import { PersonaBrief, personaText, VoiceBrief, voiceText } from '../voice';
import { defineOperation, tokensFor } from './define';

const titleInput = z.object({
  keyword: fields.keyword,
  /** Titles already offered ("Another title"): a new one must differ from each. */
  avoid: z.array(z.string().trim().min(1).max(200)).max(10).optional(),
  /** What the article should be about, in the user's words. */
  brief: fields.optionalText,
  language: fields.language.optional(),
  tone: fields.tone.optional(),
});
export const generateTitle = defineOperation({
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
    user: lines(
      `Keyword: ${input.keyword}`,
      input.brief && quote('Brief', input.brief),
      input.avoid?.length &&
        quote('Titles already offered: write a different one', input.avoid.map((t) => `- ${t}`).join('\n')),
    ),
  }),
  estimate: () => 20,
  finalize: (text) => clipChars(text.split('\n')[0] ?? '', 100),
  // A title the user was already offered is no new title: it costs nothing.
  charge: (output, input) =>
    input.avoid?.some((t) => sameTitle(t, output)) ? 0 : outputWords('text', output),
});

/** Two titles are the same when they differ only in case, spacing and punctuation. */
export function sameTitle(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return norm(a) === norm(b);
}

const wordCount = z.number().int().min(100).max(8000);
const articleLength = z.enum(['short', 'medium']);

const outlineInput = z.object({
  title: fields.title,
  keyword: fields.keyword.optional(),
  length: articleLength.default('short'),
  wordCount: wordCount.optional(),
  brief: fields.optionalText,
  /** The user's own instructions (a custom workflow step's prompt): followed over the defaults. */
  instructions: fields.optionalText,
  language: fields.language.optional(),
});
/** Sections of an article: about one per 330 words, 2 to 14. */
export function sectionCount(words: number): number {
  return Math.min(14, Math.max(2, Math.round(words / 330)));
}
export const generateOutline = defineOperation({
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
        input.instructions && quote('Follow these instructions of the user', input.instructions),
      ),
    };
  },
  estimate: (input) => sectionCount(input.wordCount ?? defaultWordCount(input.length)) * 10,
});

/** The longest info-base passage given to an article. */
const MAX_SOURCE_CHARS = 4000;

const articleInput = z.object({
  title: fields.title,
  keyword: fields.keyword.optional(),
  /** The (edited) outline: the h2 headings, in order. */
  outline: z.array(z.string().trim().min(1).max(200)).max(30).optional(),
  /** short 3000 or medium 4000 words (SPEC §9); `wordCount` overrides (2000 for special users). */
  length: articleLength.default('short'),
  wordCount: wordCount.optional(),
  brief: fields.optionalText,
  /** The user's own instructions (a custom workflow step's prompt): followed over the defaults. */
  instructions: fields.optionalText,
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
  /** The team's brand voice to write in, and the persona to write for. */
  style: VoiceBrief.optional(),
  persona: PersonaBrief.optional(),
  /** "Use my info base": the team's passages on the topic, numbered; the article cites them as [n]. */
  sources: z
    .array(
      z.object({
        n: z.number().int().min(1).max(50),
        name: z.string().min(1).max(300),
        text: z.string().min(1).max(MAX_SOURCE_CHARS),
      }),
    )
    .max(12)
    .optional(),
});
type ArticleInput = z.output<typeof articleInput>;

/** The article's target length in words. */
export function articleWords(input: Pick<ArticleInput, 'wordCount' | 'length'>): number {
  return input.wordCount ?? defaultWordCount(input.length);
}

export const generateArticle = defineOperation({
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
  budget: (input) => ({
    ...input,
    brief: input.brief ? shortBudget(input.brief, 500) : undefined,
    instructions: input.instructions ? shortBudget(input.instructions) : undefined,
  }),
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
        input.persona &&
          `Write for this reader, and open the introduction by speaking to their role, goals and pains:\n${personaText(input.persona)}`,
        input.style && `Write in this brand voice:\n${voiceText(input.style)}`,
        input.sources?.length &&
          'Use the facts of the numbered passages from the user’s info base below wherever they are relevant, in ' +
            'preference to general knowledge. After each sentence that uses a passage, cite it by its number in ' +
            'brackets, like [1] or [2]; never cite a number that is not listed, and do not write a list of sources ' +
            '(it is added after the article).',
        languageRule(input.language, 'Write in the language of the title.'),
        toneRule(input.tone),
        FORMAT_RULES.html,
      ),
      user: lines(
        `Title: ${input.title}`,
        input.outline?.length && `Outline:\n${input.outline.map((h) => `- ${h}`).join('\n')}`,
        input.brief && quote('Brief', input.brief),
        input.instructions && quote('Follow these instructions of the user', input.instructions),
        o.internalLinks &&
          input.links?.length &&
          quote(
            'Internal links (URL, then its topic)',
            input.links.map((l) => `${l.url} ${l.title}`).join('\n'),
          ),
        input.sources?.length &&
          quote(
            'Info base passages (number, file, then the passage)',
            input.sources.map((s) => `[${s.n}] ${s.name}\n${s.text}`).join('\n\n'),
          ),
      ),
    };
  },
  estimate: (input) => articleCost(input.options),
  charge: (_output, input) => articleCost(input.options),
  maxTokens: (input) => tokensFor(articleWords(input) * 1.15 + 100, 'html'),
});
