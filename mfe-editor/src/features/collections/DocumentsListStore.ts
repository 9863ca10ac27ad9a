import { makeAutoObservable, runInAction } from 'mobx';
import type { ListCollectionsQuery } from '../../api';
import type { CollectionListItem, CollectionPage, Folder } from '../../api/types';
import { type CollectionSortKey, CollectionsListStore, type RequestStatus } from '../../stores';

/** Documents loaded per page. */
export const PAGE_SIZE = 20;

/** The calls the documents list makes (parts of the editor API). */
export interface DocumentsListApi {
  collections: {
    list(query: ListCollectionsQuery, signal?: AbortSignal): Promise<CollectionPage>;
    move(ids: readonly string[], folderId: string | null): Promise<unknown>;
    remove(ids: readonly string[]): Promise<unknown>;
  };
  folders: { list(signal?: AbortSignal): Promise<Folder[]> };
}

/**
 * The documents list (CollectionsList): its pages ("Load more"), the
 * folders it names, and the calls that move and delete documents, over
 * CollectionsListStore's rules (SPEC §4: newest first by last edit or by
 * creation, moving sets folder_id, deleting removes). The list shows what
 * the server confirmed.
 */
export class DocumentsListStore {
  readonly list = new CollectionsListStore();
  /** How many documents there are in all, when the API said. */
  total: number | null = null;
  loadingMore = false;

  constructor(
    private readonly api: DocumentsListApi,
    /** Only the documents of this folder (all documents when undefined). */
    public folderId?: string,
  ) {
    makeAutoObservable<DocumentsListStore, 'api'>(this, { api: false, list: false }, { autoBind: true });
  }

  /** Which folder's documents the list shows (undefined: all); `load` reads them. */
  setFolderId(folderId: string | undefined): void {
    this.folderId = folderId;
  }

  get status(): RequestStatus {
    return this.list.status;
  }

  get sortKey(): CollectionSortKey {
    return this.list.sortKey;
  }

  /** The rows shown: sorted, and only the folder's when the list is a folder's. */
  get rows(): CollectionListItem[] {
    return (this.folderId ? this.list.inFolder(this.folderId) : this.list.sorted) as CollectionListItem[];
  }

  /** Whether a next page may exist: fewer loaded than the total, or (no total) a full last page. */
  get canLoadMore(): boolean {
    const loaded = this.list.items.length;
    return this.total !== null ? loaded < this.total : loaded % PAGE_SIZE === 0 && loaded > 0;
  }

  /** The title of a folder the list names. */
  folderName(id: unknown): string | undefined {
    return this.list.folders.find((f) => f.id === id)?.title;
  }

  /** Loads the first page in the current order (again after the order changed). */
  load(signal?: AbortSignal): Promise<boolean> {
    return this.list.load(async () => {
      const page = await this.api.collections.list(
        { offset: 0, limit: PAGE_SIZE, folderId: this.folderId, sort: this.list.sortKey },
        signal,
      );
      runInAction(() => {
        this.total = page.total;
        this.loadingMore = false;
      });
      return page.items;
    });
  }

  /** Loads the folders the rows name; a failure leaves the names out. */
  async loadFolders(signal?: AbortSignal): Promise<void> {
    try {
      const folders = await this.api.folders.list(signal);
      this.list.setFolders(folders);
    } catch {
      // The list works without folder names.
    }
  }

  /** Changes the order and loads the first page in it. */
  sortBy(key: CollectionSortKey): Promise<boolean> {
    this.list.setSortKey(key);
    return this.load();
  }

  /** Adds the next page; rejects with the API's error, the rows unchanged. */
  async loadMore(): Promise<void> {
    this.loadingMore = true;
    try {
      const page = await this.api.collections.list({
        offset: this.list.items.length,
        limit: PAGE_SIZE,
        folderId: this.folderId,
        sort: this.list.sortKey,
      });
      runInAction(() => {
        for (const item of page.items) this.list.upsert(item);
        this.total = page.total;
      });
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }

  /** Moves documents to a folder (null: out of any); the rows follow once the server confirmed. */
  async move(ids: string[], folder: Folder | null): Promise<void> {
    await this.api.collections.move(ids, folder?.id ?? null);
    this.list.moveToFolder(ids, folder?.id ?? null);
  }

  /** Deletes documents; they leave the rows once the server confirmed. */
  async remove(ids: string[]): Promise<void> {
    await this.api.collections.remove(ids);
    this.list.remove(ids);
  }
}
