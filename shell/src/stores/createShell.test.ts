import { ApiError, ErrorCode } from '@inkpress/shared-core';
import { ada, visitor } from '../test/fakeApi';
import { createTestShell } from '../test/renderShell';

describe('createShell: the ShellApi remotes get', () => {
  it('exposes the session, popups, api, promotions, analytics and upgrade', () => {
    const { stores } = createTestShell();
    const { shellApi } = stores;
    expect(shellApi.session).toBe(stores.session);
    expect(shellApi.popups).toBe(stores.popups);
    expect(shellApi.api).toBe(stores.api);
    expect(shellApi.analytics).toBe(stores.analytics);
    expect(shellApi.promotions.active).toBeNull();
    expect(typeof shellApi.promotions.Strip).toBe('function');
  });

  it('follows the promotion store', async () => {
    const { stores } = createTestShell({
      'GET /api/promotions/active': { type: 'christmas', endDate: '2030-01-01T00:00:00.000Z' },
    });
    await stores.promotions.load();
    expect(stores.shellApi.promotions.status).toBe('success');
    expect(stores.shellApi.promotions.active).toEqual({
      type: 'christmas',
      endDate: '2030-01-01T00:00:00.000Z',
    });
  });
});

describe('createShell: resets', () => {
  it('auth-expired resets every store, the remotes’ too', async () => {
    const { stores, api } = createTestShell({ 'GET /api/auth/session': { user: ada, isInternal: true } });
    await stores.session.load();
    stores.popups.open('upgrade');
    const remoteReset = jest.fn();
    stores.shellApi.onReset(remoteReset);
    api.emit('auth-expired', new ApiError({ status: 401 }));
    expect(stores.session.user).toBeNull();
    expect(stores.session.isInternal).toBe(false);
    expect(stores.popups.stack).toEqual([]);
    expect(remoteReset).toHaveBeenCalledTimes(1);
  });

  it('logout signs out and resets every store, then heads home', async () => {
    const { stores, api } = createTestShell({
      'GET /api/auth/session': { user: ada, isInternal: false },
      'POST /api/auth/logout': { signedOut: true },
      'GET /api/promotions/active': null,
    });
    await stores.session.load();
    const remoteReset = jest.fn();
    stores.shellApi.onReset(remoteReset);
    stores.popups.open('confirm');
    await stores.shellApi.session.logout();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toBe(true);
    expect(stores.session.user).toBeNull();
    expect(stores.popups.stack).toEqual([]);
    expect(remoteReset).toHaveBeenCalledTimes(1);
    expect(stores.session.redirectTo).toBe('/');
  });

  it('stops calling a reset once it is unregistered', () => {
    const { stores, api } = createTestShell({ 'GET /api/auth/session': visitor });
    const reset = jest.fn();
    const off = stores.shellApi.onReset(reset);
    off();
    api.emit('auth-expired', new ApiError({ status: 401 }));
    expect(reset).not.toHaveBeenCalled();
  });

  it('one failing reset does not stop the others', () => {
    const { stores, api } = createTestShell();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    stores.shellApi.onReset(() => {
      throw new Error('remote bug');
    });
    stores.shellApi.onReset(after);
    api.emit('auth-expired', new ApiError({ status: 401 }));
    expect(after).toHaveBeenCalled();
    jest.mocked(console.error).mockRestore();
  });
});

describe('createShell: API events and upgrade', () => {
  it('too-many-requests opens the rate-limit popup with its retry time, once', () => {
    const { stores, api } = createTestShell();
    const error = new ApiError({ status: 429, code: ErrorCode.RateLimitError, data: { retryAfter: 30 } });
    api.emit('too-many-requests', error);
    api.emit('too-many-requests', error);
    expect(stores.popups.stack).toEqual([{ type: 'rate-limit', props: { retryAfter: 30 } }]);
  });

  const quotaError = (reason: string) =>
    new ApiError({
      status: 429,
      code: ErrorCode.RateLimitError,
      message: 'You have used today’s 10 free runs of the rewriting tools. Sign up free to keep going.',
      data: {
        reason,
        group: 'Rewriting',
        limit: 10,
        resetsAt: '2030-01-02T00:00:00.000Z',
        retryAfter: 3600,
      },
    });

  it('a visitor’s used-up daily quota opens the sign-up offer with its reset time, not the rate-limit popup', () => {
    const { stores, api, location } = createTestShell();
    location.pathname = '/tools/grammar-checker';
    location.search = '?utm=x';
    api.emit('too-many-requests', quotaError('free-tool-quota'));
    api.emit('too-many-requests', quotaError('free-tool-quota'));
    expect(stores.popups.stack).toEqual([
      {
        type: 'limit-reached',
        props: {
          message: 'You have used today’s 10 free runs of the rewriting tools. Sign up free to keep going.',
          resetsAt: '2030-01-02T00:00:00.000Z',
          from: '/tools/grammar-checker?utm=x',
        },
      },
    ]);
  });

  it('a partner’s used-up quota, or a quota answer to a signed-in user, is the plain rate-limit popup without a countdown', async () => {
    const { stores, api } = createTestShell({ 'GET /api/auth/session': { user: ada, isInternal: false } });
    api.emit('too-many-requests', quotaError('partner-quota'));
    expect(stores.popups.stack).toEqual([{ type: 'rate-limit', props: {} }]);
    stores.popups.clear();
    await stores.session.load();
    api.emit('too-many-requests', quotaError('free-tool-quota'));
    expect(stores.popups.stack).toEqual([{ type: 'rate-limit', props: {} }]);
  });

  it('upgrade sends the click with source and user id (after consent) and opens the upgrade popup', async () => {
    const { stores, api } = createTestShell(
      { 'GET /api/auth/session': { user: ada, isInternal: false }, 'POST /api/op/track': {} },
      { consent: 'accepted' },
    );
    await stores.session.load();
    stores.shellApi.upgrade('sidebar');
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/api/op/track',
      body: { event: 'upgrade_click', location: '/', source: 'sidebar', userId: ada.id },
    });
    expect(stores.popups.stack).toEqual([{ type: 'upgrade', props: { source: 'sidebar' } }]);
  });

  it('upgrade sends lifetime-deal users to the external page instead', () => {
    const { stores, assign } = createTestShell();
    stores.shellApi.upgrade('billing', { externalUrl: 'https://deals.example.com/inkpress' });
    expect(assign).toHaveBeenCalledWith('https://deals.example.com/inkpress');
    expect(stores.popups.stack).toEqual([]);
  });

  it('never follows a non-http external address', () => {
    const { stores, assign } = createTestShell();
    stores.shellApi.upgrade('billing', { externalUrl: 'javascript:alert(1)' });
    expect(assign).not.toHaveBeenCalled();
    expect(stores.popups.isOpen('upgrade')).toBe(true);
  });

  it('opening a popup of a remote that failed loads it again', async () => {
    const { RemotesStore } = await import('../federation/RemotesStore');
    let fail = true;
    const load = jest.fn(async (id: string) => {
      if (fail) throw new Error('down');
      return id.endsWith('/routes') ? { default: [] } : { default: {} };
    });
    const register = jest.fn();
    const remotes = new RemotesStore(load as never, register);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await remotes.start(
      {
        source: 'api',
        remotes: [{ name: 'mfe_billing', manifestUrl: 'http://x/mf-manifest.json', paths: ['/pricing'] }],
      },
      '/pricing',
    );
    expect(remotes.states.get('mfe_billing')?.status).toBe('failed');
    const { stores } = createTestShell({}, { remotes });
    fail = false;
    stores.popups.open('upgrade');
    await new Promise((r) => setTimeout(r, 0));
    expect(remotes.states.get('mfe_billing')?.status).toBe('ready');
    // A remote this visitor may not use is left alone.
    stores.popups.open('wordpress-publish');
    expect(remotes.states.has('mfe_integrations')).toBe(false);
    jest.mocked(console.error).mockRestore();
  });
});

describe('createShell: the registry follows the session', () => {
  it('evaluates the registry again when the signed-in user changes, not when the session first settles', async () => {
    const registry = {
      source: 'api' as const,
      remotes: [{ name: 'mfe_tools' as const, manifestUrl: 'http://t/mf-manifest.json', paths: ['/tools'] }],
    };
    const reloadRegistry = jest.fn(async () => registry);
    const { stores } = createTestShell({ 'GET /api/auth/session': visitor }, { reloadRegistry });
    await stores.session.load();
    expect(reloadRegistry).not.toHaveBeenCalled();
    stores.session.signedIn(ada);
    await Promise.resolve();
    expect(reloadRegistry).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(stores.remotes.ownerOf('/tools')).toBe('mfe_tools');
  });
});
