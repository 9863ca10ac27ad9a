import {
  ErrorCode,
  isApiError,
  type SearchInput,
  type SearchResultView,
  type SearchSource,
  type SearchView,
} from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ResearchApi } from './researchApi';

/** The research panel's tabs, each one operation (or a family of them) of POST /api/search. */
export type ResearchTab = 'web' | 'images' | 'documents' | 'keywords' | 'site';

export const researchTabs: { id: ResearchTab; label: string }[] = [
  { id: 'web', label: 'Web' },
  { id: 'images', label: 'Images' },
  { id: 'documents', label: 'My documents' },
  { id: 'keywords', label: 'Keywords' },
  { id: 'site', label: 'My site' },
];

export const sourceOptions: { value: SearchSource; label: string }[] = [
  { value: 'webpage', label: 'Web pages' },
  { value: 'book', label: 'Books' },
  { value: 'journal', label: 'Journals' },
  { value: 'video', label: 'Videos' },
];

/** Tabs answered by the search provider: off when none is configured. */
const WEB_TABS: ReadonlySet<ResearchTab> = new Set(['web', 'images']);

/**
 * One research session of the editor: the tab, its inputs, the last answer
 * and why a search failed. "Web search is off" (WebSearchOff) is kept as a
 * state of its own, so the panel says so plainly on the web tabs and keeps
 * the other tabs working.
 */
export class ResearchStore {
  tab: ResearchTab = 'web';
  query = '';
  source: SearchSource = 'webpage';
  siteUrl = '';
  includePattern = '';
  excludePattern = '';
  newPagesOnly = false;
  status: 'idle' | 'loading' | 'success' | 'failure' = 'idle';
  answer: SearchView | null = null;
  error: string | null = null;
  /** The API said no search provider is configured. */
  webSearchOff = false;
  private controller: AbortController | null = null;

  constructor(
    private readonly api: ResearchApi,
    /** The message a failure shows (opens the popup its code calls for). */
    private readonly onError: (error: unknown) => string,
  ) {
    makeAutoObservable<ResearchStore, 'api' | 'onError' | 'controller'>(
      this,
      { api: false, onError: false, controller: false },
      { autoBind: true },
    );
  }

  get results(): SearchResultView[] {
    return this.answer?.results ?? [];
  }

  get isWebTab(): boolean {
    return WEB_TABS.has(this.tab);
  }

  /** Whether the current tab has what it needs to search. */
  get canSearch(): boolean {
    if (this.tab === 'site') return /^https?:\/\/\S+/i.test(this.siteUrl.trim());
    return this.query.trim().length > 0;
  }

  setTab(tab: ResearchTab) {
    if (tab === this.tab) return;
    this.controller?.abort();
    this.tab = tab;
    this.answer = null;
    this.error = null;
    this.status = 'idle';
  }

  setQuery(value: string) {
    this.query = value;
  }
  setSource(value: SearchSource) {
    this.source = value;
  }
  setSiteUrl(value: string) {
    this.siteUrl = value;
  }
  setIncludePattern(value: string) {
    this.includePattern = value;
  }
  setExcludePattern(value: string) {
    this.excludePattern = value;
  }
  setNewPagesOnly(value: boolean) {
    this.newPagesOnly = value;
  }

  /** The request of the current tab. */
  get request(): SearchInput {
    const query = this.query.trim();
    switch (this.tab) {
      case 'images':
        return { operation: 'search-images', query, limit: 12 };
      case 'documents':
        return { operation: 'search-documents', query, limit: 10 };
      case 'keywords':
        return { operation: 'keywords-for-keywords', query, limit: 20 };
      case 'site':
        return {
          operation: 'search-domain-links',
          urls: [this.siteUrl.trim()],
          ...(query ? { query } : {}),
          ...(this.includePattern.trim() ? { includePattern: this.includePattern.trim() } : {}),
          ...(this.excludePattern.trim() ? { excludePattern: this.excludePattern.trim() } : {}),
          crawNewPagesOnly: this.newPagesOnly,
          limit: 30,
        };
      default:
        return { operation: 'search-pages', source: this.source, query, limit: 10 };
    }
  }

  async search(): Promise<void> {
    if (!this.canSearch) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'loading';
    this.error = null;
    try {
      const answer = await this.api.search(this.request, controller.signal);
      runInAction(() => {
        this.answer = answer;
        this.status = 'success';
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.answer = null;
        this.status = 'failure';
        if (isApiError(error) && error.code === ErrorCode.WebSearchOff) {
          this.webSearchOff = true;
          this.error = null;
        } else {
          this.error = this.onError(error) || null;
        }
      });
    }
  }

  dispose() {
    this.controller?.abort();
  }
}
