import type { MediaFileView } from '@inkpress/shared-core';
import type { FeatureImage } from '../../stores/types';

/**
 * What the image form sets the feature image of: a post in the editor, or
 * the article the template flow is about to write. `editFeatureImage`
 * applies only when the current image is still `originalUrl` (SPEC §4).
 */
export interface FeatureImageTarget {
  readonly featureImage: { url: string } | null;
  editFeatureImage(
    originalUrl: string | null,
    image: FeatureImage | null,
    file?: Pick<MediaFileView, 'id' | 'url'>,
  ): boolean;
}

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
  target: Pick<FeatureImageTarget, 'editFeatureImage'>,
  originalUrl: string | null,
  file: Pick<MediaFileView, 'id' | 'url' | 'prompt' | 'name'>,
): boolean {
  return target.editFeatureImage(originalUrl, { url: file.url, alt: altFor(file) }, file);
}
