/**
 * A web page as a source: fetched server-side through safeFetch (http(s)
 * only, every address checked against private, loopback, link-local and
 * metadata ranges, also after redirects; size and time limits), then its
 * main text extracted (Readability on linkedom).
 */

import { WebUrlInaccessible } from '../../errors';
import { type FetchPolicy, safeFetch } from '../../lib/safeFetch';
import { extractWebPage } from './extract';

export const WEB_PAGE_MAX_BYTES = 5 * 1024 * 1024;
export const WEB_PAGE_TIMEOUT_MS = 15_000;

export interface WebPage {
  url: string;
  title?: string;
  text: string;
  raw: Buffer;
}

export async function fetchWebPage(policy: FetchPolicy, url: string): Promise<WebPage> {
  const response = await safeFetch(policy, url, {
    timeoutMs: WEB_PAGE_TIMEOUT_MS,
    maxBytes: WEB_PAGE_MAX_BYTES,
    maxRedirects: 5,
    accept: ['text/html', 'application/xhtml+xml', 'text/plain', 'application/pdf'],
  });
  if (!response.ok) throw WebUrlInaccessible(`The page answered ${response.status}.`);
  const page = await extractWebPage(response.body, response.contentType, response.url);
  return { url: response.url, title: page.title, text: page.text, raw: response.body };
}
