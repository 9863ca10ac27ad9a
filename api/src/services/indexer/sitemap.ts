/**
 * The page URLs of a sitemap (sitemaps.org): `<loc>` of each `<url>`, and
 * for a sitemap index the URLs of its first few sitemaps. A linear scan of
 * the XML: no entity expansion, no DTD, nothing a hostile file can blow up.
 */
import { WebUrlInaccessible } from '../../errors';
import { type FetchPolicy, safeFetch } from '../../lib/safeFetch';

/** Child sitemaps of an index read at most; URLs collected at most. */
const MAX_CHILD_SITEMAPS = 5;
const MAX_URLS = 5000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The `<loc>` values of an XML text, in order, entities decoded. */
export function locations(xml: string): string[] {
  const found: string[] = [];
  for (const match of xml.matchAll(/<loc>([^<]{1,2048})<\/loc>/g)) {
    found.push(
      (match[1] ?? '').trim().replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? ''),
    );
    if (found.length >= MAX_URLS) break;
  }
  return found;
}

async function read(policy: FetchPolicy, url: string): Promise<string> {
  const response = await safeFetch(policy, url, {
    timeoutMs: 15_000,
    maxBytes: 10 * 1024 * 1024,
    accept: ['application/xml', 'text/xml', 'text/plain', 'application/rss+xml'],
  });
  if (!response.ok) throw WebUrlInaccessible(`The sitemap at ${url} answered ${response.status}.`);
  return response.text();
}

/** The page URLs a sitemap (or a sitemap index) lists, at most 5,000. */
export async function sitemapUrls(policy: FetchPolicy, url: string): Promise<string[]> {
  const xml = await read(policy, url);
  if (!/<sitemapindex[\s>]/.test(xml)) return locations(xml);
  const urls: string[] = [];
  for (const child of locations(xml).slice(0, MAX_CHILD_SITEMAPS)) {
    urls.push(...locations(await read(policy, child)));
    if (urls.length >= MAX_URLS) break;
  }
  return urls.slice(0, MAX_URLS);
}
