import { makeAutoObservable, runInAction } from 'mobx';
import type { UserCredits } from '../../api/types';
import type { RequestStatus } from '../../stores';
import { type RecentDocumentsApi, RecentDocumentsStore } from '../collections/RecentDocumentsStore';
import { type TemplatesApi, TemplatesStore } from '../templates/TemplatesStore';

/** How many recent documents the dashboard shows. */
export const RECENT_LIMIT = 6;

/** The calls the dashboard makes (parts of the editor API). */
export interface DashboardApi {
  collections: RecentDocumentsApi;
  templates: Pick<TemplatesApi, 'list'>;
  users: { me(signal?: AbortSignal): Promise<UserCredits> };
}

/**
 * The dashboard's data (/dashboard): who is signed in and their credits,
 * the recent documents, and the templates of the quick start. Each part
 * loads, fails and is retried on its own (SPEC §4's statuses).
 */
export class DashboardStore {
  readonly recent: RecentDocumentsStore;
  readonly templates: TemplatesStore;
  userStatus: RequestStatus = 'idle';
  user: UserCredits | null = null;
  userError: unknown = null;

  constructor(private readonly api: DashboardApi) {
    this.recent = new RecentDocumentsStore(api.collections, { limit: RECENT_LIMIT, sort: 'updatedAt' });
    this.templates = new TemplatesStore(api.templates);
    makeAutoObservable<DashboardStore, 'api'>(
      this,
      { api: false, recent: false, templates: false },
      { autoBind: true },
    );
  }

  /** Loads every part at once. */
  load(signal?: AbortSignal): Promise<void> {
    return Promise.all([this.loadUser(signal), this.recent.load(signal), this.templates.load(signal)]).then(
      () => undefined,
    );
  }

  /** The signed-in user with their credits (GET /api/users/me); kept on screen while it loads again. */
  async loadUser(signal?: AbortSignal): Promise<void> {
    this.userStatus = 'loading';
    this.userError = null;
    try {
      const user = await this.api.users.me(signal);
      if (signal?.aborted) return;
      runInAction(() => {
        this.user = user;
        this.userStatus = 'success';
      });
    } catch (error) {
      if (signal?.aborted) return;
      runInAction(() => {
        this.userError = error;
        this.userStatus = 'failure';
      });
    }
  }
}
