/**
 * The AI engine (DESIGN.md §6). What routes use:
 *
 * Once per process (createApp): `const ai = createProvider(config.ai)`.
 *
 * A streamed endpoint (POST /api/generate, /api/summarize, chat…):
 *
 *   const { operation, ...input } = body;                      // e.g. {operation: 'expand', text}
 *   const reserve = estimateCredits(operation, input);         // AppError 400 on bad input
 *   await ledger.reserve(user, reserve);                       // 402 NotEnoughCredits before streaming
 *   let charged = 0;
 *   try {
 *     await withEventStream(ctx, async (events) => {
 *       const run = runOperation(ai, operation, input, { gpt4, signal: events.signal });
 *       const result = await streamOperation(events, run);     // meta, delta…, done
 *       charged = result.credits;                              // ≤ reserve; words delivered if aborted
 *     });
 *   } finally {
 *     await ledger.settle(user, reserve, charged);             // unused credits return (0 on failure)
 *   }
 *
 * A non-streamed endpoint (generate-node faqs, meta fields, rewrite):
 *
 *   const result = await runOperation(ai, 'faqs', body, { gpt4 }).complete();
 *   result.output;   // Faq[] — typed by the operation's output shape
 *
 * `gpt4` is the user's features.gpt4 combined with an active plan (SPEC §6).
 */
export { abortError, isAbortError } from './abort';
export {
  type AiConfig,
  type AiEnv,
  AiEnvSchema,
  aiConfigFromEnv,
  aiEnvShape,
  DEFAULT_LARGE_MODEL,
  DEFAULT_MODEL,
  type OfflineConfig,
  type OpenAIConfig,
} from './config';
export { createProvider } from './factory';
export { OfflineProvider } from './offline/provider';
export { OpenAIProvider, providerError } from './openai';
export {
  type AnyOperation,
  editorOperationIds,
  generateOperationIds,
  getOperation,
  isOperationId,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  type Operation,
  type OperationId,
  type OperationInput,
  type OperationKind,
  type OperationOutput,
  operationIds,
  operations,
} from './operations';
export { type Faq, type OutputShape, outputWords, parseOutput } from './output';
export {
  type AiProvider,
  type ChatMessage,
  type EmbedResult,
  type GeneratedImage,
  type ImageRequest,
  pickModel,
  type StreamTextRequest,
} from './provider';
export {
  estimateCredits,
  type OperationResult,
  OperationRun,
  parseOperationInput,
  prepareOperation,
  type RunOptions,
  runOperation,
} from './run';
export { type DoneEvent, streamOperation } from './stream';
