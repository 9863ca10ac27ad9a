import { countHtmlWords } from '@inkpress/shared-core';
import type { PostDoc } from '../models/Post';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A post (SPEC §3) with its variants' HTML. */
export function presentPost(post: PostDoc) {
  const content = (post.content ?? []).map((v) => ({ value: v.value ?? '' }));
  const selected = content[post.selectedContentIndex ?? 0] ?? content[0];
  return {
    id: String(post._id),
    clientId: post.clientId ?? null,
    collectionId: String(post.collectionId),
    title: post.title,
    content,
    categories: [...(post.categories ?? [])],
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    slug: post.slug ?? '',
    tags: [...(post.tags ?? [])],
    authorId: post.authorId ?? null,
    featureImage: post.featureImage
      ? { url: post.featureImage.url, alt: post.featureImage.alt ?? null }
      : null,
    extendedData: post.extendedData ?? {},
    postMetadata: post.postMetadata ?? {},
    postConfig: {
      faqs: (post.postConfig?.faqs ?? []).map((f) => ({ question: f.question, answer: f.answer })),
      language: post.postConfig?.language ?? null,
    },
    date: iso(post.date),
    draft: post.draft ?? true,
    public: post.public ?? false,
    templateId: post.templateId ?? null,
    generatorOpen: post.generatorOpen ?? false,
    status: post.status ?? 'draft',
    selectedContentIndex: post.selectedContentIndex ?? 0,
    wordCount: countHtmlWords(selected?.value ?? ''),
    createdAt: iso(post.createdAt),
    updatedAt: iso(post.updatedAt),
  };
}

/** A post in a list of collections: no HTML, just what a list row shows. */
export function presentPostSummary(post: PostDoc) {
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
