import type { MediaFileView, MediaKind } from '@inkpress/shared-core';
import type { MediaFileDoc } from '../models/MediaFile';
import { fileUrl } from '../services/storage';

/** A stored file as the API answers it: never its storage key. */
export function presentMediaFile(file: MediaFileDoc): MediaFileView {
  return {
    id: String(file._id),
    kind: file.kind as MediaKind,
    name: file.name,
    contentType: file.contentType,
    bytes: file.bytes,
    width: file.width ?? null,
    height: file.height ?? null,
    url: fileUrl(file._id),
    prompt: file.prompt ?? null,
    size: file.size ?? null,
    style: file.style ?? null,
    label: file.label ?? null,
    sourceId: file.sourceId ? String(file.sourceId) : null,
    createdAt: file.createdAt.toISOString(),
  };
}
