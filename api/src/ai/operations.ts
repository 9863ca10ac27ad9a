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
import { editorOperationIds as sharedEditorOperationIds } from '@inkpress/shared-core';
import type { z } from 'zod';
import { generateArticle, generateOutline, generateTitle } from './catalogue/article';
import type { Operation } from './catalogue/define';
import { chat, condensedText, faqs, summarize } from './catalogue/documents';
import {
  addDepth,
  addInternalLinks,
  changeTone,
  command,
  conclusion,
  expand,
  formatting,
  improve,
  improveSeo,
  metaDescription,
  metaTitle,
  paraphrase,
  readability,
  shorten,
  simpleLanguage,
  spellingAndGrammar,
  summary,
  translate,
  writeMore,
} from './catalogue/editor';
import { generateCategories, generateHeadlines, generateTalkingPoints } from './catalogue/generate';
import { repurpose } from './catalogue/repurpose';
import { videoArticle } from './catalogue/video';
import { describeStyle } from './catalogue/voice';
import type { OutputOf, OutputShape } from './output';

export { articleWords, sectionCount } from './catalogue/article';
export {
  defineOperation,
  type Operation,
  type OperationKind,
  type PromptMessages,
  TOKENS_PER_WORD,
} from './catalogue/define';
export { META_DESCRIPTION_MAX, META_TITLE_MAX } from './catalogue/editor';

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
  'video-article': videoArticle,
  'describe-style': describeStyle,
  repurpose,
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

/** The editor's operations menu (SPEC §9): shared-core's list, the one the editor and its costs use. */
export const editorOperationIds = sharedEditorOperationIds satisfies readonly OperationId[];

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
