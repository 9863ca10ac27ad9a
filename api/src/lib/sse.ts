/**
 * Answering a Koa request with server-sent events (text/event-stream), for
 * the streamed AI endpoints (SPEC §7: generate, generate-fields, summarize,
 * chat). The response bypasses Koa's body handling (`ctx.respond = false`)
 * so every event reaches the client the moment it is written:
 *
 *   await withEventStream(ctx, async (events) => {
 *     events.send('delta', { text: 'Hello' });           // event: delta / data: {"text":"Hello"}
 *     somethingLong({ signal: events.signal });           // fires when the client goes away
 *   });
 *
 * - Headers: text/event-stream, Cache-Control no-cache, no-transform;
 *   X-Accel-Buffering: no (nginx); `ctx.compress = false` (koa-compress);
 *   sent at once (flushHeaders) so the client sees the stream open.
 * - A comment line every 15 s (configurable) keeps proxies and load
 *   balancers from closing a quiet connection.
 * - Client gone: detected on the *response*'s 'close' before it ended.
 *   Not the request's: since Node 16 `req` emits 'close' as soon as its body
 *   has been read (a POST parsed by the body parser), long before the client
 *   leaves.
 * - Data is JSON: one `data:` line per event, whatever the payload holds.
 */
import type { ApiErrorBody } from '@inkpress/shared-core';
import type { Context } from 'koa';
import { toErrorBody } from '../middlewares/errorHandler';

export const DEFAULT_HEARTBEAT_MS = 15_000;

export interface EventStreamOptions {
  /** Milliseconds between heartbeat comments; 0 turns them off. Default 15 000. */
  heartbeatMs?: number;
  /**
   * The handler sends its first event at once (a report computed before the
   * stream opened): the headers leave with it, in one write, instead of
   * alone first; a handler that sends nothing in this tick still opens the
   * stream on the next. Default false: the headers are flushed at once.
   */
  firstEventReady?: boolean;
}

export interface EventStream {
  /**
   * Sends one event, its data JSON-encoded. Returns false when the socket's
   * buffer is full (await `drained()` before sending more) or the stream is closed.
   */
  send(event: string, data: unknown): boolean;
  /**
   * Hands what was sent to the socket now. Node sends a response's writes on the next tick, so an
   * event followed by more work in the same turn (a free report, then the credits reservation of
   * the AI part) would wait for that work; flush after an event the client should have at once.
   */
  flush(): void;
  /** A comment line (": text"), which clients ignore: a heartbeat. */
  comment(text?: string): boolean;
  /** Resolves when the socket can take more data (at once when it can, or when closed). */
  drained(): Promise<void>;
  /** Ends the response (idempotent). */
  close(): void;
  /** Aborts when the client goes away before `close()`. */
  readonly signal: AbortSignal;
  /** True once closed by us or by the client. */
  readonly closed: boolean;
}

/** Why the stream's signal fired: the client closed the connection. */
export class ClientClosedError extends Error {
  constructor() {
    super('The client closed the connection.');
    this.name = 'AbortError';
  }
}

/** Opens the event stream on `ctx`: headers go out at once. */
export function openEventStream(ctx: Context, options: EventStreamOptions = {}): EventStream {
  const { req, res } = ctx;
  const controller = new AbortController();
  let closed = false;

  ctx.status = 200;
  ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
  ctx.set('Cache-Control', 'no-cache, no-transform');
  ctx.set('X-Accel-Buffering', 'no');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.remove('Content-Length');
  (ctx as Context & { compress?: boolean }).compress = false;
  ctx.respond = false;
  req.socket.setNoDelay(true);
  // Requests may be long: no idle timeout on this socket while we stream.
  req.socket.setTimeout(0);
  if (options.firstEventReady) {
    setImmediate(() => {
      if (!res.headersSent && !res.destroyed) res.flushHeaders();
    });
  } else {
    res.flushHeaders();
  }

  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const heartbeat = heartbeatMs > 0 ? setInterval(() => write(': ping\n\n'), heartbeatMs) : undefined;
  heartbeat?.unref();

  const finish = () => {
    if (closed) return;
    closed = true;
    if (heartbeat) clearInterval(heartbeat);
    res.off('close', onClose);
  };
  const onClose = () => {
    if (closed) return;
    finish();
    if (!res.writableFinished) controller.abort(new ClientClosedError());
  };
  res.on('close', onClose);

  function write(chunk: string): boolean {
    if (closed || res.destroyed || !res.writable) return false;
    return res.write(chunk);
  }

  return {
    send(event, data) {
      const name = event.replace(/[\r\n]/g, '');
      return write(`event: ${name}\ndata: ${JSON.stringify(data ?? null)}\n\n`);
    },
    flush() {
      // Node's own uncork on the next tick then finds nothing left to do.
      if (!closed && !res.destroyed) res.socket?.uncork();
    },
    comment(text = '') {
      return write(`: ${text.replace(/[\r\n]+/g, ' ')}\n\n`);
    },
    drained() {
      if (closed || res.destroyed || !res.writableNeedDrain) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
    },
    close() {
      if (closed) return;
      finish();
      if (!res.writableEnded) res.end();
    },
    signal: controller.signal,
    get closed() {
      return closed || res.destroyed;
    },
  };
}

/**
 * Runs `handler` on an open event stream and always ends it. A failure
 * after the stream opened cannot become an HTTP error any more, so it is
 * sent as an `error` event carrying the normalised error body (SPEC §8)
 * and logged like the error middleware would; a client that left gets
 * nothing.
 */
export async function withEventStream(
  ctx: Context,
  handler: (events: EventStream) => Promise<void>,
  options: EventStreamOptions = {},
): Promise<void> {
  const events = openEventStream(ctx, options);
  try {
    await handler(events);
  } catch (err) {
    if (!events.signal.aborted) {
      const body: ApiErrorBody = toErrorBody(err);
      if (body.status >= 500) ctx.state.log?.error({ err }, 'stream failed');
      events.send('error', body);
    }
  } finally {
    events.close();
  }
}
