/**
 * Reads of the public site's content. Every read first makes sure the
 * repository's content is loaded (load.ts). Only published entries are
 * public; internal users read drafts through the admin routes.
 */
import {
  type ContentCreateBody,
  type ContentKind,
  type ContentUpdateBody,
  contentPathField,
  contentSlugField,
  type DocsSearchHit,
  ErrorCode,
} from '@inkpress/shared-core';
import { AppError, NotFound, ValidationError } from '../../errors';
import type { AuthUser } from '../../identity';
import { ContentEntry, type ContentEntryDoc } from '../../models/ContentEntry';
import { ensureContentLoaded, readRepositoryContent } from './load';
import { contentPath, entryId } from './paths';
import { renderedEntry } from './rendered';

export type EntryDoc = ContentEntryDoc;

const PUBLISHED = { status: 'published' as const };

export async function listBlog(options: { lang?: string; page: number; pageSize: number }) {
  await ensureContentLoaded();
  const filter = { kind: 'blog' as const, ...PUBLISHED, ...(options.lang ? { lang: options.lang } : {}) };
  const all = await ContentEntry.find(filter).sort({ publishedAt: -1, _id: 1 }).lean<EntryDoc[]>();
  const total = all.length;
  const pages = Math.max(1, Math.ceil(total / options.pageSize));
  const start = (options.page - 1) * options.pageSize;
  return { items: all.slice(start, start + options.pageSize), total, pages };
}

/** The languages the blog has posts in, with their counts, English first. */
export async function blogLanguages(): Promise<{ lang: string; count: number }[]> {
  await ensureContentLoaded();
  const posts = await ContentEntry.find({ kind: 'blog', ...PUBLISHED }, 'lang').lean();
  const counts = new Map<string, number>();
  for (const p of posts) counts.set(p.lang, (counts.get(p.lang) ?? 0) + 1);
  return [...counts.entries()]
    .map(([lang, count]) => ({ lang, count }))
    .sort((a, b) => (a.lang === 'en' ? -1 : b.lang === 'en' ? 1 : a.lang.localeCompare(b.lang)));
}

export async function findPublished(kind: ContentKind, slug: string, lang = 'en'): Promise<EntryDoc | null> {
  await ensureContentLoaded();
  return ContentEntry.findOne({ _id: entryId(kind, lang, slug), ...PUBLISHED }).lean<EntryDoc>();
}

export async function getPublished(kind: ContentKind, slug: string, lang = 'en'): Promise<EntryDoc> {
  const doc = await findPublished(kind, slug, lang);
  if (!doc) throw NotFound('There is no such page.');
  return doc;
}

/** The same text in other languages (hreflang), this one included, when it has any. */
export async function translationsOf(doc: EntryDoc): Promise<{ lang: string; path: string }[]> {
  if (!doc.translationKey) return [];
  const docs = await ContentEntry.find(
    { kind: doc.kind, translationKey: doc.translationKey, ...PUBLISHED },
    'kind slug lang',
  ).lean();
  if (docs.length < 2) return [];
  return docs
    .map((d) => ({ lang: d.lang, path: contentPath(d.kind as ContentKind, d.slug, d.lang) }))
    .sort((a, b) => a.lang.localeCompare(b.lang));
}

export interface DocsCategoryDef {
  slug: string;
  title: string;
  description: string;
  order: number;
}

let categories: Promise<DocsCategoryDef[]> | null = null;
/** The docs categories of content/docs/categories.json. */
export function docsCategories(): Promise<DocsCategoryDef[]> {
  if (!categories) {
    categories = import('node:fs/promises')
      .then(async (fs) => {
        const { CONTENT_DIR } = await import('./load');
        const raw = await fs.readFile(`${CONTENT_DIR}/docs/categories.json`, 'utf8');
        return (JSON.parse(raw) as DocsCategoryDef[]).sort((a, b) => a.order - b.order);
      })
      .catch((err) => {
        categories = null;
        throw err;
      });
  }
  return categories;
}

export async function docsTree() {
  await ensureContentLoaded();
  const [defs, pages] = await Promise.all([
    docsCategories(),
    ContentEntry.find({ kind: 'docs', lang: 'en', ...PUBLISHED })
      .sort({ order: 1, title: 1 })
      .lean<EntryDoc[]>(),
  ]);
  return defs
    .map((c) => ({ ...c, pages: pages.filter((p) => p.category === c.slug) }))
    .filter((c) => c.pages.length > 0);
}

export async function listAnnouncements(): Promise<EntryDoc[]> {
  await ensureContentLoaded();
  return ContentEntry.find({ kind: 'announcement', ...PUBLISHED })
    .sort({ publishedAt: -1 })
    .lean<EntryDoc[]>();
}

const tokenize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 1);

function excerptAround(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  let at = -1;
  for (const t of terms) {
    const i = lower.indexOf(t);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  const start = Math.max(0, at - 60);
  const slice = text
    .slice(start, start + 200)
    .replace(/\s+/g, ' ')
    .trim();
  return `${start > 0 ? '…' : ''}${slice}${start + 200 < text.length ? '…' : ''}`;
}

/**
 * Docs search: every query word must appear (the last one as a prefix, so
 * results come while typing); title matches weigh most, then the
 * description, then the text.
 */
export async function searchDocs(query: string, limit = 20): Promise<DocsSearchHit[]> {
  await ensureContentLoaded();
  const terms = tokenize(query);
  if (terms.length === 0) return [];
  const docs = await ContentEntry.find({ kind: 'docs', lang: 'en', ...PUBLISHED }).lean<EntryDoc[]>();
  const hits: DocsSearchHit[] = [];
  for (const doc of docs) {
    const text = renderedEntry(doc).text;
    const fields = [
      { tokens: tokenize(doc.title), weight: 5 },
      { tokens: tokenize(doc.description), weight: 2 },
      { tokens: tokenize(text), weight: 1 },
    ];
    let score = 0;
    let all = true;
    terms.forEach((term, i) => {
      const prefix = i === terms.length - 1;
      let termScore = 0;
      for (const f of fields) {
        const n = f.tokens.filter((t) => (prefix ? t.startsWith(term) : t === term)).length;
        termScore += f.weight * Math.min(n, 10);
      }
      if (termScore === 0) all = false;
      score += termScore;
    });
    if (!all) continue;
    hits.push({
      slug: doc.slug,
      path: contentPath('docs', doc.slug, doc.lang),
      title: doc.title,
      category: doc.category ?? null,
      excerpt: excerptAround(text, terms),
      score,
    });
  }
  return hits.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title)).slice(0, limit);
}

// --- Internal users: create, edit, publish, unpublish ---------------------------------

/** A 400 that names its field, as a zod failure does (data.issues), so a form can show it there. */
const fieldError = (path: string, message: string) =>
  ValidationError(message, { issues: [{ path, message }] });

function checkSlug(kind: ContentKind, slug: string): string {
  const parsed = (kind === 'page' ? contentPathField : contentSlugField).safeParse(slug);
  if (!parsed.success) throw fieldError('slug', parsed.error.issues[0]?.message ?? 'Bad slug.');
  return parsed.data;
}

async function checkCategory(category: string | undefined, required: boolean) {
  if (!category) {
    if (required) throw fieldError('category', 'A docs page needs a category.');
    return;
  }
  if (!(await docsCategories()).some((c) => c.slug === category)) {
    throw fieldError('category', 'Not one of the docs categories.');
  }
}

export async function listAllEntries(kind?: ContentKind): Promise<EntryDoc[]> {
  await ensureContentLoaded();
  return ContentEntry.find(kind ? { kind } : {})
    .sort({ kind: 1, updatedAt: -1 })
    .lean<EntryDoc[]>();
}

export async function getEntry(id: string): Promise<EntryDoc> {
  await ensureContentLoaded();
  const doc = await ContentEntry.findById(id).lean<EntryDoc>();
  if (!doc) throw NotFound('There is no such content entry.');
  return doc;
}

export async function createEntry(user: AuthUser, body: ContentCreateBody): Promise<EntryDoc> {
  await ensureContentLoaded();
  const slug = checkSlug(body.kind, body.slug);
  if (body.kind === 'docs') await checkCategory(body.category, true);
  const now = new Date();
  try {
    const created = await ContentEntry.create({
      _id: entryId(body.kind, body.lang, slug),
      kind: body.kind,
      slug,
      lang: body.lang,
      title: body.title,
      description: body.description,
      body: body.body,
      category: body.category ?? null,
      tags: body.tags ?? [],
      author: body.author || null,
      image: body.image || null,
      translationKey: body.translationKey || null,
      order: body.order ?? 100,
      status: body.status,
      publishedAt: body.status === 'published' ? now : null,
      source: 'api',
      editedAt: now,
      editedBy: user.id,
    });
    return created.toObject() as EntryDoc;
  } catch (err) {
    if ((err as { code?: number }).code === 11000) {
      const message = 'An entry with this kind, language and slug exists.';
      throw new AppError(409, ErrorCode.Conflict, message, { issues: [{ path: 'slug', message }] });
    }
    throw err;
  }
}

const NULLABLE_FIELDS = new Set(['author', 'image', 'translationKey']);

export async function updateEntry(user: AuthUser, id: string, body: ContentUpdateBody): Promise<EntryDoc> {
  const doc = await getEntry(id);
  if (doc.kind === 'docs' && body.category !== undefined) await checkCategory(body.category, true);
  const set: Record<string, unknown> = { editedAt: new Date(), editedBy: user.id };
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    // An emptied optional field is no value, as in the repository's front matter.
    set[key] = value === '' && NULLABLE_FIELDS.has(key) ? null : value;
  }
  await ContentEntry.updateOne({ _id: doc._id }, { $set: set });
  return getEntry(id);
}

export async function setPublished(user: AuthUser, id: string, published: boolean): Promise<EntryDoc> {
  const doc = await getEntry(id);
  await ContentEntry.updateOne(
    { _id: doc._id },
    {
      $set: {
        status: published ? 'published' : 'draft',
        publishedAt: published ? (doc.publishedAt ?? new Date()) : doc.publishedAt,
        editedAt: new Date(),
        editedBy: user.id,
      },
    },
  );
  return getEntry(id);
}

/** Every published public path with its last change, for the sitemap. */
export async function publishedPaths(): Promise<{ path: string; lastmod: Date; kind: ContentKind }[]> {
  await ensureContentLoaded();
  const docs = await ContentEntry.find({ ...PUBLISHED }, 'kind slug lang updatedAt').lean();
  return docs
    .filter((d) => d.kind !== 'announcement')
    .map((d) => ({
      path: contentPath(d.kind as ContentKind, d.slug, d.lang),
      lastmod: d.updatedAt,
      kind: d.kind as ContentKind,
    }));
}

export { readRepositoryContent };
