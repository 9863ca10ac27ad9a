/**
 * Research search (POST /api/search): one entry per operation of SPEC §7.
 * Web search (pages, URLs, images; sources webpage, book, video, journal)
 * asks the configured provider and answers WebSearchOff without one; the
 * team's documents and keywords are found offline in its own content; site
 * links come from a crawl of the team's own site, remembered per team and
 * site for "new pages only". Nothing here reads another team's data.
 */
import { createHash } from 'node:crypto';
import type { SearchBody, SearchResultView, SearchView } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { Config } from '../config';
import { isDuplicateKey } from '../db';
import type { AuthUser } from '../identity';
import { SeenSitePage } from '../models/SeenSitePage';
import {
  presentDocumentHit,
  presentImageResult,
  presentKeyword,
  presentLink,
  presentPage,
} from '../presenters/search';
import { surfaceWords, termsOf } from '../services/retrieval';
import { type CrawledPage, crawlError, crawlSite, type SiteCrawl } from '../services/search/crawl';
import { matchingTexts, searchDocuments } from '../services/search/documents';
import { relatedKeywords, seedsOf } from '../services/search/keywords';
import { matcherOf } from '../services/search/patterns';
import { CATEGORY_OF, providerSearch, webSearchEnabled } from '../services/search/provider';
import { providerFor } from './charging';

type Answer = Omit<SearchView, 'operation' | 'source'>;

async function webSearch(config: Config, body: SearchBody): Promise<Answer> {
  const query = body.query as string;
  if (body.operation === 'search-images') {
    const answer = await providerSearch(config, query, CATEGORY_OF.image);
    const results = answer.results
      .filter((r) => r.imageUrl)
      .slice(0, body.limit)
      .map(presentImageResult);
    return { provider: 'search-provider', offline: false, results, crawl: null };
  }
  const answer = await providerSearch(config, query, CATEGORY_OF[body.source]);
  let pages = answer.results;
  if (body.operation === 'search-urls') {
    // One address per site: link targets, not a results page.
    const hosts = new Set<string>();
    pages = pages.filter((r) => {
      const host = new URL(r.url).host;
      if (hosts.has(host)) return false;
      hosts.add(host);
      return true;
    });
  }
  return {
    provider: 'search-provider',
    offline: false,
    results: pages.slice(0, body.limit).map(presentPage),
    crawl: null,
  };
}

/** The team's own posts and files: by their words, and by meaning where the files have embeddings. */
async function documents(config: Config, user: AuthUser, body: SearchBody): Promise<Answer> {
  const { hits, mode } = await searchDocuments(user.teamId, body.query as string, body.limit, {
    provider: providerFor(config.ai),
  });
  // Hybrid: the query was embedded by the AI provider, an outside service.
  return {
    provider: 'offline',
    offline: mode === 'lexical',
    results: hits.map(presentDocumentHit),
    crawl: null,
  };
}

async function keywords(config: Config, user: AuthUser, body: SearchBody): Promise<Answer> {
  const seeds = seedsOf(body.query as string);
  const texts = await matchingTexts(user.teamId, seeds.join(' '), 60);
  let suggestions: string[] = [];
  if (webSearchEnabled(config)) {
    // The provider's query suggestions, when it has any; its failure leaves the offline keywords.
    suggestions = await providerSearch(config, seeds.join(' '), CATEGORY_OF.webpage)
      .then((a) => a.suggestions)
      .catch(() => []);
  }
  const hits = relatedKeywords(body.query as string, texts, suggestions, body.limit);
  const offline = !hits.some((h) => h.from === 'provider');
  return {
    provider: offline ? 'offline' : 'search-provider',
    offline,
    results: hits.map(presentKeyword),
    crawl: null,
  };
}

const pageId = (teamId: string, url: string) =>
  createHash('sha256').update(`${teamId}\n${url}`).digest('hex');

/** Which of the pages the team's earlier crawls saw; records the others. */
async function rememberPages(teamId: string, crawl: SiteCrawl): Promise<Set<string>> {
  const ids = new Map(crawl.pages.map((p) => [pageId(teamId, p.url), p.url]));
  if (ids.size === 0) return new Set();
  const known = await SeenSitePage.find({ _id: { $in: [...ids.keys()] } }, { _id: 1 }).lean<
    { _id: string }[]
  >();
  const seen = new Set(known.map((k) => ids.get(k._id) as string));
  const fresh = [...ids].filter(([, url]) => !seen.has(url));
  if (fresh.length > 0) {
    const now = new Date();
    await SeenSitePage.insertMany(
      fresh.map(([_id, url]) => ({
        _id,
        teamId: new Types.ObjectId(teamId),
        site: crawl.origin,
        url,
        firstSeenAt: now,
      })),
      { ordered: false },
    ).catch((error) => {
      // Another crawl recorded some of them first: they are seen all the same.
      if (!isDuplicateKey(error) && !(error as { writeErrors?: unknown }).writeErrors) throw error;
    });
  }
  return seen;
}

async function domainLinks(config: Config, user: AuthUser, body: SearchBody): Promise<Answer> {
  const include = matcherOf(body.includePattern);
  const exclude = matcherOf(body.excludePattern);
  const origins = new Set<string>();
  const sites = (body.urls ?? []).filter((u) => {
    const origin = new URL(u).origin;
    if (origins.has(origin)) return false;
    origins.add(origin);
    return true;
  });
  const queryTerms = new Set(body.query ? termsOf(body.query) : []);
  const results: { page: CrawledPage; shared: string[]; isNew: boolean; order: number }[] = [];
  const reports: NonNullable<SearchView['crawl']>['sites'] = [];
  let order = 0;
  for (const site of sites) {
    const crawl = await crawlSite(site, {
      policy: config.fetchPolicy,
      maxPages: config.search.crawlMaxPages,
      timeMs: config.search.crawlTimeMs,
      include,
      exclude,
    }).catch((error) => {
      throw crawlError(error);
    });
    const seen = await rememberPages(user.teamId, crawl);
    for (const page of crawl.pages) {
      const isNew = !seen.has(page.url);
      if (body.crawNewPagesOnly && !isNew) continue;
      // The page's own words (not their stems) that the query shares: "starter", not "start".
      const shared = queryTerms.size
        ? surfaceWords(`${page.title} ${new URL(page.url).pathname.replace(/[-_/]+/g, ' ')}`, queryTerms)
        : [];
      if (queryTerms.size && shared.length === 0) continue;
      results.push({ page, shared, isNew, order: order++ });
    }
    reports.push({
      url: crawl.url,
      sitemapPages: crawl.sitemapPages,
      pagesRead: crawl.pagesRead,
      blockedByRobots: crawl.blockedByRobots,
      filteredOut: crawl.filteredOut,
      seenBefore: crawl.pages.filter((p) => seen.has(p.url)).length,
      problem: crawl.problem,
    });
  }
  results.sort((a, b) => b.shared.length - a.shared.length || a.order - b.order);
  return {
    provider: 'site-crawl',
    offline: false,
    results: results.slice(0, body.limit).map((r) => presentLink(r.page, r.shared, r.isNew)),
    crawl: { sites: reports },
  };
}

/** Runs one research search for the signed-in user's team. */
export async function runSearch(config: Config, user: AuthUser, body: SearchBody): Promise<SearchView> {
  let answer: Answer;
  switch (body.operation) {
    case 'search-documents':
      answer = await documents(config, user, body);
      break;
    case 'keywords-for-keywords':
      answer = await keywords(config, user, body);
      break;
    case 'search-domain-links':
      answer = await domainLinks(config, user, body);
      break;
    default:
      answer = await webSearch(config, body);
  }
  return {
    operation: body.operation,
    source: body.source,
    ...answer,
    results: answer.results as SearchResultView[],
  };
}
