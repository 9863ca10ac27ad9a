/**
 * The web search provider of research search: an HTTP endpoint with
 * SearXNG's JSON API (`GET <base>/search?q=&format=json&categories=&pageno=`,
 * answering `{results: [{url, title, content, publishedDate, img_src,
 * thumbnail_src, author, …}], suggestions: [...]}`), configured by the
 * operator (SEARCH_PROVIDER_URL). Unconfigured, every web search answers
 * WebSearchOff: results are never made up.
 *
 * The provider's address is the operator's, not a user's, so it is reached
 * directly (it may well run on a private network); what comes back is
 * treated as untrusted: only http(s) URLs are kept, text is cut to size.
 */
import type { SearchSource } from '@inkpress/shared-core';
import { ErrorCode } from '@inkpress/shared-core';
import type { Config } from '../../config';
import { AppError } from '../../errors';

/** SearXNG categories for each SPEC source, and for images. */
export const CATEGORY_OF: Record<SearchSource | 'image', string> = {
  webpage: 'general',
  book: 'books',
  video: 'videos',
  journal: 'science',
  image: 'images',
};

/** The largest provider answer read. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export interface ProviderResult {
  url: string;
  title: string;
  snippet: string;
  publishedAt: string | null;
  byline: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
}

export interface ProviderAnswer {
  results: ProviderResult[];
  suggestions: string[];
}

export const WebSearchOff = () => new AppError(503, ErrorCode.WebSearchOff);
const ProviderFailed = (message?: string) => new AppError(502, ErrorCode.SearchProviderError, message);

/** True when a search provider is configured. */
export function webSearchEnabled(config: Config): boolean {
  return Boolean(config.search.providerUrl);
}

/** An http(s) URL as a string, or null for anything else (javascript:, data:, relative…). */
export function httpUrlOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 4096) return null;
  try {
    const url = new URL(value.startsWith('//') ? `https:${value}` : value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function text(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

function byline(raw: Record<string, unknown>): string | null {
  const parts: string[] = [];
  const authors = raw.authors ?? raw.author;
  if (Array.isArray(authors))
    parts.push(
      authors
        .map((a) => text(a, 80))
        .filter(Boolean)
        .join(', '),
    );
  else if (typeof authors === 'string') parts.push(text(authors, 200));
  for (const key of ['journal', 'publisher']) {
    const value = text(raw[key], 200);
    if (value) parts.push(value);
  }
  const joined = parts.filter(Boolean).join(' · ');
  return joined || null;
}

function date(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
}

/** One provider result, checked; null when it has no usable URL. */
export function readResult(raw: unknown): ProviderResult | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const url = httpUrlOrNull(r.url);
  if (!url) return null;
  return {
    url,
    title: text(r.title, 300) || new URL(url).host,
    snippet: text(r.content, 600),
    publishedAt: date(r.publishedDate ?? r.pubdate),
    byline: byline(r),
    imageUrl: httpUrlOrNull(r.img_src),
    thumbnailUrl: httpUrlOrNull(r.thumbnail_src ?? r.thumbnail),
  };
}

/** Asks the provider; throws WebSearchOff without one, SearchProviderError when it fails. */
export async function providerSearch(
  config: Config,
  query: string,
  category: string,
  signal?: AbortSignal,
): Promise<ProviderAnswer> {
  const base = config.search.providerUrl;
  if (!base) throw WebSearchOff();
  const url = new URL(`${base}/search`);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'json');
  url.searchParams.set('categories', category);
  url.searchParams.set('pageno', '1');
  url.searchParams.set('safesearch', '1');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (config.search.providerKey) headers.authorization = `Bearer ${config.search.providerKey}`;
  const timeout = AbortSignal.timeout(config.search.providerTimeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      headers,
      redirect: 'error',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    throw ProviderFailed(
      timeout.aborted
        ? 'The search service did not answer in time.'
        : 'The search service could not be reached.',
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw ProviderFailed(`The search service answered ${response.status}.`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw ProviderFailed('The search service sent too much.');
  }
  let body: unknown;
  try {
    const raw = await response.text();
    if (raw.length > MAX_ANSWER_BYTES) throw new Error('too large');
    body = JSON.parse(raw);
  } catch {
    throw ProviderFailed('The search service sent an answer that is not JSON.');
  }
  const answer = body as { results?: unknown; suggestions?: unknown };
  if (!Array.isArray(answer.results)) throw ProviderFailed('The search service sent no result list.');
  return {
    results: answer.results.map(readResult).filter((r): r is ProviderResult => r !== null),
    suggestions: Array.isArray(answer.suggestions)
      ? answer.suggestions.map((s) => text(s, 120)).filter(Boolean)
      : [],
  };
}
