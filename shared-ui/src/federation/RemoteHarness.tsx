import { lazy, Suspense, useMemo } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteRouteTable } from './types';

interface Props {
  /** The remote's name, shown in the harness bar. */
  name: string;
  routes: RemoteRouteTable;
}

/**
 * A small page that runs one remote on its own dev server, without the shell:
 * a bar listing its routes and the screens themselves. For the team that owns
 * the remote; the platform never shows it.
 */
export function RemoteHarness({ name, routes }: Props) {
  const screens = useMemo(() => routes.map((r) => ({ route: r, Screen: lazy(r.load) })), [routes]);
  return (
    <BrowserRouter>
      <Bar aria-label={`${name} harness`}>
        <strong>{name} · harness</strong>
        {routes
          .filter((r) => !r.path.includes(':'))
          .map((r) => (
            <Link key={r.path} to={r.path}>
              {r.path}
            </Link>
          ))}
      </Bar>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          {screens.map(({ route, Screen }) => (
            <Route key={route.path} path={route.path} element={<Screen />} />
          ))}
          <Route path="*" element={<p style={{ padding: 24 }}>Not a route of {name}.</p>} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  padding: 8px 16px;
  font: 13px/1.4 ui-monospace, monospace;
  background: #0f172a;
  color: #e2e8f0;
  a {
    color: #a5b4fc;
  }
`;
