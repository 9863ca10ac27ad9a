/**
 * The whole path of a streamed AI endpoint, as a route will wire it:
 * estimate → reserve → event stream → run → settle, on a real Koa server.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, readEventStream, type ServerSentEvent } from '@inkpress/shared-core';
import { bodyParser } from '@koa/bodyparser';
import Koa, { type Context } from 'koa';
import { AppError } from '../errors';
import { withEventStream } from '../lib/sse';
import { OfflineProvider } from './offline/provider';
import type { AiProvider } from './provider';
import { estimateCredits, type OperationResult, runOperation } from './run';
import { streamOperation } from './stream';

/** A stand-in for the billing ledger: what was reserved, charged and given back. */
const ledger = { reserved: 0, charged: 0, returned: 0 };
let provider: AiProvider = new OfflineProvider();
let finished: Promise<OperationResult | undefined>;
let server: Server;
let base: string;

beforeAll(async () => {
  const app = new Koa();
  app.silent = true;
  app.use(bodyParser());
  app.use(async (ctx: Context) => {
    const { operation, ...input } = ctx.request.body as { operation: string };
    const reserve = estimateCredits(operation, input);
    ledger.reserved += reserve;
    let result: OperationResult | undefined;
    let done!: (r: OperationResult | undefined) => void;
    finished = new Promise((resolve) => {
      done = resolve;
    });
    try {
      await withEventStream(ctx, async (events) => {
        const run = runOperation(provider, operation, input, { signal: events.signal });
        result = await streamOperation(events, run);
      });
    } finally {
      const charged = result?.credits ?? 0;
      ledger.charged += charged;
      ledger.returned += reserve - charged;
      done(result);
    }
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  Object.assign(ledger, { reserved: 0, charged: 0, returned: 0 });
  provider = new OfflineProvider();
});

const call = (body: unknown, signal?: AbortSignal) =>
  fetch(`${base}/api/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });

async function events(response: Response): Promise<ServerSentEvent[]> {
  const out: ServerSentEvent[] = [];
  for await (const event of readEventStream(response.body as ReadableStream<Uint8Array>)) out.push(event);
  return out;
}

describe('streamOperation through a Koa event stream', () => {
  it('sends meta, the deltas and done, and charges the words of the output', async () => {
    const received = await events(await call({ operation: 'expand', text: '<p>Email marketing works.</p>' }));
    const [meta, ...rest] = received;
    expect(meta?.event).toBe('meta');
    expect(JSON.parse(meta?.data ?? '')).toEqual({
      operation: 'expand',
      provider: 'offline',
      label: 'offline writer',
      model: 'offline-writer',
      estimate: expect.any(Number),
      output: 'html',
    });
    const deltas = rest.filter((e) => e.event === 'delta').map((e) => JSON.parse(e.data).text as string);
    const done = JSON.parse(rest.at(-1)?.data ?? '');
    expect(rest.at(-1)?.event).toBe('done');
    expect(deltas.length).toBeGreaterThan(10);
    expect(done).toMatchObject({ operation: 'expand', output: deltas.join(''), aborted: false });
    const result = await finished;
    expect(result?.credits).toBe(done.credits);
    expect(ledger.charged).toBe(done.words);
    expect(ledger.returned).toBe(ledger.reserved - done.words);
  });

  it('stops generating when the client aborts and returns the unused credits', async () => {
    provider = new OfflineProvider({ delayMs: 2 });
    const client = new AbortController();
    const response = await call(
      { operation: 'generate-article', title: 'Email Marketing', wordCount: 3000 },
      client.signal,
    );
    let deltas = 0;
    for await (const event of readEventStream(response.body as ReadableStream<Uint8Array>)) {
      if (event.event === 'delta' && ++deltas === 20) break;
    }
    client.abort();
    const result = await finished;
    expect(result?.aborted).toBe(true);
    // The writer had thousands of chunks to go: generation stopped soon after the client left.
    expect(result?.text.length).toBeLessThan(2000);
    expect(ledger.reserved).toBe(1000);
    expect(ledger.charged).toBe(result?.credits);
    expect(ledger.charged).toBeLessThan(100);
    expect(ledger.returned).toBe(1000 - ledger.charged);
  });

  it('answers bad input with a plain 400 before any stream opens', async () => {
    // The route estimates before opening the stream, so the error becomes an ordinary HTTP answer.
    const response = await call({ operation: 'translate', text: 'Hi', language: 'Elvish' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).not.toMatch(/event-stream/);
  });

  it('reports a provider failure as an error event and charges nothing', async () => {
    provider = {
      name: 'openai',
      label: 'OpenAI',
      models: { standard: 'm', large: 'l' },
      async *streamText() {
        yield 'Partial';
        throw new AppError(429, ErrorCode.ProviderRateLimitError);
      },
      generateImage: async () => [],
      embed: async () => ({ vectors: [], dimensions: 0, kind: 'semantic' }),
    };
    const received = await events(await call({ operation: 'shorten', text: 'Some text to shorten.' }));
    expect(received.map((e) => e.event)).toEqual(['meta', 'delta', 'error']);
    expect(JSON.parse(received[2]?.data ?? '')).toMatchObject({ status: 429, code: 'OpenAIRateLimitError' });
    expect(await finished).toBeUndefined();
    expect(ledger.charged).toBe(0);
    expect(ledger.returned).toBe(ledger.reserved);
  });
});
