import type { CollectionPayload } from '../../stores';

/** A document's unsaved state, kept on this device so it survives a reload or a crash. */
export interface LocalDraft {
  version: 1;
  /** When the draft was written (ms since the epoch). */
  savedAt: number;
  /** The server's updatedAt the edits started from; null for a document never saved. */
  baseUpdatedAt: string | null;
  /** The post that was open. */
  activePostClientId: string | null;
  /** Whether the collection's own fields (title, folder…) had unsaved changes; the posts carry their own flag. */
  collectionUnsaved: boolean;
  collection: CollectionPayload;
}

/** The part of the Storage interface drafts use (localStorage in the browser). */
export type DraftBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'inkpress:editor:draft:';

/** The storage key of a document's draft: its id, or 'new' / 'workspace' for one not saved yet. */
export function draftKey(documentKey: string): string {
  return `${PREFIX}${documentKey}`;
}

/** localStorage when it is usable (not in private modes that throw, not on the server). */
export function browserStorage(): DraftBackend | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    const probe = `${PREFIX}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

function isDraft(value: unknown): value is LocalDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<LocalDraft>;
  return (
    draft.version === 1 &&
    typeof draft.savedAt === 'number' &&
    typeof draft.collection === 'object' &&
    draft.collection !== null &&
    Array.isArray(draft.collection.posts)
  );
}

/**
 * Local drafts of documents, one per document key. Every failure (no
 * storage, a full quota, a corrupt entry) is absorbed: a draft is a safety
 * net, never a reason for the editor to fail.
 */
export class DraftStorage {
  constructor(private readonly backend: DraftBackend | null = browserStorage()) {}

  get available(): boolean {
    return this.backend !== null;
  }

  read(documentKey: string): LocalDraft | null {
    if (!this.backend) return null;
    const key = draftKey(documentKey);
    try {
      const raw = this.backend.getItem(key);
      if (!raw) return null;
      const value: unknown = JSON.parse(raw);
      if (isDraft(value)) return value;
    } catch {
      // A corrupt entry: dropped below.
    }
    this.remove(documentKey);
    return null;
  }

  /** Writes the draft; false when it could not be kept (no storage, quota full). */
  write(documentKey: string, draft: Omit<LocalDraft, 'version' | 'savedAt'> & { savedAt?: number }): boolean {
    if (!this.backend) return false;
    const body: LocalDraft = { version: 1, savedAt: draft.savedAt ?? Date.now(), ...draft };
    try {
      this.backend.setItem(draftKey(documentKey), JSON.stringify(body));
      return true;
    } catch {
      return false;
    }
  }

  remove(documentKey: string): void {
    try {
      this.backend?.removeItem(draftKey(documentKey));
    } catch {
      // Nothing to do: the next write replaces it.
    }
  }
}

/**
 * What to do with a draft found when a saved document opens:
 * `restore` when the edits started from the version the server still has,
 * `conflict` when the server's copy changed since (saved elsewhere): the
 * user chooses; `discard` when the draft holds nothing unsaved.
 */
export function draftDecision(
  draft: LocalDraft,
  serverUpdatedAt: string | null | undefined,
): 'restore' | 'conflict' | 'discard' {
  const unsaved = draft.collectionUnsaved || draft.collection.posts.some((post) => post.unsavedChanges);
  if (!unsaved) return 'discard';
  if (!draft.baseUpdatedAt || !serverUpdatedAt) return 'restore';
  return new Date(draft.baseUpdatedAt).getTime() === new Date(serverUpdatedAt).getTime()
    ? 'restore'
    : 'conflict';
}
