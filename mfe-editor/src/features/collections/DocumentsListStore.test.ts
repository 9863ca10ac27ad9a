import type { ListCollectionsQuery } from '../../api';
import type { CollectionListItem, Folder } from '../../api/types';
import { type DocumentsListApi, DocumentsListStore, PAGE_SIZE } from './DocumentsListStore';

const doc = (n: number, folder_id: string | null = null): CollectionListItem =>
  ({
    id: `c${n}`,
    title: `Document ${n}`,
    folder_id,
    updatedAt: new Date(Date.UTC(2026, 4, 1) - n * 60_000).toISOString(),
    createdAt: new Date(Date.UTC(2026, 3, 1) + n * 60_000).toISOString(),
  }) as CollectionListItem;

const folder = (id: string, title: string): Folder =>
  ({ id, title, document_counts: 0, created_at: '2026-05-01T10:00:00.000Z' }) as Folder;

/** A server of `count` documents, answering pages; records every call. */
function fakeApi(count: number, over: Partial<DocumentsListApi['collections']> = {}) {
  const all = Array.from({ length: count }, (_, i) => doc(i + 1, i === 0 ? 'f1' : null));
  const queries: ListCollectionsQuery[] = [];
  const calls: string[] = [];
  const api: DocumentsListApi = {
    collections: {
      list: async (query) => {
        queries.push(query);
        const offset = query.offset ?? 0;
        const items = all
          .filter((d) => !query.folderId || d.folder_id === query.folderId)
          .slice(offset, offset + (query.limit ?? PAGE_SIZE));
        return { items, total: query.folderId ? null : all.length };
      },
      move: async (ids, folderId) => {
        calls.push(`move ${ids.join(',')} ${folderId}`);
      },
      remove: async (ids) => {
        calls.push(`remove ${ids.join(',')}`);
      },
      ...over,
    },
    folders: { list: async () => [folder('f1', 'Client A')] },
  };
  return { api, queries, calls };
}

describe('DocumentsListStore', () => {
  it('loads the first page, then the next ones until the total is reached', async () => {
    const { api, queries } = fakeApi(PAGE_SIZE + 5);
    const store = new DocumentsListStore(api);
    await store.load();
    expect(store.status).toBe('success');
    expect(store.rows).toHaveLength(PAGE_SIZE);
    expect(store.canLoadMore).toBe(true);
    await store.loadMore();
    expect(store.rows).toHaveLength(PAGE_SIZE + 5);
    expect(store.canLoadMore).toBe(false);
    expect(store.loadingMore).toBe(false);
    expect(queries).toEqual([
      { offset: 0, limit: PAGE_SIZE, folderId: undefined, sort: 'updatedAt' },
      { offset: PAGE_SIZE, limit: PAGE_SIZE, folderId: undefined, sort: 'updatedAt' },
    ]);
  });

  it('loads again in the new order when the sort changes, newest first by that date', async () => {
    const { api, queries } = fakeApi(3);
    const store = new DocumentsListStore(api);
    await store.load();
    expect(store.rows.map((r) => r.id)).toEqual(['c1', 'c2', 'c3']);
    await store.sortBy('createdAt');
    expect(queries.at(-1)?.sort).toBe('createdAt');
    expect(store.rows.map((r) => r.id)).toEqual(['c3', 'c2', 'c1']);
  });

  it("shows one folder's documents, and guesses more pages from a full one when there is no total", async () => {
    const { api, queries } = fakeApi(3);
    const store = new DocumentsListStore(api, 'f1');
    await store.load();
    expect(queries[0]?.folderId).toBe('f1');
    expect(store.rows.map((r) => r.id)).toEqual(['c1']);
    expect(store.canLoadMore).toBe(false);
    store.setFolderId(undefined);
    await store.load();
    expect(store.rows).toHaveLength(3);
  });

  it('names the folders of the rows, and works without the names when they cannot load', async () => {
    const { api } = fakeApi(2);
    const store = new DocumentsListStore(api);
    await Promise.all([store.load(), store.loadFolders()]);
    expect(store.folderName('f1')).toBe('Client A');
    const without = new DocumentsListStore({
      ...api,
      folders: { list: async () => Promise.reject(new Error('down')) },
    });
    await without.loadFolders();
    expect(without.folderName('f1')).toBeUndefined();
  });

  it('moves and deletes documents once the server confirmed, and changes nothing when it refuses', async () => {
    const { api, calls } = fakeApi(3);
    const store = new DocumentsListStore(api);
    await store.load();
    await store.move(['c2', 'c3'], folder('f1', 'Client A'));
    await store.remove(['c1']);
    expect(calls).toEqual(['move c2,c3 f1', 'remove c1']);
    expect(store.rows.map((r) => [r.id, r.folder_id])).toEqual([
      ['c2', 'f1'],
      ['c3', 'f1'],
    ]);

    const refusing = new DocumentsListStore(
      fakeApi(3, { remove: async () => Promise.reject(new Error('refused')) }).api,
    );
    await refusing.load();
    await expect(refusing.remove(['c1'])).rejects.toThrow('refused');
    expect(refusing.rows).toHaveLength(3);
  });

  it('keeps the rows when the next page fails, and stops saying it is loading', async () => {
    let fail = false;
    const { api } = fakeApi(PAGE_SIZE + 5);
    const list = api.collections.list;
    const store = new DocumentsListStore({
      ...api,
      collections: {
        ...api.collections,
        list: async (query, signal) => {
          if (fail) throw new Error('down');
          return list(query, signal);
        },
      },
    });
    await store.load();
    fail = true;
    await expect(store.loadMore()).rejects.toThrow('down');
    expect(store.rows).toHaveLength(PAGE_SIZE);
    expect(store.loadingMore).toBe(false);
  });
});
