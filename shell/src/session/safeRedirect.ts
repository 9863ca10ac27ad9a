/** Where a signed-in user goes when 'from' is missing or not allowed. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

const probeOrigin = 'https://inkpress.invalid';
/** Sign-in screens: sending a user who just signed in back to one would loop. */
const authScreens = /^\/(login|register)(\/|$)/;

/**
 * The 'from' query parameter as a same-origin path, or the dashboard. Only a
 * path that starts with a single '/' is kept: never '//host' (protocol
 * relative), a backslash (browsers read '/\\host' as '//host'), a scheme
 * ('https:', 'javascript:'), control characters (browsers drop tabs and
 * newlines, so '/\\t/host' becomes '//host') or a sign-in screen.
 */
export function safeRedirectPath(from: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof from !== 'string' || from === '') return fallback;
  if (!from.startsWith('/') || from.startsWith('//')) return fallback;
  if (from.includes('\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we reject
  if (/[\u0000-\u001f\u007f]/.test(from)) return fallback;
  let url: URL;
  try {
    url = new URL(from, probeOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== probeOrigin) return fallback;
  if (authScreens.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The safe target of the current address's 'from' parameter. */
export function redirectTargetFrom(search: string, fallback = DEFAULT_AFTER_SIGN_IN): string {
  return safeRedirectPath(new URLSearchParams(search).get('from'), fallback);
}

/** The sign-in address that comes back to `location` afterwards. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const from = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `/login?from=${encodeURIComponent(from)}`;
}
