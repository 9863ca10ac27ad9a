import { makeAutoObservable, runInAction } from 'mobx';
import type { Folder } from '../../api/types';
import type { RequestStatus } from '../../stores';
import { Loadable } from '../common/Loadable';

/** The folder calls the store makes (the editor API's `folders`). */
export interface FoldersApi {
  list(signal?: AbortSignal): Promise<Folder[]>;
  create(name: string): Promise<Folder>;
  rename(id: string, title: string): Promise<Folder>;
  remove(id: string): Promise<unknown>;
}

/**
 * The team's folders (/dashboard/folders): loads them (idle → loading →
 * success or failure, SPEC §4) and owns the calls that change them, keeping
 * the list in step with what the server confirmed. The screen only renders.
 */
export class FoldersStore {
  private readonly list = new Loadable<Folder[]>([]);

  constructor(private readonly api: FoldersApi) {
    makeAutoObservable<FoldersStore, 'api' | 'list'>(this, { api: false, list: false }, { autoBind: true });
  }

  get status(): RequestStatus {
    return this.list.status;
  }

  get folders(): Folder[] {
    return this.list.value;
  }

  get error(): unknown {
    return this.list.error;
  }

  /** True once a list has arrived (a reload keeps it on screen meanwhile). */
  get hasList(): boolean {
    return this.list.loaded;
  }

  load(signal?: AbortSignal): Promise<void> {
    return this.list.load((s) => this.api.list(s), signal);
  }

  /** Creates a folder; it shows first (the folders page), or last (under the choices a dialog offered). */
  async create(name: string, at: 'first' | 'last' = 'first'): Promise<Folder> {
    const folder = await this.api.create(name.trim());
    runInAction(() => {
      this.list.set(at === 'first' ? [folder, ...this.folders] : [...this.folders, folder]);
    });
    return folder;
  }

  async rename(id: string, title: string): Promise<Folder> {
    const renamed = await this.api.rename(id, title);
    runInAction(() => {
      this.list.set(this.folders.map((f) => (f.id === id ? { ...f, title: renamed.title } : f)));
    });
    return renamed;
  }

  /** Deletes a folder; its documents stay, in no folder. */
  async remove(id: string): Promise<void> {
    await this.api.remove(id);
    runInAction(() => {
      this.list.set(this.folders.filter((f) => f.id !== id));
    });
  }
}
