import { type ApiClient, createApiClient, type HttpMethod } from '@inkpress/shared-core';
import { isDashboardPath } from '../routing/paths';

export const CSRF_COOKIE = 'inkpress_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
const unsafeMethods: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One cookie's value from a `document.cookie` string. */
export function readCookie(name: string, cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index === -1 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * The CSRF header of a call: the readable inkpress_csrf cookie's value, on
 * POST, PUT, PATCH and DELETE to this origin only (never to another host),
 * and only when the cookie exists (a signed-in browser).
 */
export function csrfHeaders(
  request: { method: HttpMethod; url: string },
  page: { cookies: string; origin: string },
): Record<string, string> {
  if (!unsafeMethods.has(request.method)) return {};
  let target: URL;
  try {
    target = new URL(request.url, page.origin);
  } catch {
    return {};
  }
  if (target.origin !== page.origin) return {};
  const token = readCookie(CSRF_COOKIE, page.cookies);
  return token ? { [CSRF_HEADER]: token } : {};
}

/** The browser's preferred language. */
export function browserLocale(nav: Pick<Navigator, 'language' | 'languages'> = navigator): string {
  return nav.languages?.[0] ?? nav.language ?? 'en';
}

/**
 * The one API client of the platform (DESIGN.md §4): same origin, the
 * deploy's version, the browser's locale, auth-expired on dashboard routes,
 * and the CSRF header.
 */
export function createShellApiClient(clientVersion: string = __APP_VERSION__): ApiClient {
  return createApiClient({
    baseUrl: '',
    clientVersion,
    getLocale: () => browserLocale(),
    isDashboardRoute: () => isDashboardPath(window.location.pathname),
    getHeaders: (request) =>
      csrfHeaders(request, { cookies: document.cookie, origin: window.location.origin }),
  });
}
