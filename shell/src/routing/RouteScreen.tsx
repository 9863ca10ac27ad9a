import type { RemoteName } from '@inkpress/shared-core';
import { type RemoteRoute, Spinner } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type ComponentType, type LazyExoticComponent, Suspense, useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useShellStores } from '../ShellContext';
import { lazyWithRetry } from './lazyWithRetry';
import { applyPageMeta } from './pageMeta';
import { RemoteBoundary } from './RemoteBoundary';

const screens = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per remote, route and retry generation. */
function screenFor(remote: RemoteName, route: RemoteRoute, generation: number) {
  const key = `${remote}|${route.path}|${generation}`;
  let screen = screens.get(key);
  if (!screen) {
    screen = lazyWithRetry(route.load);
    screens.set(key, screen);
  }
  return screen;
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
  const Screen = screenFor(remote, route, generation);

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
        <Screen />
      </Suspense>
    </RemoteBoundary>
  );
});
