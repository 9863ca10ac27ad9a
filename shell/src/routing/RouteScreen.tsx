import type { RemoteName } from '@inkpress/shared-core';
import { type RemoteRoute, Spinner } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useShellStores } from '../ShellContext';
import { applyPageMeta } from './pageMeta';
import { RemoteBoundary } from './RemoteBoundary';
import { ScreenLoader, useScreen } from './screenLoader';

const screens = new ScreenLoader();

/** One screen per remote, route and retry generation: its spinner, the screen, or its failure for the boundary. */
function Screen({
  remote,
  route,
  generation,
}: {
  remote: RemoteName;
  route: RemoteRoute;
  generation: number;
}) {
  const load = useScreen(screens, `${remote}|${route.path}|${generation}`, route.load);
  if (load.status === 'failed') throw load.error;
  if (load.status === 'loading') return <Spinner label="Loading page" />;
  return <load.Screen />;
}

interface Props {
  remote: RemoteName;
  route: RemoteRoute;
}

/** A remote's screen: lazily loaded, framed by its error boundary, with its page metadata applied. */
export const RouteScreen = observer(function RouteScreen({ remote, route }: Props) {
  const { remotes, errors } = useShellStores();
  const params = useParams();
  const location = useLocation();
  const generation = remotes.generation(remote);

  useEffect(() => {
    const meta = typeof route.meta === 'function' ? route.meta(params) : route.meta;
    applyPageMeta(meta, { origin: window.location.origin, pathname: location.pathname });
  }, [route, params, location.pathname]);

  return (
    <RemoteBoundary
      key={`${remote}-${generation}`}
      remote={remote}
      onRetry={() => remotes.retry(remote)}
      onError={(error, componentStack) => errors.report(error, { source: 'remote', remote, componentStack })}
    >
      <Suspense fallback={<Spinner label="Loading page" />}>
        <Screen remote={remote} route={route} generation={generation} />
      </Suspense>
    </RemoteBoundary>
  );
});
