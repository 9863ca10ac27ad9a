import type { Folder } from '../../api/types';
import { type FoldersApi, FoldersStore } from './FoldersStore';

const folder = (id: string, title: string): Folder =>
  ({ id, title, document_counts: 0, created_at: '2026-05-01T10:00:00.000Z' }) as Folder;

function fakeApi(initial: Folder[]): FoldersApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    list: async () => {
      calls.push('list');
      return initial;
    },
    create: async (name) => {
      calls.push(`create ${name}`);
      return folder('new', name);
    },
    rename: async (id, title) => {
      calls.push(`rename ${id} ${title}`);
      return folder(id, title);
    },
    remove: async (id) => {
      calls.push(`remove ${id}`);
    },
  };
}

describe('FoldersStore', () => {
  it('loads the list, then keeps it in step with each confirmed change', async () => {
    const api = fakeApi([folder('a', 'Client A'), folder('b', 'Client B')]);
    const store = new FoldersStore(api);
    expect(store.status).toBe('idle');
    await store.load();
    expect(store.status).toBe('success');
    expect(store.hasList).toBe(true);
    await store.create('  Client C ');
    await store.rename('a', 'Client A (old)');
    await store.remove('b');
    expect(store.folders.map((f) => [f.id, f.title])).toEqual([
      ['new', 'Client C'],
      ['a', 'Client A (old)'],
    ]);
    expect(api.calls).toEqual(['list', 'create Client C', 'rename a Client A (old)', 'remove b']);
  });

  it('fails with the error and changes nothing when the API refuses', async () => {
    const api = fakeApi([folder('a', 'Client A')]);
    const store = new FoldersStore({ ...api, remove: async () => Promise.reject(new Error('refused')) });
    await store.load();
    await expect(store.remove('a')).rejects.toThrow('refused');
    expect(store.folders).toHaveLength(1);
    const failing = new FoldersStore({ ...api, list: async () => Promise.reject(new Error('down')) });
    await failing.load();
    expect(failing.status).toBe('failure');
    expect(failing.hasList).toBe(false);
  });

  it('adds a new folder last when asked, under the ones already offered', async () => {
    const store = new FoldersStore(fakeApi([folder('a', 'Client A')]));
    await store.load();
    await store.create('Client B', 'last');
    expect(store.folders.map((f) => f.title)).toEqual(['Client A', 'Client B']);
  });
});
