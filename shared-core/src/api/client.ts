import type { ZodType } from 'zod';
import { ErrorCode } from '../errors/codes';
import { ApiError, isAbortError } from './ApiError';
import { Emitter, type Listener } from './emitter';
import { readEventStream, type ServerSentEvent } from './sse';

/** Query-string values; null and undefined are left out, arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How the client is set up: once per app (the shell) or per test. */
export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API, without a trailing slash: '' for the same origin. */
  baseUrl: string;
  /** The bearer token, when there is one (the browser mostly relies on the session cookie). */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Sent as X-Client-Version, so the API can tell which deploy is calling. */
  clientVersion: string;
  /** Sent as X-Client-Locale on every call; read per call, so a language switch applies at once. */
  getLocale: () => string;
  /** The fetch to use; defaults to the global one (looked up per call). */
  fetch?: typeof fetch;
  /** Whether the user is on a dashboard route now; a 401 there emits auth-expired. */
  isDashboardRoute?: () => boolean;
  /**
   * Headers of the client's own, read per call (e.g. the shell's X-CSRF-Token from the
   * readable inkpress_csrf cookie). Given the call's method and URL, so a header can be kept
   * to unsafe methods or to the app's own origin. Per-call headers cannot override them.
   */
  getHeaders?: (request: { method: HttpMethod; url: string }) => Record<string, string>;
}

/** Options of one call. `T` is the payload type, inferred from `schema` when one is given. */
export interface RequestOptions<T = unknown> {
  query?: Query;
  /** Extra headers; they cannot remove the client's own. */
  headers?: Record<string, string>;
  /** Cancels the call. The client sets no timeout of its own. */
  signal?: AbortSignal;
  /** Return the whole JSON body instead of its `data` (lists: {data, total, …}). */
  whole?: boolean;
  /** Validates the payload; a mismatch rejects with code InvalidResponse. */
  schema?: ZodType<T>;
  /** Another API host for this call (SPEC §7's separate host); absolute paths work too. */
  baseUrl?: string;
}

/** A call with a body (also usable for DELETE). */
export interface RequestWithBody<T = unknown> extends RequestOptions<T> {
  body?: unknown;
}

/** Options of a streamed call. */
export interface StreamOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  query?: Query;
  /** POST unless told otherwise. */
  method?: HttpMethod;
  baseUrl?: string;
}

/** The client's events (SPEC §6, §8). Each carries the error that caused it. */
export interface ApiClientEvents extends Record<string, unknown> {
  /** A 401 arrived while the user was on a dashboard route: the shell resets every store. */
  'auth-expired': ApiError;
  /** A 429 with code RateLimitError arrived: the shell opens the rate-limit popup. */
  'too-many-requests': ApiError;
  /**
   * The API could not be reached (no response), or answered that it cannot
   * reach its database for a moment (ServiceUnavailable): the shell shows
   * that it is reconnecting. `data.retryAfter` is the server's hint in seconds.
   */
  'connection-lost': ApiError;
}

/** The one typed client every remote and the API's tests use (DESIGN.md §4). */
export interface ApiClient {
  /** GET; resolves to `body.data`. */
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** GET of a list; resolves to the whole body (the list and its paging fields). */
  getList<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestWithBody<T>): Promise<T>;
  /** Any method, any options. */
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestWithBody<T>): Promise<T>;
  /**
   * A streamed call (text/event-stream): iterate the events with `for await`.
   * The request is sent when iteration starts; errors reject the first step.
   */
  stream(
    path: string,
    body?: unknown,
    options?: StreamOptions,
  ): AsyncGenerator<ServerSentEvent, void, undefined>;
  on<K extends keyof ApiClientEvents>(event: K, listener: Listener<ApiClientEvents[K]>): () => void;
  once<K extends keyof ApiClientEvents>(event: K, listener: Listener<ApiClientEvents[K]>): () => void;
  off<K extends keyof ApiClientEvents>(event: K, listener: Listener<ApiClientEvents[K]>): void;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/** Joins base, path and query; an absolute path ignores the base. */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  let url = ABSOLUTE_URL.test(path)
    ? path
    : `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, raw] of Object.entries(query)) {
      const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
      for (const value of values) {
        if (value !== undefined && value !== null) params.append(key, String(value));
      }
    }
    const search = params.toString();
    if (search) url += `${url.includes('?') ? '&' : '?'}${search}`;
  }
  return url;
}

/** Bodies fetch sends as they are; everything else is JSON. */
function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a body as JSON when it says (or looks like) JSON, else as text; empty is undefined. */
async function readBody(response: Response): Promise<{ value: unknown; unreadable: boolean }> {
  if (response.status === 204 || response.status === 205) return { value: undefined, unreadable: false };
  const text = await response.text();
  if (text === '') return { value: undefined, unreadable: false };
  const type = response.headers.get('content-type') ?? '';
  const saysJson = /[/+]json\b/i.test(type);
  if (saysJson || (!type && /^\s*[[{]/.test(text))) {
    try {
      return { value: JSON.parse(text) as unknown, unreadable: false };
    } catch {
      return { value: text, unreadable: saysJson };
    }
  }
  return { value: text, unreadable: false };
}

function defaultIsDashboardRoute(): boolean {
  const path = (globalThis as { location?: { pathname?: unknown } }).location?.pathname;
  return typeof path === 'string' && (path === '/dashboard' || path.startsWith('/dashboard/'));
}

/**
 * Creates the API client of DESIGN.md §4: every call sends cookies
 * (credentials 'include'), a bearer token when one exists, X-Client-Version
 * and X-Client-Locale; there is no timeout; 200–299 is success; the payload
 * is `body.data` (lists: the whole body); every failure rejects with an
 * ApiError; 401 on a dashboard route emits 'auth-expired', 429 with code
 * RateLimitError emits 'too-many-requests', and no response at all or a 503
 * ServiceUnavailable emits 'connection-lost'.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const emitter = new Emitter<ApiClientEvents>();
  const isDashboardRoute = options.isDashboardRoute ?? defaultIsDashboardRoute;

  const doFetch: typeof fetch = (input, init) => {
    const impl = options.fetch ?? globalThis.fetch;
    if (typeof impl !== 'function') throw new Error('No fetch implementation: pass one to createApiClient');
    return impl.call(globalThis, input, init);
  };

  async function headersFor(
    request: { method: HttpMethod; url: string },
    accept: string,
    extra: Record<string, string> | undefined,
    json: boolean,
  ) {
    const headers: Record<string, string> = { ...extra, ...options.getHeaders?.(request) };
    headers.Accept = accept;
    headers['X-Client-Version'] = options.clientVersion;
    headers['X-Client-Locale'] = options.getLocale();
    if (json) headers['Content-Type'] = 'application/json';
    const token = await options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  /** Sends one request; resolves to the Response for any HTTP status, rejects only without one. */
  async function send(
    method: HttpMethod,
    path: string,
    body: unknown,
    accept: string,
    opts: { query?: Query; headers?: Record<string, string>; signal?: AbortSignal; baseUrl?: string },
  ): Promise<Response> {
    const raw = body === undefined || isRawBody(body);
    const url = buildUrl(opts.baseUrl ?? options.baseUrl, path, opts.query);
    const init: RequestInit = {
      method,
      credentials: 'include',
      headers: await headersFor({ method, url }, accept, opts.headers, !raw),
    };
    if (body !== undefined) init.body = raw ? (body as BodyInit) : JSON.stringify(body);
    if (opts.signal) init.signal = opts.signal;
    try {
      return await doFetch(url, init);
    } catch (err) {
      if (isAbortError(err)) throw err;
      const error = new ApiError({ status: 0, code: ErrorCode.NetworkError }, { cause: err });
      emitter.emit('connection-lost', error);
      throw error;
    }
  }

  /** Turns a non-2xx response into an ApiError and emits the events it calls for. */
  async function fail(response: Response): Promise<never> {
    const { value } = await readBody(response).catch(() => ({ value: undefined }));
    let error = ApiError.fromResponse(response.status, value);
    if (response.status === 401 && isDashboardRoute()) emitter.emit('auth-expired', error);
    if (response.status === 429 && error.code === ErrorCode.RateLimitError) {
      emitter.emit('too-many-requests', error);
    }
    if (error.code === ErrorCode.ServiceUnavailable) {
      const retryAfter = Number(response.headers.get('Retry-After'));
      if (error.data === undefined && Number.isFinite(retryAfter) && retryAfter > 0) {
        error = new ApiError({ ...error.toJSON(), data: { retryAfter } });
      }
      emitter.emit('connection-lost', error);
    }
    throw error;
  }

  async function request<T>(method: HttpMethod, path: string, opts: RequestWithBody<T> = {}): Promise<T> {
    const response = await send(method, path, opts.body, 'application/json', opts);
    if (response.status < 200 || response.status > 299) return fail(response);
    const { value, unreadable } = await readBody(response);
    if (unreadable) {
      throw new ApiError({ code: ErrorCode.InvalidResponse, data: { status: response.status } });
    }
    const payload = !opts.whole && isRecord(value) && 'data' in value ? value.data : value;
    if (!opts.schema) return payload as T;
    const parsed = opts.schema.safeParse(payload);
    if (parsed.success) return parsed.data;
    throw new ApiError({
      code: ErrorCode.InvalidResponse,
      data: { issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) },
    });
  }

  async function* stream(
    path: string,
    body?: unknown,
    opts: StreamOptions = {},
  ): AsyncGenerator<ServerSentEvent, void, undefined> {
    const response = await send(opts.method ?? 'POST', path, body, 'text/event-stream', opts);
    if (response.status < 200 || response.status > 299) await fail(response);
    const type = response.headers.get('content-type');
    if (type && !/text\/event-stream/i.test(type)) {
      await response.body?.cancel().catch(() => undefined);
      throw new ApiError({ code: ErrorCode.InvalidResponse, data: { contentType: type } });
    }
    if (!response.body) return;
    yield* readEventStream(response.body, opts.signal);
  }

  return {
    get: (path, opts) => request('GET', path, opts),
    getList: (path, opts) => request('GET', path, { ...opts, whole: true }),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    request,
    stream,
    on: (event, listener) => emitter.on(event, listener),
    once: (event, listener) => emitter.once(event, listener),
    off: (event, listener) => emitter.off(event, listener),
  };
}
