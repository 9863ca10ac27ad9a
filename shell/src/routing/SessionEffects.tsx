import { analyticsEvents } from '@inkpress/shared-core';
import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShellStores } from '../ShellContext';

/**
 * What the stores ask of the router: go where the session says after
 * sign-in, login or logout; and a page view per address (sent only after
 * consent).
 */
export function SessionEffects() {
  const { session, analytics } = useShellStores();
  const navigate = useNavigate();
  const { pathname, key } = useLocation();

  useEffect(
    () =>
      reaction(
        () => session.redirectTo,
        (target) => {
          if (target) navigate(target, { replace: true });
        },
        { fireImmediately: true },
      ),
    [session, navigate],
  );

  // The redirect is done once the router has moved; until then the route guard waits for it
  // (after logout it must not send the user to /login first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each move of the router (key)
  useEffect(() => {
    if (session.redirectTo) session.redirected();
  }, [session, key]);

  useEffect(() => {
    analytics.track(analyticsEvents.pageView, { source: 'navigation', location: pathname });
  }, [analytics, pathname]);

  return null;
}
