/** Research search results as the API answers them (shared-core schemas/search.ts). */
import type {
  DocumentResultView,
  ImageResultView,
  KeywordResultView,
  LinkResultView,
  PageResultView,
} from '@inkpress/shared-core';
import type { CrawledPage } from '../services/search/crawl';
import type { DocumentHit } from '../services/search/documents';
import type { KeywordHit } from '../services/search/keywords';
import type { ProviderResult } from '../services/search/provider';

export function presentPage(r: ProviderResult): PageResultView {
  return {
    kind: 'page',
    title: r.title,
    url: r.url,
    host: new URL(r.url).host,
    snippet: r.snippet,
    publishedAt: r.publishedAt,
    byline: r.byline,
    thumbnailUrl: r.thumbnailUrl,
  };
}

export function presentImageResult(r: ProviderResult): ImageResultView {
  return {
    kind: 'image',
    title: r.title,
    url: r.url,
    imageUrl: r.imageUrl as string,
    thumbnailUrl: r.thumbnailUrl,
    host: new URL(r.url).host,
  };
}

export function presentDocumentHit(h: DocumentHit): DocumentResultView {
  return {
    kind: 'document',
    documentType: h.documentType,
    id: h.id,
    collectionId: h.collectionId,
    title: h.title,
    url: h.url,
    snippet: h.snippet,
    score: h.score,
  };
}

export function presentKeyword(h: KeywordHit): KeywordResultView {
  return { kind: 'keyword', keyword: h.keyword, from: h.from, occurrences: h.occurrences };
}

export function presentLink(page: CrawledPage, sharedWords: string[], isNew: boolean): LinkResultView {
  return { kind: 'link', url: page.url, title: page.title, sharedWords, isNew, foundBy: page.foundBy };
}
