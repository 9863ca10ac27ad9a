import { ApiError } from '@inkpress/shared-core';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ada, visitor } from '../test/fakeApi';
import { createTestShell, renderInShell } from '../test/renderShell';
import { RequireAuth, RequireInternal } from './RequireAuth';
import { SessionEffects } from './SessionEffects';

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function app() {
  return (
    <>
      <SessionEffects />
      <Routes>
        <Route
          path="/dashboard/*"
          element={
            <RequireAuth>
              <h1>Private</h1>
            </RequireAuth>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </>
  );
}

describe('RequireAuth', () => {
  it('sends a visitor to /login with the whole address in from', async () => {
    const shell = createTestShell({ 'GET /api/auth/session': visitor });
    renderInShell(app(), shell, { route: '/dashboard/settings?tab=team' });
    expect(
      await screen.findByText('at /login?from=%2Fdashboard%2Fsettings%3Ftab%3Dteam'),
    ).toBeInTheDocument();
  });

  it('shows the screen to a signed-in user', async () => {
    const shell = createTestShell({ 'GET /api/auth/session': { user: ada, isInternal: false } });
    renderInShell(app(), shell, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Private' })).toBeInTheDocument();
  });

  it('offers Retry when the session cannot be loaded, and recovers', async () => {
    let down = true;
    const shell = createTestShell({
      'GET /api/auth/session': () => {
        if (down) throw new ApiError({ status: 503 });
        return { user: ada, isInternal: false };
      },
    });
    const { user } = renderInShell(app(), shell, { route: '/dashboard' });
    expect(await screen.findByText('We could not check your session')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Private' })).toBeInTheDocument();
  });

  it('after auth-expired on a dashboard route, sends the user to sign in again', async () => {
    const shell = createTestShell({ 'GET /api/auth/session': { user: ada, isInternal: false } });
    renderInShell(app(), shell, { route: '/dashboard/folders' });
    expect(await screen.findByRole('heading', { name: 'Private' })).toBeInTheDocument();
    const { act } = await import('@testing-library/react');
    act(() => shell.api.emit('auth-expired', new ApiError({ status: 401 })));
    expect(await screen.findByText('at /login?from=%2Fdashboard%2Ffolders')).toBeInTheDocument();
  });

  it('after logout, goes home rather than to /login', async () => {
    const shell = createTestShell({
      'GET /api/auth/session': { user: ada, isInternal: false },
      'POST /api/auth/logout': { signedOut: true },
      'GET /api/promotions/active': null,
    });
    renderInShell(app(), shell, { route: '/dashboard/folders' });
    expect(await screen.findByRole('heading', { name: 'Private' })).toBeInTheDocument();
    const { act } = await import('@testing-library/react');
    await act(() => shell.stores.session.logout());
    expect(await screen.findByText('at /')).toBeInTheDocument();
    expect(shell.stores.session.redirectTo).toBeNull();
  });

  it('after sign-in, goes to from', async () => {
    const shell = createTestShell({ 'GET /api/auth/session': visitor });
    shell.location.search = '?from=%2Fdashboard%2Fbilling';
    renderInShell(app(), shell, { route: '/login?from=%2Fdashboard%2Fbilling' });
    expect(await screen.findByText('at /login?from=%2Fdashboard%2Fbilling')).toBeInTheDocument();
    const { act } = await import('@testing-library/react');
    act(() => shell.stores.session.signedIn(ada));
    expect(await screen.findByRole('heading', { name: 'Private' })).toBeInTheDocument();
    expect(shell.stores.session.redirectTo).toBeNull();
  });
});

describe('RequireInternal', () => {
  const internalApp = () => (
    <Routes>
      <Route
        path="/dashboard/site-content"
        element={
          <RequireAuth>
            <RequireInternal>
              <h1>Site content</h1>
            </RequireInternal>
          </RequireAuth>
        }
      />
    </Routes>
  );

  it('shows the not-found page to a signed-in user who is not internal', async () => {
    const shell = createTestShell({ 'GET /api/auth/session': { user: ada, isInternal: false } });
    renderInShell(internalApp(), shell, { route: '/dashboard/site-content' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Site content' })).not.toBeInTheDocument();
  });

  it('shows the screen to an internal user', async () => {
    const shell = createTestShell({ 'GET /api/auth/session': { user: ada, isInternal: true } });
    renderInShell(internalApp(), shell, { route: '/dashboard/site-content' });
    expect(await screen.findByRole('heading', { name: 'Site content' })).toBeInTheDocument();
  });
});
