import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { createHarnessShell, HarnessPopups } from './harnessShell';
import { ShellProvider } from './shell';
import type { RemotePopupTable, RemoteRouteTable } from './types';

interface Props {
  /** The remote's name, shown in the harness bar. */
  name: string;
  routes: RemoteRouteTable;
  /** The remote's popups, opened through the harness shell. */
  popups?: RemotePopupTable;
}

/**
 * A small page that runs one remote on its own dev server, without the shell:
 * a bar listing its routes and the screens themselves, inside a harness
 * ShellApi (session from the API, popups from the remote's own table). For
 * the team that owns the remote; the platform never shows it.
 */
export function RemoteHarness(props: Props) {
  return (
    <BrowserRouter>
      <HarnessFrame {...props} />
    </BrowserRouter>
  );
}

const HarnessFrame = observer(function HarnessFrame({ name, routes, popups = {} }: Props) {
  const navigate = useNavigate();
  const [shell] = useState(() => createHarnessShell((path) => navigate(path)));
  const screens = useMemo(() => routes.map((r) => ({ route: r, Screen: lazy(r.load) })), [routes]);
  useEffect(() => {
    void shell.session.load();
  }, [shell]);
  return (
    <ShellProvider store={shell}>
      <Bar aria-label={`${name} harness`}>
        <strong>{name} · harness</strong>
        {routes
          .filter((r) => !r.path.includes(':'))
          .map((r) => (
            <Link key={r.path} to={r.path}>
              {r.path}
            </Link>
          ))}
        <span>{shell.session.user ? `signed in as ${shell.session.user.email}` : 'signed out'}</span>
      </Bar>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          {screens.map(({ route, Screen }) => (
            <Route key={route.path} path={route.path} element={<Screen />} />
          ))}
          <Route path="*" element={<p style={{ padding: 24 }}>Not a route of {name}.</p>} />
        </Routes>
      </Suspense>
      <HarnessPopups shell={shell} table={popups} />
    </ShellProvider>
  );
});

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
  span {
    margin-left: auto;
    color: #94a3b8;
  }
`;
