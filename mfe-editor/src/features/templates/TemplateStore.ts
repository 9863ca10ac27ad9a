import { makeAutoObservable } from 'mobx';
import type { Template } from '../../api/types';
import type { RequestStatus } from '../../stores';
import { Loadable } from '../common/Loadable';
import type { TemplatesApi } from './TemplatesStore';

/**
 * One template, by id, for its flow (/dashboard/templates/:templateId):
 * idle → loading → success or failure (SPEC §4). The template shown stays
 * while another loads, and only the latest load's answer is kept.
 */
export class TemplateStore {
  /** The id asked for last (what `reload` loads again). */
  id: string | null = null;
  private readonly current = new Loadable<Template | null>(null);

  constructor(private readonly api: Pick<TemplatesApi, 'get'>) {
    makeAutoObservable<TemplateStore, 'api' | 'current'>(
      this,
      { api: false, current: false },
      { autoBind: true },
    );
  }

  get status(): RequestStatus {
    return this.current.status;
  }

  get template(): Template | null {
    return this.current.value;
  }

  get error(): unknown {
    return this.current.error;
  }

  load(id: string, signal?: AbortSignal): Promise<void> {
    this.id = id;
    return this.current.load((s) => this.api.get(id, s), signal);
  }

  /** Loads the last template asked for again. */
  reload(): Promise<void> {
    return this.id === null ? Promise.resolve() : this.load(this.id);
  }
}
