import { countHtmlWords, type PostSummaryView, type PostView } from '@inkpress/shared-core';
import type { PostDoc } from '../models/Post';
import { fieldsOf } from '../services/posts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A post (SPEC §3) with its variants' HTML: its stored fields (fieldsOf) and what the server owns. */
export function presentPost(post: PostDoc): PostView {
  const fields = fieldsOf(post);
  const selected = fields.content[fields.selectedContentIndex] ?? fields.content[0];
  return {
    ...fields,
    date: iso(fields.date),
    id: String(post._id),
    collectionId: String(post.collectionId),
    status: post.status ?? 'draft',
    wordCount: countHtmlWords(selected?.value ?? ''),
    createdAt: iso(post.createdAt),
    updatedAt: iso(post.updatedAt),
  };
}

/** A post in a list of collections: no HTML, just what a list row shows. */
export function presentPostSummary(post: PostDoc): PostSummaryView {
  return {
    id: String(post._id),
    clientId: post.clientId ?? null,
    collectionId: String(post.collectionId),
    title: post.title,
    slug: post.slug ?? '',
    status: post.status ?? 'draft',
    draft: post.draft ?? true,
    featureImage: post.featureImage
      ? { url: post.featureImage.url, alt: post.featureImage.alt ?? null }
      : null,
    updatedAt: iso(post.updatedAt),
  };
}
