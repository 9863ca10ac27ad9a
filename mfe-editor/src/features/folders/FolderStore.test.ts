import { ApiError } from '@inkpress/shared-core';
import { when } from 'mobx';
import type { Folder } from '../../api/types';
import { type FolderApi, FolderStore } from './FolderStore';

const folder = (id: string, title: string, document_counts = 0): Folder =>
  ({ id, title, document_counts, created_at: '2026-05-01T10:00:00.000Z' }) as Folder;

function fakeApi(initial: Folder) {
  const calls: string[] = [];
  let current = initial;
  const api: FolderApi = {
    folders: {
      get: async (id) => {
        calls.push(`get ${id}`);
        if (id !== current.id) throw new ApiError({ status: 404, code: 'NotFound' });
        return current;
      },
      rename: async (id, title) => {
        calls.push(`rename ${id} ${title}`);
        current = { ...current, title };
        return current;
      },
      remove: async (id) => {
        calls.push(`remove ${id}`);
      },
    },
    collections: {
      move: async (ids, folderId) => {
        calls.push(`move ${ids.join(',')} ${folderId}`);
        current = { ...current, document_counts: current.document_counts + ids.length };
      },
    },
  };
  return { api, calls };
}

describe('FolderStore', () => {
  it('loads the folder, renames it once the server confirmed, and deletes it', async () => {
    const { api, calls } = fakeApi(folder('f1', 'Client A'));
    const store = new FolderStore(api);
    expect(store.status).toBe('idle');
    await store.load('f1');
    expect(store.status).toBe('success');
    expect(store.folder?.title).toBe('Client A');
    const renamed = await store.rename('Client A (old)');
    expect(renamed.title).toBe('Client A (old)');
    expect(store.folder?.title).toBe('Client A (old)');
    await store.remove();
    expect(calls).toEqual(['get f1', 'rename f1 Client A (old)', 'remove f1']);
  });

  it('moves documents into the folder, then loads it again for its count', async () => {
    const { api, calls } = fakeApi(folder('f1', 'Client A', 1));
    const store = new FolderStore(api);
    await store.load('f1');
    await store.addDocuments(['c1', 'c2']);
    await when(() => calls.length === 3 && store.status === 'success');
    expect(calls).toEqual(['get f1', 'move c1,c2 f1', 'get f1']);
    expect(store.folder?.document_counts).toBe(3);
  });

  it('fails with the not-found error for a folder that does not exist, and changes nothing on a refusal', async () => {
    const { api } = fakeApi(folder('f1', 'Client A'));
    const missing = new FolderStore(api);
    await missing.load('gone');
    expect(missing.status).toBe('failure');
    expect((missing.error as ApiError).status).toBe(404);
    expect(missing.folder).toBeNull();

    const refusing = new FolderStore({
      ...api,
      folders: { ...api.folders, rename: async () => Promise.reject(new Error('refused')) },
    });
    await refusing.load('f1');
    await expect(refusing.rename('New name')).rejects.toThrow('refused');
    expect(refusing.folder?.title).toBe('Client A');
  });

  it('keeps only the latest answer when an earlier load ends last', async () => {
    const pending: ((f: Folder) => void)[] = [];
    const { api } = fakeApi(folder('f1', 'Client A'));
    const store = new FolderStore({
      ...api,
      folders: { ...api.folders, get: () => new Promise<Folder>((resolve) => pending.push(resolve)) },
    });
    const first = store.load('f1');
    const second = store.load('f2');
    pending[1]?.(folder('f2', 'Client B'));
    await second;
    pending[0]?.(folder('f1', 'Client A'));
    await first;
    expect(store.folder?.id).toBe('f2');
  });
});
