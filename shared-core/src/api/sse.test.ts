import { EventStreamParser, readEventStream, type ServerSentEvent } from './sse';

/** Feeds the chunks to a fresh parser and returns what it dispatched. */
function parse(...chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = new EventStreamParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

/** A byte stream that delivers the given chunks one by one. */
function byteStream(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[i++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
    },
  });
}

async function collect(iterable: AsyncIterable<ServerSentEvent>): Promise<ServerSentEvent[]> {
  const out: ServerSentEvent[] = [];
  for await (const e of iterable) out.push(e);
  return out;
}

describe('EventStreamParser', () => {
  it('dispatches an event at each blank line, named "message" by default', () => {
    expect(parse('data: one\n\ndata: two\n\n')).toEqual([
      { event: 'message', data: 'one' },
      { event: 'message', data: 'two' },
    ]);
  });

  it('joins multi-line data with newlines', () => {
    expect(parse('data: first\ndata: second\ndata:\n\n')).toEqual([
      { event: 'message', data: 'first\nsecond\n' },
    ]);
  });

  it('takes the event name from the event field, for that event only', () => {
    expect(parse('event: token\ndata: a\n\ndata: b\n\n')).toEqual([
      { event: 'token', data: 'a' },
      { event: 'message', data: 'b' },
    ]);
  });

  it('ignores comment lines (heartbeats)', () => {
    expect(parse(': ping\n\n:\ndata: x\n: keep-alive\n\n')).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('does not dispatch an event without data', () => {
    expect(parse('event: done\n\n')).toEqual([]);
  });

  it('drops exactly one space after the colon', () => {
    expect(parse('data:no-space\n\ndata:  two-spaces\n\n').map((e) => e.data)).toEqual([
      'no-space',
      ' two-spaces',
    ]);
  });

  it('reads a field without a colon as an empty value', () => {
    expect(parse('data\n\n')).toEqual([{ event: 'message', data: '' }]);
  });

  it('keeps the last id across events and ignores ids with NUL', () => {
    const events = parse('id: 7\ndata: a\n\ndata: b\n\nid: bad\0id\ndata: c\n\n');
    expect(events.map((e) => e.id)).toEqual(['7', '7', '7']);
  });

  it('reads retry only when it is all digits', () => {
    expect(parse('retry: 3000\ndata: a\n\n')[0]?.retry).toBe(3000);
    expect(parse('retry: 3s\ndata: a\n\n')[0]?.retry).toBeUndefined();
  });

  it('ignores unknown fields', () => {
    expect(parse('foo: bar\ndata: a\n\n')).toEqual([{ event: 'message', data: 'a' }]);
  });

  it('accepts CRLF and lone CR line endings', () => {
    expect(parse('data: a\r\n\r\ndata: b\r\rdata: c\n\n').map((e) => e.data)).toEqual(['a', 'b', 'c']);
  });

  it('treats a CRLF split across chunks as one line ending', () => {
    expect(parse('data: a\r', '\n', '\r', '\ndata: b\n\n').map((e) => e.data)).toEqual(['a', 'b']);
  });

  it('reassembles fields split anywhere across chunks', () => {
    const text = 'event: token\ndata: {"t":"Hello"}\n\n';
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse(text.slice(0, cut), text.slice(cut))).toEqual([{ event: 'token', data: '{"t":"Hello"}' }]);
    }
  });

  it('discards an event the stream ended before terminating', () => {
    expect(parse('data: complete\n\ndata: {"half":')).toEqual([{ event: 'message', data: 'complete' }]);
  });
});

describe('readEventStream', () => {
  it('decodes UTF-8 characters split across byte chunks', async () => {
    const bytes = new TextEncoder().encode('data: héllo ✓\n\n');
    const chunks = Array.from(bytes, (b) => new Uint8Array([b]));
    expect(await collect(readEventStream(byteStream(chunks)))).toEqual([
      { event: 'message', data: 'héllo ✓' },
    ]);
  });

  it('skips a leading byte-order mark', async () => {
    const events = await collect(readEventStream(byteStream(['\uFEFFdata: a\n\n'])));
    expect(events).toEqual([{ event: 'message', data: 'a' }]);
  });

  it('yields events as their chunks arrive', async () => {
    const events = await collect(
      readEventStream(byteStream(['data: 1\n\nda', 'ta: 2\n', '\n', ': ping\n\n'])),
    );
    expect(events.map((e) => e.data)).toEqual(['1', '2']);
  });

  it('cancels the body when the consumer stops early', async () => {
    const cancel = jest.fn();
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('data: tick\n\n'));
      },
      cancel,
    });
    let seen = 0;
    for await (const _ of readEventStream(body)) {
      if (++seen === 3) break;
    }
    expect(seen).toBe(3);
    expect(cancel).toHaveBeenCalled();
  });

  it('stops with an AbortError when the signal aborts while waiting for data', async () => {
    const controller = new AbortController();
    let pulls = 0;
    const cancel = jest.fn();
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (pulls++ === 0) c.enqueue(new TextEncoder().encode('data: first\n\n'));
        // Afterwards the server goes quiet: the next read never resolves by itself.
        return new Promise(() => undefined);
      },
      cancel,
    });
    const seen: string[] = [];
    const run = (async () => {
      for await (const e of readEventStream(body, controller.signal)) {
        seen.push(e.data);
        setTimeout(() => controller.abort(), 5);
      }
    })();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual(['first']);
    expect(cancel).toHaveBeenCalled();
  });
});
