/**
 * The editing screen's form (issue 14): the fields of a blog post, a docs
 * page or an announcement as typed, and their way to and from the content
 * API's bodies (shared-core's contentCreateBody / contentUpdateBody). The
 * API checks every value; its 400s come back here field by field.
 */
import {
  type ContentAdminEntry,
  type ContentAdminRow,
  type ContentCreateBody,
  type ContentUpdateBody,
  type EditableContentKind,
  isApiError,
} from '@inkpress/shared-core';

export interface EntryFormValues {
  title: string;
  slug: string;
  lang: string;
  description: string;
  body: string;
  /** Blog posts. */
  author: string;
  /** Blog posts: comma-separated. */
  tags: string;
  /** Blog posts: the feature image's address. */
  image: string;
  /** Blog posts: the same text in other languages shares it (hreflang). */
  translationKey: string;
  /** Docs pages. */
  category: string;
  /** Docs pages: digits. */
  order: string;
}

export type EntryField = keyof EntryFormValues;

/** The fields each kind has besides title, slug, language, description and text. */
export const KIND_FIELDS: Record<EditableContentKind, readonly EntryField[]> = {
  blog: ['author', 'tags', 'image', 'translationKey'],
  docs: ['category', 'order'],
  announcement: [],
};

/** One entry, the list, and the list's tab (short: three tabs fit a phone's width). */
export const KIND_LABELS: Record<EditableContentKind, { one: string; many: string; tab: string }> = {
  blog: { one: 'blog post', many: 'Blog posts', tab: 'Blog' },
  docs: { one: 'docs page', many: 'Docs pages', tab: 'Docs' },
  announcement: { one: 'announcement', many: 'Announcements', tab: 'Announcements' },
};

export function emptyValues(): EntryFormValues {
  return {
    title: '',
    slug: '',
    lang: 'en',
    description: '',
    body: '',
    author: '',
    tags: '',
    image: '',
    translationKey: '',
    category: '',
    order: '',
  };
}

export function valuesOf(entry: ContentAdminEntry): EntryFormValues {
  return {
    title: entry.title,
    slug: entry.slug,
    lang: entry.lang,
    description: entry.description,
    body: entry.body,
    author: entry.author ?? '',
    tags: entry.tags.join(', '),
    image: entry.image ?? '',
    translationKey: entry.translationKey ?? '',
    category: entry.category ?? '',
    order: entry.kind === 'docs' ? String(entry.order) : '',
  };
}

/** "How to write a brief" → "how-to-write-a-brief": the slug a new entry gets until one is typed. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** Digits as a number; anything else is sent as typed text so the API names the field. */
const orderOf = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** A new entry's body: the kind's own fields only, empty optional fields left out. */
export function createBody(kind: EditableContentKind, values: EntryFormValues): ContentCreateBody {
  const own = KIND_FIELDS[kind];
  const body: Record<string, unknown> = {
    kind,
    slug: values.slug,
    lang: values.lang,
    title: values.title,
    description: values.description,
    body: values.body,
    status: 'draft',
  };
  if (own.includes('author') && values.author.trim()) body.author = values.author;
  if (own.includes('tags') && tagsOf(values.tags).length) body.tags = tagsOf(values.tags);
  if (own.includes('image') && values.image.trim()) body.image = values.image;
  if (own.includes('translationKey') && values.translationKey.trim())
    body.translationKey = values.translationKey;
  if (own.includes('category') && values.category) body.category = values.category;
  if (own.includes('order') && values.order.trim()) body.order = orderOf(values.order);
  return body as ContentCreateBody;
}

/** What changed since the saved entry, as a PATCH body; empty when nothing did. */
export function updateBody(entry: ContentAdminEntry, values: EntryFormValues): ContentUpdateBody {
  const saved = valuesOf(entry);
  const own = KIND_FIELDS[entry.kind as EditableContentKind] ?? [];
  const changed = (field: EntryField) => values[field] !== saved[field];
  const body: Record<string, unknown> = {};
  for (const field of ['title', 'description', 'body'] as const) {
    if (changed(field)) body[field] = values[field];
  }
  if (own.includes('author') && changed('author')) body.author = values.author.trim();
  if (own.includes('image') && changed('image')) body.image = values.image.trim();
  if (own.includes('tags') && tagsOf(values.tags).join(',') !== entry.tags.join(','))
    body.tags = tagsOf(values.tags);
  if (own.includes('translationKey') && changed('translationKey'))
    body.translationKey = values.translationKey.trim() || null;
  if (own.includes('category') && changed('category')) body.category = values.category;
  if (own.includes('order') && changed('order')) body.order = orderOf(values.order);
  return body as ContentUpdateBody;
}

export type FieldErrors = Partial<Record<EntryField, string>>;

/**
 * The API's refusal as words: one message per field it names (data.issues[].path,
 * as zod and the content service write it), and the rest for the whole form.
 */
export function explainSaveError(err: unknown): { fields: FieldErrors; form: string } {
  if (!isApiError(err)) return { fields: {}, form: 'The entry could not be saved. Please try again.' };
  const fields: FieldErrors = {};
  const stray: string[] = [];
  const issues = (err.data as { issues?: unknown } | undefined)?.issues;
  for (const raw of Array.isArray(issues) ? issues : []) {
    const { path, message } = (raw ?? {}) as { path?: unknown; message?: unknown };
    if (typeof message !== 'string') continue;
    const name = (Array.isArray(path) ? String(path[0] ?? '') : String(path ?? '')).split(
      '.',
    )[0] as EntryField;
    if (name in emptyValues()) fields[name] ??= message;
    else stray.push(message);
  }
  if (Object.keys(fields).length > 0) {
    return { fields, form: stray.length ? stray.join(' ') : 'Check the fields marked below.' };
  }
  if (err.status === 403) return { fields, form: 'Only internal users can edit the site’s content.' };
  if (err.status === 404) return { fields, form: 'This entry no longer exists.' };
  return { fields, form: err.message || 'The entry could not be saved. Please try again.' };
}

/** How a row's text came to be, in the words of the list. */
export function originOf(row: Pick<ContentAdminRow, 'source' | 'editedAt'>): 'repository' | 'edited' | 'new' {
  if (row.source === 'api') return 'new';
  return row.editedAt ? 'edited' : 'repository';
}
