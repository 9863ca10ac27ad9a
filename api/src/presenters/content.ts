import type {
  ContentAdminEntry,
  ContentAdminRow,
  ContentEntry,
  ContentKind,
  ContentStatus,
  ContentSummary,
} from '@inkpress/shared-core';
import type { ContentEntryDoc } from '../models/ContentEntry';
import { contentPath } from '../services/content/paths';
import { renderedEntry } from '../services/content/rendered';

type Doc = Pick<
  ContentEntryDoc,
  | '_id'
  | 'kind'
  | 'slug'
  | 'lang'
  | 'title'
  | 'description'
  | 'body'
  | 'category'
  | 'tags'
  | 'author'
  | 'image'
  | 'status'
  | 'publishedAt'
  | 'updatedAt'
  | 'source'
  | 'data'
>;

/** A list row of the public site's content. */
export function presentContentSummary(doc: Doc): ContentSummary {
  const kind = doc.kind as ContentKind;
  return {
    id: doc._id,
    kind,
    slug: doc.slug,
    lang: doc.lang,
    path: contentPath(kind, doc.slug, doc.lang),
    title: doc.title,
    description: doc.description,
    category: doc.category ?? null,
    tags: [...(doc.tags ?? [])],
    author: doc.author ?? null,
    image: doc.image ?? null,
    status: doc.status as ContentStatus,
    publishedAt: doc.publishedAt && doc.publishedAt.getTime() > 0 ? doc.publishedAt.toISOString() : null,
    updatedAt: doc.updatedAt.toISOString(),
    readingMinutes: renderedEntry(doc).readingMinutes,
  };
}

/** One entry with its sanitised HTML; the Markdown source only for internal users. */
export function presentContentEntry(
  doc: Doc,
  translations: { lang: string; path: string }[],
  options: { withSource?: boolean } = {},
): ContentEntry {
  const rendered = renderedEntry(doc);
  const data: Record<string, string> =
    doc.data instanceof Map
      ? Object.fromEntries(doc.data)
      : { ...((doc.data as Record<string, string>) ?? {}) };
  return {
    ...presentContentSummary(doc),
    html: rendered.html,
    headings: rendered.headings,
    faq: rendered.faq,
    translations,
    data,
    ...(options.withSource ? { body: doc.body } : {}),
    source: doc.source as 'repository' | 'api',
  };
}

type AdminDoc = Doc & Pick<ContentEntryDoc, 'editedAt' | 'translationKey' | 'order'>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A row of the internal users' list: the summary, where its text comes from, when it was edited here. */
export function presentContentAdminRow(doc: AdminDoc): ContentAdminRow {
  return {
    ...presentContentSummary(doc),
    source: doc.source as 'repository' | 'api',
    editedAt: iso(doc.editedAt),
  };
}

/** One entry as internal users edit it: its Markdown and every editable field. */
export function presentContentAdminEntry(
  doc: AdminDoc,
  translations: { lang: string; path: string }[],
): ContentAdminEntry {
  return {
    ...presentContentEntry(doc, translations),
    body: doc.body,
    editedAt: iso(doc.editedAt),
    translationKey: doc.translationKey ?? null,
    order: doc.order ?? 100,
  };
}
