/**
 * /image-restorer: a photo chosen in the browser, restored for a visitor
 * under the quota (sent as the body, answered inline) or, signed in,
 * uploaded to the account and charged as one image restore.
 */
import { FREE_RESTORE_MAX_BYTES } from '@inkpress/shared-core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { fileNameFrom } from './ArtStore';
import { FreePageStore } from './FreePageStore';
import { downloadUrl, type FreeApi, type RestoreChoice } from './freeApi';
import { LinkExpiry } from './LinkExpiry';

export interface Restored {
  before: string;
  after: string;
  download: string;
  fileName: string;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
  sharpnessBefore: number;
  sharpnessAfter: number;
  /** When a visitor's link stops working (ISO); null: kept in the account's gallery. */
  expiresAt: string | null;
}

export class RestorerStore extends FreePageStore {
  file: File | null = null;
  /** The chosen photo as an object URL (the slider's "before" for a visitor). */
  preview: string | null = null;
  choice: RestoreChoice = { scale: 2, denoise: true, sharpen: true, fixColors: true, faceSafe: false };
  result: Restored | null = null;
  /** When a visitor's restored image stops being there (a signed-in user's is kept). */
  readonly links = new LinkExpiry();

  constructor(
    api: FreeApi,
    signedIn: boolean,
    private readonly urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'> = URL,
  ) {
    super('restorer', api, signedIn);
    makeObservable(this, {
      file: observable,
      preview: observable,
      choice: observable,
      result: observable,
      canRestore: computed,
      choose: action,
      setChoice: action,
      dispose: action,
    });
  }

  get canRestore() {
    return this.file !== null && !this.busy && !this.limitReached;
  }

  /** A photo picked in the browser; too large a file is refused here, before it is sent. */
  choose(file: File | null) {
    this.dispose();
    this.result = null;
    this.error = null;
    if (!file) return;
    if (!this.signedIn && file.size > FREE_RESTORE_MAX_BYTES) {
      this.error = `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; without an account the restorer takes images up to ${
        FREE_RESTORE_MAX_BYTES / 1024 / 1024
      } MB.`;
      return;
    }
    this.file = file;
    this.preview = this.urls.createObjectURL(file);
  }

  setChoice(patch: Partial<RestoreChoice>) {
    this.choice = { ...this.choice, ...patch };
  }

  async restore() {
    const file = this.file;
    if (!file || !this.canRestore) return;
    const choice = this.choice;
    const restored = await this.run(async (): Promise<Restored> => {
      if (this.signedIn) {
        const stored = await this.api.upload(file, file.name || 'photo');
        const made = await this.api.restoreStored({ path: stored.id, ...choice });
        return {
          before: made.source.url,
          after: made.image.url,
          download: downloadUrl(made.image.url),
          fileName: made.image.name,
          width: made.image.width ?? 0,
          height: made.image.height ?? 0,
          sourceWidth: made.source.width ?? 0,
          sourceHeight: made.source.height ?? 0,
          sharpnessBefore: made.metrics.sharpnessBefore,
          sharpnessAfter: made.metrics.sharpnessAfter,
          expiresAt: null,
        };
      }
      const made = await this.api.restore(file, choice);
      runInAction(() => this.setQuota(made.quota));
      const ext = made.image.contentType === 'image/jpeg' ? 'jpg' : 'png';
      return {
        before: this.preview ?? made.image.url,
        after: made.image.url,
        // A short-lived signed link; the link's `download` attribute names the file.
        download: made.image.url,
        fileName: fileNameFrom(`${file.name.replace(/\.[a-z0-9]+$/i, '')} restored x${choice.scale}`, ext),
        width: made.image.width,
        height: made.image.height,
        sourceWidth: made.source.width,
        sourceHeight: made.source.height,
        sharpnessBefore: made.metrics.sharpnessBefore,
        sharpnessAfter: made.metrics.sharpnessAfter,
        expiresAt: made.image.expiresAt,
      };
    });
    if (restored) {
      runInAction(() => (this.result = restored));
      this.links.track(restored.expiresAt);
    }
  }

  /** Lets go of the chosen photo's object URL. */
  dispose() {
    this.links.track(null);
    if (this.preview) this.urls.revokeObjectURL(this.preview);
    this.preview = null;
    this.file = null;
  }
}
