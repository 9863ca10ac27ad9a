import type { MediaFileView } from '@inkpress/shared-core';
import type { PostStore } from '../../stores/PostStore';

/** The alt text a chosen image starts with: its prompt, within the 300 characters alt text may have. */
export function altFor(file: Pick<MediaFileView, 'prompt' | 'name'>): string {
  const text = (file.prompt ?? file.name.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ')).trim();
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

/**
 * Makes `file` the post's feature image, under SPEC §4's rule: the edit
 * applies only if the feature image is still the one the image form opened
 * on (`originalUrl`). False when it changed meanwhile (another choice, an
 * undo): nothing is replaced then.
 */
export function applyFeatureImage(
  post: Pick<PostStore, 'editFeatureImage'>,
  originalUrl: string | null,
  file: Pick<MediaFileView, 'url' | 'prompt' | 'name'>,
): boolean {
  return post.editFeatureImage(originalUrl, { url: file.url, alt: altFor(file) });
}
