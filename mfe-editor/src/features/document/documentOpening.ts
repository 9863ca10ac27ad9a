import type { CollectionDetail } from '../../api/types';
import { type CollectionInit, CollectionStore } from '../../stores';
import { draftDecision, type LocalDraft } from '../drafts/draftStorage';

/** Which document the editor shows: a saved one, a new one (not saved yet) or the scratch workspace. */
export type DocumentMode = { kind: 'existing'; id: string } | { kind: 'new' } | { kind: 'workspace' };

/** A local draft shown to the user: applied (restored) or offered over a newer server copy (conflict). */
export interface DraftNotice {
  kind: 'restored' | 'conflict';
  savedAt: number;
}

/** What the editor shows once a document is open, and what happens to the local draft found. */
export interface OpenedDocument {
  collection: CollectionStore;
  activePostClientId: string | null;
  draftNotice: DraftNotice | null;
  /** The draft offered over the server's newer copy, if any. */
  conflictDraft: LocalDraft | null;
  /** Whether the local draft found is to be removed (it held nothing unsaved, or nothing to restore). */
  removeDraft: boolean;
  /** Whether the document starts edited (a restored draft of a new or scratch document). */
  touched: boolean;
}

/** The key of a document's local draft: its id, or 'new' / 'workspace'. */
export function documentKeyOf(mode: DocumentMode): string {
  return mode.kind === 'existing' ? mode.id : mode.kind;
}

/** A collection as the server has it, clean; a document without posts gets an empty one. */
export function fromDetail(detail: CollectionDetail): CollectionStore {
  const posts = detail.posts.length > 0 ? detail.posts : [{}];
  return new CollectionStore({
    ...detail,
    unsavedChanges: false,
    posts: posts.map((post) => ({ ...post, unsavedChanges: false })),
  });
}

/** A collection as a local draft has it, with its unsaved flags. */
export function fromDraft(draft: LocalDraft): CollectionStore {
  const init: CollectionInit = { ...draft.collection, unsavedChanges: draft.collectionUnsaved };
  return new CollectionStore(init);
}

function withPost(collection: CollectionStore): CollectionStore {
  if (collection.posts.length === 0) collection.addPost();
  return collection;
}

/**
 * A new or scratch document: its local draft restored when it holds
 * unsaved changes, else a blank document (autosave on for a new one).
 */
export function openUnsaved(mode: DocumentMode, draft: LocalDraft | null): OpenedDocument {
  const restore = draft && draftDecision(draft, null) === 'restore' ? draft : null;
  const collection = withPost(
    restore ? fromDraft(restore) : new CollectionStore({ autoSave: mode.kind === 'new', posts: [{}] }),
  );
  return {
    collection,
    activePostClientId: restore?.activePostClientId ?? collection.posts[0]?.clientId ?? null,
    draftNotice: restore ? { kind: 'restored', savedAt: restore.savedAt } : null,
    conflictDraft: null,
    removeDraft: draft !== null && restore === null,
    touched: restore !== null,
  };
}

/**
 * A saved document as the server answered, with the local draft found:
 * applied when the edits started from the server's version, offered
 * (conflict) when the server's copy changed since, else dropped.
 */
export function openSaved(detail: CollectionDetail, draft: LocalDraft | null): OpenedDocument {
  const decision = draft ? draftDecision(draft, detail.updatedAt) : 'discard';
  if (draft && decision === 'restore') {
    const collection = fromDraft(draft);
    collection.id = detail.id;
    return {
      collection: withPost(collection),
      activePostClientId: draft.activePostClientId,
      draftNotice: { kind: 'restored', savedAt: draft.savedAt },
      conflictDraft: null,
      removeDraft: false,
      touched: false,
    };
  }
  const collection = withPost(fromDetail(detail));
  const conflict = draft && decision === 'conflict' ? draft : null;
  return {
    collection,
    activePostClientId: collection.posts[0]?.clientId ?? null,
    draftNotice: conflict ? { kind: 'conflict', savedAt: conflict.savedAt } : null,
    conflictDraft: conflict,
    removeDraft: draft !== null && conflict === null,
    touched: false,
  };
}
