import { articleCost, creditCosts, defaultWordCount, isAbortError } from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { EditorApi } from '../../api/editorApi';
import type { ArticleOptions, GenerationMeta, Template } from '../../api/types';
import type { FeatureImage } from '../../stores/types';
import { consumeGeneration, type Scheduler } from '../ai/stream';
import { articleDocumentPayload } from './articleDocument';
import {
  type ArticleSource,
  type DeliveryNote,
  deliveryOf,
  savedContentOf,
  savedIdsOf,
  sourcesOf,
} from './flowEvents';

export { type ArticleSource, type DeliveryNote, deliveryOf, savedContentOf, savedIdsOf, sourcesOf };

export type FlowStep = 'details' | 'title' | 'outline' | 'article';
export type ArticleLength = 'short' | 'medium';

/** Each option of SPEC §9 with its label and price, in the order the form shows them. */
export const articleOptionList: readonly { key: keyof ArticleOptions; label: string; cost: number }[] = [
  { key: 'featureImage', label: 'Feature image', cost: creditCosts.featureImage },
  { key: 'faqs', label: 'FAQ section', cost: creditCosts.faqs },
  { key: 'internalLinks', label: 'Internal links', cost: creditCosts.internalLinks },
  { key: 'externalLinks', label: 'External links to sources', cost: creditCosts.externalLinks },
  { key: 'readability', label: 'Extra readability pass', cost: creditCosts.readability },
  { key: 'simplifiedSentences', label: 'Simplified sentences', cost: creditCosts.simplifiedSentences },
];

/** Sections an outline plans: about one per 330 words, 2 to 14 (as the API's catalogue). */
export function sectionCount(words: number): number {
  return Math.min(14, Math.max(2, Math.round(words / 330)));
}

/** Credits a title costs (the catalogue's fixed estimate) and an outline (10 per section). */
export const TITLE_COST = 20;
export function outlineCost(length: ArticleLength): number {
  return sectionCount(defaultWordCount(length)) * 10;
}

/** The calls the flow makes: the template's title and outline, the article stream, and saving it as a document. */
export type FlowApi = Pick<EditorApi, 'templates' | 'generate'> & {
  collections: Pick<EditorApi['collections'], 'save'>;
};

/**
 * A new article from a template, step by step: the template's fields →
 * a generated title (editable) → an outline the user edits → the article,
 * streamed, with the chosen options, its cost (SPEC §9) shown first. The
 * API saves the article as a new document; `result` names it.
 */
export class TemplateFlowStore {
  step: FlowStep = 'details';
  values: Record<string, string> = {};
  language = 'en-US';
  length: ArticleLength;
  options: ArticleOptions;
  title = '';
  /** Titles the AI offered for these fields ("Another title" sends them, so it never repeats one). */
  offeredTitles: string[] = [];
  outline: string[] = [];
  busy: 'title' | 'outline' | 'article' | null = null;
  error: unknown = null;
  meta: GenerationMeta | null = null;
  /** The article's HTML as it streams. */
  article = '';
  result: { collectionId?: string; postId?: string; credits: number; aborted: boolean } | null = null;
  /** Options that were charged and not delivered: each refunded, with the API's note saying why. */
  refunds: DeliveryNote[] = [];
  private abortController: AbortController | null = null;
  /** The brand voice and persona the article is written in and for (ids), '' for none. */
  style = '';
  persona = '';
  /** "Use my info base": the team's info-base passages on the topic go to the writer, cited in the article. */
  infoBase = false;
  /** The info-base passages the article drew on (the API's `sources` event); null when not asked. */
  sources: ArticleSource[] | null = null;
  /**
   * The team's image chosen in the image form (gallery, generated, uploaded or
   * restored) as the article's feature image; the API puts it on the post it
   * saves. Null: none chosen (the paid "Feature image" option may draw one).
   */
  featureImage: (FeatureImage & { fileId: string }) | null = null;

  constructor(
    readonly template: Template,
    private readonly api: FlowApi,
    private readonly schedule?: Scheduler,
  ) {
    this.length = template.defaults.length;
    this.options = { ...template.defaults.options };
    makeAutoObservable<TemplateFlowStore, 'api' | 'schedule' | 'abortController'>(
      this,
      { template: false, api: false, schedule: false, abortController: false },
      { autoBind: true },
    );
  }

  /** The field values as the API checks them: numbers as numbers, empty ones left out. */
  get fieldValues(): Record<string, string | number> {
    const out: Record<string, string | number> = {};
    for (const field of this.template.fields) {
      const raw = (this.values[field.name] ?? '').trim();
      if (!raw) continue;
      if (field.kind === 'number') {
        const n = Number(raw);
        if (Number.isFinite(n)) out[field.name] = Math.round(n);
      } else {
        out[field.name] = raw;
      }
    }
    return out;
  }

  /** The first field left empty that must be filled, or null. */
  get missingField(): string | null {
    const values = this.fieldValues;
    return this.template.fields.find((f) => f.required && values[f.name] === undefined)?.label ?? null;
  }

  /** Fields whose value is out of its bounds, with the problem. */
  get fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const field of this.template.fields) {
      const raw = (this.values[field.name] ?? '').trim();
      if (!raw) continue;
      if (field.kind === 'number') {
        const n = Number(raw);
        if (!Number.isInteger(n)) errors[field.name] = 'Enter a whole number.';
        else if (field.min !== undefined && n < field.min) errors[field.name] = `At least ${field.min}.`;
        else if (field.max !== undefined && n > field.max) errors[field.name] = `At most ${field.max}.`;
      } else if (field.maxLength !== undefined && raw.length > field.maxLength) {
        errors[field.name] = `At most ${field.maxLength} characters.`;
      }
    }
    return errors;
  }

  get canGenerateTitle(): boolean {
    return this.missingField === null && Object.keys(this.fieldErrors).length === 0 && this.busy === null;
  }

  /** The article's price: base 1000 plus each chosen option (shared-core articleCost). */
  get articleCost(): number {
    return articleCost(this.options);
  }

  get words(): number {
    return defaultWordCount(this.length);
  }

  get cleanOutline(): string[] {
    return this.outline.map((h) => h.trim()).filter(Boolean);
  }

  setValue(name: string, value: string): void {
    this.values[name] = value;
    this.offeredTitles = [];
  }

  fillExample(): void {
    for (const [name, value] of Object.entries(this.template.example)) this.values[name] = String(value);
    this.offeredTitles = [];
  }

  setLanguage(language: string): void {
    this.language = language;
  }

  setLength(length: ArticleLength): void {
    this.length = length;
  }

  setVoice(voice: { style?: string; persona?: string }): void {
    this.style = voice.style ?? '';
    this.persona = voice.persona ?? '';
  }

  setInfoBase(on: boolean): void {
    this.infoBase = on;
  }

  setOption(key: keyof ArticleOptions, on: boolean): void {
    this.options[key] = on;
    // Drawing a new feature image replaces the chosen one (the API would ignore one or the other).
    if (key === 'featureImage' && on) this.featureImage = null;
  }

  /**
   * The image form's choice, under SPEC §4's rule: applies only if the chosen
   * image is still the one the form opened on (`originalUrl`); false, and
   * nothing replaced, when it changed meanwhile. A chosen image takes the
   * place of the paid drawn one, so that option goes off. Only the team's
   * stored files can be chosen (the API checks the file is the team's).
   */
  editFeatureImage(
    originalUrl: string | null,
    image: FeatureImage | null,
    file?: { id: string; url: string },
  ): boolean {
    if ((this.featureImage?.url ?? '') !== (originalUrl ?? '')) return false;
    if (image && (!file || file.url !== image.url)) return false;
    this.featureImage = image && file ? { url: image.url, alt: image.alt ?? null, fileId: file.id } : null;
    if (this.featureImage) this.options.featureImage = false;
    return true;
  }

  /** Drops the chosen image (the article gets none, or the drawn one if that option is turned on). */
  clearFeatureImage(): void {
    this.featureImage = null;
  }

  setTitle(title: string): void {
    this.title = title;
  }

  goTo(step: FlowStep): void {
    if (this.busy) return;
    this.step = step;
    this.error = null;
  }

  setHeading(index: number, text: string): void {
    if (index >= 0 && index < this.outline.length) this.outline[index] = text;
  }

  addHeading(after = this.outline.length - 1): void {
    if (this.outline.length >= 30) return;
    this.outline.splice(after + 1, 0, '');
  }

  removeHeading(index: number): void {
    this.outline.splice(index, 1);
  }

  moveHeading(index: number, by: -1 | 1): void {
    const to = index + by;
    if (to < 0 || to >= this.outline.length) return;
    const [heading] = this.outline.splice(index, 1);
    this.outline.splice(to, 0, heading ?? '');
  }

  private async call<T>(
    busy: 'title' | 'outline',
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<T | null> {
    const controller = new AbortController();
    this.abortController = controller;
    this.busy = busy;
    this.error = null;
    try {
      return await work(controller.signal);
    } catch (error) {
      runInAction(() => {
        if (!isAbortError(error)) this.error = error;
      });
      return null;
    } finally {
      runInAction(() => {
        this.busy = null;
        this.abortController = null;
      });
    }
  }

  /** Step 1 → 2: the AI writes a title from the fields. */
  async generateTitle(): Promise<boolean> {
    if (!this.canGenerateTitle) return false;
    // "Another title": the ones offered so far go along, so the next one is new (or free).
    const previous = [...this.offeredTitles];
    const title = await this.call('title', (signal) =>
      this.api.templates.generateTitle(
        this.template.id,
        { fields: this.fieldValues, language: this.language, ...(previous.length ? { previous } : {}) },
        signal,
      ),
    );
    if (title === null) return false;
    runInAction(() => {
      this.title = title;
      if (!this.offeredTitles.includes(title)) this.offeredTitles = [...this.offeredTitles, title].slice(-10);
      this.step = 'title';
    });
    return true;
  }

  /** Skips the AI title: the user writes one. */
  writeOwnTitle(): void {
    if (!this.canGenerateTitle) return;
    this.step = 'title';
  }

  /** Step 2 → 3: the AI plans the sections, which the user then edits. */
  async generateOutline(): Promise<boolean> {
    const title = this.title.trim();
    if (!title || this.busy) return false;
    const outline = await this.call('outline', (signal) =>
      this.api.templates.generateOutline(
        this.template.id,
        { fields: this.fieldValues, title, language: this.language, length: this.length },
        signal,
      ),
    );
    if (outline === null) return false;
    runInAction(() => {
      this.outline = outline.length > 0 ? outline : [''];
      this.step = 'outline';
    });
    return true;
  }

  /** Step 3 → 4: the article streams in; the API saves it as a new document. */
  async generateArticle(): Promise<boolean> {
    if (this.busy || !this.title.trim()) return false;
    const controller = new AbortController();
    this.abortController = controller;
    this.busy = 'article';
    this.error = null;
    this.article = '';
    this.meta = null;
    this.result = null;
    this.refunds = [];
    this.sources = null;
    this.step = 'article';
    const values = this.fieldValues;
    const found: { collectionId?: string; postId?: string } = {};
    let charged: number | undefined;
    /** The saved article (the `post` event): with the info base, it ends with its Sources list. */
    let saved: string | undefined;
    const note = (data: Record<string, unknown>) => {
      const ids = savedIdsOf(data);
      found.collectionId = ids.collectionId ?? found.collectionId;
      found.postId = ids.postId ?? found.postId;
    };
    try {
      const events = this.api.generate(
        'generate-article',
        {
          templateId: this.template.id,
          fields: values,
          title: this.title.trim(),
          keyword: typeof values.keyword === 'string' ? values.keyword : undefined,
          outline: this.cleanOutline.length > 0 ? this.cleanOutline : undefined,
          length: this.length,
          language: this.language,
          tone: typeof values.tone === 'string' ? values.tone : undefined,
          options: { ...this.options },
          ...(this.style ? { style: this.style } : {}),
          ...(this.persona ? { persona: this.persona } : {}),
          ...(this.infoBase ? { infoBase: true } : {}),
          ...(this.featureImage ? { featureImageFile: this.featureImage.fileId } : {}),
        },
        controller.signal,
      );
      const outcome = await consumeGeneration(events, {
        schedule: this.schedule,
        onMeta: (meta) => runInAction(() => (this.meta = meta)),
        onText: (text) => runInAction(() => (this.article = text)),
        onOther: (event, data) => {
          if (event === 'delivery') {
            const delivery = deliveryOf(data);
            charged = delivery.charged;
            runInAction(() => (this.refunds = delivery.notes));
          } else if (event === 'sources') {
            const sources = sourcesOf(data);
            runInAction(() => (this.sources = sources));
          } else {
            note(data);
            saved = savedContentOf(data) ?? saved;
          }
        },
      });
      if (outcome.done) {
        note(outcome.done);
        if (typeof outcome.done.output === 'object' && outcome.done.output !== null) {
          note(outcome.done.output as Record<string, unknown>);
        }
      }
      runInAction(() => {
        this.article = saved ?? outcome.text;
        this.result = {
          ...found,
          credits: charged ?? outcome.done?.credits ?? 0,
          aborted: outcome.done?.aborted ?? true,
        };
      });
      return true;
    } catch (error) {
      runInAction(() => {
        if (isAbortError(error) || controller.signal.aborted) {
          this.result = { ...found, credits: 0, aborted: true };
        } else {
          this.error = error;
        }
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
        this.abortController = null;
      });
    }
  }

  /**
   * The document to open on the finished article: the one the API saved it
   * in, or, when the API did not say where it went, a new one it is saved as
   * now. Null when there is no article to open (stopped, failed or empty).
   */
  async articleDocument(): Promise<{ collectionId: string; postId?: string } | null> {
    const result = this.result;
    if (!result || result.aborted || !this.article.trim()) return null;
    if (result.collectionId) return { collectionId: result.collectionId, postId: result.postId };
    const keyword = this.fieldValues.keyword;
    const saved = await this.api.collections.save(
      articleDocumentPayload({
        title: this.title,
        html: this.article,
        language: this.language,
        templateId: this.template.id,
        focusKeyword: typeof keyword === 'string' ? keyword : undefined,
        featureImage: this.featureImage ? { url: this.featureImage.url, alt: this.featureImage.alt } : null,
      }),
    );
    return { collectionId: saved.id, postId: saved.posts?.[0]?.id };
  }

  /** Stops what is running (title, outline or the article stream). */
  stop(): void {
    this.abortController?.abort();
  }

  dispose(): void {
    this.stop();
  }
}
