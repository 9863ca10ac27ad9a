/**
 * Links between the account screens keep the `from` parameter, so whoever
 * was sent to log in (e.g. from /dashboard or an invitation) comes back there
 * after registering instead, too. The shell decides whether `from` is safe.
 */

/** `path` with `from` added as a query parameter when there is one. */
export function withFrom(path: string, from: string | null | undefined): string {
  if (!from) return path;
  const separator = path.includes('?') ? '&' : '?';
  // '/' and '?' may stand unescaped in a query value, which keeps the address readable.
  const value = encodeURIComponent(from).replace(/%2F/gi, '/').replace(/%3F/gi, '?');
  return `${path}${separator}from=${value}`;
}

/** The login address that comes back to `returnTo` (a path with its query) after signing in. */
export function loginUrlFor(returnTo: string): string {
  return withFrom('/login', returnTo);
}

/** Only same-site paths ("/x", never "//host" or "https://…"), for links this remote builds itself. */
export function isSafePath(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
  );
}
