import { makeAutoObservable, runInAction } from 'mobx';
import type { ListCollectionsQuery } from '../../api';
import type { CollectionListItem, CollectionPage } from '../../api/types';
import type { RequestStatus } from '../../stores';

/** The list call the store makes (the editor API's `collections.list`). */
export interface RecentDocumentsApi {
  list(query: ListCollectionsQuery, signal?: AbortSignal): Promise<CollectionPage>;
}

/**
 * The team's most recent documents, one page of them (the dashboard's
 * recent documents, the documents picker): idle → loading → success or
 * failure (SPEC §4), the list kept on screen while it loads again.
 */
export class RecentDocumentsStore {
  status: RequestStatus = 'idle';
  documents: CollectionListItem[] = [];
  error: unknown = null;
  private loaded = false;

  constructor(
    private readonly api: RecentDocumentsApi,
    /** Which page: how many, in which order. */
    private readonly query: ListCollectionsQuery,
  ) {
    makeAutoObservable<RecentDocumentsStore, 'api' | 'query'>(
      this,
      { api: false, query: false },
      { autoBind: true },
    );
  }

  /** True once a list has arrived. */
  get hasList(): boolean {
    return this.loaded;
  }

  async load(signal?: AbortSignal): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const page = await this.api.list(this.query, signal);
      if (signal?.aborted) return;
      runInAction(() => {
        this.documents = page.items;
        this.loaded = true;
        this.status = 'success';
      });
    } catch (error) {
      if (signal?.aborted) return;
      runInAction(() => {
        this.error = error;
        this.status = 'failure';
      });
    }
  }
}
