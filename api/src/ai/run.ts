/**
 * Running an operation of the catalogue on a provider: validation, budgets,
 * prompt, model choice, streaming, and the final result with its credits.
 *
 *   const reserve = estimateCredits('expand', body);          // 400 on bad input
 *   … reserve `reserve` credits (402 when short) …
 *   const run = runOperation(provider, 'expand', body, { gpt4, signal });
 *   for await (const delta of run) send(delta);               // token deltas
 *   const result = await run.result;                          // text, output, words, credits, aborted
 *   … charge result.credits, give back reserve - result.credits …
 *
 * An abort (the signal fires, or the consumer stops iterating) is not an
 * error: the stream simply ends and the result says `aborted: true`, with
 * the credits of the words already delivered. Provider failures (AppErrors:
 * provider rate limit, 502) are thrown by the iteration and reject `result`.
 */
import type { z } from 'zod';
import { ValidationError } from '../errors';
import { isAbortError } from './abort';
import { toolOperations } from './catalogue/tools';
import {
  type AnyOperation,
  getOperation,
  isOperationId,
  type OperationId,
  type OperationOutput,
  type PromptMessages,
} from './operations';
import { outputWords, parseOutput } from './output';
import { type AiProvider, pickModel, type StreamTextRequest } from './provider';

export interface OperationResult<Id extends OperationId = OperationId> {
  operation: Id;
  /** Which provider answered ('openai' | 'offline') and its UI label ('offline writer'). */
  provider: AiProvider['name'];
  label: string;
  model: string;
  /** Everything streamed, as it was streamed. */
  text: string;
  /** The finished text read as the operation's shape (a meta title cut to 60 characters, a list of headlines…). */
  output: OperationOutput<Id>;
  /** Words of the output, as credits count them. */
  words: number;
  /** Credits reserved for the run (the estimate). */
  estimate: number;
  /** Credits the run costs: never more than `estimate`. */
  credits: number;
  /** True when the run stopped early (client gone, signal aborted, consumer stopped). */
  aborted: boolean;
}

export interface RunOptions {
  /** The user's effective gpt4 feature (features.gpt4 with an active plan): selects the larger model. */
  gpt4?: boolean;
  signal?: AbortSignal;
}

/** Everything about a run that is known before it starts. */
export interface PreparedOperation {
  operation: AnyOperation;
  /** The input after validation, defaults and the text budgets. */
  input: unknown;
  prompt: PromptMessages;
  estimate: number;
  maxTokens: number;
  temperature: number;
}

function lookup(id: string): AnyOperation {
  if (isOperationId(id)) return getOperation(id);
  // The free tools' operations (tool:<slug>) come from shared-core's tool catalogue.
  const tool = toolOperations.get(id);
  if (tool) return tool as AnyOperation;
  throw ValidationError(`Unknown operation: ${id}`, { operation: id });
}

/** Validates an operation's input: an AppError 400 listing every problem, or the parsed input. */
export function parseOperationInput(id: string, input: unknown): unknown {
  const operation = lookup(id);
  const parsed = (operation.schema as z.ZodType).safeParse(input ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    const first = issues[0];
    throw ValidationError(first ? `${first.path || 'input'}: ${first.message}` : 'Invalid input', { issues });
  }
  return parsed.data;
}

/** Validation, budgets, prompt and cost of a run, without running it. */
export function prepareOperation(id: string, input: unknown): PreparedOperation {
  const operation = lookup(id);
  const budgeted = operation.budget(parseOperationInput(id, input));
  return {
    operation,
    input: budgeted,
    prompt: operation.prompt(budgeted),
    estimate: operation.estimate(budgeted),
    maxTokens: operation.maxTokens(budgeted),
    temperature: operation.temperature(budgeted),
  };
}

/** Credits to reserve before running `id` on `input` (throws the 400 for bad input). */
export function estimateCredits(id: string, input: unknown): number {
  return prepareOperation(id, input).estimate;
}

/**
 * One run: iterate it for the token deltas (once), then read `result`.
 * `complete()` runs it without streaming (for non-streamed endpoints).
 */
export class OperationRun<Id extends OperationId = OperationId> implements AsyncIterable<string> {
  readonly operation: AnyOperation;
  readonly estimate: number;
  readonly model: string;
  /** Who answers: 'openai' or 'offline', and the label the UI shows ('offline writer'). */
  readonly providerName: AiProvider['name'];
  readonly providerLabel: string;
  /** Settles when the stream ends: resolves with the result, rejects with a provider failure. */
  readonly result: Promise<OperationResult<Id>>;
  private resolve!: (result: OperationResult<Id>) => void;
  private reject!: (err: unknown) => void;
  private started = false;

  constructor(
    private readonly provider: AiProvider,
    private readonly id: Id,
    private readonly prepared: PreparedOperation,
    private readonly options: RunOptions,
  ) {
    this.operation = prepared.operation;
    this.estimate = prepared.estimate;
    this.model = pickModel(provider, options.gpt4);
    this.providerName = provider.name;
    this.providerLabel = provider.label;
    this.result = new Promise<OperationResult<Id>>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // A caller that only iterates must not crash the process with an unhandled rejection.
    this.result.catch(() => undefined);
  }

  [Symbol.asyncIterator](): AsyncIterator<string> {
    if (this.started) throw new Error(`Operation ${this.id} is already running; iterate it once.`);
    this.started = true;
    return this.generate();
  }

  /** Runs to the end without streaming and returns the result. */
  async complete(): Promise<OperationResult<Id>> {
    if (!this.started) {
      try {
        for await (const _ of this) {
          // Draining: the deltas are in the result's text.
        }
      } catch {
        // The rejection is on `result`.
      }
    }
    return this.result;
  }

  private async *generate(): AsyncGenerator<string, void, undefined> {
    const { signal } = this.options;
    const request: StreamTextRequest = {
      model: this.model,
      system: this.prepared.prompt.system,
      messages: this.prepared.prompt.messages,
      maxTokens: this.prepared.maxTokens,
      temperature: this.prepared.temperature,
      signal,
      task: { operation: this.id, input: this.prepared.input as Record<string, unknown> },
    };
    let text = '';
    let settled = false;
    const settle = (aborted: boolean) => {
      settled = true;
      this.resolve(this.finish(text, aborted));
    };
    try {
      for await (const delta of this.provider.streamText(request)) {
        text += delta;
        yield delta;
      }
      settle(Boolean(signal?.aborted));
    } catch (err) {
      if (signal?.aborted || isAbortError(err, signal)) {
        settle(true);
        return;
      }
      settled = true;
      this.reject(err);
      throw err;
    } finally {
      // The consumer stopped iterating (`break`, a thrown error in its loop): an abort.
      if (!settled) settle(true);
    }
  }

  private finish(text: string, aborted: boolean): OperationResult<Id> {
    const { operation, input, estimate } = this.prepared;
    const final = operation.finalize(text, input);
    const words = outputWords(operation.output, final);
    const charge = operation.charge(final, input);
    // Aborted: only the words delivered, and never above the full price. Always within the reservation.
    const credits = Math.min(estimate, aborted ? Math.min(words, charge) : charge);
    return {
      operation: this.id,
      provider: this.provider.name,
      label: this.provider.label,
      model: this.model,
      text,
      output: parseOutput(operation.output, final) as OperationOutput<Id>,
      words,
      estimate,
      credits: Math.max(0, credits),
      aborted,
    };
  }
}

/**
 * Starts an operation. Validation, budgets and the prompt happen now (a bad
 * input throws the 400 before anything streams); generation starts when the
 * run is iterated (or `complete()` is called).
 */
export function runOperation<Id extends OperationId>(
  provider: AiProvider,
  id: Id,
  input: unknown,
  options?: RunOptions,
): OperationRun<Id>;
/** With an id straight from a request body: an unknown id is a 400. */
export function runOperation(
  provider: AiProvider,
  id: string,
  input: unknown,
  options?: RunOptions,
): OperationRun;
export function runOperation(
  provider: AiProvider,
  id: string,
  input: unknown,
  options: RunOptions = {},
): OperationRun {
  const prepared = prepareOperation(id, input);
  return new OperationRun(provider, id as OperationId, prepared, options);
}
