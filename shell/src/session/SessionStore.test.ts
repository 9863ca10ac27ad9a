import { type ApiClient, ApiError, ErrorCode } from '@inkpress/shared-core';
import type { SessionUser } from '@inkpress/shared-ui';
import { parseSessionPayload, SessionStore } from './SessionStore';

const ada: SessionUser = {
  id: '64b000000000000000000001',
  email: 'ada@example.com',
  user_metadata: { createdFromShopify: false },
  features: { gpt4: true },
};
const grace: SessionUser = { ...ada, id: '64b000000000000000000002', email: 'grace@example.com' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeApi(get: (path: string) => Promise<unknown>, post = jest.fn(async () => ({}))) {
  return { api: { get: jest.fn(get), post } as unknown as ApiClient, post };
}

function store(
  get: (path: string) => Promise<unknown>,
  options: { pathname?: string; search?: string; resetAll?: () => void } = {},
) {
  const { api, post } = fakeApi(get);
  const location = { pathname: options.pathname ?? '/', search: options.search ?? '' };
  const session = new SessionStore({ api, location: () => location, resetAll: options.resetAll });
  return { session, api, post, location };
}

describe('SessionStore: loading', () => {
  it('starts idle, goes loading, then success with the user', async () => {
    const answer = deferred<unknown>();
    const { session, api } = store(() => answer.promise);
    expect(session.status).toBe('idle');
    const loading = session.load();
    expect(session.status).toBe('loading');
    answer.resolve({ user: ada, isInternal: true });
    await loading;
    expect(session.status).toBe('success');
    expect(session.user).toEqual(ada);
    expect(session.isInternal).toBe(true);
    expect(api.get).toHaveBeenCalledWith('/api/auth/session');
  });

  it('loads once: a second load, during or after the first, sends nothing', async () => {
    const { session, api } = store(async () => ({ user: ada, isInternal: false }));
    const first = session.load();
    const second = session.load();
    expect(second).toBe(first);
    await first;
    await session.load();
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('loads again when forced', async () => {
    const { session, api } = store(async () => ({ user: ada, isInternal: false }));
    await session.load();
    await session.load(true);
    expect(api.get).toHaveBeenCalledTimes(2);
  });

  it('treats 401 as a visitor: success without a user', async () => {
    const { session } = store(async () => {
      throw new ApiError({ status: 401, code: ErrorCode.AuthenticationRequired });
    });
    await session.load();
    expect(session.status).toBe('success');
    expect(session.user).toBeNull();
  });

  it.each([
    ['a network failure', new ApiError({ status: 0, code: ErrorCode.NetworkError })],
    ['a server error', new ApiError({ status: 500, code: ErrorCode.InternalError })],
    ['a thrown value', new Error('boom')],
  ])('sets failure after %s', async (_case, error) => {
    const { session } = store(async () => {
      throw error;
    });
    await session.load();
    expect(session.status).toBe('failure');
    expect(session.user).toBeNull();
    expect(session.error).toEqual(expect.any(String));
  });

  it('sets failure for an answer without a user', async () => {
    const { session } = store(async () => ({ isInternal: true }));
    await session.load();
    expect(session.status).toBe('failure');
  });

  it('recovers from a failure with a forced load', async () => {
    let fail = true;
    const { session } = store(async () => {
      if (fail) throw new ApiError({ status: 503 });
      return { user: ada, isInternal: false };
    });
    await session.load();
    expect(session.status).toBe('failure');
    fail = false;
    await session.load(true);
    expect(session.status).toBe('success');
    expect(session.user).toEqual(ada);
  });

  it('fills the user only while it is empty: a sign-in that finished first wins', async () => {
    const answer = deferred<unknown>();
    const { session } = store(() => answer.promise);
    const loading = session.load();
    session.signedIn(grace, false);
    answer.resolve({ user: ada, isInternal: true });
    await loading;
    expect(session.user).toEqual(grace);
    expect(session.isInternal).toBe(false);
    expect(session.status).toBe('success');
  });
});

describe('SessionStore: where the user goes after the session loads', () => {
  it.each([
    ['to from', '?from=%2Fdashboard%2Ffolders', '/dashboard/folders'],
    ['to /dashboard without from', '', '/dashboard'],
    ['to /dashboard for //evil.com', '?from=%2F%2Fevil.com', '/dashboard'],
    ['to /dashboard for https://evil.com', '?from=https%3A%2F%2Fevil.com', '/dashboard'],
    ['to /dashboard for /\\evil', '?from=%2F%5Cevil', '/dashboard'],
  ])('signedIn sends the user %s', (_case, search, target) => {
    const { session } = store(async () => null, { pathname: '/login', search });
    session.signedIn(ada);
    expect(session.user).toEqual(ada);
    expect(session.status).toBe('success');
    expect(session.redirectTo).toBe(target);
    session.redirected();
    expect(session.redirectTo).toBeNull();
  });

  it('a load does not move the user, even on /login: the screen offers to continue', async () => {
    const { session } = store(async () => ({ user: ada, isInternal: false }), {
      pathname: '/login',
      search: '?from=%2Fdashboard',
    });
    await session.load();
    expect(session.user).toEqual(ada);
    expect(session.redirectTo).toBeNull();
  });

  it('a visitor on /login stays there', async () => {
    const { session } = store(
      async () => {
        throw new ApiError({ status: 401 });
      },
      { pathname: '/login' },
    );
    await session.load();
    expect(session.redirectTo).toBeNull();
  });
});

describe('SessionStore: logout and reset', () => {
  it('signs out on the server, resets every store and goes home', async () => {
    const resetAll = jest.fn();
    const { session, post } = store(async () => ({ user: ada, isInternal: true }), { resetAll });
    await session.load();
    await session.logout();
    expect(post).toHaveBeenCalledWith('/api/auth/logout', {});
    expect(resetAll).toHaveBeenCalledTimes(1);
    expect(session.redirectTo).toBe('/');
  });

  it('resets even when the server cannot be told', async () => {
    const { api } = fakeApi(
      async () => ({ user: ada, isInternal: false }),
      jest.fn(async () => {
        throw new ApiError({ status: 0 });
      }),
    );
    const session = new SessionStore({ api, location: () => ({ pathname: '/', search: '' }) });
    await session.load();
    await session.logout();
    expect(session.user).toBeNull();
  });

  it('reset leaves a visitor whose state is known, and forgets the pending load', async () => {
    const { session, api } = store(async () => ({ user: ada, isInternal: true }));
    await session.load();
    session.reset();
    expect(session).toMatchObject({ user: null, isInternal: false, status: 'success' });
    await session.load(true);
    expect(api.get).toHaveBeenCalledTimes(2);
  });
});

describe('parseSessionPayload', () => {
  it('keeps the name the user gave (trimmed), and leaves out a blank one', () => {
    expect(parseSessionPayload({ user: { id: 'u', email: 'e@x.io', name: ' Ada ' } })?.user.name).toBe('Ada');
    expect(parseSessionPayload({ user: { id: 'u', email: 'e@x.io', name: '  ' } })?.user).not.toHaveProperty(
      'name',
    );
  });

  it('keeps exactly the fields of SPEC §3 with booleans defaulted to false', () => {
    expect(parseSessionPayload({ user: { id: 'u', email: 'e@x.io', extra: 1 }, isInternal: 'yes' })).toEqual({
      user: {
        id: 'u',
        email: 'e@x.io',
        user_metadata: { createdFromShopify: false },
        features: { gpt4: false },
      },
      isInternal: false,
    });
  });

  it.each([[null], ['x'], [{}], [{ user: { id: 1, email: 'e' } }]])('rejects %p', (value) => {
    expect(parseSessionPayload(value)).toBeNull();
  });
});
