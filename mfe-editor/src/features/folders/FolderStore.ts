import { makeAutoObservable, runInAction } from 'mobx';
import type { Folder } from '../../api/types';
import type { RequestStatus } from '../../stores';
import { Loadable } from '../common/Loadable';
import type { FoldersApi } from './FoldersStore';

/** The calls one folder's page makes (the editor API's `folders` and the move of `collections`). */
export interface FolderApi {
  folders: Pick<FoldersApi, 'rename' | 'remove'> & {
    get(id: string, signal?: AbortSignal): Promise<Folder>;
  };
  collections: { move(ids: readonly string[], folderId: string | null): Promise<unknown> };
}

/**
 * One folder (/dashboard/folders/:folderId): loads it (idle → loading →
 * success or failure, SPEC §4; the folder shown stays while it loads again,
 * and only the latest load's answer is kept), and owns the calls that
 * rename it, delete it and move documents into it.
 */
export class FolderStore {
  /** The id asked for last (what `reload` loads again). */
  id: string | null = null;
  private readonly current = new Loadable<Folder | null>(null);

  constructor(private readonly api: FolderApi) {
    makeAutoObservable<FolderStore, 'api' | 'current'>(
      this,
      { api: false, current: false },
      { autoBind: true },
    );
  }

  get status(): RequestStatus {
    return this.current.status;
  }

  get folder(): Folder | null {
    return this.current.value;
  }

  get error(): unknown {
    return this.current.error;
  }

  load(id: string, signal?: AbortSignal): Promise<void> {
    this.id = id;
    return this.current.load((s) => this.api.folders.get(id, s), signal);
  }

  /** Loads the folder again (e.g. after its documents changed, for its count). */
  reload(): Promise<void> {
    return this.id === null ? Promise.resolve() : this.load(this.id);
  }

  /** Renames the folder shown; the new title shows once the server confirmed it. */
  async rename(title: string): Promise<Folder> {
    const folder = this.requireFolder();
    const renamed = await this.api.folders.rename(folder.id, title);
    runInAction(() => {
      if (this.folder?.id === folder.id) this.current.set({ ...this.folder, title: renamed.title });
    });
    return renamed;
  }

  /** Deletes the folder shown; its documents stay, in no folder. */
  async remove(): Promise<void> {
    await this.api.folders.remove(this.requireFolder().id);
  }

  /** Moves documents into the folder shown, then loads it again for its count. */
  async addDocuments(ids: readonly string[]): Promise<void> {
    const folder = this.requireFolder();
    await this.api.collections.move(ids, folder.id);
    void this.load(folder.id);
  }

  private requireFolder(): Folder {
    if (!this.folder) throw new Error('The folder is not loaded');
    return this.folder;
  }
}
