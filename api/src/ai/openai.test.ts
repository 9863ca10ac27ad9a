import { ErrorCode } from '@inkpress/shared-core';
import { AppError } from '../errors';
import { AiEnvSchema, aiConfigFromEnv } from './config';
import { createProvider } from './factory';
import { OfflineProvider } from './offline/provider';
import { OpenAIProvider, PROVIDER_FAILURE_MESSAGE, providerImageSize } from './openai';
import { runOperation } from './run';
import { type LocalOpenAiServer, startLocalOpenAiServer } from './testing/openAiServer';

const API_KEY = 'sk-test-0123456789-secret';

let server: LocalOpenAiServer;
let provider: OpenAIProvider;

beforeAll(async () => {
  server = await startLocalOpenAiServer();
  provider = new OpenAIProvider({
    apiKey: API_KEY,
    baseURL: server.baseURL,
    model: 'small-model',
    largeModel: 'large-model',
    imageModel: 'dall-e-3',
    embeddingModel: 'embed-model',
    maxRetries: 0,
  });
});

afterAll(() => server.close());

beforeEach(() => {
  server.configure({});
  server.requests.length = 0;
});

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const deltas: string[] = [];
  for await (const delta of stream) deltas.push(delta);
  return deltas;
}

describe('OpenAI provider against a local OpenAI-compatible server', () => {
  it('streams the content deltas of chat.completions with stream: true', async () => {
    server.configure({ chunks: ['Hel', 'lo', ' there', '!'] });
    const deltas = await collect(
      provider.streamText({
        model: 'small-model',
        system: 'Be brief.',
        messages: [{ role: 'user', content: 'Say hello' }],
        maxTokens: 20,
        temperature: 0.3,
      }),
    );
    expect(deltas).toEqual(['Hel', 'lo', ' there', '!']);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body).toEqual({
      model: 'small-model',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Say hello' },
      ],
      stream: true,
      max_tokens: 20,
      temperature: 0.3,
    });
  });

  it('runs a catalogue operation with its prompt, and the large model for gpt4 users', async () => {
    server.configure({ chunks: ['<p>Short', ' text.</p>'] });
    const result = await runOperation(
      provider,
      'shorten',
      { text: '<p>A much longer text.</p>' },
      { gpt4: true },
    ).complete();
    expect(result).toMatchObject({
      provider: 'openai',
      label: 'AI writer',
      model: 'large-model',
      output: '<p>Short text.</p>',
    });
    expect(result.words).toBe(2);
    const body = server.requests[0]?.body as {
      model: string;
      messages: { role: string; content: string }[];
      stream: boolean;
    };
    expect(body.model).toBe('large-model');
    expect(body.stream).toBe(true);
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toMatch(/Shorten the text/);
    expect(body.messages[1]).toEqual({
      role: 'user',
      content: 'Text:\n"""\n<p>A much longer text.</p>\n"""',
    });
  });

  it('maps a 429 to the provider rate-limit AppError', async () => {
    server.configure({
      failWith: {
        status: 429,
        message: 'Rate limit reached',
        type: 'requests',
        headers: { 'retry-after': '7' },
      },
    });
    const error = await collect(provider.streamText({ messages: [{ role: 'user', content: 'hi' }] })).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 429,
      code: ErrorCode.ProviderRateLimitError,
      data: { retryAfterSeconds: 7 },
    });
    const run = runOperation(provider, 'meta-title', { text: 'Email marketing' });
    await expect(run.complete()).rejects.toMatchObject({ code: 'OpenAIRateLimitError' });
  });

  it('maps other failures to a clean 502 that never repeats the key or the upstream text', async () => {
    server.configure({
      failWith: {
        status: 401,
        message: `Incorrect API key provided: ${API_KEY}`,
        type: 'invalid_request_error',
      },
    });
    const error = await collect(provider.streamText({ messages: [{ role: 'user', content: 'hi' }] })).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 502,
      code: ErrorCode.InternalError,
      message: PROVIDER_FAILURE_MESSAGE,
    });
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(API_KEY);
    expect(error.data).toBeUndefined();

    server.configure({ failWith: { status: 500, message: 'boom' } });
    await expect(
      collect(provider.streamText({ messages: [{ role: 'user', content: 'hi' }] })),
    ).rejects.toMatchObject({
      status: 502,
    });
  });

  it('maps an unreachable server to the same clean 502', async () => {
    const dead = new OpenAIProvider({
      apiKey: API_KEY,
      baseURL: 'http://127.0.0.1:9/v1',
      model: 'm',
      largeModel: 'l',
      maxRetries: 0,
    });
    await expect(
      collect(dead.streamText({ messages: [{ role: 'user', content: 'hi' }] })),
    ).rejects.toMatchObject({
      status: 502,
      message: PROVIDER_FAILURE_MESSAGE,
    });
  });

  it('closes the HTTP request when the signal aborts mid-stream', async () => {
    server.configure({ chunks: Array.from({ length: 200 }, (_, i) => ` w${i}`), delayMs: 10 });
    const controller = new AbortController();
    const deltas: string[] = [];
    const error = await (async () => {
      for await (const delta of provider.streamText({
        messages: [{ role: 'user', content: 'go' }],
        signal: controller.signal,
      })) {
        deltas.push(delta);
        if (deltas.length === 3) controller.abort();
      }
    })().catch((e) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(deltas).toHaveLength(3);
    const [request] = server.requests;
    await request?.finished;
    expect(request?.closedEarly).toBe(true);
    expect(request?.chunksSent).toBeLessThan(50);
  });

  it('closes the HTTP request when the consumer stops reading, and the run reports an abort', async () => {
    server.configure({ chunks: Array.from({ length: 200 }, (_, i) => ` w${i}`), delayMs: 10 });
    const run = runOperation(provider, 'write-more', { text: 'Once upon a time' });
    let deltas = 0;
    for await (const _ of run) if (++deltas === 2) break;
    await expect(run.result).resolves.toMatchObject({ aborted: true, words: 2, credits: 2 });
    await server.requests[0]?.finished;
    expect(server.requests[0]?.closedEarly).toBe(true);
  });

  it('embeds through /v1/embeddings, in input order', async () => {
    const result = await provider.embed(['a', 'bbb']);
    expect(result).toEqual({
      vectors: [
        [1, 0, 1],
        [3, 1, 1],
      ],
      dimensions: 3,
      kind: 'semantic',
      model: 'embed-model',
    });
    expect(server.requests[0]?.body).toEqual({
      model: 'embed-model',
      input: ['a', 'bbb'],
      encoding_format: 'float',
    });
    await expect(provider.embed([])).resolves.toEqual({ vectors: [], dimensions: 0, kind: 'semantic' });
  });

  it('generates images at the supported size of the same shape', async () => {
    const [image] = await provider.generateImage({ prompt: 'A lighthouse', size: '1200x1200' });
    expect(image).toEqual({
      url: `data:image/png;base64,${Buffer.from('png').toString('base64')}`,
      mimeType: 'image/png',
      width: 1024,
      height: 1024,
    });
    expect(server.requests[0]?.body).toEqual({
      model: 'dall-e-3',
      prompt: 'A lighthouse',
      n: 1,
      size: '1024x1024',
      response_format: 'b64_json',
    });
    expect(providerImageSize('dall-e-3', '1024x1792')).toBe('1024x1792');
    expect(providerImageSize('gpt-image-1', '1792x1024')).toBe('1536x1024');
    expect(providerImageSize('dall-e-2', '512x512')).toBe('512x512');
    expect(providerImageSize('dall-e-2', '768x768')).toBe('1024x1024');
  });
});

describe('createProvider', () => {
  it('paces the offline writer by OFFLINE_WRITER_DELAY_MS, and refuses a pace that is not a small count', () => {
    expect(aiConfigFromEnv(AiEnvSchema.parse({ OFFLINE_WRITER_DELAY_MS: '7' })).offline).toEqual({
      delayMs: 7,
    });
    expect(aiConfigFromEnv(AiEnvSchema.parse({ OFFLINE_WRITER_DELAY_MS: '' })).offline).toEqual({});
    expect(AiEnvSchema.safeParse({ OFFLINE_WRITER_DELAY_MS: '-1' }).success).toBe(false);
    expect(AiEnvSchema.safeParse({ OFFLINE_WRITER_DELAY_MS: '5000' }).success).toBe(false);
  });

  it('serves the offline writer without a key and OpenAI with one', () => {
    const offline = createProvider(aiConfigFromEnv({}));
    expect(offline).toBeInstanceOf(OfflineProvider);
    expect(offline.label).toBe('offline writer');
    const openai = createProvider(aiConfigFromEnv({ OPENAI_API_KEY: 'sk-x' }));
    expect(openai).toBeInstanceOf(OpenAIProvider);
    expect(openai.models).toEqual({ standard: 'gpt-4o-mini', large: 'gpt-4o' });
    expect(openai.label).toBe('OpenAI');
    const custom = createProvider(
      aiConfigFromEnv({
        OPENAI_API_KEY: 'sk-x',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        OPENAI_MODEL: 'llama3.1',
        OPENAI_MODEL_LARGE: 'llama3.1:70b',
      }),
    );
    expect(custom.models).toEqual({ standard: 'llama3.1', large: 'llama3.1:70b' });
    expect(custom.label).toBe('AI writer');
  });

  it('reads blank variables of an env file as unset', () => {
    const env = AiEnvSchema.parse({ OPENAI_API_KEY: ' ', OPENAI_BASE_URL: '', OPENAI_MODEL: '' });
    expect(aiConfigFromEnv(env)).toEqual({ offline: {} });
    expect(() => AiEnvSchema.parse({ OPENAI_BASE_URL: 'not a url' })).toThrow();
  });
});
