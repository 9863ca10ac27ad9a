import {
  type ApiClient,
  type ImageGenerateBody,
  ImageGenerateView,
  type ImageRestoreBody,
  ImageRestoreView,
  MediaFileList,
  MediaFileView,
  type MediaKind,
} from '@inkpress/shared-core';

export type { ImageGenerateView, ImageRestoreView, MediaFileView } from '@inkpress/shared-core';

/** The media calls of the AI image screen and the image form (issue 16). */
export interface MediaApi {
  /** The gallery: AI images, variations, restored images (or one kind). */
  gallery(options?: { kind?: MediaKind; signal?: AbortSignal }): Promise<MediaFileView[]>;
  /** The team's uploads. */
  uploads(signal?: AbortSignal): Promise<MediaFileView[]>;
  upload(file: Blob, name: string): Promise<MediaFileView>;
  generate(body: ImageGenerateBody): Promise<ImageGenerateView>;
  vary(body: { fileId: string; size?: string; count?: number }): Promise<ImageGenerateView>;
  restore(body: ImageRestoreBody): Promise<ImageRestoreView>;
  remove(id: string): Promise<unknown>;
}

export function createMediaApi(api: ApiClient): MediaApi {
  return {
    async gallery(options = {}) {
      const body = await api.getList('/api/images', {
        query: { kind: options.kind, limit: 60 },
        signal: options.signal,
        schema: MediaFileList,
      });
      return body.data;
    },
    async uploads(signal) {
      const body = await api.getList('/api/media', {
        query: { kind: 'upload', limit: 60 },
        signal,
        schema: MediaFileList,
      });
      return body.data;
    },
    upload(file, name) {
      return api.post('/api/media', file, { query: { name }, schema: MediaFileView });
    },
    generate(body) {
      return api.post('/api/image/generate', body, { schema: ImageGenerateView });
    },
    vary(body) {
      return api.post('/api/image/variation', body, { schema: ImageGenerateView });
    },
    restore(body) {
      return api.post('/api/images/restore', body, { schema: ImageRestoreView });
    },
    remove(id) {
      return api.delete(`/api/media/${encodeURIComponent(id)}`);
    },
  };
}

/** The address that downloads a file (an attachment rather than shown inline). */
export function downloadUrl(file: Pick<MediaFileView, 'url'>): string {
  return `${file.url}?download=1`;
}
