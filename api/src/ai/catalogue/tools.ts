/**
 * The free tools' AI operations (POST /api/tools/{slug}): one operation per
 * tool of shared-core's catalogue whose engine writes with the AI, with the
 * id `tool:<slug>`. The catalogue gives the input schema and the reserve;
 * this file gives each tool its instructions. Library-only tools have no
 * operation (services/tools runs their engines).
 */
import { countWords } from '@inkpress/shared-core';
import {
  fitSnippet,
  runnableTools,
  snippetLimitsOf,
  type ToolDefinition,
  toolInputSchema,
} from '@inkpress/shared-core/tools';
import type { z } from 'zod';
import type { OutputShape } from '../output';
import { FORMAT_RULES, languageRule, lines, quote, SYSTEM_BASE, toneRule } from '../prompt';
import { defineOperation, type Operation } from './define';

type Input = Record<string, unknown>;
const str = (input: Input, key: string) => {
  const value = input[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};
const num = (input: Input, key: string, fallback: number) => {
  const value = input[key];
  return typeof value === 'number' ? value : fallback;
};

/** What each tool asks the model for; `count` is the number of items of a list tool. */
const instructions: Record<string, (input: Input) => string> = {
  'headline-generator': (i) =>
    `Write ${num(i, 'count', 8)} distinct, compelling headlines (at most 70 characters each) for the topic below${str(i, 'keyword') ? `, each containing the keyword "${str(i, 'keyword')}"` : ''}.`,
  'text-generator': (i) =>
    `Write a ${str(i, 'length') === 'medium' ? 'text of about 350 words' : 'text of about 150 words'} as the brief below asks.`,
  'prompt-generator': (i) =>
    `Write one complete prompt for an AI assistant that achieves the goal below: the role to take, the context, the task step by step, the constraints and the format of the answer${str(i, 'audience') ? `, for ${str(i, 'audience')}` : ''}.`,
  'paragraph-generator': () =>
    'Write one well-structured paragraph (100–150 words) on the topic below: a topic sentence, support, and a closing sentence.',
  'sentence-generator': (i) =>
    `Write ${num(i, 'count', 5)} different, complete sentences about the topic below.`,
  'introduction-generator': (i) =>
    `Write an engaging introduction (80–120 words) for an article titled "${str(i, 'title') ?? ''}": a hook, the problem, and what the reader will learn.`,
  'conclusion-generator': (i) =>
    `Write a conclusion (80–120 words) for an article titled "${str(i, 'title') ?? ''}": sum up the main points below and end with a clear next step for the reader.`,
  'pros-and-cons-generator': (i) =>
    `List ${num(i, 'count', 5)} pros and ${num(i, 'count', 5)} cons of the subject below${str(i, 'context') ? ` for this situation: ${str(i, 'context')}` : ''}. Write each on its own line starting with "Pro: " or "Con: ", all pros first.`,
  'book-idea-generator': (i) =>
    `Suggest ${num(i, 'count', 5)} original book ideas in the genre or theme below${str(i, 'audience') ? ` for ${str(i, 'audience')}` : ''}. Each line: a working title, a colon, and a one-sentence premise.`,
  'book-title-generator': (i) =>
    `Suggest ${num(i, 'count', 10)} memorable book titles for the book described below${str(i, 'genre') ? ` (${str(i, 'genre')})` : ''}.`,
  'multi-language-bulk-translate': () => 'Translate the text faithfully, keeping its formatting.',
  'readability-improver': () =>
    'Rewrite the text so it is easier to read: shorter sentences, common words, active voice, one idea per sentence. Keep every fact and the meaning.',
  'text-simplifier': () =>
    'Rewrite the text in plain language a 12-year-old can follow: replace jargon and long words with simple ones, split long sentences. Keep the meaning.',
  'sentence-shortener': () =>
    'Rewrite the text with shorter sentences: split or trim every sentence longer than 20 words, keeping every fact.',
  'passive-to-active-voice': () =>
    'Rewrite each sentence below in the active voice, choosing the most likely subject when none is named. Answer with one sentence per line, in the same order.',
  humanizer: () =>
    'Rewrite the text so it reads as natural human writing: vary sentence length, prefer concrete words and examples, drop stock phrases ("in today’s fast-paced world", "delve", "it is important to note"). Keep the meaning.',
  'bypass-ai-detection': () =>
    'Rewrite the text in a personal, varied style: mix short and long sentences, use concrete details and plain words, and cut stock phrases. Keep the meaning.',
  'text-expander': () =>
    'Expand the text to about twice its length with detail, examples and explanation, keeping its meaning and structure.',
  'paraphrasing-tool': () => 'Paraphrase the text: the same meaning in new words and sentence structures.',
  reworder: () => 'Reword the text with different vocabulary, keeping its meaning and about the same length.',
  'ai-keyword-research': () =>
    'Suggest 12 related search keywords for the topic below, grouped by search intent. Write each on its own line as "<intent>: <keyword>", where intent is informational, commercial, transactional or navigational.',
  'meta-title-generator': (i) =>
    `Write ${num(i, 'count', 5)} SEO meta titles of at most 60 characters for the page below${str(i, 'keyword') ? `, each starting with or close to "${str(i, 'keyword')}"` : ''}.`,
  'meta-description-generator': (i) =>
    `Write ${num(i, 'count', 3)} SEO meta descriptions of 120–160 characters for the page below${str(i, 'keyword') ? `, each using "${str(i, 'keyword')}"` : ''}, ending with a reason to click.`,
  'slogan-generator': (i) =>
    `Write ${num(i, 'count', 10)} short, catchy slogans (at most 8 words) for the product below.`,
  'niche-ideas-generator': (i) =>
    `Suggest ${num(i, 'count', 8)} specific, profitable niches within the market below. Each line: the niche, a colon, and who it serves.`,
  'value-proposition-generator': (i) =>
    `Write ${num(i, 'count', 5)} one-sentence value propositions for the product below: for whom, what it does, and why it beats the alternatives.`,
  'call-to-action-generator': (i) =>
    `Write ${num(i, 'count', 8)} calls to action (button labels or one short line each) for the goal below.`,
  'business-name-generator': (i) =>
    `Suggest ${num(i, 'count', 12)} brandable business names for the business below: short, easy to say and spell.`,
  'proposal-generator': (i) =>
    `Write a project proposal for ${str(i, 'client') ?? 'the client'} with these sections: Summary, Goals, Scope and deliverables, Timeline${str(i, 'timeline') ? ` (${str(i, 'timeline')})` : ''}, Budget${str(i, 'budget') ? ` (${str(i, 'budget')})` : ''}, Next steps.`,
  'resignation-letter-generator': (i) =>
    `Write a resignation letter from ${str(i, 'name') ?? 'the writer'}, ${str(i, 'position') ?? 'an employee'} at ${str(i, 'company') ?? 'the company'}, to ${str(i, 'manager') ?? 'their manager'}, with ${str(i, 'lastDay') ?? 'a notice period'} as the last working day. Thank them and offer help with the handover.`,
  'email-responder': (i) =>
    `Write a reply to the email below that says: ${str(i, 'intent') ?? 'a helpful answer'}.`,
  'customer-message-generator': () =>
    'Write a clear, friendly message to a customer about the situation below: what happened, what you do about it, what they can do.',
  'hook-generator': (i) =>
    `Write ${num(i, 'count', 8)} scroll-stopping opening lines (at most 20 words) for a post or video on the topic below.`,
  'reddit-comment-generator': (i) =>
    `Write a helpful Reddit comment (60–150 words) answering the post below${str(i, 'subreddit') ? ` in ${str(i, 'subreddit')}` : ''}${str(i, 'intent') ? `, saying: ${str(i, 'intent')}` : ''}. Be genuine and specific; no self-promotion.`,
  'twitter-reply-generator': (i) =>
    `Write ${num(i, 'count', 3)} replies to the post below, each at most 280 characters, that ${{ agree: 'agree and add something', question: 'ask a thoughtful question', disagree: 'disagree politely with a reason', funny: 'are funny' }[str(i, 'stance') ?? 'agree'] ?? 'agree and add something'}.`,
};

/** The material the tool works on, labelled for the prompt. */
function material(tool: ToolDefinition, input: Input): string {
  const label = tool.fields.find((f) => f.name === 'text')?.label ?? 'Text';
  return lines(
    str(input, 'title') && `Title: ${str(input, 'title')}`,
    str(input, 'keyword') && `Focus keyword: ${str(input, 'keyword')}`,
    str(input, 'client') && `Client: ${str(input, 'client')}`,
    quote(label, str(input, 'text') ?? ''),
  );
}

const shapeOf = (tool: ToolDefinition): OutputShape =>
  tool.output === 'list' ||
  tool.output === 'pros-cons' ||
  tool.output === 'keywords' ||
  tool.output === 'voice'
    ? 'list'
    : 'text';

/**
 * Items of a list answer cut to the tool's hard limit at a word: a tweet
 * reply's 280 characters, a search title's 60 characters and 580 px.
 */
function clipLines(text: string, tool: ToolDefinition): string {
  const max = tool.maxOutputChars;
  const snippet = snippetLimitsOf[tool.slug];
  if (snippet) {
    return text
      .split('\n')
      .map((item) => fitSnippet(item, snippet))
      .join('\n');
  }
  if (!max) return text;
  return text
    .split('\n')
    .map((item) => {
      if (item.length <= max) return item;
      const cut = item.slice(0, max - 1);
      const space = cut.lastIndexOf(' ');
      return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
    })
    .join('\n');
}

function toolOperation(tool: ToolDefinition): Operation {
  const output = shapeOf(tool);
  const instruction = instructions[tool.slug] ?? (() => `Do what the ${tool.name} does: ${tool.promise}`);
  const schema = toolInputSchema(tool) as z.ZodType<Input>;
  return defineOperation({
    id: `tool:${tool.slug}`,
    label: tool.name,
    description: tool.promise,
    kind: 'tool',
    output,
    schema,
    example: { text: 'Fresh bread delivered before breakfast' },
    temperature: output === 'list' ? 0.9 : 0.7,
    prompt: (input: Input) => ({
      system: lines(
        SYSTEM_BASE,
        instruction(input),
        languageRule(str(input, 'language'), 'Write in the language of the material.'),
        toneRule(str(input, 'tone')),
        FORMAT_RULES[output],
      ),
      user: material(tool, input),
    }),
    // What the catalogue promises to reserve, and never less than the text it rewrites.
    estimate: (input: Input) => Math.max(tool.credits, Math.ceil(countWords(str(input, 'text') ?? '') * 1.3)),
    finalize: (text: string) => clipLines(text, tool),
  }) as unknown as Operation;
}

/** Every AI tool's operation, by id (`tool:<slug>`). */
export const toolOperations: ReadonlyMap<string, Operation> = new Map(
  runnableTools
    .filter((tool) => tool.engine !== 'library' && tool.output !== 'translations')
    .map((tool) => [`tool:${tool.slug}`, toolOperation(tool)]),
);
