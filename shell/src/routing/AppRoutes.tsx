import { pathRedirects, type RemoteName } from '@inkpress/shared-core';
import { RetryView, type RouteLayout, Spinner } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import type { RemotesStore } from '../federation/RemotesStore';
import { BareLayout } from '../layout/BareLayout';
import { DashboardLayout } from '../layout/DashboardLayout';
import { MarketingLayout } from '../layout/MarketingLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useShellStores } from '../ShellContext';
import { applyPageMeta, fallbackPageMeta } from './pageMeta';
import { isBarePath, isDashboardPath } from './paths';
import { RequireAuth, RequireInternal } from './RequireAuth';
import { RouteScreen } from './RouteScreen';

/** The frame of a path whose remote has not told us yet (loading or down). */
export function layoutForPath(path: string): RouteLayout {
  if (isDashboardPath(path)) return 'dashboard';
  if (isBarePath(path)) return 'bare';
  return 'marketing';
}

type Grouped = Record<RouteLayout, RouteObject[]>;

/** Another spelling of a SPEC path: there, with the same query and hash. */
function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: to, search, hash }} />;
}

/** Loads a remote whose area is being visited for the first time. */
const LoadRemote = observer(function LoadRemote({ name }: { name: RemoteName }) {
  const { remotes } = useShellStores();
  useEffect(() => {
    if (remotes.states.get(name)?.status === 'idle') remotes.ensureLoaded(name);
  }, [remotes, name]);
  return <Spinner label="Loading page" />;
});

/** A loading or failed remote's area still gets its page metadata. */
function Placeholder({ path, children }: { path: string; children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    applyPageMeta(fallbackPageMeta(path), { origin: window.location.origin, pathname });
  }, [path, pathname]);
  return <>{children}</>;
}

/**
 * The route tree: every route of every remote this visitor may use, grouped by
 * the layout that frames it. A remote not loaded yet, loading or down still
 * holds its paths, loading on first visit, showing a spinner or its retry
 * view; anything else is the 404 page.
 * Dashboard routes, and any route that requires auth, sit behind the guard.
 */
export function buildRoutes(remotes: RemotesStore): RouteObject[] {
  const grouped: Grouped = { marketing: [], bare: [], dashboard: [] };
  for (const remote of remotes.remotes) {
    const name: RemoteName = remote.name;
    const state = remotes.states.get(name);
    if (state?.status === 'ready') {
      for (const route of state.routes) {
        const routeScreen = <RouteScreen remote={name} route={route} />;
        const screen = route.requiresInternal ? (
          <RequireInternal>{routeScreen}</RequireInternal>
        ) : (
          routeScreen
        );
        grouped[route.layout].push({
          path: route.path,
          element:
            (route.requiresAuth || route.requiresInternal) && route.layout !== 'dashboard' ? (
              <RequireAuth>{screen}</RequireAuth>
            ) : (
              screen
            ),
        });
      }
    } else {
      for (const path of remote.paths) {
        const element =
          state?.status === 'failed' ? (
            // The app's answer for this path: it takes over from the server's page (prerender.ts).
            <div data-page-ready="">
              <RetryView onRetry={() => remotes.retry(name)} />
            </div>
          ) : (
            <LoadRemote name={name} />
          );
        grouped[layoutForPath(path)].push({
          path,
          element: <Placeholder path={path}>{element}</Placeholder>,
        });
      }
    }
  }
  const redirects = Object.entries(pathRedirects).map(([path, to]) => ({
    path,
    element: <RedirectTo to={to} />,
  }));
  return [
    ...redirects,
    {
      element: <MarketingLayout />,
      children: [...grouped.marketing, { path: '*', element: <NotFoundPage /> }],
    },
    { element: <BareLayout />, children: grouped.bare },
    {
      element: (
        <RequireAuth>
          <DashboardLayout />
        </RequireAuth>
      ),
      children: grouped.dashboard,
    },
  ];
}

export const AppRoutes = observer(function AppRoutes() {
  const { remotes } = useShellStores();
  return useRoutes(buildRoutes(remotes));
});
