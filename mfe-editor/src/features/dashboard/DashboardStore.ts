import { makeAutoObservable } from 'mobx';
import type { UserCredits } from '../../api/types';
import type { RequestStatus } from '../../stores';
import { type RecentDocumentsApi, RecentDocumentsStore } from '../collections/RecentDocumentsStore';
import { Loadable } from '../common/Loadable';
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
  private readonly me = new Loadable<UserCredits | null>(null);

  constructor(private readonly api: DashboardApi) {
    this.recent = new RecentDocumentsStore(api.collections, { limit: RECENT_LIMIT, sort: 'updatedAt' });
    this.templates = new TemplatesStore(api.templates);
    makeAutoObservable<DashboardStore, 'api' | 'me'>(
      this,
      { api: false, me: false, recent: false, templates: false },
      { autoBind: true },
    );
  }

  get userStatus(): RequestStatus {
    return this.me.status;
  }

  /** The signed-in user with their credits (GET /api/users/me). */
  get user(): UserCredits | null {
    return this.me.value;
  }

  get userError(): unknown {
    return this.me.error;
  }

  /** Loads every part at once. */
  load(signal?: AbortSignal): Promise<void> {
    return Promise.all([this.loadUser(signal), this.recent.load(signal), this.templates.load(signal)]).then(
      () => undefined,
    );
  }

  /** Loads the user; the one shown stays while it loads again. */
  loadUser(signal?: AbortSignal): Promise<void> {
    return this.me.load((s) => this.api.users.me(s), signal);
  }
}
