import type { ImageSize, ImageStyle, MediaFileView } from '@inkpress/shared-core';
import { DEFAULT_IMAGE_SIZE } from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RequestStatus } from '../../stores';
import { Loadable } from '../common/Loadable';
import type { ImageRestoreView, MediaApi } from './mediaApi';

/** The image form's fields (SPEC §2: prompt, size, style) and how many images. */
export interface ImageForm {
  prompt: string;
  size: ImageSize;
  style: ImageStyle;
  count: number;
}

/**
 * The AI image screen and the image form: the gallery (loaded, kept in step
 * with what the server confirmed), generating, uploading, deleting and
 * restoring. Screens render it and call it; it owns every call.
 */
export class MediaStore {
  private readonly list = new Loadable<MediaFileView[]>([]);
  form: ImageForm = { prompt: '', size: DEFAULT_IMAGE_SIZE, style: 'natural', count: 1 };
  generating = false;
  /** The images of the latest generation, newest first. */
  latest: MediaFileView[] = [];
  /** Who drew the latest images ('offline image' for the offline drawer). */
  label: string | null = null;
  uploading = false;
  restoring = false;
  restored: ImageRestoreView | null = null;

  constructor(private readonly api: MediaApi) {
    makeAutoObservable<MediaStore, 'api' | 'list'>(this, { api: false, list: false }, { autoBind: true });
  }

  get status(): RequestStatus {
    return this.list.status;
  }

  get gallery(): MediaFileView[] {
    return this.list.value;
  }

  get hasList(): boolean {
    return this.list.loaded;
  }

  get error(): unknown {
    return this.list.error;
  }

  get canGenerate(): boolean {
    return this.form.prompt.trim().length > 0 && !this.generating;
  }

  load(signal?: AbortSignal): Promise<void> {
    return this.list.load((s) => this.api.gallery({ signal: s }), signal);
  }

  setForm(fields: Partial<ImageForm>): void {
    this.form = { ...this.form, ...fields };
  }

  /** Generates the form's images; they lead the gallery. */
  async generate(): Promise<MediaFileView[]> {
    if (!this.canGenerate) return [];
    this.generating = true;
    try {
      const result = await this.api.generate({ ...this.form, prompt: this.form.prompt.trim() });
      runInAction(() => {
        this.latest = result.images;
        this.label = result.label;
        this.prepend(result.images);
      });
      return result.images;
    } finally {
      runInAction(() => {
        this.generating = false;
      });
    }
  }

  async vary(file: MediaFileView): Promise<MediaFileView[]> {
    this.generating = true;
    try {
      const result = await this.api.vary({
        fileId: file.id,
        size: file.size ?? DEFAULT_IMAGE_SIZE,
        count: 1,
      });
      runInAction(() => {
        this.latest = result.images;
        this.label = result.label;
        this.prepend(result.images);
      });
      return result.images;
    } finally {
      runInAction(() => {
        this.generating = false;
      });
    }
  }

  async upload(file: File): Promise<MediaFileView> {
    this.uploading = true;
    try {
      return await this.api.upload(file, file.name);
    } finally {
      runInAction(() => {
        this.uploading = false;
      });
    }
  }

  async remove(id: string): Promise<void> {
    await this.api.remove(id);
    runInAction(() => {
      this.list.set(this.gallery.filter((f) => f.id !== id));
      this.latest = this.latest.filter((f) => f.id !== id);
    });
  }

  /** Restores an image of the team ×scale; the result joins the gallery. */
  async restore(source: MediaFileView, scale: 2 | 4, faceSafe = false): Promise<ImageRestoreView> {
    this.restoring = true;
    this.restored = null;
    try {
      const result = await this.api.restore({ path: source.url, scale, faceSafe });
      runInAction(() => {
        this.restored = result;
        this.prepend([result.image]);
      });
      return result;
    } finally {
      runInAction(() => {
        this.restoring = false;
      });
    }
  }

  private prepend(files: MediaFileView[]): void {
    const ids = new Set(files.map((f) => f.id));
    this.list.set([...files, ...this.gallery.filter((f) => !ids.has(f.id))]);
  }
}
