import { makeAutoObservable, runInAction } from 'mobx';
import type { Template } from '../../api/types';
import type { RequestStatus } from '../../stores';

/** The template calls the stores make (the editor API's `templates`). */
export interface TemplatesApi {
  list(signal?: AbortSignal): Promise<Template[]>;
  get(id: string, signal?: AbortSignal): Promise<Template>;
}

/** Where a template without a category is listed. */
export const OTHER_CATEGORY = 'Other';

/**
 * The template catalogue (/dashboard/templates, the dashboard's quick
 * start): loads it (idle → loading → success or failure, SPEC §4), keeping
 * the list on screen while it loads again. The screens only render.
 */
export class TemplatesStore {
  status: RequestStatus = 'idle';
  templates: Template[] = [];
  error: unknown = null;
  private loaded = false;

  constructor(private readonly api: Pick<TemplatesApi, 'list'>) {
    makeAutoObservable<TemplatesStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** True once a list has arrived. */
  get hasList(): boolean {
    return this.loaded;
  }

  /** The categories in the catalogue's order, "Other" for templates without one. */
  get categories(): string[] {
    return [...new Set(this.templates.map((t) => t.category ?? OTHER_CATEGORY))];
  }

  inCategory(category: string): Template[] {
    return this.templates.filter((t) => (t.category ?? OTHER_CATEGORY) === category);
  }

  async load(signal?: AbortSignal): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const templates = await this.api.list(signal);
      if (signal?.aborted) return;
      runInAction(() => {
        this.templates = templates;
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
