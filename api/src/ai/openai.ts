/**
 * The OpenAI provider, on the official `openai` SDK. It talks to any
 * OpenAI-compatible server through `baseURL` (a local llama.cpp, vLLM or
 * Ollama server, a gateway). Errors leave this file as AppErrors only: a
 * provider 429 becomes the provider rate-limit code of SPEC §8, everything
 * else a generic 502 whose message never repeats the upstream text (which
 * can quote part of the key).
 */
import { ErrorCode, errorMessages, type ImageSize, parseImageSize } from '@inkpress/shared-core';
import OpenAI from 'openai';
import { AppError } from '../errors';
import { abortError } from './abort';
import {
  DEFAULT_EMBEDDING_MODEL,
  DEFAULT_IMAGE_MODEL,
  DEFAULT_LARGE_MODEL,
  DEFAULT_MODEL,
  type OpenAIConfig,
} from './config';
import type {
  AiProvider,
  DescribeImageRequest,
  EmbedResult,
  GeneratedImage,
  ImageRequest,
  StreamTextRequest,
} from './provider';

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** What the provider's failures look like to a person; the upstream text is never shown. */
export const PROVIDER_FAILURE_MESSAGE = 'The AI service could not answer. Please try again in a moment.';

export class OpenAIProvider implements AiProvider {
  readonly name = 'openai' as const;
  readonly label: string;
  readonly models: { standard: string; large: string };
  private readonly client: OpenAI;
  private readonly imageModel: string;
  private readonly embeddingModel: string;

  constructor(config: OpenAIConfig) {
    this.client = new OpenAI({
      apiKey: config.apiKey,
      // Explicit, so the SDK never picks OPENAI_BASE_URL from the environment behind the config's back.
      baseURL: config.baseURL ?? DEFAULT_BASE_URL,
      maxRetries: config.maxRetries ?? 2,
      ...(config.timeoutMs ? { timeout: config.timeoutMs } : {}),
    });
    this.label = config.baseURL && config.baseURL !== DEFAULT_BASE_URL ? 'AI writer' : 'OpenAI';
    this.models = {
      standard: config.model || DEFAULT_MODEL,
      large: config.largeModel || DEFAULT_LARGE_MODEL,
    };
    this.imageModel = config.imageModel ?? DEFAULT_IMAGE_MODEL;
    this.embeddingModel = config.embeddingModel ?? DEFAULT_EMBEDDING_MODEL;
  }

  async *streamText(request: StreamTextRequest): AsyncGenerator<string, void, undefined> {
    const { signal } = request;
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [];
    if (request.system) messages.push({ role: 'system', content: request.system });
    for (const m of request.messages) messages.push({ role: m.role, content: m.content });
    try {
      const stream = await this.client.chat.completions.create(
        {
          model: request.model ?? this.models.standard,
          messages,
          stream: true,
          // max_tokens rather than max_completion_tokens: every OpenAI-compatible server knows it.
          ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
          ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
        },
        { signal },
      );
      // Leaving this loop early (the consumer stopped) makes the SDK abort the HTTP request.
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) yield delta;
      }
      // The SDK ends an aborted stream quietly; callers must see the abort.
      if (signal?.aborted) throw abortError(signal);
    } catch (err) {
      throw providerError(err, signal);
    }
  }

  /** The standard model (a vision model for OpenAI's own) sees the image as an `image_url` part. */
  async describeImage(request: DescribeImageRequest): Promise<string> {
    const { signal } = request;
    try {
      const stream = await this.client.chat.completions.create(
        {
          model: this.models.standard,
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: request.instruction },
                { type: 'image_url', image_url: { url: request.image, detail: 'low' } },
              ],
            },
          ],
          stream: true,
          ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
        },
        { signal },
      );
      let text = '';
      for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
      if (signal?.aborted) throw abortError(signal);
      return text.trim();
    } catch (err) {
      throw providerError(err, signal);
    }
  }

  async generateImage(request: ImageRequest): Promise<GeneratedImage[]> {
    const size = providerImageSize(this.imageModel, request.size ?? '1024x1024');
    const { width, height } = parseImageSize(size as ImageSize);
    try {
      const answer = await this.client.images.generate(
        {
          model: this.imageModel,
          prompt: request.prompt,
          n: request.n ?? 1,
          size: size as OpenAI.Images.ImageGenerateParams['size'],
          // gpt-image models always answer base64 and refuse the parameter.
          ...(this.imageModel.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const }),
        },
        { signal: request.signal },
      );
      return (answer.data ?? []).flatMap((image) => {
        const url = image.b64_json ? `data:image/png;base64,${image.b64_json}` : image.url;
        return url ? [{ url, mimeType: 'image/png', width, height }] : [];
      });
    } catch (err) {
      throw providerError(err, request.signal);
    }
  }

  async embed(texts: string[], options: { signal?: AbortSignal } = {}): Promise<EmbedResult> {
    if (texts.length === 0) return { vectors: [], dimensions: 0, kind: 'semantic' };
    try {
      const answer = await this.client.embeddings.create(
        // Floats, not the SDK's default base64: every OpenAI-compatible server speaks floats.
        { model: this.embeddingModel, input: texts, encoding_format: 'float' },
        { signal: options.signal },
      );
      const vectors = [...answer.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
      return { vectors, dimensions: vectors[0]?.length ?? 0, kind: 'semantic', model: this.embeddingModel };
    } catch (err) {
      throw providerError(err, options.signal);
    }
  }
}

/**
 * The size to ask the image model for: each model family accepts a few sizes
 * only, so the product's sizes (SPEC §9) map to the supported size of the
 * same shape (square, landscape, portrait); the answer reports what was made.
 */
export function providerImageSize(model: string, size: ImageSize): string {
  const { width, height } = parseImageSize(size);
  const shape = width === height ? 'square' : width > height ? 'landscape' : 'portrait';
  if (model.startsWith('dall-e-2')) {
    if (shape !== 'square') return '1024x1024';
    const side = [256, 512, 1024].find((s) => s >= width) ?? 1024;
    return `${side}x${side}`;
  }
  if (model.startsWith('gpt-image')) {
    return { square: '1024x1024', landscape: '1536x1024', portrait: '1024x1536' }[shape];
  }
  return { square: '1024x1024', landscape: '1792x1024', portrait: '1024x1792' }[shape];
}

/**
 * Maps what the SDK throws to what callers handle: the abort as the signal's
 * reason, a 429 as the provider rate-limit AppError (with the retry delay
 * the provider asked for, when it said), anything else as a clean 502.
 */
export function providerError(err: unknown, signal?: AbortSignal): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof OpenAI.APIUserAbortError || signal?.aborted) return abortError(signal);
  if (err instanceof OpenAI.APIError && err.status === 429) {
    const retryAfter = Number(err.headers?.get('retry-after'));
    return new AppError(
      429,
      ErrorCode.ProviderRateLimitError,
      errorMessages[ErrorCode.ProviderRateLimitError],
      Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : undefined,
    );
  }
  const failure = new AppError(502, ErrorCode.InternalError, PROVIDER_FAILURE_MESSAGE);
  // For the logs only (the error middleware never sends `cause`): status and request id, no text.
  if (err instanceof OpenAI.APIError) {
    Object.defineProperty(failure, 'cause', {
      value: { provider: 'openai', status: err.status, type: err.type, requestId: err.requestID },
      enumerable: false,
    });
  }
  return failure;
}
