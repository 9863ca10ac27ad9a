import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, readEventStream, type ServerSentEvent } from '@inkpress/shared-core';
import { bodyParser } from '@koa/bodyparser';
import Koa, { type Context } from 'koa';
import compress from 'koa-compress';
import { AppError } from '../errors';
import { type EventStream, openEventStream, withEventStream } from './sse';

/** A deferred value, to step server and client through a stream together. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

type Handler = (ctx: Context) => Promise<void>;

let server: Server;
let base: string;
let handler: Handler;

beforeAll(async () => {
  const app = new Koa();
  app.silent = true;
  // Compression and the body parser are in the chain on purpose: the stream must get through both untouched.
  app.use(compress({ threshold: 0 }));
  app.use(bodyParser());
  app.use((ctx) => handler(ctx as Context));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (signal?: AbortSignal) =>
  fetch(`${base}/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
    body: JSON.stringify({ operation: 'expand', text: 'x'.repeat(10_000) }),
    signal,
  });

describe('openEventStream / withEventStream', () => {
  it('sends events as they happen, uncompressed and uncached', async () => {
    const firstSeen = deferred();
    handler = (ctx) =>
      withEventStream(ctx, async (events) => {
        events.send('delta', { text: 'Hello' });
        await firstSeen.promise; // the client must get the first event while the handler still runs
        events.send('delta', { text: ' world\nwith a newline' });
        events.send('done', { words: 2 });
      });
    const response = await post();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('content-encoding')).toBeNull();
    const received: ServerSentEvent[] = [];
    for await (const event of readEventStream(response.body as ReadableStream<Uint8Array>)) {
      received.push(event);
      if (received.length === 1) firstSeen.resolve();
    }
    expect(received.map((e) => [e.event, JSON.parse(e.data)])).toEqual([
      ['delta', { text: 'Hello' }],
      ['delta', { text: ' world\nwith a newline' }],
      ['done', { words: 2 }],
    ]);
  });

  it('with firstEventReady, sends the headers with the first event, or alone on the next tick when none comes', async () => {
    const headersSent: boolean[] = [];
    handler = (ctx) =>
      withEventStream(
        ctx,
        async (events) => {
          // Not flushed on their own: the first write carries them.
          headersSent.push(ctx.res.headersSent);
          events.send('report', { scores: 1 });
          headersSent.push(ctx.res.headersSent);
        },
        { firstEventReady: true },
      );
    const ready = await post();
    expect(await ready.text()).toContain('event: report');
    expect(headersSent).toEqual([false, true]);

    const opened = deferred();
    handler = (ctx) =>
      withEventStream(
        ctx,
        async (events) => {
          await opened.promise; // nothing to send yet: the client must see the stream open anyway
          events.send('done', {});
        },
        { firstEventReady: true },
      );
    const quiet = await post();
    expect(quiet.status).toBe(200);
    expect(quiet.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    opened.resolve();
    expect(await quiet.text()).toContain('event: done');
  });

  it('flush() hands an event to the socket at once, not on the next tick after the work that follows', async () => {
    const buffered: number[] = [];
    handler = (ctx) =>
      withEventStream(
        ctx,
        async (events) => {
          const socket = ctx.res.socket!;
          events.send('report', { score: 71 });
          // In the same turn Node still holds it (corked until the next tick)…
          buffered.push(socket.writableLength > 0 ? 1 : 0, socket.writableCorked);
          events.flush();
          // …and after flush() nothing is left: a run that goes on to reserve credits no longer delays it.
          buffered.push(socket.writableLength, socket.writableCorked);
          events.send('done', { words: 0 });
        },
        { firstEventReady: true },
      );
    const response = await post();
    const seen: string[] = [];
    for await (const event of readEventStream(response.body!)) seen.push(event.event);
    expect(seen).toEqual(['report', 'done']);
    expect(buffered).toEqual([1, 1, 0, 0]);
  });

  it('sends a heartbeat comment while the stream is quiet', async () => {
    const release = deferred();
    handler = (ctx) =>
      withEventStream(
        ctx,
        async () => {
          await release.promise;
        },
        { heartbeatMs: 20 },
      );
    const response = await post();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let raw = '';
    while ((raw.match(/: ping\n\n/g) ?? []).length < 2) {
      const { value, done } = await reader.read();
      if (done) break;
      raw += decoder.decode(value, { stream: true });
    }
    release.resolve();
    await reader.cancel();
    expect(raw.startsWith(': ping\n\n: ping\n\n')).toBe(true);
  });

  it('fires its signal when the client goes away, and not before', async () => {
    const opened = deferred<EventStream>();
    const aborted = deferred<unknown>();
    handler = async (ctx) => {
      const events = openEventStream(ctx, { heartbeatMs: 0 });
      events.signal.addEventListener('abort', () => aborted.resolve(events.signal.reason));
      opened.resolve(events);
      let n = 0;
      while (!events.signal.aborted && n < 1000) {
        events.send('delta', { n: n++ });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      events.close();
    };
    const client = new AbortController();
    const response = await post(client.signal);
    const events = await opened.promise;
    const stream = readEventStream(response.body as ReadableStream<Uint8Array>);
    let count = 0;
    for await (const _ of stream) if (++count === 3) break;
    // The body was parsed long ago (the request's own 'close' has fired): the stream is still alive.
    expect(events.signal.aborted).toBe(false);
    client.abort();
    const reason = await aborted.promise;
    expect(reason).toMatchObject({ name: 'AbortError' });
    expect(events.closed).toBe(true);
    expect(events.send('delta', { late: true })).toBe(false);
  });

  it('does not fire its signal when the server closes the stream itself', async () => {
    let stream: EventStream | undefined;
    handler = (ctx) =>
      withEventStream(ctx, async (events) => {
        stream = events;
        events.send('done', {});
      });
    const response = await post();
    const received = [];
    for await (const event of readEventStream(response.body as ReadableStream<Uint8Array>))
      received.push(event);
    expect(received).toHaveLength(1);
    expect(stream?.closed).toBe(true);
    expect(stream?.signal.aborted).toBe(false);
  });

  it('turns a failure after the stream opened into an error event with the normalised body', async () => {
    handler = (ctx) =>
      withEventStream(ctx, async (events) => {
        events.send('delta', { text: 'Hel' });
        throw new AppError(429, ErrorCode.ProviderRateLimitError);
      });
    const response = await post();
    const received: ServerSentEvent[] = [];
    for await (const event of readEventStream(response.body as ReadableStream<Uint8Array>))
      received.push(event);
    expect(received.map((e) => e.event)).toEqual(['delta', 'error']);
    expect(JSON.parse(received[1]?.data ?? '')).toEqual({
      status: 429,
      code: 'OpenAIRateLimitError',
      message: expect.any(String),
    });
  });

  it('sends comments and resolves drained() at once when the socket has room', async () => {
    handler = (ctx) =>
      withEventStream(ctx, async (events) => {
        expect(events.comment('hello\nthere')).toBe(true);
        await events.drained();
        events.send('done', null);
      });
    const response = await post();
    expect(await response.text()).toBe(': hello there\n\nevent: done\ndata: null\n\n');
  });
});
