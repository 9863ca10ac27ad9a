import { CollectionStore } from '../../stores';
import { type DraftBackend, DraftStorage, draftDecision, draftKey, type LocalDraft } from './draftStorage';

/** An in-memory Storage, optionally full. */
function memory(options: { full?: boolean } = {}): DraftBackend & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      if (options.full) throw new DOMException('quota', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

function draftOf(store: CollectionStore, base: string | null): Omit<LocalDraft, 'version' | 'savedAt'> {
  return {
    baseUpdatedAt: base,
    activePostClientId: store.posts[0]?.clientId ?? null,
    collectionUnsaved: store.unsavedChanges,
    collection: store.toJSON(),
  };
}

describe('local drafts', () => {
  it('keeps a document under its own key and reads it back', () => {
    const backend = memory();
    const drafts = new DraftStorage(backend);
    const store = new CollectionStore({ id: 'c1', posts: [{ id: 'p1', content: [{ value: '<p>Hi</p>' }] }] });
    store.posts[0]!.updateActiveContent('<p>Hi there</p>');
    expect(drafts.write('c1', { ...draftOf(store, '2026-01-01T00:00:00.000Z'), savedAt: 42 })).toBe(true);
    expect([...backend.map.keys()]).toEqual([draftKey('c1')]);
    const read = drafts.read('c1');
    expect(read).toMatchObject({ version: 1, savedAt: 42, baseUpdatedAt: '2026-01-01T00:00:00.000Z' });
    expect(read?.collection.posts[0]?.content[0]?.value).toBe('<p>Hi there</p>');
    drafts.remove('c1');
    expect(drafts.read('c1')).toBeNull();
  });

  it('drops a corrupt entry instead of failing', () => {
    const backend = memory();
    backend.map.set(draftKey('c1'), '{not json');
    backend.map.set(draftKey('c2'), JSON.stringify({ version: 9 }));
    const drafts = new DraftStorage(backend);
    expect(drafts.read('c1')).toBeNull();
    expect(drafts.read('c2')).toBeNull();
    expect(backend.map.size).toBe(0);
  });

  it('reports a full storage as a draft not kept, without throwing', () => {
    const drafts = new DraftStorage(memory({ full: true }));
    expect(drafts.write('c1', draftOf(new CollectionStore(), null))).toBe(false);
  });

  it('works without any storage at all', () => {
    const drafts = new DraftStorage(null);
    expect(drafts.available).toBe(false);
    expect(drafts.write('c1', draftOf(new CollectionStore(), null))).toBe(false);
    expect(drafts.read('c1')).toBeNull();
  });

  describe('what to do with a draft found on opening', () => {
    const base = '2026-05-01T10:00:00.000Z';
    const edited = () => {
      const store = new CollectionStore({ id: 'c1', posts: [{ id: 'p1' }], unsavedChanges: false });
      store.posts[0]!.markSaved();
      store.posts[0]!.updateActiveContent('<p>new</p>');
      return { version: 1 as const, savedAt: 1, ...draftOf(store, base) };
    };

    it('restores edits made on the version the server still has', () => {
      expect(draftDecision(edited(), base)).toBe('restore');
      expect(draftDecision(edited(), '2026-05-01T10:00:00Z')).toBe('restore');
    });

    it('asks when the server copy changed since the edits began', () => {
      expect(draftDecision(edited(), '2026-05-01T11:00:00.000Z')).toBe('conflict');
    });

    it('discards a draft with nothing unsaved in it', () => {
      const store = new CollectionStore({ id: 'c1', posts: [{ id: 'p1' }], unsavedChanges: false });
      store.posts[0]!.markSaved();
      expect(draftDecision({ version: 1, savedAt: 1, ...draftOf(store, base) }, base)).toBe('discard');
    });
  });
});
