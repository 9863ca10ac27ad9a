/**
 * The one fake shell of every remote's screen tests: a complete, typed
 * ShellApi whose API client answers from handlers keyed "METHOD /path"
 * (streams from "STREAM /path"). A call without a handler fails the test
 * loudly; a response is parsed with the call's schema as the real client
 * parses it, so a fixture cannot drift from the shared shapes.
 */
import type {
  ApiClient,
  HttpMethod,
  RequestOptions,
  RequestWithBody,
  ServerSentEvent,
} from '@inkpress/shared-core';
import type { SessionUser, ShellApi, ShellSession } from '../federation/shell';

export type FakeHandler = (body: unknown, path: string) => unknown;
export type FakeStream = (body: unknown) => ServerSentEvent[];

export interface FakeApi {
  client: ApiClient;
  /** Every call made, in order: "POST /api/auth/login" and its body. */
  calls: { route: string; body: unknown }[];
}

/** An ApiClient answering from `handlers` (and `streams`, keyed by path). */
export function fakeApiClient(
  handlers: Record<string, FakeHandler>,
  streams: Record<string, FakeStream> = {},
): FakeApi {
  const calls: FakeApi['calls'] = [];
  async function request<T>(
    method: HttpMethod,
    path: string,
    body: unknown,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    const route = `${method} ${path}`;
    calls.push({ route, body });
    const handler = handlers[route];
    if (!handler) throw new Error(`No fake handler for ${route}`);
    const answer = await handler(body, path);
    return options.schema ? options.schema.parse(answer) : (answer as T);
  }
  const client: ApiClient = {
    get: (path, options) => request('GET', path, undefined, options),
    getList: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, options) => request('DELETE', path, options?.body, options),
    request: <T,>(method: HttpMethod, path: string, options?: RequestWithBody<T>) =>
      request<T>(method, path, options?.body, options),
    async *stream(path, body) {
      calls.push({ route: `STREAM ${path}`, body });
      const handler = streams[path];
      if (!handler) throw new Error(`No fake stream for ${path}`);
      for (const event of handler(body)) {
        await Promise.resolve();
        yield event;
      }
    },
    on: () => () => undefined,
    once: () => () => undefined,
    off: () => undefined,
  };
  return { client, calls };
}

export interface FakeShellOptions {
  handlers?: Record<string, FakeHandler>;
  streams?: Record<string, FakeStream>;
  /** The signed-in user; null for a visitor. */
  user?: SessionUser | null;
  status?: ShellSession['status'];
  /** The user is on the internal list (partners, internal screens). */
  isInternal?: boolean;
}

/** No promotion runs in screen tests. */
function NoStrip() {
  return null;
}

/** A complete ShellApi for screen tests, with its parts to inspect. */
export function fakeShell({
  handlers = {},
  streams = {},
  user = null,
  status = 'success',
  isInternal = false,
}: FakeShellOptions = {}) {
  const api = fakeApiClient(handlers, streams);
  const session = {
    status,
    user,
    isInternal,
    load: jest.fn(async () => undefined),
    signedIn: jest.fn(),
    logout: jest.fn(async () => undefined),
  } satisfies ShellSession;
  const popups = {
    open: jest.fn(),
    close: jest.fn(),
    clear: jest.fn(),
    isOpen: () => false,
    stack: [],
  } satisfies ShellApi['popups'];
  const resets: (() => void)[] = [];
  const upgrade = jest.fn();
  const shell: ShellApi = {
    session,
    popups,
    api: api.client,
    onReset: (reset) => {
      resets.push(reset);
      return () => undefined;
    },
    promotions: { status: 'success', active: null, Strip: NoStrip },
    analytics: { track: jest.fn(), upgradeClick: jest.fn() },
    upgrade,
  };
  return { shell, session, popups, api, calls: api.calls, resets, upgrade };
}
