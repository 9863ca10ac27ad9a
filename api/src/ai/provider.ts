/**
 * The one interface every AI backend implements (DESIGN.md §6): streamed
 * text, images and embeddings. Operations (./operations.ts) build prompts and
 * call a provider; they never know which backend answers.
 *
 * Two providers exist: OpenAI (the official SDK, also any OpenAI-compatible
 * server) when an API key is configured, and the built-in offline writer
 * otherwise, so the platform runs and is tested without network or key.
 */
import type { ImageSize } from '@inkpress/shared-core';

/** One chat message sent to the model. The system prompt travels separately. */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * A structured description of the request, beside its prose prompt. Real
 * models read the prompt; the offline writer cannot understand prose, so it
 * reads this instead. Prompt builders fill both from the same validated and
 * budget-truncated input, so the two never disagree.
 */
export interface TaskHint {
  /** The operation id of the catalogue (./operations.ts). */
  operation: string;
  /** The operation's input after validation and the text budgets. */
  input: Record<string, unknown>;
}

export interface StreamTextRequest {
  /** The model to use; the provider's standard model when left out. */
  model?: string;
  system?: string;
  messages: ChatMessage[];
  /** Upper bound of the answer, in tokens. */
  maxTokens?: number;
  /** 0 (focused) to 2 (random); providers clamp to their own range. */
  temperature?: number;
  /** Aborting stops generation; the stream then throws the signal's reason. */
  signal?: AbortSignal;
  task?: TaskHint;
}

export interface ImageRequest {
  prompt: string;
  size?: ImageSize;
  /** How many images, 1 to 4. */
  n?: number;
  signal?: AbortSignal;
}

/** A question about one image, for a provider with a vision model. */
export interface DescribeImageRequest {
  /** The image as a data: URL (PNG, JPEG or WebP). */
  image: string;
  instruction: string;
  maxTokens?: number;
  signal?: AbortSignal;
}

export interface GeneratedImage {
  /** A data: URL (offline, or base64 answers) or the provider's temporary https URL. */
  url: string;
  mimeType: string;
  /** The size actually produced, which the provider may round to one it supports. */
  width: number;
  height: number;
}

export interface EmbedResult {
  vectors: number[][];
  /** The vector length. */
  dimensions: number;
  /**
   * 'semantic' for a model's embeddings; 'lexical' for the offline hashed
   * bag of words, which only matches shared words (DESIGN.md §6: retrieval
   * still works offline, as a lexical index).
   */
  kind: 'semantic' | 'lexical';
  /** The embedding model, when the provider names it: vectors of different models never mix. */
  model?: string;
}

export interface AiProvider {
  /** A stable id: 'openai' or 'offline'. */
  readonly name: 'openai' | 'offline';
  /** Shown in the UI beside AI output ('offline writer' for the offline provider). */
  readonly label: string;
  /** The model per operation size: `large` when the user's gpt4 feature is on. */
  readonly models: { standard: string; large: string };
  /** Token deltas as they are generated. */
  streamText(request: StreamTextRequest): AsyncIterable<string>;
  generateImage(request: ImageRequest): Promise<GeneratedImage[]>;
  embed(texts: string[], options?: { signal?: AbortSignal }): Promise<EmbedResult>;
  /** Answers a question about an image; absent where the provider has no vision model (offline). */
  describeImage?(request: DescribeImageRequest): Promise<string>;
}

/**
 * The model for one request. `gpt4` is the user's effective features.gpt4
 * flag: the route combines the flag with an active plan (SPEC §6) before
 * passing it here.
 */
export function pickModel(provider: Pick<AiProvider, 'models'>, gpt4 = false): string {
  return gpt4 ? provider.models.large : provider.models.standard;
}
