import { z } from 'zod';
import { ApiError, isNotFound } from './ApiError';
import { type ApiClientOptions, buildUrl, createApiClient } from './client';

type Call = { url: string; init: RequestInit; headers: Headers };

/** A fake fetch that records each call and answers with `respond`. */
function fakeFetch(respond: (call: Call) => Response | Promise<Response> = () => json({ data: null })) {
  const calls: Call[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init, headers: new Headers(init.headers) };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

function sse(text: string | string[], status = 200): Response {
  const chunks = Array.isArray(text) ? text : [text];
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

function client(
  respond?: (call: Call) => Response | Promise<Response>,
  over: Partial<ApiClientOptions> = {},
) {
  const fake = fakeFetch(respond);
  const api = createApiClient({
    baseUrl: 'https://api.inkpress.test',
    clientVersion: '1.2.3',
    getLocale: () => 'en-US',
    fetch: fake.fetch,
    isDashboardRoute: () => false,
    ...over,
  });
  return { api, calls: fake.calls };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient: what every call sends', () => {
  it('sends credentials so the session cookie goes along', async () => {
    const { api, calls } = client();
    await api.get('/api/status');
    await api.post('/api/folders', { name: 'x' });
    expect(calls.map((c) => c.init.credentials)).toEqual(['include', 'include']);
  });

  it('sends a bearer token when one exists, read per call (also async)', async () => {
    let token: string | null = 'tok-1';
    const { api, calls } = client(undefined, { getToken: async () => token });
    await api.get('/api/team');
    token = null;
    await api.get('/api/team');
    token = '';
    await api.get('/api/team');
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer tok-1', null, null]);
  });

  it('sends no Authorization header without getToken', async () => {
    const { api, calls } = client();
    await api.get('/api/team');
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends the client version and the current locale on every call', async () => {
    let locale = 'en-US';
    const { api, calls } = client(undefined, { getLocale: () => locale });
    await api.get('/api/common');
    locale = 'de-DE';
    await api.delete('/api/folders/1');
    expect(calls.map((c) => c.headers.get('x-client-version'))).toEqual(['1.2.3', '1.2.3']);
    expect(calls.map((c) => c.headers.get('x-client-locale'))).toEqual(['en-US', 'de-DE']);
  });

  it('does not let extra headers drop the client headers', async () => {
    const { api, calls } = client(undefined, { getToken: () => 't' });
    await api.get('/x', { headers: { 'X-Client-Version': 'forged', 'X-Trace': 'abc' } });
    expect(calls[0]?.headers.get('x-client-version')).toBe('1.2.3');
    expect(calls[0]?.headers.get('x-trace')).toBe('abc');
  });

  it('adds the headers of getHeaders, read per call with the method and URL', async () => {
    let csrf = 'token-1';
    const seen: { method: string; url: string }[] = [];
    const { api, calls } = client(undefined, {
      getHeaders: (request): Record<string, string> => {
        seen.push(request);
        return request.method === 'GET' ? {} : { 'X-CSRF-Token': csrf };
      },
    });
    await api.get('/api/auth/session');
    await api.post('/api/errors', { message: 'x' });
    csrf = 'token-2';
    await api.delete('/api/folders/1', { query: { hard: true } });
    expect(calls.map((c) => c.headers.get('x-csrf-token'))).toEqual([null, 'token-1', 'token-2']);
    expect(seen).toEqual([
      { method: 'GET', url: 'https://api.inkpress.test/api/auth/session' },
      { method: 'POST', url: 'https://api.inkpress.test/api/errors' },
      { method: 'DELETE', url: 'https://api.inkpress.test/api/folders/1?hard=true' },
    ]);
  });

  it('does not let per-call headers override getHeaders, and sends them on streams too', async () => {
    const { api, calls } = client(() => sse('data: 1\n\n'), {
      getHeaders: () => ({ 'X-CSRF-Token': 'real' }),
    });
    await api.post('/x', {}, { headers: { 'X-CSRF-Token': 'forged' } });
    for await (const _event of api.stream('/api/generate', { a: 1 })) {
      // drain
    }
    expect(calls.map((c) => c.headers.get('x-csrf-token'))).toEqual(['real', 'real']);
  });

  it('uses the method of each helper', async () => {
    const { api, calls } = client();
    await api.get('/a');
    await api.post('/a', {});
    await api.put('/a', {});
    await api.patch('/a', {});
    await api.delete('/a');
    expect(calls.map((c) => c.init.method)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
  });

  it('sends JSON bodies as JSON, and form data untouched', async () => {
    const { api, calls } = client();
    await api.post('/api/collections/move', { collectionIds: ['a'], folderId: 'f' });
    const form = new FormData();
    form.append('file', new Blob(['hi']), 'a.txt');
    await api.post('/api/train', form);
    expect(calls[0]?.init.body).toBe('{"collectionIds":["a"],"folderId":"f"}');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[1]?.init.body).toBe(form);
    expect(calls[1]?.headers.has('content-type')).toBe(false);
  });

  it('sends no body and no content type without a body', async () => {
    const { api, calls } = client();
    await api.get('/api/folders');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.headers.has('content-type')).toBe(false);
  });

  it('builds the URL from the base, the path and the query', async () => {
    const { api, calls } = client();
    await api.getList('/api/collections', { query: { offset: 0, limit: 20, folderId: undefined } });
    await api.post('api/users/stripe-customer');
    await api.get('/api/collections', { baseUrl: 'https://read.inkpress.test/' });
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.inkpress.test/api/collections?offset=0&limit=20',
      'https://api.inkpress.test/api/users/stripe-customer',
      'https://read.inkpress.test/api/collections',
    ]);
  });
});

describe('buildUrl', () => {
  it('joins without doubled or missing slashes and repeats array keys', () => {
    expect(buildUrl('', '/api/x')).toBe('/api/x');
    expect(buildUrl('https://a.test//', 'api/x', { ids: ['1', '2'], q: 'a b' })).toBe(
      'https://a.test/api/x?ids=1&ids=2&q=a+b',
    );
    expect(buildUrl('https://a.test', '/api/x?type=doc', { offset: 5 })).toBe(
      'https://a.test/api/x?type=doc&offset=5',
    );
  });

  it('keeps an absolute URL as it is', () => {
    expect(buildUrl('https://a.test', 'https://b.test/api/y')).toBe('https://b.test/api/y');
  });

  it('leaves out null and undefined values and an empty query', () => {
    expect(buildUrl('', '/x', { a: null, b: undefined })).toBe('/x');
  });
});

describe('createApiClient: no timeout', () => {
  afterEach(() => jest.useRealTimers());

  it('passes no signal of its own and waits as long as the server takes', async () => {
    jest.useFakeTimers();
    const slow = () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(json({ data: 'late' })), 30 * 60_000));
    const { api, calls } = client(slow);
    const pending = api.get('/api/summarize');
    await jest.advanceTimersByTimeAsync(30 * 60_000);
    await expect(pending).resolves.toBe('late');
    expect(calls[0]?.init.signal).toBeUndefined();
  });

  it('passes the caller signal through', async () => {
    const controller = new AbortController();
    const { api, calls } = client();
    await api.get('/x', { signal: controller.signal });
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });
});

describe('createApiClient: success and payload', () => {
  it.each([200, 201, 202, 299])('treats %i as success', async (status) => {
    const { api } = client(() => json({ data: { ok: status } }, status));
    await expect(api.get('/x')).resolves.toEqual({ ok: status });
  });

  it.each([
    [204, null],
    [304, null],
    [302, '{"data":1}'],
    [400, '{}'],
    [500, '{}'],
  ])('treats %i as failure unless it is 2xx (204 resolves empty)', async (status, body) => {
    const { api } = client(() => new Response(body, { status }));
    if (status === 204) await expect(api.delete('/x')).resolves.toBeUndefined();
    else await expect(api.get('/x')).rejects.toMatchObject({ status });
  });

  it('unwraps a single resource from body.data', async () => {
    const { api } = client(() => json({ data: { id: 'c1', title: 'Untitled Collection' } }));
    await expect(api.get('/api/collections/c1')).resolves.toEqual({ id: 'c1', title: 'Untitled Collection' });
  });

  it('keeps a falsy data value', async () => {
    const { api } = client(() => json({ data: 0 }));
    await expect(api.get('/x')).resolves.toBe(0);
  });

  it('returns the whole body for lists', async () => {
    const body = { data: [{ id: 1 }], total: 41, offset: 0, limit: 20 };
    const { api } = client(() => json(body));
    await expect(api.getList('/api/collections')).resolves.toEqual(body);
    await expect(api.get('/api/collections', { whole: true })).resolves.toEqual(body);
  });

  it('returns a body without a data field as it is, and text as text', async () => {
    const texts = [
      json({ status: 'ok' }),
      new Response('pong', { headers: { 'content-type': 'text/plain' } }),
    ];
    const { api } = client(() => texts.shift() as Response);
    await expect(api.get('/api/status')).resolves.toEqual({ status: 'ok' });
    await expect(api.get('/ping')).resolves.toBe('pong');
  });

  it('rejects with InvalidResponse when a JSON response does not parse', async () => {
    const { api } = client(
      () => new Response('{"data":', { headers: { 'content-type': 'application/json' } }),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'InvalidResponse', status: 500 });
  });

  it('validates the payload with a schema when given one', async () => {
    const Folder = z.object({ id: z.string(), title: z.string() });
    const answers = [json({ data: { id: 'f', title: 'T' } }), json({ data: { id: 7 } })];
    const { api } = client(() => answers.shift() as Response);
    const folder = await api.get('/api/folders/f', { schema: Folder });
    expect(folder.title).toBe('T');
    const err = await rejection(api.get('/api/folders/g', { schema: Folder }));
    expect(err.code).toBe('InvalidResponse');
    expect(err.data).toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ path: 'id' })]),
    });
  });
});

describe('createApiClient: errors', () => {
  it('normalises the API error body to an ApiError', async () => {
    const body = {
      status: 402,
      message: 'Not enough credits',
      code: 'NotEnoughCredits',
      data: { needed: 1500 },
    };
    const { api } = client(() => json(body, 402));
    const err = await rejection(api.post('/api/generate', {}));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toBeInstanceOf(Error);
    expect(err.toJSON()).toEqual(body);
    expect(err.message).toBe('Not enough credits');
  });

  it('fills what the body lacks: HTTP status, a code from the status, the catalogue message', async () => {
    const { api } = client(
      () =>
        new Response('<html>Server error</html>', { status: 500, headers: { 'content-type': 'text/html' } }),
    );
    const err = await rejection(api.get('/x'));
    expect(err).toMatchObject({
      status: 500,
      code: 'InternalError',
      message: expect.stringMatching(/went wrong/),
    });
    expect(err.data).toBeUndefined();
  });

  it('accepts the error nested under an error key', async () => {
    const { api } = client(() => json({ error: { message: 'Gone', code: 'EmailKeyExpired' } }, 410));
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 410,
      code: 'EmailKeyExpired',
      message: 'Gone',
    });
  });

  it('defaults the status to 500', () => {
    expect(new ApiError().status).toBe(500);
    expect(new ApiError({ message: 'x' })).toMatchObject({
      status: 500,
      code: 'InternalError',
      message: 'x',
    });
  });

  it('tells a 404 apart', async () => {
    const { api } = client(() =>
      json({ status: 404, code: 'CollectionNotFound', message: 'No such collection' }, 404),
    );
    const err = await rejection(api.get('/api/collections/nope'));
    expect(isNotFound(err)).toBe(true);
    expect(isNotFound(new ApiError({ status: 403 }))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });

  it('turns a failed connection into a NetworkError with status 0 and the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const { api } = client(() => Promise.reject(cause));
    const err = await rejection(api.get('/x'));
    expect(err).toMatchObject({ status: 0, code: 'NetworkError' });
    expect(err.cause).toBe(cause);
  });

  it('lets an abort through as an AbortError, not an ApiError', async () => {
    const controller = new AbortController();
    controller.abort();
    const { api } = client(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(api.get('/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('createApiClient: events', () => {
  it('emits auth-expired for a 401 on a dashboard route', async () => {
    let onDashboard = true;
    const { api } = client(() => json({ message: 'Sign in', code: 'AuthenticationRequired' }, 401), {
      isDashboardRoute: () => onDashboard,
    });
    const expired = jest.fn();
    api.on('auth-expired', expired);
    await expect(api.get('/api/team')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
    onDashboard = false;
    await expect(api.get('/api/team')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not emit auth-expired for other statuses on a dashboard route', async () => {
    const { api } = client(() => json({ code: 'Forbidden' }, 403), { isDashboardRoute: () => true });
    const expired = jest.fn();
    api.on('auth-expired', expired);
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(expired).not.toHaveBeenCalled();
  });

  describe('default dashboard check', () => {
    const global = globalThis as { location?: { pathname: string } };
    afterEach(() => {
      delete global.location;
    });

    it.each([
      ['/dashboard', true],
      ['/dashboard/billing', true],
      ['/dashboards', false],
      ['/pricing', false],
    ])('on %s emits: %s', async (pathname, emits) => {
      global.location = { pathname };
      const { api } = client(() => json({}, 401), { isDashboardRoute: undefined });
      const expired = jest.fn();
      api.on('auth-expired', expired);
      await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
      expect(expired).toHaveBeenCalledTimes(emits ? 1 : 0);
    });

    it('never emits outside a browser', async () => {
      const { api } = client(() => json({}, 401), { isDashboardRoute: undefined });
      const expired = jest.fn();
      api.on('auth-expired', expired);
      await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
      expect(expired).not.toHaveBeenCalled();
    });
  });

  it('emits too-many-requests for a 429 with the rate-limit code only', async () => {
    const answers = [
      json({ status: 429, code: 'RateLimitError', message: 'Slow down' }, 429),
      json({ status: 429, code: 'OpenAIRateLimitError', message: 'Provider busy' }, 429),
      json({ status: 429, code: 'TooManyAccountsCreatedError' }, 429),
      json({ status: 400, code: 'RateLimitError' }, 400),
    ];
    const { api } = client(() => answers.shift() as Response);
    const tooMany = jest.fn();
    api.on('too-many-requests', tooMany);
    for (let i = 0; i < 4; i++) await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(tooMany).toHaveBeenCalledTimes(1);
    expect(tooMany.mock.calls[0]?.[0]).toMatchObject({ code: 'RateLimitError', message: 'Slow down' });
  });

  it('reads a 429 without a code as the rate-limit error (a proxy in front of the API)', async () => {
    const { api } = client(() => new Response('Too Many Requests', { status: 429 }));
    const tooMany = jest.fn();
    api.on('too-many-requests', tooMany);
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'RateLimitError' });
    expect(tooMany).toHaveBeenCalledTimes(1);
  });

  it('emits connection-lost when no answer arrives, or the API says it is reconnecting', async () => {
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () =>
        json({ status: 503, code: 'ServiceUnavailable', message: 'Reconnecting' }, 503, {
          'Retry-After': '5',
        }),
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      () => json({ status: 500, code: 'InternalError' }, 500),
      () => json({ status: 400, code: 'ValidationError' }, 400),
    ];
    const { api } = client(() => (answers.shift() as () => Response)());
    const lost = jest.fn();
    api.on('connection-lost', lost);
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, code: 'NetworkError' });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 503, data: { retryAfter: 5 } });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, code: 'ServiceUnavailable' });
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'InternalError' });
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'ValidationError' });
    expect(lost.mock.calls.map(([error]) => error.code)).toEqual([
      'NetworkError',
      'ServiceUnavailable',
      'ServiceUnavailable',
    ]);
  });

  it('does not emit connection-lost for a request the caller aborted', async () => {
    const { api } = client(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const lost = jest.fn();
    api.on('connection-lost', lost);
    await expect(api.get('/x', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(lost).not.toHaveBeenCalled();
  });

  it('stops calling a listener once it is removed', async () => {
    const { api } = client(() => json({ code: 'RateLimitError' }, 429));
    const listener = jest.fn();
    const off = api.on('too-many-requests', listener);
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    off();
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('createApiClient: stream', () => {
  async function events(iterable: AsyncIterable<{ event: string; data: string }>) {
    const out: { event: string; data: string }[] = [];
    for await (const e of iterable) out.push({ event: e.event, data: e.data });
    return out;
  }

  it('posts the body and yields the server-sent events', async () => {
    const { api, calls } = client(() =>
      sse([
        ': connected\n\n',
        'event: token\ndata: {"t":"Hel',
        'lo"}\n\n',
        'data: line 1\ndata: line 2\n\n',
        'event: done\ndata: {}\n\n',
      ]),
    );
    const got = await events(api.stream('/api/ai-chat', { messages: [] }));
    expect(got).toEqual([
      { event: 'token', data: '{"t":"Hello"}' },
      { event: 'message', data: 'line 1\nline 2' },
      { event: 'done', data: '{}' },
    ]);
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"messages":[]}');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.headers.get('accept')).toBe('text/event-stream');
    expect(calls[0]?.headers.get('x-client-locale')).toBe('en-US');
  });

  it('sends nothing until iteration starts', () => {
    const { api, calls } = client(() => sse('data: x\n\n'));
    api.stream('/api/generate', {});
    expect(calls).toHaveLength(0);
  });

  it('rejects with the normalised error and emits the same events as other calls', async () => {
    const { api } = client(() => json({ status: 429, code: 'RateLimitError', message: 'Slow down' }, 429));
    const tooMany = jest.fn();
    api.on('too-many-requests', tooMany);
    await expect(events(api.stream('/api/generate', {}))).rejects.toMatchObject({
      status: 429,
      code: 'RateLimitError',
    });
    expect(tooMany).toHaveBeenCalledTimes(1);
  });

  it('rejects with InvalidResponse when the answer is not an event stream', async () => {
    const { api } = client(() => json({ data: 'not a stream' }));
    await expect(events(api.stream('/api/generate', {}))).rejects.toMatchObject({ code: 'InvalidResponse' });
  });

  it('passes the signal to fetch and stops when it aborts', async () => {
    const controller = new AbortController();
    const { api, calls } = client(() => sse(['data: 1\n\n', 'data: 2\n\n', 'data: 3\n\n']));
    const seen: string[] = [];
    const run = (async () => {
      for await (const e of api.stream('/api/generate', {}, { signal: controller.signal })) {
        seen.push(e.data);
        controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual(['1']);
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });
});
