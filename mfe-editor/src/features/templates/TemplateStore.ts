import { makeAutoObservable, runInAction } from 'mobx';
import type { Template } from '../../api/types';
import type { RequestStatus } from '../../stores';
import type { TemplatesApi } from './TemplatesStore';

/**
 * One template, by id, for its flow (/dashboard/templates/:templateId):
 * idle → loading → success or failure (SPEC §4). The template shown stays
 * while another loads, and only the latest load's answer is kept.
 */
export class TemplateStore {
  status: RequestStatus = 'idle';
  template: Template | null = null;
  error: unknown = null;
  /** The id asked for last (what `reload` loads again). */
  id: string | null = null;
  private latest = 0;

  constructor(private readonly api: Pick<TemplatesApi, 'get'>) {
    makeAutoObservable<TemplateStore, 'api' | 'latest'>(
      this,
      { api: false, latest: false },
      { autoBind: true },
    );
  }

  async load(id: string, signal?: AbortSignal): Promise<void> {
    const request = ++this.latest;
    this.id = id;
    this.status = 'loading';
    this.error = null;
    try {
      const template = await this.api.get(id, signal);
      if (signal?.aborted || request !== this.latest) return;
      runInAction(() => {
        this.template = template;
        this.status = 'success';
      });
    } catch (error) {
      if (signal?.aborted || request !== this.latest) return;
      runInAction(() => {
        this.error = error;
        this.status = 'failure';
      });
    }
  }

  /** Loads the last template asked for again. */
  reload(): Promise<void> {
    return this.id === null ? Promise.resolve() : this.load(this.id);
  }
}
