/**
 * Paths framed by the dashboard (signed-in) layout, for the moments the
 * shell has no route table to ask: a remote still loading or down, and the
 * API client's auth-expired check.
 */
export function isDashboardPath(path: string): boolean {
  return (
    path === '/dashboard' ||
    path.startsWith('/dashboard/') ||
    path === '/workspace' ||
    path === '/workflows/history'
  );
}

/** Sign-in and account-recovery screens: no header or footer. */
export function isBarePath(path: string): boolean {
  return /^\/(login|register|forgot-password|reset-password|verify-email)(\/|$)/.test(path);
}
