/**
 * A parser for text/event-stream (server-sent events), following the HTML
 * standard's event-stream interpretation:
 * - lines end with CRLF, LF or CR (also when a CRLF is split across chunks);
 * - `field: value` (one space after the colon is dropped), `field` alone
 *   means an empty value;
 * - `data` lines of one event are joined with "\n";
 * - `event` names the event (default "message"), `id` sets the last event id
 *   (kept across events, ignored when it contains NUL), `retry` a reconnect
 *   delay in milliseconds (digits only);
 * - lines starting with ":" are comments, which servers send as heartbeats:
 *   ignored;
 * - a blank line dispatches the event; an event with no data line is not
 *   dispatched;
 * - at the end of the stream an unterminated event is discarded (it may be
 *   half a JSON document).
 */

/** One dispatched server-sent event. `data` is the raw text; JSON payloads are the caller's to parse. */
export interface ServerSentEvent {
  event: string;
  data: string;
  /** The last event id seen so far, when the server sends ids. */
  id?: string;
  /** The reconnection delay the server asked for, in milliseconds. */
  retry?: number;
}

/**
 * A push parser: feed it text as it arrives, it calls `onEvent` for each
 * complete event. Independent of fetch so it can be tested on its own.
 */
export class EventStreamParser {
  private buffer = '';
  /** A CR ended the last chunk: a LF starting the next one belongs to it. */
  private pendingCR = false;
  private data: string[] = [];
  private eventName = '';
  private lastEventId: string | undefined;
  private retry: number | undefined;

  constructor(private readonly onEvent: (event: ServerSentEvent) => void) {}

  /** Feeds decoded text. */
  push(chunk: string): void {
    let text = chunk;
    if (this.pendingCR) {
      this.pendingCR = false;
      if (text.startsWith('\n')) text = text.slice(1);
    }
    this.buffer += text;
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const ch = this.buffer[i];
      if (ch !== '\n' && ch !== '\r') continue;
      this.line(this.buffer.slice(start, i));
      if (ch === '\r') {
        if (i + 1 < this.buffer.length) {
          if (this.buffer[i + 1] === '\n') i++;
        } else {
          this.pendingCR = true;
        }
      }
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
  }

  /** The stream ended: whatever was not terminated by a blank line is dropped. */
  end(): void {
    this.buffer = '';
    this.pendingCR = false;
    this.data = [];
    this.eventName = '';
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventName = value;
        break;
      case 'data':
        this.data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
      default:
        // Unknown fields are ignored, as the standard requires.
        break;
    }
  }

  private dispatch(): void {
    if (this.data.length === 0) {
      this.eventName = '';
      return;
    }
    const event: ServerSentEvent = { event: this.eventName || 'message', data: this.data.join('\n') };
    if (this.lastEventId !== undefined) event.id = this.lastEventId;
    if (this.retry !== undefined) event.retry = this.retry;
    this.data = [];
    this.eventName = '';
    this.onEvent(event);
  }
}

/**
 * Reads a byte stream (a fetch response body) as server-sent events. Stops
 * reading and releases the connection when the consumer breaks out early or
 * the signal aborts.
 */
export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<ServerSentEvent, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: ServerSentEvent[] = [];
  const parser = new EventStreamParser((event) => ready.push(event));
  let done = false;
  // A pending read would otherwise wait for the server's next byte.
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    while (!done) {
      signal?.throwIfAborted();
      const chunk = await reader.read();
      signal?.throwIfAborted();
      done = chunk.done;
      parser.push(done ? decoder.decode() : decoder.decode(chunk.value, { stream: true }));
      while (ready.length > 0) {
        yield ready.shift() as ServerSentEvent;
        signal?.throwIfAborted();
      }
    }
    parser.end();
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (!done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
