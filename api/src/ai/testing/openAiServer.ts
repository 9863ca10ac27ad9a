/**
 * A local OpenAI-compatible server on 127.0.0.1 (node:http, ephemeral
 * port), for tests and benchmarks of the OpenAI provider without network:
 * POST /v1/chat/completions streams `data: {choices:[{delta:{content}}]}`
 * chunks then `data: [DONE]`; /v1/embeddings answers a fixed small vector
 * or, configured, conceptEmbedding (a vector with meaning, for hybrid
 * retrieval); /v1/images/generations answers small fixed payloads (/v1/images/variations too; the image bytes are configurable). Every request is recorded, with when its
 * connection closed, so tests can check what was sent and that an abort
 * really closed the request.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** Chunks written before the request ended or closed. */
  chunksSent: number;
  /** True once the client closed the connection before the answer ended. */
  closedEarly: boolean;
  /** Resolves when the exchange is over (answer ended or connection closed). */
  finished: Promise<void>;
}

export interface LocalOpenAiServerOptions {
  /** The content deltas of a chat completion; default a short sentence. */
  chunks?: string[];
  /** Pause before each chunk, in ms (default 0). */
  delayMs?: number;
  /** Answer chat completions with this status and an OpenAI error body instead (e.g. 429). */
  failWith?: { status: number; message?: string; type?: string; headers?: Record<string, string> };
  /** The bytes of each image /v1/images/generations and /v1/images/variations answer (default `png`, not a real image). */
  image?: Buffer;
  /** Answer the images endpoints with this status and an OpenAI error body instead. */
  failImagesWith?: { status: number; message?: string };
  /**
   * How /v1/embeddings embeds a text: 'echo' (default) answers `[length, index, 1]`;
   * 'concepts' answers conceptEmbedding(text), a vector that carries meaning.
   */
  embeddings?: 'echo' | 'concepts';
  /** Answer /v1/embeddings with this status and an OpenAI error body instead. */
  failEmbeddingsWith?: { status: number; message?: string };
}

/**
 * Words of one meaning, for conceptEmbedding: a paraphrase that shares no
 * word with a passage (so no lexical index can match it) still lands on the
 * same concepts, as a real embedding model's would.
 */
export const CONCEPTS: readonly (readonly string[])[] = [
  ['car', 'automobile', 'vehicle', 'motorcar'],
  ['fix', 'repair', 'mend', 'fixing', 'repairing', 'mending', 'service', 'servicing'],
  ['cost', 'price', 'fee', 'charge', 'expensive', 'cheap', 'pay'],
  ['quick', 'fast', 'rapid', 'speedy', 'swiftly', 'hurry'],
  ['dog', 'puppy', 'hound', 'canine'],
  ['feed', 'nourish', 'meal', 'food', 'eat', 'diet'],
  ['house', 'home', 'dwelling', 'residence'],
  ['clean', 'wash', 'scrub', 'tidy'],
];

/** Dimensions of conceptEmbedding's vectors. */
export const CONCEPT_DIMENSIONS = 64;

/**
 * A deterministic embedding with meaning: each word of a concept (CONCEPTS)
 * adds to that concept's dimension; any other word (three letters or more)
 * to a hashed dimension of its own. L2-normalised, so a dot product is the
 * cosine similarity.
 */
export function conceptEmbedding(text: string): number[] {
  const vector = new Array<number>(CONCEPT_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const concept = CONCEPTS.findIndex((words) => words.includes(word));
    if (concept >= 0) {
      vector[concept] = (vector[concept] ?? 0) + 1;
      continue;
    }
    if (word.length < 3) continue;
    let hash = 2166136261;
    for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 16777619) >>> 0;
    const at = CONCEPTS.length + (hash % (CONCEPT_DIMENSIONS - CONCEPTS.length));
    vector[at] = (vector[at] ?? 0) + 0.5;
  }
  const norm = Math.hypot(...vector);
  return norm > 0 ? vector.map((v) => v / norm) : vector;
}

export interface LocalOpenAiServer {
  /** Base URL for the SDK, `/v1` included. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Changes what the next requests get. */
  configure(options: LocalOpenAiServerOptions): void;
  close(): Promise<void>;
}

const DEFAULT_CHUNKS = ['Hello', ' from', ' the', ' local', ' model', '.'];

async function readJson(req: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startLocalOpenAiServer(
  initial: LocalOpenAiServerOptions = {},
): Promise<LocalOpenAiServer> {
  let options = initial;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let settle!: () => void;
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: (req.url ?? '/').split('?')[0] ?? '/',
      headers: req.headers,
      body: undefined,
      chunksSent: 0,
      closedEarly: false,
      finished: new Promise<void>((resolve) => {
        settle = resolve;
      }),
    };
    requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.closedEarly = true;
      settle();
    });
    record.body = await readJson(req);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };

    if (record.path === '/v1/chat/completions') {
      const fail = options.failWith;
      if (fail) {
        json(
          fail.status,
          { error: { message: fail.message ?? 'failure', type: fail.type ?? 'server_error', code: null } },
          fail.headers,
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.flushHeaders();
      const model = (record.body as { model?: string } | undefined)?.model ?? 'local';
      for (const [index, content] of (options.chunks ?? DEFAULT_CHUNKS).entries()) {
        if (options.delayMs) await pause(options.delayMs);
        if (res.destroyed) return;
        const chunk = {
          id: 'chatcmpl-local',
          object: 'chat.completion.chunk',
          created: 0,
          model,
          choices: [
            {
              index: 0,
              delta: index === 0 ? { role: 'assistant', content } : { content },
              finish_reason: null,
            },
          ],
        };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        record.chunksSent++;
      }
      if (res.destroyed) return;
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-local', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
      return;
    }
    if (record.path === '/v1/embeddings') {
      const input = (record.body as { input?: string | string[] } | undefined)?.input ?? [];
      const texts = Array.isArray(input) ? input : [input];
      const fail = options.failEmbeddingsWith;
      if (fail) {
        json(fail.status, {
          error: { message: fail.message ?? 'failure', type: 'server_error', code: null },
        });
        return;
      }
      const embed = (text: string, index: number) =>
        options.embeddings === 'concepts' ? conceptEmbedding(text) : [text.length, index, 1];
      json(200, {
        object: 'list',
        model: 'local-embedding',
        data: texts
          .map((text, index) => ({ object: 'embedding', index, embedding: embed(text, index) }))
          .reverse(),
        usage: { prompt_tokens: 0, total_tokens: 0 },
      });
      return;
    }
    if (record.path === '/v1/images/generations' || record.path === '/v1/images/variations') {
      if (options.failImagesWith) {
        const fail = options.failImagesWith;
        json(fail.status, {
          error: { message: fail.message ?? 'failure', type: 'server_error', code: null },
        });
        return;
      }
      // Variations arrive as multipart/form-data: the count is its `n` field.
      const body = record.body as { n?: number } | string | undefined;
      const n =
        typeof body === 'string'
          ? Number(/name="n"\r\n\r\n(\d+)/.exec(body)?.[1] ?? 1)
          : Number(body?.n ?? 1);
      const b64_json = (options.image ?? Buffer.from('png')).toString('base64');
      json(200, { created: 0, data: Array.from({ length: Math.max(1, n) }, () => ({ b64_json })) });
      return;
    }
    json(404, { error: { message: 'not found', type: 'invalid_request_error', code: null } });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    configure(next) {
      options = next;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
