import { ApiError } from '@inkpress/shared-core';
import { collectionView } from '@inkpress/shared-ui/testing';
import type { CollectionDetail } from '../../api/types';
import type { CollectionPayload, SavedCollection } from '../../stores';
import { type DraftBackend, DraftStorage } from '../drafts/draftStorage';
import { DocumentStore } from './DocumentStore';
import { COALESCE_MS } from './historyBatches';

const UPDATED = '2026-05-01T10:00:00.000Z';

function memory(): DraftBackend & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function detail(html = '<h1>Hello</h1><p>World</p>', updatedAt = UPDATED): CollectionDetail {
  return collectionView({
    id: 'c1',
    clientId: 'cc1',
    title: 'Hello',
    autoSave: false,
    updatedAt,
    posts: [{ id: 'p1', clientId: 'pc1', title: 'Hello', content: [{ value: html }] }],
  });
}

/** A fake server: GET answers `current`, a save stores the payload and answers ids. */
function server(initial: CollectionDetail = detail()) {
  let current = initial;
  let saves = 0;
  const fetchCollection = jest.fn(async (id: string) => {
    if (id !== current.id) throw new ApiError({ status: 404, code: 'CollectionNotFound' });
    return JSON.parse(JSON.stringify(current)) as CollectionDetail;
  });
  const saveCollection = jest.fn(async (payload: CollectionPayload): Promise<SavedCollection> => {
    saves += 1;
    const id = payload.id ?? 'c-new';
    const updatedAt = new Date(Date.parse(UPDATED) + saves * 1000).toISOString();
    current = collectionView({
      ...payload,
      id,
      updatedAt,
      posts: payload.posts.map(({ unsavedChanges: _, ...post }, i) => ({
        ...post,
        id: post.id ?? `p-new-${i}`,
      })),
    });
    return { id, updatedAt, posts: current.posts.map((p) => ({ id: p.id, clientId: p.clientId })) };
  });
  return {
    fetchCollection,
    saveCollection,
    get current() {
      return current;
    },
  };
}

function storeWith(api = server(), backend = memory(), now = () => 0) {
  const doc = new DocumentStore({
    fetchCollection: api.fetchCollection,
    saveCollection: api.saveCollection,
    drafts: new DraftStorage(backend),
    draftDelay: 400,
    autosaveDelay: 2500,
    now,
  });
  return { doc, api, backend };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('opening a document', () => {
  it('loads it from the server, clean, with its first post on screen', async () => {
    const { doc } = storeWith();
    await doc.open({ kind: 'existing', id: 'c1' });
    expect(doc.status).toBe('success');
    expect(doc.post?.activeContent).toBe('<h1>Hello</h1><p>World</p>');
    expect(doc.isDirty).toBe(false);
  });

  it('fails with the not-found error for a document that does not exist', async () => {
    const { doc } = storeWith();
    await doc.open({ kind: 'existing', id: 'nope' });
    expect(doc.status).toBe('failure');
    expect((doc.error as ApiError).status).toBe(404);
  });

  it('starts a new document clean until it is edited', async () => {
    const { doc } = storeWith();
    await doc.open({ kind: 'new' });
    expect(doc.collection?.id).toBeUndefined();
    expect(doc.isDirty).toBe(false);
    doc.updateContent('<p>First words</p>');
    expect(doc.isDirty).toBe(true);
  });
});

describe('the local draft', () => {
  it('is written shortly after a change, so a reload finds the edits', async () => {
    const { doc, backend, api } = storeWith();
    await doc.open({ kind: 'existing', id: 'c1' });
    doc.updateContent('<h1>Hello</h1><p>World, edited</p>');
    expect(backend.map.size).toBe(0);
    jest.advanceTimersByTime(400);
    expect(backend.map.size).toBe(1);

    // A reload: a new store on the same storage and server.
    const reloaded = storeWith(api, backend).doc;
    await reloaded.open({ kind: 'existing', id: 'c1' });
    expect(reloaded.post?.activeContent).toBe('<h1>Hello</h1><p>World, edited</p>');
    expect(reloaded.isDirty).toBe(true);
    expect(reloaded.draftNotice?.kind).toBe('restored');
  });

  it('is written at once when the page goes away', async () => {
    const { doc, backend } = storeWith();
    await doc.open({ kind: 'existing', id: 'c1' });
    doc.updatePost({ metaTitle: 'A title' });
    doc.dispose();
    expect(backend.map.size).toBe(1);
  });

  it('goes once the document is saved', async () => {
    const { doc, backend } = storeWith();
    await doc.open({ kind: 'existing', id: 'c1' });
    doc.updateContent('<p>Saved soon</p>');
    jest.advanceTimersByTime(400);
    expect(backend.map.size).toBe(1);
    expect(await doc.save()).toBe(true);
    expect(backend.map.size).toBe(0);
    expect(doc.isDirty).toBe(false);
  });

  it('is offered, not applied, when the server copy changed since', async () => {
    const api = server();
    const { doc, backend } = storeWith(api);
    await doc.open({ kind: 'existing', id: 'c1' });
    doc.updateContent('<p>Mine</p>');
    doc.writeDraft();
    // Someone else saves a newer version.
    await api.saveCollection({ ...(api.current as unknown as CollectionPayload), title: 'Theirs' });

    const reloaded = storeWith(api, backend).doc;
    await reloaded.open({ kind: 'existing', id: 'c1' });
    expect(reloaded.draftNotice?.kind).toBe('conflict');
    expect(reloaded.post?.activeContent).toBe('<h1>Hello</h1><p>World</p>');
    reloaded.useConflictDraft();
    expect(reloaded.post?.activeContent).toBe('<p>Mine</p>');
    expect(reloaded.isDirty).toBe(true);
  });

  it('keeps a new document across a reload, then moves to its id on the first save', async () => {
    const { doc, backend, api } = storeWith();
    await doc.open({ kind: 'new' });
    doc.updateContent('<p>Not saved yet</p>');
    jest.advanceTimersByTime(400);

    const reloaded = storeWith(api, backend).doc;
    await reloaded.open({ kind: 'new' });
    expect(reloaded.post?.activeContent).toBe('<p>Not saved yet</p>');
    expect(await reloaded.save()).toBe(true);
    expect(reloaded.mode).toEqual({ kind: 'existing', id: 'c-new' });
    expect(backend.map.size).toBe(0);
  });

  it('is thrown away when the user discards the changes', async () => {
    const { doc, backend } = storeWith();
    await doc.open({ kind: 'existing', id: 'c1' });
    doc.updateContent('<p>Never mind</p>');
    jest.advanceTimersByTime(400);
    doc.discardChanges();
    expect(backend.map.size).toBe(0);
    expect(doc.isDirty).toBe(false);
  });
});

describe('undo and redo of post snapshots', () => {
  it('groups a burst of typing into one batch, and a pause starts another', async () => {
    let now = 0;
    const { doc } = storeWith(server(), memory(), () => now);
    await doc.open({ kind: 'existing', id: 'c1' });
    doc.updateContent('<p>a</p>');
    now += 300;
    doc.updateContent('<p>ab</p>');
    now += COALESCE_MS + 1;
    doc.updateContent('<p>ab c</p>');
    expect(doc.undo()).toBe(true);
    expect(doc.post?.activeContent).toBe('<p>ab</p>');
    expect(doc.undo()).toBe(true);
    expect(doc.post?.activeContent).toBe('<h1>Hello</h1><p>World</p>');
    expect(doc.canUndo).toBe(false);
    expect(doc.redo()).toBe(true);
    expect(doc.post?.activeContent).toBe('<p>ab</p>');
    expect(doc.isDirty).toBe(true);
  });

  it('replaces the editor after an undo, and ignores a late change from the replaced one', async () => {
    const { doc } = storeWith();
    await doc.open({ kind: 'existing', id: 'c1' });
    const before = doc.editorKey;
    doc.updateContent('<p>typed</p>', before);
    doc.undo();
    expect(doc.editorKey).not.toBe(before);
    // The old editor flushes its pending change as it unmounts: too late, ignored.
    doc.updateContent('<p>typed and more</p>', before);
    expect(doc.post?.activeContent).toBe('<h1>Hello</h1><p>World</p>');
  });

  it('records variant changes as their own steps', async () => {
    const { doc } = storeWith();
    await doc.open({ kind: 'existing', id: 'c1' });
    doc.addVariant();
    expect(doc.post?.contentCount).toBe(2);
    expect(doc.post?.activeContent).toBe('');
    doc.updateContent('<p>Second take</p>');
    expect(doc.deleteVariant()).toBe(true);
    expect(doc.post?.contentCount).toBe(1);
    doc.undo();
    expect(doc.post?.contentCount).toBe(2);
    expect(doc.post?.activeContent).toBe('<p>Second take</p>');
  });
});

describe('saving', () => {
  it('saves automatically after a quiet moment when autosave is on', async () => {
    const api = server({ ...detail(), autoSave: true });
    const { doc } = storeWith(api);
    await doc.open({ kind: 'existing', id: 'c1' });
    doc.updateContent('<p>auto</p>');
    jest.advanceTimersByTime(2400);
    expect(api.saveCollection).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(200);
    expect(api.saveCollection).toHaveBeenCalledTimes(1);
    expect(doc.isDirty).toBe(false);
  });

  it('never autosaves when autosave is off', async () => {
    const api = server();
    const { doc } = storeWith(api);
    await doc.open({ kind: 'existing', id: 'c1' });
    doc.updateContent('<p>manual</p>');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(api.saveCollection).not.toHaveBeenCalled();
  });

  it('keeps the changes and the draft when the save fails', async () => {
    const api = server();
    api.saveCollection.mockRejectedValueOnce(new ApiError({ status: 500 }));
    const { doc, backend } = storeWith(api);
    await doc.open({ kind: 'existing', id: 'c1' });
    doc.updateContent('<p>precious</p>');
    expect(await doc.save()).toBe(false);
    expect(doc.isDirty).toBe(true);
    jest.advanceTimersByTime(400);
    expect(backend.map.size).toBe(1);
  });
});

describe('moving the document to a folder', () => {
  it('asks the API through the store and shows the new folder, leaving nothing unsaved', async () => {
    const moves: [string[], string | null][] = [];
    const api = server();
    const doc = new DocumentStore({
      fetchCollection: api.fetchCollection,
      saveCollection: api.saveCollection,
      moveCollections: async (ids, folderId) => {
        moves.push([ids, folderId]);
      },
      drafts: new DraftStorage(memory()),
    });
    await doc.open({ kind: 'existing', id: 'c1' });
    await doc.moveToFolder('f9');
    expect(moves).toEqual([[['c1'], 'f9']]);
    expect(doc.collection?.folder_id).toBe('f9');
    expect(doc.isDirty).toBe(false);
    await doc.moveToFolder(null);
    expect(doc.collection?.folder_id).toBeNull();
  });

  it('changes nothing when the API refuses', async () => {
    const api = server();
    const doc = new DocumentStore({
      fetchCollection: api.fetchCollection,
      saveCollection: api.saveCollection,
      moveCollections: async () => {
        throw new Error('refused');
      },
      drafts: new DraftStorage(memory()),
    });
    await doc.open({ kind: 'existing', id: 'c1' });
    const before = doc.collection?.folder_id;
    await expect(doc.moveToFolder('f9')).rejects.toThrow('refused');
    expect(doc.collection?.folder_id).toBe(before);
  });
});

describe('deleting the document', () => {
  it('asks the API through the store and leaves nothing unsaved or drafted behind', async () => {
    const removed: string[][] = [];
    const api = server();
    const backend = memory();
    const doc = new DocumentStore({
      fetchCollection: api.fetchCollection,
      saveCollection: api.saveCollection,
      removeCollections: async (ids) => {
        removed.push(ids);
      },
      drafts: new DraftStorage(backend),
    });
    await doc.open({ kind: 'existing', id: 'c1' });
    doc.updateContent('<p>Edited, then deleted</p>');
    doc.writeDraft();
    expect(backend.map.size).toBe(1);
    await doc.deleteDocument();
    expect(removed).toEqual([['c1']]);
    expect(doc.isDirty).toBe(false);
    expect(backend.map.size).toBe(0);
  });

  it('keeps the changes when the API refuses', async () => {
    const api = server();
    const doc = new DocumentStore({
      fetchCollection: api.fetchCollection,
      saveCollection: api.saveCollection,
      removeCollections: async () => {
        throw new Error('refused');
      },
      drafts: new DraftStorage(memory()),
    });
    await doc.open({ kind: 'existing', id: 'c1' });
    doc.updateContent('<p>Not deleted</p>');
    await expect(doc.deleteDocument()).rejects.toThrow('refused');
    expect(doc.isDirty).toBe(true);
  });
});

describe('restoring a revision', () => {
  it('asks the API through the store, then shows the text the server restored', async () => {
    const api = server();
    const restores: [string, string][] = [];
    const doc = new DocumentStore({
      fetchCollection: api.fetchCollection,
      saveCollection: api.saveCollection,
      restoreRevision: async (postId, revisionId) => {
        restores.push([postId, revisionId]);
        api.fetchCollection.mockResolvedValueOnce(detail('<h1>Hello</h1><p>An older text</p>'));
      },
      drafts: new DraftStorage(memory()),
    });
    await doc.open({ kind: 'existing', id: 'c1' });
    await doc.restoreRevision('p1', 'r7');
    expect(restores).toEqual([['p1', 'r7']]);
    expect(api.fetchCollection).toHaveBeenCalledTimes(2);
    expect(doc.post?.activeContent).toBe('<h1>Hello</h1><p>An older text</p>');
    expect(doc.isDirty).toBe(false);
  });
});
