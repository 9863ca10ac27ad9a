import { type ApiClient, type ApiClientEvents, ApiError, Emitter } from '@inkpress/shared-core';

type Handler = (body?: unknown) => unknown;

export interface FakeApi extends ApiClient {
  /** Every call made: method, path and body. */
  calls: { method: string; path: string; body?: unknown }[];
  /** Emits a client event (auth-expired, too-many-requests) as the real client would. */
  emit<K extends keyof ApiClientEvents>(event: K, payload: ApiClientEvents[K]): void;
}

/**
 * An ApiClient answering from `routes` ('GET /api/x' → value or function);
 * a thrown ApiError rejects, an unknown route answers 404.
 */
export function fakeApi(routes: Record<string, Handler | unknown> = {}): FakeApi {
  const emitter = new Emitter<ApiClientEvents>();
  const calls: FakeApi['calls'] = [];
  const call = async (method: string, path: string, body?: unknown) => {
    calls.push({ method, path, body });
    const key = `${method} ${path}`;
    if (!(key in routes)) throw new ApiError({ status: 404 });
    const handler = routes[key];
    return typeof handler === 'function' ? (handler as Handler)(body) : handler;
  };
  const api = {
    calls,
    get: (path: string) => call('GET', path),
    getList: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    put: (path: string, body?: unknown) => call('PUT', path, body),
    patch: (path: string, body?: unknown) => call('PATCH', path, body),
    delete: (path: string) => call('DELETE', path),
    request: (method: string, path: string, options?: { body?: unknown }) =>
      call(method, path, options?.body),
    stream: () => {
      throw new Error('not faked');
    },
    on: emitter.on.bind(emitter),
    once: emitter.once.bind(emitter),
    off: emitter.off.bind(emitter),
    emit: emitter.emit.bind(emitter),
  };
  return api as unknown as FakeApi;
}

export const visitor = () => {
  throw new ApiError({ status: 401, code: 'AuthenticationRequired' });
};

export const ada = {
  id: '64b000000000000000000001',
  email: 'ada@example.com',
  user_metadata: { createdFromShopify: false },
  features: { gpt4: false },
};
