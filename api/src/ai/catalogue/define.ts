/**
 * What a catalogue entry is, and `defineOperation`, which fills in the
 * defaults (one user message, words-of-output charge, maxTokens from the
 * estimate) so each entry states only what is particular to it.
 */
import { countHtmlWords } from '@inkpress/shared-core';
import type { z } from 'zod';
import { type OutputShape, outputWords } from '../output';
import type { ChatMessage } from '../provider';

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
export function tokensFor(words: number, shape: OutputShape): number {
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

/** Words of an optional text (HTML or plain), for estimates. */
export const words = (text: string | undefined) => (text ? countHtmlWords(text) : 0);

/** The example text of the catalogue's entries. */
export const SAMPLE_HTML =
  '<h2>Why email marketing still works</h2><p>Email marketing gives you a direct line to people who asked to hear ' +
  'from you. Unlike social feeds, your message is not filtered by an algorithm, and it arrives when your reader ' +
  'is ready.</p><p>Good email marketing starts with a clear promise. Tell subscribers what they will get and how ' +
  'often, then keep that promise in every send.</p>';
