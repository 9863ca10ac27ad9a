import { type CollectionSummary, CollectionsListStore } from './CollectionsListStore';

const items = (): CollectionSummary[] => [
  {
    id: 'a',
    title: 'A',
    updatedAt: '2025-03-01T10:00:00Z',
    createdAt: '2025-01-01T00:00:00Z',
    folder_id: null,
  },
  {
    id: 'b',
    title: 'B',
    updatedAt: '2025-03-05T10:00:00Z',
    createdAt: '2024-12-01T00:00:00Z',
    folder_id: 'f1',
  },
  {
    id: 'c',
    title: 'C',
    updatedAt: '2025-02-01T10:00:00Z',
    createdAt: '2025-02-01T00:00:00Z',
    folder_id: 'f1',
  },
  { id: 'd', title: 'D', createdAt: '2025-03-03T00:00:00Z', folder_id: 'f2' },
];

describe('CollectionsListStore', () => {
  it('sorts newest first by updatedAt (falling back to createdAt)', () => {
    const list = new CollectionsListStore(items());
    expect(list.sorted.map((i) => i.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('or newest first by createdAt', () => {
    const list = new CollectionsListStore(items());
    list.setSortKey('createdAt');
    expect(list.sorted.map((i) => i.id)).toEqual(['d', 'c', 'a', 'b']);
  });

  it('puts undated items last, in their order', () => {
    const list = new CollectionsListStore([
      { id: 'x', title: 'X' },
      ...items(),
      { id: 'y', title: 'Y', updatedAt: 'garbage' },
    ]);
    expect(list.sorted.map((i) => i.id)).toEqual(['b', 'd', 'a', 'c', 'x', 'y']);
  });

  it('moving collections to a folder sets folder_id', () => {
    const list = new CollectionsListStore(items());
    list.moveToFolder(['a', 'd'], 'f9');
    expect(list.items.find((i) => i.id === 'a')?.folder_id).toBe('f9');
    expect(list.inFolder('f9').map((i) => i.id)).toEqual(['d', 'a']);
    list.moveToFolder(['a'], null);
    expect(list.inFolder(null).map((i) => i.id)).toEqual(['a']);
  });

  it('deleting a folder removes its collections from the list', () => {
    const list = new CollectionsListStore(items(), [
      { id: 'f1', title: 'One' },
      { id: 'f2', name: 'Two' },
    ]);
    list.deleteFolder('f1');
    expect(list.items.map((i) => i.id)).toEqual(['a', 'd']);
    expect(list.folders.map((f) => f.id)).toEqual(['f2']);
  });

  it('upserts and removes items', () => {
    const list = new CollectionsListStore(items());
    list.upsert({ id: 'a', title: 'A2', updatedAt: '2025-04-01T00:00:00Z' });
    list.upsert({ id: 'e', title: 'E' });
    expect(list.sorted[0]).toMatchObject({ id: 'a', title: 'A2' });
    list.remove(['a', 'e']);
    expect(list.items.map((i) => i.id)).toEqual(['b', 'c', 'd']);
  });

  it('loads through an injected call, with a status', async () => {
    const list = new CollectionsListStore();
    const loading = list.load(async () => items());
    expect(list.status).toBe('loading');
    await expect(loading).resolves.toBe(true);
    expect(list.status).toBe('success');
    expect(list.items).toHaveLength(4);
    await expect(
      list.load(async () => {
        throw new Error('down');
      }),
    ).resolves.toBe(false);
    expect(list.status).toBe('failure');
    expect(list.items).toHaveLength(4);
  });
});
