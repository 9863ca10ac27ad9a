/**
 * The internal users' editing of the public site's content
 * (/dashboard/site-content, issue 14): the entries of one kind with their
 * state, one entry open in the form, its live preview by the public pages'
 * own renderer, save, publish and unpublish. The store owns every call; the
 * screen only renders it.
 */
import {
  type ApiClient,
  type ContentAdminEntry,
  type ContentAdminRow,
  type ContentPreview,
  contentAdminEntrySchema,
  contentAdminRowsSchema,
  contentPreviewSchema,
  type DocsCategoryDef,
  docsCategoryDefsSchema,
  type EditableContentKind,
  isAbortError,
  isApiError,
} from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  createBody,
  type EntryField,
  type EntryFormValues,
  emptyValues,
  explainSaveError,
  type FieldErrors,
  slugify,
  updateBody,
  valuesOf,
} from './entryForm';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';
/** closed: the list; new: an unsaved entry; loading / edit / missing: an entry by id. */
export type EditorMode = 'closed' | 'new' | 'loading' | 'edit' | 'missing' | 'failed';

const enc = encodeURIComponent;

export class SiteContentStore {
  kind: EditableContentKind = 'blog';
  rows: ContentAdminRow[] = [];
  listStatus: ListStatus = 'idle';
  listError = '';
  categories: DocsCategoryDef[] = [];

  mode: EditorMode = 'closed';
  /** The saved entry being edited (null for a new one). */
  entry: ContentAdminEntry | null = null;
  values: EntryFormValues = emptyValues();
  /** A new entry's slug follows its title until the slug is typed. */
  slugTouched = false;
  fieldErrors: FieldErrors = {};
  formError = '';
  /** What the last action did ("Published."), for a status line. */
  notice = '';
  busy: 'save' | 'publish' | 'unpublish' | null = null;

  preview: ContentPreview | null = null;
  previewError = '';
  private previewCall: AbortController | null = null;
  private openCall = 0;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<this, 'api' | 'previewCall' | 'openCall'>(
      this,
      { api: false, previewCall: false, openCall: false },
      { autoBind: true },
    );
  }

  /** The open entry differs from what is saved (a new entry always does). */
  get dirty(): boolean {
    if (this.mode === 'new') return true;
    if (!this.entry) return false;
    return Object.keys(updateBody(this.entry, this.values)).length > 0;
  }

  /** The kind of the open entry (a new one is of the list's kind). */
  get entryKind(): EditableContentKind {
    return (this.entry?.kind as EditableContentKind | undefined) ?? this.kind;
  }

  async showKind(kind: EditableContentKind): Promise<void> {
    if (kind === this.kind && this.listStatus !== 'idle' && this.listStatus !== 'failed') return;
    this.kind = kind;
    await this.loadList();
  }

  async loadList(): Promise<void> {
    const kind = this.kind;
    this.listStatus = 'loading';
    this.listError = '';
    try {
      const rows = await this.api.get(`/api/content/entries`, {
        query: { kind },
        schema: contentAdminRowsSchema,
      });
      runInAction(() => {
        if (kind !== this.kind) return;
        this.rows = rows;
        this.listStatus = 'ready';
      });
    } catch (err) {
      runInAction(() => {
        if (kind !== this.kind) return;
        this.listStatus = 'failed';
        this.listError =
          isApiError(err) && err.status === 403
            ? 'Only internal users can edit the site’s content.'
            : 'The list could not be loaded.';
      });
    }
  }

  /** The docs categories, once (a docs page picks one). */
  async loadCategories(): Promise<void> {
    if (this.categories.length > 0) return;
    try {
      const categories = await this.api.get('/api/content/docs-categories', {
        schema: docsCategoryDefsSchema,
      });
      runInAction(() => {
        this.categories = categories;
      });
    } catch {
      // The select then offers none, and the API's 400 names the field on save.
    }
  }

  openNew(): void {
    this.openCall += 1;
    this.mode = 'new';
    this.entry = null;
    this.values = emptyValues();
    this.slugTouched = false;
    this.clearMessages();
    this.preview = null;
    if (this.kind === 'docs') void this.loadCategories();
  }

  async open(id: string): Promise<void> {
    if (this.entry?.id === id && this.mode === 'edit') return;
    const call = ++this.openCall;
    this.mode = 'loading';
    this.entry = null;
    this.clearMessages();
    this.preview = null;
    try {
      const entry = await this.api.get(`/api/content/entries/${enc(id)}`, {
        schema: contentAdminEntrySchema,
      });
      runInAction(() => {
        if (call !== this.openCall) return;
        this.take(entry);
        this.mode = 'edit';
        if (entry.kind === 'docs') void this.loadCategories();
      });
    } catch (err) {
      runInAction(() => {
        if (call !== this.openCall) return;
        this.mode = isApiError(err) && (err.status === 404 || err.status === 400) ? 'missing' : 'failed';
      });
    }
  }

  close(): void {
    this.openCall += 1;
    this.mode = 'closed';
    this.entry = null;
    this.previewCall?.abort();
    this.clearMessages();
  }

  set(field: EntryField, value: string): void {
    this.values = { ...this.values, [field]: value };
    if (field === 'slug') this.slugTouched = true;
    if (field === 'title' && this.mode === 'new' && !this.slugTouched) {
      this.values = { ...this.values, slug: slugify(value) };
    }
    if (this.fieldErrors[field]) this.fieldErrors = { ...this.fieldErrors, [field]: undefined };
    this.notice = '';
  }

  /** Creates the entry (a draft) or saves what changed; false when the API refused (messages shown). */
  async save(): Promise<boolean> {
    if (this.busy) return false;
    this.busy = 'save';
    const ok = await this.persist();
    runInAction(() => {
      this.busy = null;
      if (ok)
        this.notice =
          this.entry?.status === 'published' ? 'Saved. The public page shows it now.' : 'Saved as a draft.';
    });
    return ok;
  }

  /** Saves what is unsaved, then publishes: the public page shows it at once. */
  publish(): Promise<boolean> {
    return this.setPublished(true);
  }

  /** Takes the entry off the public site (its page answers 404); it stays here as a draft. */
  unpublish(): Promise<boolean> {
    return this.setPublished(false);
  }

  /** Renders the text as the public page will (POST /api/content/preview); the last call wins. */
  async renderPreview(body: string): Promise<void> {
    this.previewCall?.abort();
    const call = new AbortController();
    this.previewCall = call;
    if (!body.trim()) {
      this.preview = null;
      this.previewError = '';
      return;
    }
    try {
      const preview = await this.api.post(
        '/api/content/preview',
        { body },
        { schema: contentPreviewSchema, signal: call.signal },
      );
      runInAction(() => {
        if (this.previewCall !== call) return;
        this.preview = preview;
        this.previewError = '';
      });
    } catch (err) {
      if (isAbortError(err)) return;
      runInAction(() => {
        if (this.previewCall !== call) return;
        this.previewError = 'The preview could not be rendered just now.';
      });
    }
  }

  reset(): void {
    this.close();
    this.kind = 'blog';
    this.rows = [];
    this.listStatus = 'idle';
    this.categories = [];
  }

  private async setPublished(published: boolean): Promise<boolean> {
    if (this.busy) return false;
    this.busy = published ? 'publish' : 'unpublish';
    try {
      if (this.dirty && !(await this.persist())) return false;
      const entry = this.entry;
      if (!entry) return false;
      const saved = await this.api.post(
        `/api/content/entries/${enc(entry.id)}/${published ? 'publish' : 'unpublish'}`,
        {},
        { schema: contentAdminEntrySchema },
      );
      runInAction(() => {
        this.take(saved);
        this.notice = published
          ? 'Published. The public page shows it now.'
          : 'Unpublished. Its public page answers “not found”; it stays here as a draft.';
      });
      return true;
    } catch (err) {
      this.refused(err);
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  /** Create or PATCH; false (with the API's messages on the fields) when refused. */
  private async persist(): Promise<boolean> {
    this.clearMessages();
    try {
      let saved: ContentAdminEntry;
      if (this.mode === 'new') {
        saved = await this.api.post('/api/content/entries', createBody(this.kind, this.values), {
          schema: contentAdminEntrySchema,
        });
      } else if (this.entry) {
        const body = updateBody(this.entry, this.values);
        if (Object.keys(body).length === 0) return true;
        saved = await this.api.patch(`/api/content/entries/${enc(this.entry.id)}`, body, {
          schema: contentAdminEntrySchema,
        });
      } else return false;
      runInAction(() => {
        this.take(saved);
        this.mode = 'edit';
      });
      return true;
    } catch (err) {
      this.refused(err);
      return false;
    }
  }

  /** The saved entry becomes the form's and the list's. */
  private take(entry: ContentAdminEntry): void {
    this.entry = entry;
    this.values = valuesOf(entry);
    this.slugTouched = true;
    if (entry.kind !== this.kind) return;
    const row: ContentAdminRow = {
      id: entry.id,
      kind: entry.kind,
      slug: entry.slug,
      lang: entry.lang,
      path: entry.path,
      title: entry.title,
      description: entry.description,
      category: entry.category,
      tags: entry.tags,
      author: entry.author,
      image: entry.image,
      status: entry.status,
      publishedAt: entry.publishedAt,
      updatedAt: entry.updatedAt,
      readingMinutes: entry.readingMinutes,
      source: entry.source,
      editedAt: entry.editedAt,
    };
    this.rows = [row, ...this.rows.filter((r) => r.id !== entry.id)];
  }

  private refused(err: unknown): void {
    const { fields, form } = explainSaveError(err);
    runInAction(() => {
      this.fieldErrors = fields;
      this.formError = form;
    });
  }

  private clearMessages(): void {
    this.fieldErrors = {};
    this.formError = '';
    this.notice = '';
  }
}
