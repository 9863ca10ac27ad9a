/**
 * What a client may write on a post, and how it is normalised before it is
 * stored: HTML variants sanitised, the slug made by slugify (SPEC §5), the
 * selected variant index wrapped into range (SPEC §4), empty titles back to
 * the default. `status` and the publication schedule are the server's:
 * publishing sets them, cancel-publish clears them.
 */
import { createHash } from 'node:crypto';
import {
  DEFAULT_POST_TITLE,
  defaultPostFields as defaultFieldsView,
  type PostFieldsView,
  type PostInput,
  slugify,
  wrapIndex,
} from '@inkpress/shared-core';
import { sanitizePostHtml } from '../sanitize';

export type { PostInput } from '@inkpress/shared-core';
export { wrapIndex } from '@inkpress/shared-core';

/** The stored form of the client-writable fields: shared-core's view, with the date as a Date. */
export type PostFields = Omit<PostFieldsView, 'date'> & { date: Date | null };

export type Variant = PostFields['content'][number];
export type FaqInput = PostFields['postConfig']['faqs'][number];

export const defaultPostFields = (): PostFields => ({ ...defaultFieldsView(), date: null });

/** The stored fields after applying `input` over `base` (a stored post, or the defaults for a new one). */
export function mergePostFields(base: PostFields, input: PostInput): PostFields {
  const content =
    input.content === undefined
      ? base.content
      : input.content.length > 0
        ? input.content.map((v) => ({ value: sanitizePostHtml(v.value) }))
        : [{ value: '' }];
  const title = input.title === undefined ? base.title : input.title.trim() || DEFAULT_POST_TITLE;
  return {
    clientId: input.clientId === undefined ? base.clientId : (input.clientId ?? null),
    title,
    content,
    categories: input.categories ?? base.categories,
    metaTitle: input.metaTitle ?? base.metaTitle,
    metaDescription: input.metaDescription ?? base.metaDescription,
    slug: input.slug === undefined ? base.slug : slugify(input.slug),
    tags: input.tags ?? base.tags,
    authorId: input.authorId === undefined ? base.authorId : input.authorId,
    featureImage:
      input.featureImage === undefined
        ? base.featureImage
        : input.featureImage && { url: input.featureImage.url.trim(), alt: input.featureImage.alt ?? null },
    extendedData: input.extendedData ?? base.extendedData,
    postMetadata: input.postMetadata ?? base.postMetadata,
    postConfig: input.postConfig
      ? {
          faqs: input.postConfig.faqs ?? base.postConfig.faqs,
          language:
            input.postConfig.language === undefined ? base.postConfig.language : input.postConfig.language,
        }
      : base.postConfig,
    date: input.date === undefined ? base.date : input.date === null ? null : new Date(input.date),
    draft: input.draft ?? base.draft,
    // The server's: only the owner's "Make public" (PUT /api/posts/{id}/public) changes it, so a
    // save that echoes an older value back never turns a public page off or on.
    public: base.public,
    templateId: input.templateId === undefined ? base.templateId : input.templateId,
    generatorOpen: input.generatorOpen ?? base.generatorOpen,
    selectedContentIndex: wrapIndex(input.selectedContentIndex ?? base.selectedContentIndex, content.length),
  };
}

/** A stable digest of a value (object keys sorted), to tell whether a save changed anything. */
export function digest(value: unknown): string {
  const stable = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(stable);
    if (v instanceof Date) return v.toISOString();
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v as object)
          .sort()
          .map((k) => [k, stable((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(stable(value)))
    .digest('base64url');
}
