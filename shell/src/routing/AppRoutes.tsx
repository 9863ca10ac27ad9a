import type { RemoteName } from '@inkpress/shared-core';
import { RetryView, type RouteLayout, Spinner } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type RouteObject, useRoutes } from 'react-router-dom';
import type { RemotesStore } from '../federation/RemotesStore';
import { BareLayout } from '../layout/BareLayout';
import { DashboardLayout } from '../layout/DashboardLayout';
import { MarketingLayout } from '../layout/MarketingLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useShell } from '../ShellContext';
import { RouteScreen } from './RouteScreen';

/** The frame of a path whose remote has not told us yet (loading or down). */
export function layoutForPath(path: string): RouteLayout {
  if (path === '/dashboard' || path.startsWith('/dashboard/') || path === '/workspace') return 'dashboard';
  if (/^\/(login|register|forgot-password|reset-password|verify-email)(\/|$)/.test(path)) return 'bare';
  return 'marketing';
}

type Grouped = Record<RouteLayout, RouteObject[]>;

/**
 * The route tree: every route of every remote this visitor may use, grouped by
 * the layout that frames it. A remote that is loading or down still holds its
 * paths, showing a spinner or its retry view; anything else is the 404 page.
 */
export function buildRoutes(remotes: RemotesStore): RouteObject[] {
  const grouped: Grouped = { marketing: [], bare: [], dashboard: [] };
  for (const remote of remotes.remotes) {
    const name: RemoteName = remote.name;
    const state = remotes.states.get(name);
    if (state?.status === 'ready') {
      for (const route of state.routes) {
        grouped[route.layout].push({
          path: route.path,
          element: <RouteScreen remote={name} route={route} />,
        });
      }
    } else {
      const element =
        state?.status === 'failed' ? (
          <RetryView onRetry={() => remotes.retry(name)} />
        ) : (
          <Spinner label="Loading page" />
        );
      for (const path of remote.paths) grouped[layoutForPath(path)].push({ path, element });
    }
  }
  return [
    {
      element: <MarketingLayout />,
      children: [...grouped.marketing, { path: '*', element: <NotFoundPage /> }],
    },
    { element: <BareLayout />, children: grouped.bare },
    { element: <DashboardLayout />, children: grouped.dashboard },
  ];
}

export const AppRoutes = observer(function AppRoutes() {
  const { remotes } = useShell();
  return useRoutes(buildRoutes(remotes));
});
