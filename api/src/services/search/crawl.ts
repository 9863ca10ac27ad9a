/**
 * The crawl behind search-domain-links: a team's own site read for pages to
 * link to. robots.txt first (our token, else `*`; a 5xx answer means "stay
 * out"), then the sitemap (robots.txt's Sitemap lines, else /sitemap.xml),
 * then links followed from the start page and the sitemap's pages, same
 * origin only. Every request goes through safeFetch (SSRF rules, redirects
 * re-checked, size and time limits); the crawl as a whole is bounded by a
 * page count and a time budget, and says which one stopped it.
 */
import { WebUrlInaccessible } from '../../errors';
import { type FetchPolicy, safeFetch } from '../../lib/safeFetch';
import { sitemapUrls } from '../indexer/sitemap';
import { type PathMatcher, passes } from './patterns';
import { ALLOW_ALL, CRAWLER_USER_AGENT, DISALLOW_ALL, parseRobots, type Robots } from './robots';

/** The largest page read, and how long one request may take. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 8_000;
/** Pages fetched at once. */
const CONCURRENCY = 4;
/** Sitemap pages kept as candidates at most (those not read get a title from their path). */
const MAX_SITEMAP_PAGES = 2000;

export interface CrawlOptions {
  policy: FetchPolicy;
  maxPages: number;
  timeMs: number;
  include: PathMatcher | null;
  exclude: PathMatcher | null;
}

export interface CrawledPage {
  url: string;
  title: string;
  foundBy: 'sitemap' | 'link';
}

export interface SiteCrawl {
  url: string;
  origin: string;
  pages: CrawledPage[];
  sitemapPages: number;
  pagesRead: number;
  blockedByRobots: number;
  filteredOut: number;
  problem: string | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The page's title: <title>, else its first <h1>, whitespace collapsed. */
export function titleOf(html: string): string {
  const raw =
    /<title[^>]*>([\s\S]{0,1000}?)<\/title>/i.exec(html)?.[1] ??
    /<h1[^>]*>([\s\S]{0,2000}?)<\/h1>/i.exec(html)?.[1] ??
    '';
  return decodeEntities(raw.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/** A title from a page's address when the page was not read: "/blog/cast-iron-care" → "Cast iron care". */
export function titleFromPath(url: string): string {
  const { pathname, host } = new URL(url);
  const last = decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '')
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[-_+]+/g, ' ')
    .trim();
  return last ? last.charAt(0).toUpperCase() + last.slice(1) : host;
}

/** The href of every <a> of the page, resolved against `base`, without fragments. */
export function linksOf(html: string, base: string): string[] {
  const out: string[] = [];
  const baseHref = /<base[^>]+href\s*=\s*["']([^"']+)["']/i.exec(html)?.[1];
  let resolveFrom = base;
  if (baseHref) {
    try {
      resolveFrom = new URL(decodeEntities(baseHref), base).toString();
    } catch {
      // An unusable <base>: resolve against the page.
    }
  }
  for (const match of html.matchAll(/<a\s[^>]*?href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const href = decodeEntities((match[1] ?? match[2] ?? match[3] ?? '').trim());
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(href)) continue;
    try {
      const url = new URL(href, resolveFrom);
      url.hash = '';
      out.push(url.toString());
    } catch {
      // Not a URL: skipped.
    }
    if (out.length >= 2000) break;
  }
  return out;
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** A URL of the site, normalised (no fragment), or null when it is elsewhere or not http(s). */
function sameSite(raw: string, origin: string): URL | null {
  try {
    const url = new URL(raw);
    url.hash = '';
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

async function readRobots(policy: FetchPolicy, origin: string, deadline: number): Promise<Robots> {
  const response = await safeFetch(policy, `${origin}/robots.txt`, {
    headers: { 'user-agent': CRAWLER_USER_AGENT },
    timeoutMs: Math.max(1, Math.min(PAGE_TIMEOUT_MS, deadline - Date.now())),
    maxBytes: 512 * 1024,
  });
  if (response.status >= 500) return DISALLOW_ALL;
  if (!response.ok) return ALLOW_ALL;
  return parseRobots(response.text());
}

async function readSitemaps(policy: FetchPolicy, origin: string, robots: Robots): Promise<string[]> {
  const candidates = robots.sitemaps.length ? robots.sitemaps.slice(0, 3) : [`${origin}/sitemap.xml`];
  const urls: string[] = [];
  for (const sitemap of candidates) {
    try {
      urls.push(...(await sitemapUrls(policy, sitemap)));
    } catch {
      // No sitemap, or one we cannot read: links are followed instead.
    }
    if (urls.length >= MAX_SITEMAP_PAGES) break;
  }
  return urls.slice(0, MAX_SITEMAP_PAGES);
}

/**
 * Crawls one site from `start`. A start address that cannot be fetched
 * (a private address, also after a redirect; an unknown host; a refused
 * connection) throws WebUrlInaccessible; pages later in the crawl that
 * fail are left out, and a crawl cut short says why in `problem`.
 */
export async function crawlSite(start: string, options: CrawlOptions): Promise<SiteCrawl> {
  const startUrl = new URL(start);
  startUrl.hash = '';
  const origin = startUrl.origin;
  const deadline = Date.now() + options.timeMs;
  const report: SiteCrawl = {
    url: startUrl.toString(),
    origin,
    pages: [],
    sitemapPages: 0,
    pagesRead: 0,
    blockedByRobots: 0,
    filteredOut: 0,
    problem: null,
  };
  const robots = await readRobots(options.policy, origin, deadline);
  if (robots === DISALLOW_ALL) {
    report.problem = 'The site’s robots.txt could not be read (server error), so the site was not crawled.';
    return report;
  }

  /** Every URL met once: queued for reading, or left out (and counted once). */
  const met = new Map<string, 'sitemap' | 'link'>();
  const queue: string[] = [];
  const pages = new Map<string, CrawledPage>();
  const consider = (raw: string, foundBy: 'sitemap' | 'link', isStart = false): void => {
    const url = sameSite(raw, origin);
    if (!url) return;
    const key = url.toString();
    if (met.has(key)) return;
    met.set(key, foundBy);
    const path = pathOf(url);
    if (!robots.allows(path)) {
      report.blockedByRobots++;
      return;
    }
    if (!passes(options.include, options.exclude, path)) {
      report.filteredOut++;
      // The start page is still read for its links (it is often the home page).
      if (isStart) queue.push(key);
      return;
    }
    if (foundBy === 'sitemap') pages.set(key, { url: key, title: titleFromPath(key), foundBy });
    queue.push(key);
  };

  const fromSitemap = await readSitemaps(options.policy, origin, robots);
  report.sitemapPages = fromSitemap.filter((u) => sameSite(u, origin)).length;
  consider(startUrl.toString(), 'link', true);
  for (const url of fromSitemap) consider(url, 'sitemap');
  // Read the start page first, then the sitemap's pages, then what links lead to.
  let startError: unknown = null;

  const readOne = async (key: string, isStart: boolean) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return;
    try {
      const response = await safeFetch(options.policy, key, {
        headers: { 'user-agent': CRAWLER_USER_AGENT, accept: 'text/html,application/xhtml+xml' },
        timeoutMs: Math.min(PAGE_TIMEOUT_MS, remaining),
        maxBytes: MAX_PAGE_BYTES,
        accept: ['text/html', 'application/xhtml+xml'],
      });
      report.pagesRead++;
      const landed = sameSite(response.url, origin);
      if (!response.ok || !landed) {
        pages.delete(key);
        return;
      }
      const html = response.text();
      if (/<meta[^>]+name\s*=\s*["']robots["'][^>]+content\s*=\s*["'][^"']*noindex/i.test(html)) {
        pages.delete(key);
      } else if (passes(options.include, options.exclude, pathOf(landed))) {
        const foundBy = met.get(key) ?? 'link';
        pages.set(landed.toString(), {
          url: landed.toString(),
          title: titleOf(html) || titleFromPath(key),
          foundBy,
        });
        if (landed.toString() !== key) pages.delete(key);
      }
      if (!/<meta[^>]+name\s*=\s*["']robots["'][^>]+content\s*=\s*["'][^"']*nofollow/i.test(html))
        for (const link of linksOf(html, response.url)) consider(link, 'link');
    } catch (error) {
      pages.delete(key);
      if (isStart) startError = error;
    }
  };

  const first = queue.shift();
  if (first) await readOne(first, true);
  // The address the user gave must be readable (a redirect to a private address is refused here too).
  if (startError) throw startError;

  let stoppedBy: 'pages' | 'time' | null = null;
  while (queue.length > 0) {
    if (report.pagesRead >= options.maxPages) {
      stoppedBy = 'pages';
      break;
    }
    if (Date.now() >= deadline) {
      stoppedBy = 'time';
      break;
    }
    const batch = queue.splice(0, Math.min(CONCURRENCY, options.maxPages - report.pagesRead));
    await Promise.all(batch.map((key) => readOne(key, false)));
  }
  if (stoppedBy && !report.problem)
    report.problem =
      stoppedBy === 'pages'
        ? `Stopped after reading ${report.pagesRead} pages (the crawl’s limit); pages from the sitemap that were not read are listed by their address.`
        : 'Stopped when the crawl’s time ran out; pages from the sitemap that were not read are listed by their address.';
  report.pages = [...pages.values()];
  return report;
}

/** Rethrows a crawl failure as the user-facing error. */
export function crawlError(error: unknown): Error {
  if (error instanceof Error && error.name === 'AppError') return error;
  return WebUrlInaccessible((error as Error)?.message);
}
