/**
 * Operations on whole documents and conversations: FAQs (generate-node),
 * condensed text (tools), summarize and chat.
 */
import { chatHistory } from '@inkpress/shared-core';
import { z } from 'zod';
import { parseFaqs } from '../output';
import {
  cursorContext,
  documentBudget,
  FORMAT_RULES,
  fields,
  languageRule,
  lines,
  quote,
  SYSTEM_BASE,
  selectionBudget,
  shortBudget,
} from '../prompt';
import { personaField, personaText, voiceField, voiceText } from '../voice';
import { defineOperation, SAMPLE_HTML, words } from './define';

const faqsInput = z.object({
  /** The document the questions are about (POST /api/generate-node {operation: faqs, contextText}). */
  contextText: fields.text,
  previousQuestions: z.array(z.string().trim().max(300)).max(50).default([]),
  count: fields.count(3, 10),
  language: fields.language.optional(),
});
export const faqs = defineOperation({
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
export const condensedText = defineOperation({
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
export const summarize = defineOperation({
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
  /** The brand voice to write in: a saved voice's brief, or a description. */
  style: voiceField.optional(),
  /** Who the answer is for: a saved persona's brief, or a description. */
  persona: personaField.optional(),
  /** Passages retrieved from the user's files or pages, for chat with files. */
  context: fields.optionalText,
  /** 0 (precise) to 1 (creative); sets the temperature. */
  creativityLevel: z.number().min(0).max(1).default(0.5),
  language: fields.language.optional(),
});
export const chat = defineOperation({
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
    style: typeof input.style === 'string' ? shortBudget(input.style, 500) || undefined : input.style,
    persona: typeof input.persona === 'string' ? shortBudget(input.persona, 500) || undefined : input.persona,
    context: input.context ? documentBudget(input.context) : undefined,
  }),
  prompt: (input) => ({
    system: lines(
      'You are Inkpress, a helpful writing and marketing assistant. Answer clearly and concisely.',
      input.persona && `Answer for this reader:\n${personaText(input.persona)}`,
      input.style && `Write in this brand voice:\n${voiceText(input.style)}`,
      input.context &&
        'Answer from these numbered passages of the user’s files when they are relevant, and say so when they do ' +
          'not cover the question. After each fact taken from a passage, cite it by its number in brackets, like [1] ' +
          `or [2]; never cite a number that is not listed:\n"""\n${input.context}\n"""`,
      languageRule(input.language, 'Answer in the language of the last message.'),
    ),
    messages: input.messages,
  }),
  estimate: () => 800,
});
