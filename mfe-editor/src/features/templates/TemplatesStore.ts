import { makeAutoObservable } from 'mobx';
import type { Template } from '../../api/types';
import type { RequestStatus } from '../../stores';
import { Loadable } from '../common/Loadable';

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
  private readonly list = new Loadable<Template[]>([]);

  constructor(private readonly api: Pick<TemplatesApi, 'list'>) {
    makeAutoObservable<TemplatesStore, 'api' | 'list'>(this, { api: false, list: false }, { autoBind: true });
  }

  get status(): RequestStatus {
    return this.list.status;
  }

  get templates(): Template[] {
    return this.list.value;
  }

  get error(): unknown {
    return this.list.error;
  }

  /** True once a list has arrived. */
  get hasList(): boolean {
    return this.list.loaded;
  }

  /** The categories in the catalogue's order, "Other" for templates without one. */
  get categories(): string[] {
    return [...new Set(this.templates.map((t) => t.category ?? OTHER_CATEGORY))];
  }

  inCategory(category: string): Template[] {
    return this.templates.filter((t) => (t.category ?? OTHER_CATEGORY) === category);
  }

  load(signal?: AbortSignal): Promise<void> {
    return this.list.load((s) => this.api.list(s), signal);
  }
}
