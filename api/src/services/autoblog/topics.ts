/**
 * The topic of an autoblog slot: the newest item of the schedule's RSS feed
 * not written yet, else its next unused keyword. Topics already written by
 * the schedule, titles of the team's posts and pages of the user's sitemap
 * (their slugs) are skipped, so the site does not get the same article
 * twice. Feeds and sitemaps are fetched through the guarded client (SSRF
 * rules, size and time limits).
 */
import { decodeEntities, slugify } from '@inkpress/shared-core';
import type { FetchPolicy } from '../../lib/safeFetch';
import { safeFetch } from '../../lib/safeFetch';
import { titleOfKeyword } from '../../lib/titles';
import { normalTitle } from './quality';

const FEED_MAX_BYTES = 2 * 1024 * 1024;
const SITEMAP_MAX_BYTES = 5 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;
/** Pages of a sitemap read (a sitemap index's first child sitemaps included). */
const SITEMAP_MAX_URLS = 5000;

function text(raw: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(raw);
  return decodeEntities((cdata ? cdata[1]! : raw).replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The item titles of an RSS 2.0 or Atom feed, in the feed's order (newest first by convention). */
export function feedTitles(xml: string): string[] {
  const titles: string[] = [];
  const items = xml.match(/<(item|entry)\b[\s\S]*?<\/\1>/gi) ?? [];
  for (const item of items) {
    const m = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(item);
    const title = m ? text(m[1]!) : '';
    if (title) titles.push(title.slice(0, 200));
  }
  return titles;
}

/** The page addresses of a sitemap (or the child sitemaps of a sitemap index). */
export function sitemapLocations(xml: string): { pages: string[]; sitemaps: string[] } {
  const locs = (xml.match(/<loc>([\s\S]*?)<\/loc>/gi) ?? []).map((l) => text(l.replace(/<\/?loc>/gi, '')));
  return /<sitemapindex\b/i.test(xml) ? { pages: [], sitemaps: locs } : { pages: locs, sitemaps: [] };
}

/** The slug a page's address ends with ("https://x.com/blog/seo-basics/" → "seo-basics"). */
export function slugOfUrl(address: string): string {
  try {
    const segments = new URL(address).pathname.split('/').filter(Boolean);
    return slugify(decodeURIComponent(segments.at(-1) ?? '').replace(/\.\w{2,5}$/, ''));
  } catch {
    return '';
  }
}

async function fetchText(policy: FetchPolicy, url: string, maxBytes: number): Promise<string> {
  const res = await safeFetch(policy, url, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes, maxRedirects: 3 });
  if (!res.ok) throw new Error(`${new URL(url).host} answered ${res.status}`);
  return res.text();
}

export async function readFeed(policy: FetchPolicy, url: string): Promise<string[]> {
  return feedTitles(await fetchText(policy, url, FEED_MAX_BYTES));
}

/** The slugs of the site's pages (a sitemap index: its first 5 child sitemaps). */
export async function readSitemapSlugs(policy: FetchPolicy, url: string): Promise<Set<string>> {
  const first = sitemapLocations(await fetchText(policy, url, SITEMAP_MAX_BYTES));
  const pages = [...first.pages];
  for (const child of first.sitemaps.slice(0, 5)) {
    if (pages.length >= SITEMAP_MAX_URLS) break;
    pages.push(...sitemapLocations(await fetchText(policy, child, SITEMAP_MAX_BYTES)).pages);
  }
  return new Set(pages.slice(0, SITEMAP_MAX_URLS).map(slugOfUrl).filter(Boolean));
}

export interface Topic {
  title: string;
  keyword: string;
  source: 'keyword' | 'rss';
}

export interface TopicSources {
  keywords: string[];
  feedTitles: string[];
  /** Topics the schedule wrote (or tried) before. */
  usedTopics: string[];
  /** Titles of the team's posts. */
  postTitles: string[];
  /** Slugs of the pages of the user's site. */
  siteSlugs: Set<string>;
}

/** The first topic not written yet: feed items first (news ages), then keywords in order. */
export function pickTopic(sources: TopicSources): Topic | null {
  const taken = new Set([...sources.usedTopics, ...sources.postTitles].map(normalTitle));
  const fresh = (title: string) => !taken.has(normalTitle(title)) && !sources.siteSlugs.has(slugify(title));
  for (const title of sources.feedTitles) if (fresh(title)) return { title, keyword: title, source: 'rss' };
  for (const keyword of sources.keywords) {
    const title = titleOfKeyword(keyword);
    if (!taken.has(normalTitle(keyword)) && fresh(title)) return { title, keyword, source: 'keyword' };
  }
  return null;
}
