import { ApiError, type SearchInput, type SearchView } from '@inkpress/shared-core';
import { ResearchStore } from './ResearchStore';
import type { ResearchApi } from './researchApi';

const answer = (over: Partial<SearchView> = {}): SearchView => ({
  operation: 'search-documents',
  source: 'webpage',
  provider: 'offline',
  offline: true,
  results: [],
  crawl: null,
  ...over,
});

function storeWith(search: (body: SearchInput) => Promise<SearchView>) {
  const sent: SearchInput[] = [];
  const api: ResearchApi = {
    search: (body) => {
      sent.push(body);
      return search(body);
    },
  };
  const errors: unknown[] = [];
  const store = new ResearchStore(api, (error) => {
    errors.push(error);
    return 'It failed.';
  });
  return { store, sent, errors };
}

describe('ResearchStore', () => {
  it('sends each tab’s operation with its inputs', async () => {
    const { store, sent } = storeWith(async () => answer());
    store.setQuery('  cast iron ');
    store.setSource('book');
    await store.search();
    store.setTab('keywords');
    store.setQuery('cast iron, skillet');
    await store.search();
    store.setTab('site');
    store.setSiteUrl('https://example.com/');
    store.setQuery('');
    store.setIncludePattern('/blog/*');
    store.setNewPagesOnly(true);
    await store.search();
    expect(sent).toEqual([
      { operation: 'search-pages', source: 'book', query: 'cast iron', limit: 10 },
      { operation: 'keywords-for-keywords', query: 'cast iron, skillet', limit: 20 },
      {
        operation: 'search-domain-links',
        urls: ['https://example.com/'],
        includePattern: '/blog/*',
        crawNewPagesOnly: true,
        limit: 30,
      },
    ]);
  });

  it('does not search without its input', async () => {
    const { store, sent } = storeWith(async () => answer());
    await store.search();
    store.setTab('site');
    store.setSiteUrl('example.com');
    await store.search();
    expect(sent).toEqual([]);
    expect(store.canSearch).toBe(false);
  });

  it('keeps WebSearchOff as its own state, not an error, and clears results', async () => {
    const { store, errors } = storeWith(async () => {
      throw new ApiError({ status: 503, code: 'WebSearchOff', message: 'Web search is off.' });
    });
    store.setQuery('cast iron');
    await store.search();
    expect(store.webSearchOff).toBe(true);
    expect(store.error).toBeNull();
    expect(store.results).toEqual([]);
    expect(errors).toEqual([]);
    expect(store.isWebTab).toBe(true);
  });

  it('shows other failures through the error handler', async () => {
    const { store, errors } = storeWith(async () => {
      throw new ApiError({ status: 400, code: 'WebUrlInaccessible', message: 'Private address.' });
    });
    store.setTab('site');
    store.setSiteUrl('http://10.0.0.1/');
    await store.search();
    expect(store.status).toBe('failure');
    expect(store.error).toBe('It failed.');
    expect(errors).toHaveLength(1);
  });
});
