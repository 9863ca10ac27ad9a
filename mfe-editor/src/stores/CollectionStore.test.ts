import { CollectionStore, HISTORY_LIMIT } from './CollectionStore';
import { type CollectionPayload, DEFAULT_COLLECTION_TITLE, type SavedCollection } from './types';

function existing() {
  return new CollectionStore({
    id: 'c1',
    title: 'Guide',
    posts: [
      { id: 'p1', clientId: 'k1', title: 'One', content: [{ value: '<p>one</p>' }] },
      { id: 'p2', clientId: 'k2', title: 'Two', content: [{ value: '<p>two</p>' }] },
    ],
  });
}

/** A deferred API call the test resolves by hand. */
function deferredApi() {
  let resolve!: (value: SavedCollection) => void;
  let reject!: (error: unknown) => void;
  const calls: CollectionPayload[] = [];
  const api = jest.fn((payload: CollectionPayload) => {
    calls.push(payload);
    return new Promise<SavedCollection>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  });
  return { api, calls, resolve: (v: SavedCollection) => resolve(v), reject: (e: unknown) => reject(e) };
}

describe('CollectionStore: new and saved', () => {
  it("defaults to 'Untitled Collection'", () => {
    expect(new CollectionStore().title).toBe(DEFAULT_COLLECTION_TITLE);
    expect(DEFAULT_COLLECTION_TITLE).toBe('Untitled Collection');
  });

  it('a new item (no id) is unsaved; one from the server is not', () => {
    expect(new CollectionStore().unsavedChanges).toBe(true);
    const loaded = existing();
    expect(loaded.unsavedChanges).toBe(false);
    expect(loaded.hasUnsavedChanges).toBe(false);
    expect(loaded.posts.map((p) => p.collectionId)).toEqual(['c1', 'c1']);
  });

  it('after save the server id is filled in and the unsaved flags are cleared', async () => {
    const collection = new CollectionStore({ title: 'Draft' });
    const post = collection.addPost({ title: 'First' });
    expect(collection.hasUnsavedChanges).toBe(true);
    const { api, calls, resolve } = deferredApi();

    const saving = collection.save(api);
    expect(collection.saveStatus).toBe('loading');
    expect(calls[0]).toMatchObject({ title: 'Draft', posts: [{ title: 'First', clientId: post.clientId }] });
    expect(calls[0]?.id).toBeUndefined();
    resolve({
      id: 'c-new',
      updatedAt: '2025-01-02T00:00:00Z',
      posts: [{ id: 'p-new', clientId: post.clientId }],
    });
    await expect(saving).resolves.toBe(true);

    expect(collection).toMatchObject({
      id: 'c-new',
      updatedAt: '2025-01-02T00:00:00Z',
      unsavedChanges: false,
    });
    expect(post).toMatchObject({ id: 'p-new', collectionId: 'c-new', unsavedChanges: false });
    expect(collection.hasUnsavedChanges).toBe(false);
    expect(collection.saveStatus).toBe('success');
  });

  it('an existing collection sends its id (the caller PUTs) and keeps it', async () => {
    const collection = existing();
    collection.setTitle('Renamed');
    const api = jest.fn(async (payload: CollectionPayload) => ({ id: payload.id! }));
    await collection.save(api);
    expect(api.mock.calls[0]?.[0]).toMatchObject({ id: 'c1', title: 'Renamed' });
    expect(collection.id).toBe('c1');
    expect(collection.unsavedChanges).toBe(false);
  });

  it('edits made while a save runs stay unsaved', async () => {
    const collection = existing();
    const [first, second] = collection.posts;
    first!.updateActiveContent('<p>before</p>');
    second!.updateActiveContent('<p>before too</p>');
    const { api, resolve } = deferredApi();
    const saving = collection.save(api);
    first!.updateActiveContent('<p>typed during the save</p>');
    collection.setTitle('Also during');
    resolve({ id: 'c1' });
    await saving;
    expect(first!.unsavedChanges).toBe(true);
    expect(second!.unsavedChanges).toBe(false);
    expect(collection.unsavedChanges).toBe(true);
  });

  it('a failed save keeps everything unsaved and records the error', async () => {
    const collection = new CollectionStore();
    const { api, reject } = deferredApi();
    const saving = collection.save(api);
    reject(new Error('offline'));
    await expect(saving).resolves.toBe(false);
    expect(collection).toMatchObject({ saveStatus: 'failure', unsavedChanges: true, id: undefined });
    expect((collection.saveError as Error).message).toBe('offline');
  });

  it('does not start a second save while one runs', async () => {
    const collection = new CollectionStore();
    const { api, resolve } = deferredApi();
    const first = collection.save(api);
    await expect(collection.save(api)).resolves.toBe(false);
    expect(api).toHaveBeenCalledTimes(1);
    resolve({ id: 'x' });
    await first;
  });
});

describe('CollectionStore: fields and autoSave', () => {
  it('editing collection fields marks it unsaved', () => {
    const collection = existing();
    collection.update({ locales: ['en', 'fr'], draft: false, metaData: { tone: 'friendly' } });
    expect(collection).toMatchObject({ locales: ['en', 'fr'], draft: false, unsavedChanges: true });
    const renamed = existing();
    renamed.setTitle('New name');
    expect(renamed.unsavedChanges).toBe(true);
  });

  it('autoSave can be set or toggled', () => {
    const collection = existing();
    collection.setAutoSave(false);
    expect(collection.autoSave).toBe(false);
    collection.toggleAutoSave();
    expect(collection.autoSave).toBe(true);
    collection.toggleAutoSave();
    expect(collection.autoSave).toBe(false);
    collection.setAutoSave(true);
    expect(collection.autoSave).toBe(true);
  });

  it('adds and removes posts, which marks the collection unsaved', () => {
    const collection = existing();
    const post = collection.addPost();
    expect(post.collectionId).toBe('c1');
    expect(collection.unsavedChanges).toBe(true);
    expect(collection.removePost(post.clientId)).toBe(true);
    expect(collection.removePost('nope')).toBe(false);
    expect(collection.posts).toHaveLength(2);
  });
});

describe('CollectionStore: undo and redo', () => {
  it('undo moves a batch of post snapshots from previous to next and marks them unsaved', () => {
    const collection = existing();
    const [one, two] = collection.posts;
    collection.recordHistory();
    one!.updateActiveContent('<p>one changed</p>');
    two!.updateActiveContent('<p>two changed</p>');
    one!.markSaved();
    two!.markSaved();
    collection.unsavedChanges = false;

    expect(collection.canUndo).toBe(true);
    expect(collection.undo()).toBe(true);
    expect(one!.activeContent).toBe('<p>one</p>');
    expect(two!.activeContent).toBe('<p>two</p>');
    expect(one!.unsavedChanges && two!.unsavedChanges && collection.unsavedChanges).toBe(true);
    expect(collection.previous).toHaveLength(0);
    expect(collection.next).toHaveLength(1);
    expect(collection.next[0]?.map((s) => s.content[0]?.value)).toEqual([
      '<p>one changed</p>',
      '<p>two changed</p>',
    ]);
  });

  it('redo moves the batch back and re-applies it, marking unsaved', () => {
    const collection = existing();
    const [one] = collection.posts;
    collection.recordHistory([one!]);
    one!.update({ title: 'Changed' });
    collection.undo();
    expect(one!.title).toBe('One');
    one!.markSaved();
    expect(collection.redo()).toBe(true);
    expect(one!.title).toBe('Changed');
    expect(one!.unsavedChanges).toBe(true);
    expect(collection.canRedo).toBe(false);
    expect(collection.previous).toHaveLength(1);
  });

  it('only the posts in the batch are touched', () => {
    const collection = existing();
    const [one, two] = collection.posts;
    collection.recordHistory([one!]);
    one!.update({ title: 'A' });
    two!.update({ title: 'B' });
    two!.markSaved();
    collection.undo();
    expect(one!.title).toBe('One');
    expect(two!.title).toBe('B');
    expect(two!.unsavedChanges).toBe(false);
  });

  it('a new record clears the redo stack; undo and redo on empty stacks do nothing', () => {
    const collection = existing();
    expect(collection.undo()).toBe(false);
    expect(collection.redo()).toBe(false);
    expect(collection.unsavedChanges).toBe(false);
    collection.recordHistory();
    collection.undo();
    expect(collection.canRedo).toBe(true);
    collection.recordHistory();
    expect(collection.canRedo).toBe(false);
  });

  it(`keeps at most ${HISTORY_LIMIT} batches`, () => {
    const collection = existing();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) collection.recordHistory();
    expect(collection.previous).toHaveLength(HISTORY_LIMIT);
  });

  it('several undos walk back through batches in order', () => {
    const collection = existing();
    const [one] = collection.posts;
    for (const title of ['A', 'B', 'C']) {
      collection.recordHistory([one!]);
      one!.update({ title });
    }
    collection.undo();
    expect(one!.title).toBe('B');
    collection.undo();
    expect(one!.title).toBe('A');
    collection.redo();
    expect(one!.title).toBe('B');
    collection.undo();
    collection.undo();
    expect(one!.title).toBe('One');
  });
});
