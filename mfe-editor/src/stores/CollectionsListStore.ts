import { makeAutoObservable, runInAction } from 'mobx';
import type { RequestStatus } from './types';

/** A collection as the list shows it (the list endpoint's item). */
export interface CollectionSummary {
  id: string;
  title: string;
  updatedAt?: string | null;
  createdAt?: string | null;
  folder_id?: string | null;
  [field: string]: unknown;
}

/** A folder (SPEC §3): the API names it by title or by name. */
export interface FolderSummary {
  id: string;
  title?: string;
  name?: string;
  created_at?: string;
  document_counts?: number;
}

export type CollectionSortKey = 'updatedAt' | 'createdAt';

function time(value: unknown): number {
  if (value === null || value === undefined || value === '') return Number.NEGATIVE_INFINITY;
  const ms = new Date(value as string).getTime();
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/**
 * The collections list and folders, with the rules of SPEC §4: sorted
 * newest first by updatedAt (or by createdAt), moving collections to a
 * folder sets their folder_id, and deleting a folder removes its
 * collections from the list.
 */
export class CollectionsListStore {
  items: CollectionSummary[] = [];
  folders: FolderSummary[] = [];
  sortKey: CollectionSortKey = 'updatedAt';
  status: RequestStatus = 'idle';
  error: unknown = null;

  constructor(items: CollectionSummary[] = [], folders: FolderSummary[] = []) {
    this.items = items;
    this.folders = folders;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /**
   * Newest first by the sort key; an item without that date falls back to
   * the other one, and items with neither go last, in their original order.
   */
  get sorted(): CollectionSummary[] {
    const other: CollectionSortKey = this.sortKey === 'updatedAt' ? 'createdAt' : 'updatedAt';
    const key = (item: CollectionSummary) => {
      const primary = time(item[this.sortKey]);
      return primary === Number.NEGATIVE_INFINITY ? time(item[other]) : primary;
    };
    return this.items
      .map((item, index) => ({ item, index, at: key(item) }))
      .sort((a, b) => (a.at === b.at ? a.index - b.index : a.at > b.at ? -1 : 1))
      .map(({ item }) => item);
  }

  /** The sorted collections of one folder (null: those in no folder). */
  inFolder(folderId: string | null): CollectionSummary[] {
    return this.sorted.filter((item) => (item.folder_id ?? null) === folderId);
  }

  setSortKey(key: CollectionSortKey): void {
    this.sortKey = key;
  }

  setItems(items: CollectionSummary[]): void {
    this.items = items;
  }

  setFolders(folders: FolderSummary[]): void {
    this.folders = folders;
  }

  /** Adds a collection, or replaces the one with the same id. */
  upsert(item: CollectionSummary): void {
    const index = this.items.findIndex((existing) => existing.id === item.id);
    if (index >= 0) this.items[index] = item;
    else this.items.push(item);
  }

  /** Removes collections from the list (after POST /api/collections/delete). */
  remove(ids: readonly string[]): void {
    const gone = new Set(ids);
    this.items = this.items.filter((item) => !gone.has(item.id));
  }

  /** Sets folder_id of these collections (null takes them out of any folder). */
  moveToFolder(ids: readonly string[], folderId: string | null): void {
    const moving = new Set(ids);
    for (const item of this.items) if (moving.has(item.id)) item.folder_id = folderId;
  }

  /** Removes a folder and its collections from the list. */
  deleteFolder(folderId: string): void {
    this.folders = this.folders.filter((folder) => folder.id !== folderId);
    this.items = this.items.filter((item) => item.folder_id !== folderId);
  }

  /** Loads the list through the injected call; false on failure (`error` holds it). */
  async load(fetchItems: () => Promise<CollectionSummary[]>): Promise<boolean> {
    this.status = 'loading';
    this.error = null;
    try {
      const items = await fetchItems();
      runInAction(() => {
        this.items = items;
        this.status = 'success';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.status = 'failure';
        this.error = error;
      });
      return false;
    }
  }
}
