import {
  finalWorkflowStatuses,
  type LanguageCode,
  type ScheduledWorkflowRunView,
  type VideoToBlogInput,
  VideoToBlogInput as VideoToBlogInputSchema,
  type WorkflowRunView,
} from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import { RunLater } from '../common/RunLater';
import type { WorkflowsApi } from './workflowsApi';

/** The video-to-blog form (/dashboard/workflows/video-to-blog and /tools/youtube-to-blog). */
export class VideoToBlogForm {
  url = '';
  language: LanguageCode = 'en-US';
  length: 'short' | 'medium' = 'short';
  starting = false;
  /** The URL's own problem, shown under the field. */
  urlProblem: string | null = null;
  error: unknown = null;
  /** Run later, at a time in the browser's time zone. */
  readonly later = new RunLater();
  /** The run last scheduled. */
  scheduled: ScheduledWorkflowRunView | null = null;

  constructor(private readonly api: WorkflowsApi) {
    makeAutoObservable<VideoToBlogForm, 'api'>(this, { api: false, later: false }, { autoBind: true });
  }

  setUrl(url: string) {
    this.url = url;
    this.urlProblem = null;
  }
  setLanguage(language: LanguageCode) {
    this.language = language;
  }
  setLength(length: 'short' | 'medium') {
    this.length = length;
  }

  get input(): VideoToBlogInput {
    return { url: this.url.trim(), language: this.language, length: this.length };
  }

  /**
   * Starts a run, or schedules it when "Run later" is on (`scheduled` is
   * then set); null when the form has a problem (shown) or the API refused
   * (in `error`).
   */
  async start(): Promise<WorkflowRunView | null> {
    const parsed = VideoToBlogInputSchema.safeParse(this.input);
    if (!parsed.success) {
      this.urlProblem = parsed.error.issues[0]?.message ?? 'Check the URL.';
      return null;
    }
    const later = this.later.on ? this.later.fields() : null;
    if (this.later.on && !later) return null;
    this.starting = true;
    this.error = null;
    this.scheduled = null;
    try {
      if (later) {
        const scheduled = await this.api.schedule({ type: 'video-to-blog', input: parsed.data, ...later });
        runInAction(() => {
          this.scheduled = scheduled;
          this.url = '';
        });
        this.later.reset();
        return null;
      }
      const run = await this.api.start({ type: 'video-to-blog', input: parsed.data });
      return run;
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
      throw error;
    } finally {
      runInAction(() => {
        this.starting = false;
      });
    }
  }
}

/** One run followed live (/dashboard/workflows/{type}/{id}): its state from the event stream. */
export class WorkflowRunStore {
  run: WorkflowRunView | null = null;
  /** Finer progress while the article is written (0…1), from `progress` events. */
  liveProgress: number | null = null;
  loading = true;
  error: unknown = null;
  busy = false;
  private controller: AbortController | null = null;

  constructor(
    private readonly api: WorkflowsApi,
    readonly id: string,
  ) {
    makeAutoObservable<WorkflowRunStore, 'api' | 'controller'>(
      this,
      { api: false, controller: false },
      { autoBind: true },
    );
  }

  get progress(): number {
    const run = this.run;
    if (!run) return 0;
    if (run.status !== 'running') return run.progress;
    return Math.max(run.progress, this.liveProgress ?? 0);
  }

  get finished(): boolean {
    return this.run !== null && finalWorkflowStatuses.includes(this.run.status);
  }

  private set(run: WorkflowRunView) {
    this.run = run;
    if (run.status !== 'running') this.liveProgress = null;
  }

  async load() {
    this.loading = true;
    this.error = null;
    try {
      const run = await this.api.get(this.id);
      runInAction(() => this.set(run));
      if (!finalWorkflowStatuses.includes(run.status)) this.follow();
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Follows the run's events until it ends; a dropped stream is read again once from the run. */
  follow() {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    void (async () => {
      try {
        for await (const event of this.api.events(this.id, controller.signal)) {
          runInAction(() => {
            if (event.event === 'run') this.set(event.data);
            else this.liveProgress = event.data.progress;
          });
        }
      } catch {
        if (controller.signal.aborted) return;
        const run = await this.api.get(this.id).catch(() => null);
        if (run) runInAction(() => this.set(run));
      }
    })();
  }

  stop() {
    this.controller?.abort();
    this.controller = null;
  }

  async retry() {
    this.busy = true;
    try {
      const run = await this.api.retry(this.id);
      runInAction(() => this.set(run));
      this.follow();
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  async cancel() {
    this.busy = true;
    try {
      const run = await this.api.cancel(this.id);
      runInAction(() => this.set(run));
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}

/** The team's past runs (/workflows/history), a page at a time. */
export class WorkflowHistoryStore {
  runs: WorkflowRunView[] = [];
  total = 0;
  offset = 0;
  readonly limit: number;
  loading = true;
  error: unknown = null;

  constructor(
    private readonly api: WorkflowsApi,
    limit = 10,
  ) {
    this.limit = limit;
    makeAutoObservable<WorkflowHistoryStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  get page(): number {
    return Math.floor(this.offset / this.limit) + 1;
  }
  get pages(): number {
    return Math.max(1, Math.ceil(this.total / this.limit));
  }
  get hasPrevious(): boolean {
    return this.offset > 0;
  }
  get hasNext(): boolean {
    return this.offset + this.limit < this.total;
  }

  async load(offset = this.offset, signal?: AbortSignal) {
    this.loading = true;
    this.error = null;
    try {
      const list = await this.api.list({ offset, limit: this.limit }, signal);
      runInAction(() => {
        this.runs = list.data;
        this.total = list.total;
        this.offset = offset;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  next() {
    if (this.hasNext) return this.load(this.offset + this.limit);
  }
  previous() {
    if (this.hasPrevious) return this.load(Math.max(0, this.offset - this.limit));
  }
}
