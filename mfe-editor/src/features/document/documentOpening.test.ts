import { collectionView } from '@inkpress/shared-ui/testing';
import type { CollectionDetail } from '../../api/types';
import type { LocalDraft } from '../drafts/draftStorage';
import { documentKeyOf, openSaved, openUnsaved } from './documentOpening';

const UPDATED = '2026-05-01T10:00:00.000Z';

const detail = (over: Partial<CollectionDetail> = {}): CollectionDetail =>
  collectionView({
    id: 'c1',
    clientId: 'cc1',
    title: 'Hello',
    updatedAt: UPDATED,
    posts: [{ id: 'p1', clientId: 'pc1', title: 'Hello', content: [{ value: '<p>Server</p>' }] }],
    ...over,
  });

const draft = (over: Partial<LocalDraft> = {}, unsaved = true): LocalDraft => ({
  version: 1,
  savedAt: 1234,
  baseUpdatedAt: UPDATED,
  activePostClientId: 'pc2',
  collectionUnsaved: false,
  collection: {
    id: 'c1',
    clientId: 'cc1',
    title: 'Hello',
    posts: [
      { clientId: 'pc1', title: 'Hello', content: [{ value: '<p>Local</p>' }], unsavedChanges: unsaved },
      { clientId: 'pc2', title: 'Second', content: [{ value: '<p>Two</p>' }], unsavedChanges: false },
    ],
  } as LocalDraft['collection'],
  ...over,
});

describe('opening a saved document with what this device kept', () => {
  it('shows the server’s copy, clean, when there is no draft', () => {
    const opened = openSaved(detail(), null);
    expect(opened.collection.posts[0]?.activeContent).toBe('<p>Server</p>');
    expect(opened.collection.hasUnsavedChanges).toBe(false);
    expect(opened.activePostClientId).toBe('pc1');
    expect(opened).toMatchObject({ draftNotice: null, conflictDraft: null, removeDraft: false });
  });

  it('applies a draft whose edits started from the server’s version, on the post that was open', () => {
    const opened = openSaved(detail(), draft());
    expect(opened.collection.id).toBe('c1');
    expect(opened.collection.posts[0]?.activeContent).toBe('<p>Local</p>');
    expect(opened.activePostClientId).toBe('pc2');
    expect(opened.draftNotice).toEqual({ kind: 'restored', savedAt: 1234 });
    expect(opened.removeDraft).toBe(false);
  });

  it('offers, without applying, a draft when the server’s copy changed since', () => {
    const kept = draft({ baseUpdatedAt: '2026-04-01T00:00:00.000Z' });
    const opened = openSaved(detail(), kept);
    expect(opened.collection.posts[0]?.activeContent).toBe('<p>Server</p>');
    expect(opened.conflictDraft).toBe(kept);
    expect(opened.draftNotice).toEqual({ kind: 'conflict', savedAt: 1234 });
    expect(opened.removeDraft).toBe(false);
  });

  it('drops a draft that holds nothing unsaved', () => {
    const opened = openSaved(detail(), draft({}, false));
    expect(opened.collection.posts[0]?.activeContent).toBe('<p>Server</p>');
    expect(opened.removeDraft).toBe(true);
    expect(opened.draftNotice).toBeNull();
  });

  it('gives a document without posts an empty one to write in', () => {
    const opened = openSaved(detail({ posts: [] }), null);
    expect(opened.collection.posts).toHaveLength(1);
    expect(opened.activePostClientId).toBe(opened.collection.posts[0]?.clientId);
  });
});

describe('opening a new or scratch document', () => {
  it('starts blank and untouched, autosaving only a new document', () => {
    const opened = openUnsaved({ kind: 'new' }, null);
    expect(opened.collection.posts).toHaveLength(1);
    expect(opened.collection.autoSave).toBe(true);
    expect(opened.touched).toBe(false);
    expect(openUnsaved({ kind: 'workspace' }, null).collection.autoSave).toBe(false);
  });

  it('restores its draft as edited, or drops a draft with nothing unsaved', () => {
    const restored = openUnsaved({ kind: 'new' }, draft({ baseUpdatedAt: null }));
    expect(restored.touched).toBe(true);
    expect(restored.collection.posts[0]?.activeContent).toBe('<p>Local</p>');
    expect(restored.draftNotice).toEqual({ kind: 'restored', savedAt: 1234 });
    const dropped = openUnsaved({ kind: 'new' }, draft({ baseUpdatedAt: null }, false));
    expect(dropped.removeDraft).toBe(true);
    expect(dropped.touched).toBe(false);
  });

  it('keeps drafts apart by document: its id, or new and workspace', () => {
    expect(documentKeyOf({ kind: 'existing', id: 'c1' })).toBe('c1');
    expect(documentKeyOf({ kind: 'new' })).toBe('new');
    expect(documentKeyOf({ kind: 'workspace' })).toBe('workspace');
  });
});
