import {
  type BulkArticleOptions,
  type BulkArticleView,
  type BulkGenerateBody,
  type BulkRowInput,
  type BulkRunSummaryView,
  type BulkRunView,
  bulkArticleCost,
  bulkLimits,
  type LanguageCode,
} from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Folder, Template } from '../../api/types';
import type { BulkApi, BulkEvent } from './bulkApi';
import { parseRows } from './csv';

export type RowOptionKey = 'templateId' | 'language' | 'length' | 'folderId';

/**
 * The bulk generator screen's state (/dashboard/bulk-generate): the rows
 * to write with their own options, the price before the start, the run
 * being followed (its articles updated from the server's event stream),
 * and the past runs. The screen only renders.
 */
export class BulkStore {
  /** The keywords or titles being added (pasted, or a CSV's text). */
  draft = '';
  problems: string[] = [];
  rows: BulkRowInput[] = [];
  templateId = '';
  language: LanguageCode = 'en-US';
  length: 'short' | 'medium' = 'short';
  /** An existing folder, or '' for a new one named `folderName`. */
  folderId = '';
  folderName = '';
  options: BulkArticleOptions = {};
  /** "Ground articles in my info base": every article draws on the team's files and cites them. */
  infoBase = false;
  /** The team's info-base files (null until known): none makes the checkbox say where to add them. */
  infoBaseFiles: number | null = null;
  starting = false;
  startError: unknown = null;

  run: BulkRunView | null = null;
  /** Live progress (0…1) of the articles being written, by index. */
  liveProgress: Record<number, number> = {};
  following = false;
  runs: BulkRunSummaryView[] = [];
  runsTotal = 0;
  runsLoaded = false;
  private controller: AbortController | null = null;

  /** The team's templates and folders, to choose from for the run and each row. */
  templates: Template[] = [];
  folders: Folder[] = [];

  constructor(
    private readonly api: BulkApi,
    /** GET /api/templates and GET /api/folders (the editor's calls), and the info base's files count. */
    private readonly choices: {
      templates: (signal?: AbortSignal) => Promise<Template[]>;
      folders: (signal?: AbortSignal) => Promise<Folder[]>;
      infoBaseFiles?: (signal?: AbortSignal) => Promise<number>;
    } = { templates: async () => [], folders: async () => [] },
  ) {
    makeAutoObservable<BulkStore, 'api' | 'controller' | 'choices'>(
      this,
      { api: false, controller: false, choices: false },
      { autoBind: true },
    );
  }

  /**
   * The templates and folders to choose from, and how many info-base files
   * the team has. One that fails to load leaves its list empty (the count unknown).
   */
  async loadChoices(signal?: AbortSignal): Promise<void> {
    const [templates, folders, infoBaseFiles] = await Promise.all([
      this.choices.templates(signal).catch(() => null),
      this.choices.folders(signal).catch(() => null),
      this.choices.infoBaseFiles ? this.choices.infoBaseFiles(signal).catch(() => null) : null,
    ]);
    runInAction(() => {
      if (templates) this.templates = templates;
      if (folders) this.folders = folders;
      if (infoBaseFiles !== null) this.infoBaseFiles = infoBaseFiles;
    });
  }

  setDraft(text: string) {
    this.draft = text;
  }

  /** Adds the draft's rows (one keyword a line, or a CSV with a header) to the list. */
  addDraft() {
    const { rows, problems } = parseRows(this.draft);
    const room = bulkLimits.maxRows - this.rows.length;
    this.rows = [...this.rows, ...rows.slice(0, Math.max(0, room))];
    this.problems = [
      ...problems,
      ...(rows.length > room
        ? [`Only ${bulkLimits.maxRows} rows fit in one run: ${rows.length - room} left out.`]
        : []),
    ];
    if (rows.length > 0) this.draft = '';
  }

  /** A CSV file's text (read by the screen) added like pasted text. */
  addCsv(text: string) {
    this.draft = text;
    this.addDraft();
  }

  removeRow(index: number) {
    this.rows = this.rows.filter((_, i) => i !== index);
  }

  clearRows() {
    this.rows = [];
    this.problems = [];
  }

  setRowOption(index: number, key: RowOptionKey, value: string) {
    this.rows = this.rows.map((row, i) => {
      if (i !== index) return row;
      const next: Record<string, unknown> = { ...row };
      if (value) next[key] = value;
      else delete next[key];
      return next as BulkRowInput;
    });
  }

  setDefault(key: 'templateId' | 'folderId' | 'folderName', value: string) {
    this[key] = value;
  }

  setLanguage(value: LanguageCode) {
    this.language = value;
  }

  setLength(value: 'short' | 'medium') {
    this.length = value;
  }

  setOption(key: keyof BulkArticleOptions, on: boolean) {
    this.options = { ...this.options, [key]: on };
  }

  setInfoBase(on: boolean) {
    this.infoBase = on;
  }

  /** Credits of each article (SPEC §9's article price with the chosen options). */
  get perArticle(): number {
    return bulkArticleCost(this.options);
  }

  get total(): number {
    return this.perArticle * this.rows.length;
  }

  get body(): BulkGenerateBody {
    return {
      rows: this.rows,
      ...(this.templateId ? { templateId: this.templateId } : {}),
      language: this.language,
      length: this.length,
      ...(this.folderId ? { folderId: this.folderId } : {}),
      ...(!this.folderId && this.folderName.trim() ? { folderName: this.folderName.trim() } : {}),
      options: this.options,
      ...(this.infoBase ? { infoBase: true } : {}),
    };
  }

  async start(): Promise<BulkRunView | null> {
    if (this.rows.length === 0 || this.starting) return null;
    this.starting = true;
    this.startError = null;
    try {
      const run = await this.api.start(this.body);
      runInAction(() => {
        this.rows = [];
        this.problems = [];
      });
      this.show(run);
      void this.follow(run.id);
      void this.loadRuns();
      return run;
    } catch (error) {
      runInAction(() => {
        this.startError = error;
      });
      throw error;
    } finally {
      runInAction(() => {
        this.starting = false;
      });
    }
  }

  private show(run: BulkRunView) {
    this.run = run;
    this.liveProgress = {};
  }

  /** Opens a run (a past one, or the one just started) and follows it while it runs. */
  async open(id: string, signal?: AbortSignal): Promise<void> {
    const run = await this.api.get(id, signal);
    this.show(run);
    if (run.status === 'running') void this.follow(id);
  }

  /** Follows the run's event stream until it ends; a dropped stream is reopened from the run's state. */
  async follow(id: string): Promise<void> {
    this.stop();
    const controller = new AbortController();
    this.controller = controller;
    this.following = true;
    try {
      for (let tries = 0; tries < 5 && !controller.signal.aborted; tries++) {
        try {
          for await (const event of this.api.events(id, controller.signal)) this.apply(event);
        } catch (error) {
          if (controller.signal.aborted) return;
          void error;
        }
        if (this.run?.id !== id || this.run.status !== 'running') return;
        await new Promise((r) => setTimeout(r, 1000 * (tries + 1)));
      }
    } finally {
      runInAction(() => {
        if (this.controller === controller) {
          this.following = false;
          this.controller = null;
        }
      });
    }
  }

  stop() {
    this.controller?.abort();
    this.controller = null;
    this.following = false;
  }

  apply(event: BulkEvent) {
    if (event.event === 'run') {
      if (!this.run || this.run.id === event.data.id) {
        this.run = event.data;
        if (event.data.status !== 'running') void this.loadRuns();
      }
      return;
    }
    if (!this.run) return;
    if (event.event === 'article') {
      const article = event.data as BulkArticleView;
      this.run = {
        ...this.run,
        articles: this.run.articles.map((a) => (a.index === article.index ? article : a)),
      };
      if (article.status !== 'running') {
        const { [article.index]: _gone, ...rest } = this.liveProgress;
        this.liveProgress = rest;
      }
      return;
    }
    this.liveProgress = { ...this.liveProgress, [event.data.index]: event.data.progress };
  }

  /** An article's progress: live while it is written, else as the server last said. */
  progressOf(article: BulkArticleView): number {
    if (article.status === 'succeeded') return 1;
    if (article.status === 'running')
      return Math.max(article.progress, this.liveProgress[article.index] ?? 0);
    return article.status === 'queued' ? 0 : article.progress;
  }

  /** The whole run's progress (0…1): finished articles count whole, running ones by their own. */
  get runProgress(): number {
    const run = this.run;
    if (!run || run.articles.length === 0) return 0;
    const done = run.articles.reduce(
      (sum, a) => sum + (a.status === 'queued' ? 0 : a.status === 'running' ? this.progressOf(a) : 1),
      0,
    );
    return done / run.articles.length;
  }

  get counts() {
    const articles = this.run?.articles ?? [];
    const count = (status: BulkArticleView['status']) => articles.filter((a) => a.status === status).length;
    return {
      total: articles.length,
      succeeded: count('succeeded'),
      failed: count('failed'),
      running: count('running'),
      queued: count('queued'),
      cancelled: count('cancelled'),
    };
  }

  get offline(): boolean {
    return (this.run?.articles ?? []).some((a) => a.writer === 'offline writer');
  }

  async retry(index: number): Promise<void> {
    const run = this.run;
    if (!run) return;
    const article = await this.api.retry(run.id, index);
    runInAction(() => {
      if (this.run?.id !== run.id) return;
      this.run = {
        ...this.run,
        status: 'running',
        articles: this.run.articles.map((a) => (a.index === index ? article : a)),
      };
    });
    void this.follow(run.id);
  }

  async cancel(): Promise<void> {
    const run = this.run;
    if (!run) return;
    const cancelled = await this.api.cancel(run.id);
    runInAction(() => {
      if (this.run?.id === run.id) this.run = cancelled;
    });
  }

  async loadRuns(signal?: AbortSignal): Promise<void> {
    const page = await this.api.list({ limit: 20 }, signal);
    runInAction(() => {
      this.runs = page.data;
      this.runsTotal = page.total;
      this.runsLoaded = true;
    });
  }
}
