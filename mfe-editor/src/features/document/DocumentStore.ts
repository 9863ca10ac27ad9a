import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CollectionDetail } from '../../api/types';
import type {
  CollectionStore,
  EditablePostFields,
  PostStore,
  RequestStatus,
  SaveCollectionApi,
} from '../../stores';
import type { DraftStorage, LocalDraft } from '../drafts/draftStorage';
import {
  type DocumentMode,
  type DraftNotice,
  documentKeyOf,
  fromDraft,
  type OpenedDocument,
  openSaved,
  openUnsaved,
} from './documentOpening';
import { BatchCoalescer } from './historyBatches';
import { SaveTimers } from './SaveTimers';

export type { DocumentMode, DraftNotice } from './documentOpening';

export interface DocumentStoreDeps {
  /** GET /api/collections/{id}. */
  fetchCollection: (id: string, signal?: AbortSignal) => Promise<CollectionDetail>;
  /** POST or PUT /api/collections (CollectionStore.save's injected call). */
  saveCollection: SaveCollectionApi;
  /** POST /api/collections/move: puts collections in a folder (null: out of any). */
  moveCollections?: (ids: string[], folderId: string | null) => Promise<unknown>;
  /** POST /api/collections/delete. */
  removeCollections?: (ids: string[]) => Promise<unknown>;
  /** POST /api/posts/{postId}/revisions/{revisionId}/restore: the post's text becomes that revision's. */
  restoreRevision?: (postId: string, revisionId: string) => Promise<unknown>;
  drafts: DraftStorage;
  /** Milliseconds of quiet before the local draft is written. Default 400. */
  draftDelay?: number;
  /** Milliseconds of quiet before an autosave. Default 2500. */
  autosaveDelay?: number;
  now?: () => number;
}

/**
 * One open document for the editor screen: loading it, the post on screen,
 * every change (each recorded for undo in batches, each kept in a local
 * draft so a reload loses nothing, each scheduling an autosave when it is
 * on), saving, and the rules of SPEC §4 through CollectionStore and
 * PostStore. `editorKey` changes whenever the content is replaced from
 * outside the editor (undo, redo, another variant or post, an import, a
 * restored draft), so the editor remounts with it.
 */
export class DocumentStore {
  mode: DocumentMode = { kind: 'new' };
  status: RequestStatus = 'idle';
  error: unknown = null;
  collection: CollectionStore | null = null;
  activePostClientId: string | null = null;
  contentEpoch = 0;
  draftNotice: DraftNotice | null = null;
  /** Whether a new or scratch document has been edited (a saved one uses its unsaved flags). */
  touched = false;
  lastSavedAt: number | null = null;
  /** Whether the last local draft write worked (false: storage full or unavailable). */
  draftKept = true;
  private readonly coalescer = new BatchCoalescer();
  private readonly timers = new SaveTimers();
  private conflictDraft: LocalDraft | null = null;
  /** The server version the edits started from. */
  private baseUpdatedAt: string | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: DocumentStoreDeps) {
    this.now = deps.now ?? Date.now;
    makeAutoObservable<
      DocumentStore,
      'deps' | 'coalescer' | 'timers' | 'conflictDraft' | 'baseUpdatedAt' | 'now'
    >(
      this,
      {
        mode: observableRef,
        deps: false,
        coalescer: false,
        timers: false,
        conflictDraft: false,
        baseUpdatedAt: false,
        now: false,
      },
      { autoBind: true },
    );
  }

  get documentKey(): string {
    return documentKeyOf(this.mode);
  }

  get post(): PostStore | null {
    const collection = this.collection;
    if (!collection) return null;
    return (
      (this.activePostClientId ? collection.getPost(this.activePostClientId) : undefined) ??
      collection.posts[0] ??
      null
    );
  }

  /** Changes not on the server yet (a new or scratch document counts once edited). */
  get isDirty(): boolean {
    const collection = this.collection;
    if (!collection) return false;
    if (!collection.id) return this.touched;
    return collection.hasUnsavedChanges;
  }

  get isSaving(): boolean {
    return this.collection?.isSaving ?? false;
  }

  /** The editor's React key: it remounts when this changes. */
  get editorKey(): string {
    const post = this.post;
    return post ? `${post.clientId}:${post.selectedContentIndex}:${this.contentEpoch}` : 'none';
  }

  /** Opens a document: fetched (with a local draft applied or offered), or new, or the workspace's scratch one. */
  async open(mode: DocumentMode, signal?: AbortSignal): Promise<void> {
    this.timers.clear();
    this.mode = mode;
    this.error = null;
    this.draftNotice = null;
    this.conflictDraft = null;
    this.touched = false;
    this.coalescer.checkpoint();
    const draft = this.deps.drafts.read(this.documentKey);
    if (mode.kind !== 'existing') {
      this.baseUpdatedAt = null;
      this.show(openUnsaved(mode, draft));
      return;
    }
    this.status = 'loading';
    this.collection = null;
    try {
      const detail = await this.deps.fetchCollection(mode.id, signal);
      runInAction(() => {
        if (this.mode !== mode) return;
        this.baseUpdatedAt = detail.updatedAt ?? null;
        this.show(openSaved(detail, draft));
      });
    } catch (error) {
      runInAction(() => {
        if (this.mode !== mode) return;
        this.error = error;
        this.status = 'failure';
      });
    }
  }

  /** Puts an opened document on screen (and drops the local draft when it is not wanted). */
  private show(opened: OpenedDocument): void {
    this.collection = opened.collection;
    this.activePostClientId = opened.activePostClientId;
    this.draftNotice = opened.draftNotice;
    this.conflictDraft = opened.conflictDraft;
    this.touched = opened.touched;
    if (opened.removeDraft) this.deps.drafts.remove(this.documentKey);
    this.status = 'success';
    this.contentEpoch += 1;
  }

  /** Shows the post with this id or client id (false when it is not in the document). */
  selectPost(idOrClientId: string): boolean {
    const post = this.collection?.getPost(idOrClientId);
    if (!post) return false;
    if (post.clientId !== this.activePostClientId) {
      this.activePostClientId = post.clientId;
      this.coalescer.checkpoint();
      this.contentEpoch += 1;
    }
    return true;
  }

  /** Before a change of `kind`: records an undo batch when the change starts one. */
  private beforeChange(kind: string): void {
    const collection = this.collection;
    if (!collection) return;
    if (this.coalescer.startsBatch(kind, this.now())) collection.recordHistory();
  }

  private afterChange(): void {
    this.touched = true;
    this.scheduleDraft();
    this.scheduleAutosave();
  }

  /**
   * The editor's new HTML for the post on screen. `fromKey` is the
   * editorKey of the editor that sent it: a late change from an editor that
   * has since been replaced (it flushes when it unmounts) is ignored.
   */
  updateContent(html: string, fromKey?: string): void {
    const post = this.post;
    if (!post || post.activeContent === html) return;
    if (fromKey !== undefined && fromKey !== this.editorKey) return;
    this.beforeChange('content');
    post.updateActiveContent(html);
    this.afterChange();
  }

  /** Replaces the content from outside the editor (a Markdown import): one undo step, and the editor reloads. */
  replaceContent(html: string): void {
    const post = this.post;
    if (!post) return;
    this.coalescer.checkpoint();
    this.beforeChange('replace');
    post.updateActiveContent(html);
    this.coalescer.checkpoint();
    this.contentEpoch += 1;
    this.afterChange();
  }

  /** Post fields (meta title, slug, tags…); `kind` groups quick edits of one field into one undo batch. */
  updatePost(fields: Partial<EditablePostFields>, kind = Object.keys(fields).join(',')): void {
    const post = this.post;
    if (!post) return;
    this.beforeChange(`post:${kind}`);
    post.update(fields);
    this.afterChange();
  }

  /** The post's title, also the collection's while the collection has none of its own. */
  setTitle(title: string): void {
    const post = this.post;
    const collection = this.collection;
    if (!post || !collection) return;
    this.beforeChange('title');
    const followsPost = collection.title === post.title || collection.title === 'Untitled Collection';
    post.setTitle(title);
    if (followsPost && collection.posts.length === 1) collection.setTitle(title);
    this.afterChange();
  }

  /** The next content change starts its own undo batch (e.g. an accepted AI suggestion). */
  checkpoint(): void {
    this.coalescer.checkpoint();
  }

  addVariant(): void {
    const post = this.post;
    if (!post) return;
    this.coalescer.checkpoint();
    this.beforeChange('variant');
    post.addContent();
    this.coalescer.checkpoint();
    this.contentEpoch += 1;
    this.afterChange();
  }

  deleteVariant(): boolean {
    const post = this.post;
    if (!post?.canDeleteContent) return false;
    this.coalescer.checkpoint();
    this.beforeChange('variant');
    const deleted = post.deleteContent();
    this.coalescer.checkpoint();
    this.contentEpoch += 1;
    this.afterChange();
    return deleted;
  }

  previousVariant(): void {
    this.post?.previousContent();
    this.coalescer.checkpoint();
  }

  nextVariant(): void {
    this.post?.nextContent();
    this.coalescer.checkpoint();
  }

  get canUndo(): boolean {
    return this.collection?.canUndo ?? false;
  }

  get canRedo(): boolean {
    return this.collection?.canRedo ?? false;
  }

  undo(): boolean {
    const undone = this.collection?.undo() ?? false;
    if (undone) this.afterHistoryMove();
    return undone;
  }

  redo(): boolean {
    const redone = this.collection?.redo() ?? false;
    if (redone) this.afterHistoryMove();
    return redone;
  }

  private afterHistoryMove(): void {
    this.coalescer.checkpoint();
    this.contentEpoch += 1;
    this.afterChange();
  }

  setAutoSave(on: boolean): void {
    this.collection?.setAutoSave(on);
    if (on) this.scheduleAutosave();
    else this.timers.clearAutosave();
    this.scheduleDraft();
  }

  /** Moves the saved document into `folderId` (null: out of its folder); the folder shows at once. */
  async moveToFolder(folderId: string | null): Promise<void> {
    const collection = this.collection;
    if (!collection?.id || !this.deps.moveCollections) return;
    await this.deps.moveCollections([collection.id], folderId);
    runInAction(() => {
      collection.folder_id = folderId;
    });
  }

  /** Deletes the saved document on the server; its unsaved changes and local draft go with it. */
  async deleteDocument(): Promise<void> {
    const id = this.collection?.id;
    if (id && this.deps.removeCollections) await this.deps.removeCollections([id]);
    this.discardChanges();
  }

  /**
   * Puts a post back to one of its revisions on the server, then opens the
   * document again to show it (the caller saves unsaved changes first, so
   * they are kept as a revision too).
   */
  async restoreRevision(postId: string, revisionId: string): Promise<void> {
    if (!this.deps.restoreRevision) return;
    await this.deps.restoreRevision(postId, revisionId);
    await this.open(this.mode);
  }

  /**
   * Saves to the server (the first save of a new document creates it).
   * Resolves to true on success; the draft goes once nothing is left unsaved.
   */
  async save(): Promise<boolean> {
    const collection = this.collection;
    if (!collection || collection.isSaving) return false;
    this.timers.clearAutosave();
    const wasNew = !collection.id;
    const keyBefore = this.documentKey;
    const saved = await collection.save(this.deps.saveCollection);
    runInAction(() => {
      if (!saved) return;
      this.lastSavedAt = this.now();
      this.baseUpdatedAt = collection.updatedAt ?? null;
      if (wasNew && collection.id) {
        this.deps.drafts.remove(keyBefore);
        this.mode = { kind: 'existing', id: collection.id };
      }
      this.draftNotice = null;
      this.conflictDraft = null;
      if (collection.hasUnsavedChanges) this.writeDraft();
      else this.deps.drafts.remove(this.documentKey);
    });
    return saved;
  }

  /** Uses the local draft offered after a conflict, over the server's copy. */
  useConflictDraft(): void {
    const draft = this.conflictDraft;
    const id = this.collection?.id;
    if (!draft) return;
    this.collection = fromDraft(draft);
    if (id) this.collection.id = id;
    // Saving it will overwrite the newer server copy: the user chose so.
    this.collection.posts.forEach((post) => {
      post.unsavedChanges = true;
    });
    this.activePostClientId = draft.activePostClientId ?? this.collection.posts[0]?.clientId ?? null;
    this.conflictDraft = null;
    this.draftNotice = { kind: 'restored', savedAt: draft.savedAt };
    this.contentEpoch += 1;
    this.afterChange();
  }

  /** Drops the local draft: the server's copy (or a blank new document) stays. */
  discardDraft(): void {
    this.deps.drafts.remove(this.documentKey);
    const restored = this.draftNotice?.kind === 'restored';
    this.draftNotice = null;
    this.conflictDraft = null;
    if (restored) void this.open(this.mode);
  }

  dismissDraftNotice(): void {
    this.draftNotice = null;
  }

  /** Throws away unsaved changes here and on this device (leaving without saving). */
  discardChanges(): void {
    this.timers.clear();
    this.deps.drafts.remove(this.documentKey);
    this.touched = false;
    this.collection?.posts.forEach((post) => {
      post.unsavedChanges = false;
    });
    if (this.collection) this.collection.unsavedChanges = false;
  }

  /** Writes the local draft now (also called before the page unloads). */
  writeDraft(): void {
    this.timers.clearDraft();
    const collection = this.collection;
    if (!collection || !this.isDirty) return;
    this.draftKept = this.deps.drafts.write(this.documentKey, {
      baseUpdatedAt: this.baseUpdatedAt,
      activePostClientId: this.activePostClientId,
      collectionUnsaved: collection.unsavedChanges,
      collection: collection.toJSON(),
      savedAt: this.now(),
    });
  }

  private scheduleDraft(): void {
    this.timers.scheduleDraft(() => this.writeDraft(), this.deps.draftDelay ?? 400);
  }

  private scheduleAutosave(): void {
    this.timers.clearAutosave();
    const collection = this.collection;
    if (!collection?.autoSave || this.mode.kind === 'workspace') return;
    this.timers.scheduleAutosave(() => {
      if (this.isDirty && this.collection?.autoSave) void this.save();
    }, this.deps.autosaveDelay ?? 2500);
  }

  /** The screen is going away: pending changes go to the draft, timers stop. */
  dispose(): void {
    if (this.timers.draftPending) this.writeDraft();
    this.timers.clear();
  }
}
