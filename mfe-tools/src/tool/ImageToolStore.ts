/**
 * An image tool's page (issue 16): one image chosen in the browser, sent as
 * the body of POST /api/image-tools/{slug}, and the answer — text read by
 * OCR, or alt text, a caption or a description with the facts it rests on.
 * A visitor whose free runs of the day are used up (429 RateLimitError with
 * the quota's data) sees the shell's sign-up popup and, on the page, when
 * the runs come back.
 */
import {
  type ApiClient,
  DEFAULT_OCR_LANGUAGE,
  IMAGE_TOOL_MAX_BYTES,
  type ImageToolSlug,
  ImageToolView,
  isVisitorQuota,
  type OcrLanguage,
  type QuotaUsedUpData,
  quotaUsedUpOf,
} from '@inkpress/shared-core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';

/** Words OCR read with less confidence than this are marked for checking. */
export const LOW_CONFIDENCE = 60;

export class ImageToolStore {
  file: File | null = null;
  preview: string | null = null;
  result: ImageToolView | null = null;
  error: string | null = null;
  /** The visitor's daily quota of the image tools is used up: what it was and when it comes back. */
  quota: QuotaUsedUpData | null = null;
  limitReached = false;
  busy = false;
  /** The language OCR reads the text in (the image to text tool; the others read English). */
  language: OcrLanguage = DEFAULT_OCR_LANGUAGE;

  constructor(
    readonly slug: ImageToolSlug,
    private readonly api: ApiClient,
    private readonly urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'> = URL,
  ) {
    makeObservable(this, {
      file: observable,
      preview: observable,
      result: observable,
      error: observable,
      quota: observable,
      limitReached: observable,
      busy: observable,
      language: observable,
      setLanguage: action,
      canRun: computed,
      resultText: computed,
      uncertainWords: computed,
      choose: action,
      dispose: action,
    });
  }

  get canRun() {
    return this.file !== null && !this.busy;
  }

  /** The answer as plain text (what Copy and Download take). */
  get resultText(): string {
    const result = this.result?.result;
    if (!result) return '';
    if (result.kind === 'text') return result.text;
    if (result.kind === 'alt-text') return result.altText;
    if (result.kind === 'caption') return result.caption;
    return result.description;
  }

  /** Words the OCR was unsure of, to check by eye. */
  get uncertainWords(): string[] {
    const result = this.result?.result;
    if (result?.kind !== 'text') return [];
    return result.words.filter((w) => w.confidence < LOW_CONFIDENCE).map((w) => w.text);
  }

  setLanguage(language: OcrLanguage) {
    this.language = language;
  }

  /** An image picked or dropped; too large a file or not an image is refused here, before it is sent. */
  choose(file: File | null) {
    this.dispose();
    this.result = null;
    this.error = null;
    if (!file) return;
    if (file.type && !file.type.startsWith('image/')) {
      this.error = 'Choose an image: PNG, JPEG, WebP or GIF.';
      return;
    }
    if (file.size > IMAGE_TOOL_MAX_BYTES) {
      this.error = `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the image tools read images up to ${
        IMAGE_TOOL_MAX_BYTES / 1024 / 1024
      } MB.`;
      return;
    }
    this.file = file;
    this.preview = this.urls.createObjectURL(file);
  }

  async run() {
    const file = this.file;
    if (!file || !this.canRun) return;
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      const query = this.language === DEFAULT_OCR_LANGUAGE ? undefined : { language: this.language };
      const view = await this.api.post(`/api/image-tools/${this.slug}`, file, {
        query,
        schema: ImageToolView,
      });
      runInAction(() => (this.result = view));
    } catch (err) {
      runInAction(() => {
        this.error = err instanceof Error ? err.message : 'Something went wrong. Try again.';
        const quota = quotaUsedUpOf(err);
        this.quota = isVisitorQuota(quota) ? quota : null;
        this.limitReached = this.quota !== null;
      });
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Lets go of the chosen image's object URL. */
  dispose() {
    if (this.preview) this.urls.revokeObjectURL(this.preview);
    this.preview = null;
    this.file = null;
  }
}
