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
  const { pathname } = useLocation();

  useEffect(
    () =>
      reaction(
        () => session.redirectTo,
        (target) => {
          if (!target) return;
          session.redirected();
          navigate(target, { replace: true });
        },
        { fireImmediately: true },
      ),
    [session, navigate],
  );

  useEffect(() => {
    analytics.track(analyticsEvents.pageView, { source: 'navigation', location: pathname });
  }, [analytics, pathname]);

  return null;
}
