/**
 * The offline provider: the built-in "offline writer" that serves when no
 * API key is configured (DESIGN.md §6). No network, and deterministic: the
 * answer is a function of the prompt (a hash of it seeds the PRNG), so the
 * same request always streams the same text, in tests and demos alike.
 *
 * It cannot read prose, so it answers from the request's TaskHint (the
 * operation and its budgeted input, which prompt builders attach): an
 * article of the asked length, FAQs as JSON, headlines one per line, a
 * shortened or expanded text… A request without a hint gets a short chat
 * answer about its last message.
 */
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { CHARS_PER_TOKEN, parseImageSize } from '@inkpress/shared-core';
import { abortError } from '../abort';
import type { OfflineConfig } from '../config';
import type { AiProvider, EmbedResult, GeneratedImage, ImageRequest, StreamTextRequest } from '../provider';
import { hashString, Random } from './random';
import { contentWords, escapeHtml, STOP_WORDS, streamChunks } from './text';
import { writers } from './writers';

/** With no delay, the stream still yields to the event loop this often, so I/O (a client leaving) is noticed. */
const CHUNKS_PER_TURN = 8;

/** Length of the offline embedding vectors. */
export const OFFLINE_EMBEDDING_DIMENSIONS = 256;

export class OfflineProvider implements AiProvider {
  readonly name = 'offline' as const;
  readonly label = 'offline writer';
  readonly models = { standard: 'offline-writer', large: 'offline-writer-large' };
  private readonly delayMs: number;

  constructor(config: OfflineConfig = {}) {
    this.delayMs = Math.max(0, config.delayMs ?? 0);
  }

  /**
   * The whole answer to a request, at once. Streaming cuts exactly this
   * text into chunks; `maxTokens` cuts it short like a model's limit would.
   */
  write(request: Omit<StreamTextRequest, 'signal'>): string {
    const seed = hashString(JSON.stringify([request.system ?? '', request.messages, request.task ?? null]));
    const rng = new Random(seed);
    const task = request.task;
    const writer = (task && writers[task.operation]) || writers.chat;
    const input = task?.input ?? { messages: request.messages };
    const text = (writer as NonNullable<typeof writer>)(input, rng);
    return request.maxTokens ? text.slice(0, request.maxTokens * CHARS_PER_TOKEN) : text;
  }

  async *streamText(request: StreamTextRequest): AsyncGenerator<string, void, undefined> {
    const { signal } = request;
    if (signal?.aborted) throw abortError(signal);
    const chunks = streamChunks(this.write(request));
    for (let i = 0; i < chunks.length; i++) {
      if (this.delayMs > 0) {
        try {
          await sleep(this.delayMs, undefined, { signal });
        } catch {
          throw abortError(signal);
        }
      } else if (i > 0 && i % CHUNKS_PER_TURN === 0) {
        await nextTurn();
      }
      if (signal?.aborted) throw abortError(signal);
      yield chunks[i] as string;
    }
  }

  /** A deterministic SVG placeholder of the asked size: a gradient from the prompt's hash and the prompt as caption. */
  async generateImage(request: ImageRequest): Promise<GeneratedImage[]> {
    if (request.signal?.aborted) throw abortError(request.signal);
    const { width, height } = parseImageSize(request.size ?? '1024x1024');
    const n = Math.min(4, Math.max(1, request.n ?? 1));
    return Array.from({ length: n }, (_, i) => {
      const hash = hashString(`${request.prompt}#${i}`);
      const hue = hash % 360;
      const hue2 = (hue + 40 + (hash % 100)) % 360;
      const caption = escapeHtml(
        request.prompt.length > 60 ? `${request.prompt.slice(0, 57)}…` : request.prompt,
      );
      const fontSize = Math.max(12, Math.round(width / 28));
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
        `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/>` +
        `<stop offset="1" stop-color="hsl(${hue2} 70% 35%)"/></linearGradient></defs>` +
        `<rect width="100%" height="100%" fill="url(#g)"/>` +
        `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle">${caption}</text>` +
        '</svg>';
      return {
        url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        mimeType: 'image/svg+xml',
        width,
        height,
      };
    });
  }

  /**
   * Lexical embeddings: each content word is hashed into one of 256
   * dimensions (with a hashed sign, so collisions cancel out rather than
   * pile up) and the vector is L2-normalised. Cosine similarity then
   * measures shared vocabulary, which is what an offline index can do.
   */
  async embed(texts: string[], options: { signal?: AbortSignal } = {}): Promise<EmbedResult> {
    if (options.signal?.aborted) throw abortError(options.signal);
    const vectors = texts.map((text) => {
      const vector = new Array<number>(OFFLINE_EMBEDDING_DIMENSIONS).fill(0);
      for (const word of contentWords(text)) {
        if (STOP_WORDS.has(word)) continue;
        const hash = hashString(word);
        const index = hash % OFFLINE_EMBEDDING_DIMENSIONS;
        vector[index] =
          (vector[index] ?? 0) + (Math.floor(hash / OFFLINE_EMBEDDING_DIMENSIONS) % 2 === 0 ? 1 : -1);
      }
      const norm = Math.hypot(...vector);
      return norm > 0 ? vector.map((v) => v / norm) : vector;
    });
    return { vectors, dimensions: OFFLINE_EMBEDDING_DIMENSIONS, kind: 'lexical' };
  }
}
