import type { ListCollectionsQuery } from '../../api';
import type { CollectionListItem } from '../../api/types';
import { RecentDocumentsStore } from './RecentDocumentsStore';

const doc = (id: string): CollectionListItem => ({ id, title: `Document ${id}` }) as CollectionListItem;

describe('RecentDocumentsStore', () => {
  it('loads its page of documents with the query it was made for', async () => {
    const queries: ListCollectionsQuery[] = [];
    const store = new RecentDocumentsStore(
      {
        list: async (query) => {
          queries.push(query);
          return { items: [doc('a'), doc('b')], total: 2 };
        },
      },
      { limit: 6, sort: 'updatedAt' },
    );
    expect(store.status).toBe('idle');
    expect(store.hasList).toBe(false);
    await store.load();
    expect(queries).toEqual([{ limit: 6, sort: 'updatedAt' }]);
    expect(store.status).toBe('success');
    expect(store.hasList).toBe(true);
    expect(store.documents.map((d) => d.id)).toEqual(['a', 'b']);
  });

  it('fails with the error, keeping a list it had', async () => {
    let fail = false;
    const store = new RecentDocumentsStore(
      {
        list: async () => {
          if (fail) throw new Error('down');
          return { items: [doc('a')], total: 1 };
        },
      },
      { limit: 100 },
    );
    await store.load();
    fail = true;
    await store.load();
    expect(store.status).toBe('failure');
    expect(store.error).toEqual(new Error('down'));
    expect(store.documents).toHaveLength(1);
  });

  it('ignores the answer of a load the screen aborted', async () => {
    const controller = new AbortController();
    const store = new RecentDocumentsStore(
      {
        list: async () => {
          controller.abort();
          return { items: [doc('a')], total: 1 };
        },
      },
      { limit: 6 },
    );
    await store.load(controller.signal);
    expect(store.hasList).toBe(false);
  });
});
