import { makeAutoObservable } from 'mobx';
import type { ListCollectionsQuery } from '../../api';
import type { CollectionListItem, CollectionPage } from '../../api/types';
import type { RequestStatus } from '../../stores';
import { Loadable } from '../common/Loadable';

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
  private readonly list = new Loadable<CollectionListItem[]>([]);

  constructor(
    private readonly api: RecentDocumentsApi,
    /** Which page: how many, in which order. */
    private readonly query: ListCollectionsQuery,
  ) {
    makeAutoObservable<RecentDocumentsStore, 'api' | 'query' | 'list'>(
      this,
      { api: false, query: false, list: false },
      { autoBind: true },
    );
  }

  get status(): RequestStatus {
    return this.list.status;
  }

  get documents(): CollectionListItem[] {
    return this.list.value;
  }

  get error(): unknown {
    return this.list.error;
  }

  /** True once a list has arrived. */
  get hasList(): boolean {
    return this.list.loaded;
  }

  load(signal?: AbortSignal): Promise<void> {
    return this.list.load(async (s) => (await this.api.list(this.query, s)).items, signal);
  }
}
