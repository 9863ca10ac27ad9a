import { makeAutoObservable, runInAction } from 'mobx';
import { clone } from './clone';
import { PostStore } from './PostStore';
import {
  type CollectionData,
  type CollectionPayload,
  DEFAULT_COLLECTION_TITLE,
  type EditableCollectionFields,
  newClientId,
  type PostInit,
  type PostSnapshot,
  type RequestStatus,
  type SaveCollectionApi,
} from './types';

/** How many undo batches are kept. */
export const HISTORY_LIMIT = 100;

export interface CollectionInit extends Partial<Omit<CollectionData, 'clientId'>> {
  clientId?: string | null;
  posts?: PostInit[];
  unsavedChanges?: boolean;
}

/**
 * One collection (a document) with its posts and the rules of SPEC §4: a
 * new collection (no id) is unsaved; after a save the server's ids are
 * filled in and the unsaved flags cleared; undo and redo move batches of
 * post snapshots between the previous and next stacks and mark them
 * unsaved; editing fields marks it unsaved; autoSave is set or toggled.
 */
export class CollectionStore {
  id?: string;
  clientId: string;
  title: string;
  locales: string[];
  templateId: string | null;
  metaData: Record<string, unknown>;
  draft: boolean;
  autoSave: boolean;
  updatedAt?: string;
  createdAt?: string;
  folder_id: string | null;
  unsavedChanges: boolean;
  posts: PostStore[];
  /** Batches of post snapshots to go back to, the latest last. */
  previous: PostSnapshot[][] = [];
  /** Batches undone, to redo, the latest last. */
  next: PostSnapshot[][] = [];
  saveStatus: RequestStatus = 'idle';
  saveError: unknown = null;
  /** Bumped by every change of the collection's own fields. */
  version = 0;

  constructor(data: CollectionInit = {}) {
    this.id = data.id;
    this.clientId = data.clientId || newClientId();
    this.title = data.title ?? DEFAULT_COLLECTION_TITLE;
    this.locales = data.locales ?? [];
    this.templateId = data.templateId ?? null;
    this.metaData = data.metaData ?? {};
    this.draft = data.draft ?? true;
    this.autoSave = data.autoSave ?? true;
    this.updatedAt = data.updatedAt;
    this.createdAt = data.createdAt;
    this.folder_id = data.folder_id ?? null;
    this.unsavedChanges = data.unsavedChanges ?? !data.id;
    this.posts = (data.posts ?? []).map(
      (post) => new PostStore({ ...post, collectionId: post.collectionId ?? data.id }),
    );
    makeAutoObservable(this, { version: false }, { autoBind: true });
  }

  /** True when the collection or any of its posts has changes not saved yet. */
  get hasUnsavedChanges(): boolean {
    return this.unsavedChanges || this.posts.some((post) => post.unsavedChanges);
  }

  get canUndo(): boolean {
    return this.previous.length > 0;
  }

  get canRedo(): boolean {
    return this.next.length > 0;
  }

  get isSaving(): boolean {
    return this.saveStatus === 'loading';
  }

  private touch(): void {
    this.unsavedChanges = true;
    this.version += 1;
  }

  /** Sets collection fields (title, locales, template, metadata, draft, folder) and marks it unsaved. */
  update(fields: Partial<EditableCollectionFields>): void {
    Object.assign(this, fields);
    this.touch();
  }

  setTitle(title: string): void {
    this.update({ title });
  }

  setAutoSave(autoSave: boolean): void {
    this.autoSave = autoSave;
  }

  toggleAutoSave(): void {
    this.autoSave = !this.autoSave;
  }

  /** The post with this id or client id. */
  getPost(idOrClientId: string): PostStore | undefined {
    return this.posts.find((post) => post.id === idOrClientId || post.clientId === idOrClientId);
  }

  /** Adds a new (unsaved) post to the collection. */
  addPost(data: PostInit = {}): PostStore {
    const post = new PostStore({ ...data, collectionId: this.id });
    this.posts.push(post);
    this.touch();
    return post;
  }

  /** Removes a post from the collection (false when it is not in it). */
  removePost(idOrClientId: string): boolean {
    const index = this.posts.findIndex((post) => post.id === idOrClientId || post.clientId === idOrClientId);
    if (index < 0) return false;
    this.posts.splice(index, 1);
    this.touch();
    return true;
  }

  /**
   * Records a batch of snapshots of `posts` (all by default) before a
   * change, so undo can bring them back; a new batch clears the redo stack.
   */
  recordHistory(posts: readonly PostStore[] = this.posts): void {
    if (posts.length === 0) return;
    this.previous.push(posts.map((post) => post.snapshot()));
    if (this.previous.length > HISTORY_LIMIT) this.previous.splice(0, this.previous.length - HISTORY_LIMIT);
    this.next = [];
  }

  /** Moves a batch from `from` to `to`: the posts' current snapshots go to `to`, the batch's are restored. */
  private swapBatch(from: PostSnapshot[][], to: PostSnapshot[][]): boolean {
    const batch = from.pop();
    if (!batch) return false;
    const posts = batch.map(
      (snapshot) => this.getPost(snapshot.clientId) ?? (snapshot.id ? this.getPost(snapshot.id) : undefined),
    );
    to.push(posts.flatMap((post) => (post ? [post.snapshot()] : [])));
    batch.forEach((snapshot, i) => {
      posts[i]?.restore(snapshot);
    });
    this.touch();
    return true;
  }

  /** Restores the last recorded batch of posts (and keeps the current ones for redo); marks them unsaved. */
  undo(): boolean {
    return this.swapBatch(this.previous, this.next);
  }

  /** Re-applies the last undone batch; marks them unsaved. */
  redo(): boolean {
    return this.swapBatch(this.next, this.previous);
  }

  /**
   * Saves through the injected `api` (POST for a new collection, PUT for an
   * existing one: the caller's function decides from `payload.id`). On
   * success the server's ids are filled in and the unsaved flags cleared,
   * except for whatever was edited while the request ran, which stays
   * unsaved. Resolves to false on failure (`saveError` holds the error) or
   * when a save is already running.
   */
  async save(api: SaveCollectionApi): Promise<boolean> {
    if (this.saveStatus === 'loading') return false;
    this.saveStatus = 'loading';
    this.saveError = null;
    const collectionVersion = this.version;
    const postVersions = new Map(this.posts.map((post) => [post, post.version]));
    try {
      const saved = await api(this.toJSON());
      runInAction(() => {
        if (saved.id && !this.id) this.id = saved.id;
        if (saved.updatedAt) this.updatedAt = saved.updatedAt;
        if (saved.createdAt && !this.createdAt) this.createdAt = saved.createdAt;
        const savedPosts = new Map((saved.posts ?? []).map((post) => [post.clientId, post]));
        for (const post of this.posts) {
          const answer = savedPosts.get(post.clientId);
          const unchanged = postVersions.get(post) === post.version;
          if (unchanged)
            post.markSaved({
              id: answer?.id,
              collectionId: this.id,
              updatedAt: answer?.updatedAt ?? undefined,
            });
          else if (answer?.id && !post.id) post.id = answer.id;
          if (!post.collectionId && this.id) post.collectionId = this.id;
        }
        if (this.version === collectionVersion) this.unsavedChanges = false;
        this.saveStatus = 'success';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.saveStatus = 'failure';
        this.saveError = error;
      });
      return false;
    }
  }

  /** The collection's own fields as plain data. */
  get data(): CollectionData {
    return clone({
      id: this.id,
      clientId: this.clientId,
      title: this.title,
      locales: this.locales,
      templateId: this.templateId,
      metaData: this.metaData,
      draft: this.draft,
      autoSave: this.autoSave,
      updatedAt: this.updatedAt,
      createdAt: this.createdAt,
      folder_id: this.folder_id,
    });
  }

  /** The save payload: the collection and its posts, plain. */
  toJSON(): CollectionPayload {
    return { ...this.data, posts: this.posts.map((post) => post.toJSON()) };
  }
}
