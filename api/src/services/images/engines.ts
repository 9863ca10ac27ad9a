/**
 * Who draws AI images: the configured provider (the openai SDK's images API,
 * any OpenAI-compatible server) or, with no key, the offline drawer
 * (offlineArt.ts). Both answer image bytes; the caller checks, sizes and
 * stores them.
 */
import { type ImageSize, type ImageStyle, parseImageSize } from '@inkpress/shared-core';
import OpenAI, { toFile } from 'openai';
import type { AiConfig } from '../../ai/config';
import { providerError, providerImageSize } from '../../ai/openai';
import type { AiProvider } from '../../ai/provider';
import { drawOfflineImage, drawOfflineVariation, OFFLINE_IMAGE_LABEL } from './offlineArt';

export interface GenerateImagesRequest {
  prompt: string;
  size: ImageSize;
  style: ImageStyle;
  count: number;
  signal?: AbortSignal;
}

export interface VaryImageRequest {
  /** The source image (PNG, JPEG or WebP bytes already checked). */
  image: Buffer;
  size: ImageSize;
  count: number;
  /** Seeds the offline variations (the source file's id). */
  seed: string;
  signal?: AbortSignal;
}

export interface ImageEngine {
  readonly name: 'openai' | 'offline';
  /** Shown beside each image: 'offline image' for the offline drawer. */
  readonly label: string;
  generate(request: GenerateImagesRequest): Promise<Buffer[]>;
  vary(request: VaryImageRequest): Promise<Buffer[]>;
}

/** What the words of a style add to a provider's prompt. */
const STYLE_WORDS: Record<ImageStyle, string> = {
  natural: 'natural, realistic lighting',
  vivid: 'vivid, saturated colours, dramatic',
  illustration: 'a clean digital illustration with outlines',
  watercolor: 'a soft watercolour painting',
  minimal: 'minimalist, flat shapes, few elements',
};

export function styledPrompt(prompt: string, style: ImageStyle): string {
  return `${prompt.trim()} — ${STYLE_WORDS[style]}`;
}

function throwIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw signal.reason ?? new Error('aborted');
}

export class OfflineImageEngine implements ImageEngine {
  readonly name = 'offline' as const;
  readonly label = OFFLINE_IMAGE_LABEL;

  async generate(request: GenerateImagesRequest): Promise<Buffer[]> {
    const { width, height } = parseImageSize(request.size);
    const out: Buffer[] = [];
    for (let index = 0; index < request.count; index++) {
      throwIfAborted(request.signal);
      out.push(
        await drawOfflineImage({ prompt: request.prompt, width, height, style: request.style, index }),
      );
    }
    return out;
  }

  async vary(request: VaryImageRequest): Promise<Buffer[]> {
    const { width, height } = parseImageSize(request.size);
    const out: Buffer[] = [];
    for (let index = 0; index < request.count; index++) {
      throwIfAborted(request.signal);
      out.push(await drawOfflineVariation(request.image, width, height, request.seed, index));
    }
    return out;
  }
}

function decodeDataUrl(url: string): Buffer | null {
  const match = /^data:[^;,]+;base64,(.*)$/s.exec(url);
  return match ? Buffer.from(match[1] ?? '', 'base64') : null;
}

/**
 * The provider's images. Generation goes through the AI engine's provider
 * (one request per image: dall-e-3 makes one at a time); variations through
 * the SDK's images.createVariation (dall-e-2, square sizes).
 */
export class OpenAIImageEngine implements ImageEngine {
  readonly name = 'openai' as const;
  readonly label: string;
  private readonly client: OpenAI;

  constructor(
    private readonly provider: AiProvider,
    config: NonNullable<AiConfig['openai']>,
  ) {
    this.label = provider.label;
    this.client = new OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseURL ?? 'https://api.openai.com/v1',
      maxRetries: config.maxRetries ?? 2,
      ...(config.timeoutMs ? { timeout: config.timeoutMs } : {}),
    });
  }

  async generate(request: GenerateImagesRequest): Promise<Buffer[]> {
    const prompt = styledPrompt(request.prompt, request.style);
    const answers = await Promise.all(
      Array.from({ length: request.count }, () =>
        this.provider.generateImage({ prompt, size: request.size, n: 1, signal: request.signal }),
      ),
    );
    return answers.flat().map((image) => {
      const bytes = decodeDataUrl(image.url);
      // The provider is asked for base64; an answer by link only is a provider failure.
      if (!bytes) throw providerError(new Error('image answered by URL'), request.signal);
      return bytes;
    });
  }

  async vary(request: VaryImageRequest): Promise<Buffer[]> {
    const size = providerImageSize('dall-e-2', request.size) as '256x256' | '512x512' | '1024x1024';
    try {
      const answer = await this.client.images.createVariation(
        {
          image: await toFile(request.image, 'image.png', { type: 'image/png' }),
          model: 'dall-e-2',
          n: request.count,
          size,
          response_format: 'b64_json',
        },
        { signal: request.signal },
      );
      return (answer.data ?? []).flatMap((d) => (d.b64_json ? [Buffer.from(d.b64_json, 'base64')] : []));
    } catch (err) {
      throw providerError(err, request.signal);
    }
  }
}

const engines = new WeakMap<AiProvider, ImageEngine>();

/** The engine for the app's AI configuration and provider (one per provider). */
export function imageEngine(ai: AiConfig, provider: AiProvider): ImageEngine {
  let engine = engines.get(provider);
  if (!engine) {
    engine =
      provider.name === 'openai' && ai.openai
        ? new OpenAIImageEngine(provider, ai.openai)
        : new OfflineImageEngine();
    engines.set(provider, engine);
  }
  return engine;
}
