/** /art: a prompt, size and style; each image is drawn for a visitor under the quota or charged as one AI image. */
import {
  type ArtSampleView,
  DEFAULT_IMAGE_SIZE,
  type ImageSize,
  type ImageStyle,
} from '@inkpress/shared-core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { FreePageStore } from './FreePageStore';
import { downloadUrl, type FreeApi } from './freeApi';

export interface ArtImage {
  /** Shown in the page (a data: URL for a visitor, the gallery file for a signed-in user). */
  src: string;
  /** Downloads it. */
  download: string;
  fileName: string;
  prompt: string;
  size: string;
  width: number;
  height: number;
  /** 'offline image' when the offline drawer made it. */
  label: string;
}

/** A file name from the prompt's first words. */
export function fileNameFrom(prompt: string, ext: string): string {
  const words = prompt
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return `${words || 'image'}.${ext}`;
}

export class ArtStore extends FreePageStore {
  prompt = '';
  size: ImageSize = DEFAULT_IMAGE_SIZE;
  style: ImageStyle = 'natural';
  images: ArtImage[] = [];
  /** The public gallery's samples (null until loaded). */
  samples: ArtSampleView[] | null = null;
  samplesFailed = false;

  constructor(api: FreeApi, signedIn: boolean) {
    super('art', api, signedIn);
    makeObservable(this, {
      prompt: observable,
      size: observable,
      style: observable,
      images: observable,
      samples: observable,
      samplesFailed: observable,
      canGenerate: computed,
      setForm: action,
      tryPrompt: action,
    });
  }

  get canGenerate() {
    return this.prompt.trim().length > 0 && !this.busy && !this.limitReached;
  }

  setForm(patch: Partial<Pick<ArtStore, 'prompt' | 'size' | 'style'>>) {
    Object.assign(this, patch);
  }

  /** Loads the sample gallery; a failure shows a retry, and the try-it box works without it. */
  async loadSamples(signal?: AbortSignal) {
    runInAction(() => {
      this.samplesFailed = false;
    });
    try {
      const samples = await this.api.artSamples(signal);
      runInAction(() => {
        this.samples = samples;
      });
    } catch {
      if (signal?.aborted) return;
      runInAction(() => {
        this.samplesFailed = true;
      });
    }
  }

  /** "Try this prompt": a sample's prompt, size and style go into the try-it box. */
  tryPrompt(sample: Pick<ArtSampleView, 'prompt' | 'size' | 'style'>) {
    this.setForm({ prompt: sample.prompt, size: sample.size, style: sample.style });
  }

  async generate() {
    if (!this.canGenerate) return;
    const body = { prompt: this.prompt.trim(), size: this.size, style: this.style };
    const image = await this.run(async (): Promise<ArtImage> => {
      if (this.signedIn) {
        const made = await this.api.generateImage({ ...body, count: 1 });
        const file = made.images[0];
        if (!file) throw new Error('The image service made no image for this prompt. Try another prompt.');
        return {
          src: file.url,
          download: downloadUrl(file.url),
          fileName: fileNameFrom(body.prompt, 'png'),
          prompt: body.prompt,
          size: body.size,
          width: file.width ?? 0,
          height: file.height ?? 0,
          label: made.label,
        };
      }
      const made = await this.api.art(body);
      runInAction(() => this.setQuota(made.quota));
      return {
        src: made.image.url,
        download: made.image.url,
        fileName: fileNameFrom(body.prompt, 'png'),
        prompt: made.prompt,
        size: made.size,
        width: made.image.width,
        height: made.image.height,
        label: made.label,
      };
    });
    if (image) runInAction(() => this.images.unshift(image));
  }
}
