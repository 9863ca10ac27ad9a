import { RetryView, Spinner } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useShellStores } from '../ShellContext';
import { loginPathFor } from '../session/safeRedirect';

/**
 * The guard of signed-in routes (requiresAuth or the dashboard layout): a
 * visitor goes to /login?from=<this address>; while the session loads a
 * spinner shows; a session that failed to load offers Retry.
 */
export const RequireAuth = observer(function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = useShellStores();
  const location = useLocation();

  useEffect(() => {
    void session.load();
  }, [session]);

  if (session.status === 'idle' || session.status === 'loading') {
    return <Spinner label="Checking your session" />;
  }
  if (session.status === 'failure') {
    return <RetryView title="We could not check your session" onRetry={() => void session.load(true)} />;
  }
  if (!session.user) {
    // A logout is on its way home: do not send the user to the login page first.
    if (session.redirectTo) return null;
    return <Navigate replace to={loginPathFor(location)} />;
  }
  return <>{children}</>;
});

/**
 * The guard of internal users' screens (requiresInternal), inside RequireAuth:
 * anyone who is not on the special-user list gets the not-found page, as
 * for a path that does not exist (the API answers them 403).
 */
export const RequireInternal = observer(function RequireInternal({ children }: { children: ReactNode }) {
  const { session } = useShellStores();
  if (session.status !== 'success') return <Spinner label="Checking your session" />;
  if (!session.isInternal) return <NotFoundPage />;
  return <>{children}</>;
});
