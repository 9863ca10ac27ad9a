import { type ApiClient, createApiClient, PARTNER_HEADER } from '@inkpress/shared-core';

/**
 * The API client of the embed page: the platform's own client, on the embed
 * page's origin, never sending cookies (the page lives inside other sites:
 * no third-party cookies, and a visitor signed in to Inkpress runs as a
 * visitor), naming the partner so runs count against its quota.
 */
export function embedApiClient(
  partner: string | null,
  fetchImpl: typeof fetch = (i, init) => fetch(i, init),
): ApiClient {
  return createApiClient({
    baseUrl: '',
    clientVersion: 'embed',
    getLocale: () => (typeof navigator === 'undefined' ? 'en' : navigator.language || 'en'),
    fetch: (input, init) => fetchImpl(input, { ...init, credentials: 'omit' }),
    getHeaders: (): Record<string, string> => (partner ? { [PARTNER_HEADER]: partner } : {}),
  });
}
