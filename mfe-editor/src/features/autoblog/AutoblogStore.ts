import type {
  AutoblogScheduleBody,
  AutoblogScheduleUpdate,
  AutoblogScheduleView,
  AutoblogSlotView,
  BulkArticleOptions,
  IntegrationView,
  LanguageCode,
} from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Template } from '../../api/types';
import type { AutoblogApi } from './autoblogApi';

/** The user's time zone (the browser's), the default of a new schedule and the calendar's. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export interface ScheduleForm {
  name: string;
  /** One keyword a line. */
  keywords: string;
  rssUrl: string;
  sitemapUrl: string;
  frequency: 'daily' | 'weekly';
  days: number[];
  time: string;
  timeZone: string;
  templateId: string;
  language: LanguageCode;
  length: 'short' | 'medium';
  options: BulkArticleOptions;
  /** "Ground articles in my info base". */
  infoBase: boolean;
  integrationId: string;
  mode: 'draft' | 'publish';
  minWords: number;
  minReadability: number;
  /** Percent. */
  maxOverlap: number;
}

export function emptyForm(timeZone = browserTimeZone()): ScheduleForm {
  return {
    name: '',
    keywords: '',
    rssUrl: '',
    sitemapUrl: '',
    frequency: 'daily',
    days: [1],
    time: '09:00',
    timeZone,
    templateId: '',
    language: 'en-US',
    length: 'short',
    options: {},
    infoBase: false,
    integrationId: '',
    mode: 'draft',
    minWords: 300,
    minReadability: 30,
    maxOverlap: 50,
  };
}

export function formOf(s: AutoblogScheduleView): ScheduleForm {
  return {
    name: s.name,
    keywords: s.keywords.join('\n'),
    rssUrl: s.rss_url ?? '',
    sitemapUrl: s.sitemap_url ?? '',
    frequency: s.cadence.frequency,
    days: s.cadence.days.length ? s.cadence.days : [1],
    time: s.cadence.time,
    timeZone: s.time_zone,
    templateId: s.template_id ?? '',
    language: s.language as LanguageCode,
    length: s.length,
    options: s.options,
    infoBase: s.info_base,
    integrationId: s.integration_id ?? '',
    mode: s.mode,
    minWords: s.quality.minWords,
    minReadability: s.quality.minReadability,
    maxOverlap: Math.round(s.quality.maxOverlap * 100),
  };
}

/** The request body of a form (the API checks it; its 400 is shown on the form). */
export function bodyOf(form: ScheduleForm): AutoblogScheduleBody {
  return {
    name: form.name.trim(),
    keywords: form.keywords
      .split('\n')
      .map((k) => k.trim())
      .filter(Boolean),
    rssUrl: form.rssUrl.trim() || null,
    sitemapUrl: form.sitemapUrl.trim() || null,
    cadence: {
      frequency: form.frequency,
      days: form.frequency === 'weekly' ? [...form.days].sort() : [],
      time: form.time,
    },
    timeZone: form.timeZone,
    templateId: form.templateId || null,
    language: form.language,
    length: form.length,
    options: form.options,
    infoBase: form.infoBase,
    integrationId: form.integrationId || null,
    mode: form.mode,
    quality: {
      minWords: Math.max(0, Math.round(form.minWords) || 0),
      minReadability: Math.max(0, Math.min(100, form.minReadability || 0)),
      maxOverlap: Math.max(0.05, Math.min(1, (form.maxOverlap || 0) / 100)),
    },
  };
}

/**
 * The autoblogging screen's state (/dashboard/autoblogging): the team's
 * schedules, the form creating or changing one, and the history of the
 * schedule opened. The screen only renders.
 */
export class AutoblogStore {
  schedules: AutoblogScheduleView[] = [];
  loaded = false;
  loadError: unknown = null;
  /** The form, when open; `editingId` null for a new schedule. */
  form: ScheduleForm | null = null;
  editingId: string | null = null;
  saving = false;
  formError: unknown = null;
  /** The schedule whose history is shown. */
  openId: string | null = null;
  slots: AutoblogSlotView[] = [];
  slotsLoaded = false;
  busyId: string | null = null;
  /** The team's templates, to choose from in the form. */
  templates: Template[] = [];
  /** The team's connected sites (not the built-in ones), to send articles to. */
  integrations: IntegrationView[] = [];
  /** The team's info-base files (null until known): none makes the checkbox say where to add them. */
  infoBaseFiles: number | null = null;

  constructor(
    private readonly api: AutoblogApi,
    /** GET /api/templates (the editor's call). */
    private readonly listTemplates: (signal?: AbortSignal) => Promise<Template[]> = async () => [],
    /** How many info-base files the team has (GET /api/files?type=info-base). */
    private readonly countInfoBase?: (signal?: AbortSignal) => Promise<number>,
  ) {
    makeAutoObservable<AutoblogStore, 'api' | 'listTemplates' | 'countInfoBase'>(
      this,
      { api: false, listTemplates: false, countInfoBase: false },
      { autoBind: true },
    );
  }

  /**
   * The form's choices: templates and connected sites, and how many info-base
   * files the team has. One that fails to load leaves its list empty (the count unknown).
   */
  async loadChoices(signal?: AbortSignal) {
    const [templates, integrations, infoBaseFiles] = await Promise.all([
      this.listTemplates(signal).catch(() => null),
      this.api.integrations(signal).catch(() => null),
      this.countInfoBase ? this.countInfoBase(signal).catch(() => null) : null,
    ]);
    runInAction(() => {
      if (templates) this.templates = templates;
      if (integrations) this.integrations = integrations.filter((i) => !i.builtIn);
      if (infoBaseFiles !== null) this.infoBaseFiles = infoBaseFiles;
    });
  }

  async load(signal?: AbortSignal) {
    try {
      const list = await this.api.list(signal);
      runInAction(() => {
        this.schedules = list.data;
        this.loaded = true;
        this.loadError = null;
      });
    } catch (error) {
      if (signal?.aborted) return;
      runInAction(() => {
        this.loadError = error;
        this.loaded = true;
      });
    }
  }

  openCreate(timeZone?: string) {
    this.form = emptyForm(timeZone);
    this.editingId = null;
    this.formError = null;
  }

  openEdit(id: string) {
    const schedule = this.schedules.find((s) => s.id === id);
    if (!schedule) return;
    this.form = formOf(schedule);
    this.editingId = id;
    this.formError = null;
  }

  closeForm() {
    this.form = null;
    this.editingId = null;
    this.formError = null;
  }

  setField<K extends keyof ScheduleForm>(key: K, value: ScheduleForm[K]) {
    if (this.form) this.form = { ...this.form, [key]: value };
  }

  toggleDay(day: number, on: boolean) {
    if (!this.form) return;
    const days = new Set(this.form.days);
    if (on) days.add(day);
    else days.delete(day);
    this.form = { ...this.form, days: [...days].sort() };
  }

  setOption(key: keyof BulkArticleOptions, on: boolean) {
    if (this.form) this.form = { ...this.form, options: { ...this.form.options, [key]: on } };
  }

  private put(schedule: AutoblogScheduleView) {
    const at = this.schedules.findIndex((s) => s.id === schedule.id);
    this.schedules =
      at >= 0
        ? this.schedules.map((s) => (s.id === schedule.id ? schedule : s))
        : [schedule, ...this.schedules];
  }

  /** Saves the form; the saved schedule, or null when the API refused it (formError). */
  async save(): Promise<AutoblogScheduleView | null> {
    if (!this.form || this.saving) return null;
    this.saving = true;
    this.formError = null;
    try {
      const body = bodyOf(this.form);
      const saved = this.editingId
        ? await this.api.update(this.editingId, body as AutoblogScheduleUpdate)
        : await this.api.create(body);
      runInAction(() => {
        this.put(saved);
        this.form = null;
        this.editingId = null;
      });
      return saved;
    } catch (error) {
      runInAction(() => {
        this.formError = error;
      });
      return null;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  async setPaused(id: string, paused: boolean) {
    this.busyId = id;
    try {
      const saved = paused ? await this.api.pause(id) : await this.api.resume(id);
      runInAction(() => this.put(saved));
    } finally {
      runInAction(() => {
        this.busyId = null;
      });
    }
  }

  async remove(id: string) {
    this.busyId = id;
    try {
      await this.api.remove(id);
      runInAction(() => {
        this.schedules = this.schedules.filter((s) => s.id !== id);
        if (this.openId === id) this.openId = null;
      });
    } finally {
      runInAction(() => {
        this.busyId = null;
      });
    }
  }

  /** Opens (or refreshes) a schedule's history. */
  async openHistory(id: string, signal?: AbortSignal) {
    if (this.openId !== id) {
      this.openId = id;
      this.slots = [];
      this.slotsLoaded = false;
    }
    // The schedule too: its next slot moves on once a slot is written.
    const [list] = await Promise.all([this.api.slots(id, signal), this.load(signal)]);
    runInAction(() => {
      if (this.openId !== id) return;
      this.slots = list.data;
      this.slotsLoaded = true;
    });
  }

  closeHistory() {
    this.openId = null;
    this.slots = [];
    this.slotsLoaded = false;
  }

  get openSchedule(): AutoblogScheduleView | null {
    return this.schedules.find((s) => s.id === this.openId) ?? null;
  }
}
