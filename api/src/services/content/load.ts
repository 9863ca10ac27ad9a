/**
 * Loads the repository's content (mfe-marketing/content) into the database:
 * an idempotent upsert run at API start. Each file becomes the entry
 * `kind:lang:slug` (inserted with that unique `_id`, so concurrent starts
 * insert it once); a changed file updates its entry unless an internal user
 * has edited that entry through the API, whose version then wins.
 *
 *   content/blog/*.md           blog posts (front matter: title, description, date, lang, translationKey…)
 *   content/docs/*.md           docs pages (category, order); content/docs/categories.json their categories
 *   content/announcements/*.md  announcements (date)
 *   content/pages/**.md         site pages; the file's path is the page's path (pages/features/brand-voice.md)
 *   content/samples/*.md        sample articles of /public/samples (template: the template it shows)
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ContentKind,
  contentLanguageField,
  contentPathField,
  contentSlugField,
} from '@inkpress/shared-core';
import { repoRoot } from '../../config';
import { ContentEntry } from '../../models/ContentEntry';
import { type FrontMatterValue, parseFrontMatter } from './frontMatter';
import { entryId } from './paths';

export const CONTENT_DIR = path.join(repoRoot, 'mfe-marketing', 'content');

const FOLDERS: Record<string, ContentKind> = {
  blog: 'blog',
  docs: 'docs',
  announcements: 'announcement',
  pages: 'page',
  samples: 'sample',
};
const KNOWN_FIELDS = new Set([
  'title',
  'description',
  'slug',
  'lang',
  'date',
  'updated',
  'category',
  'order',
  'tags',
  'author',
  'image',
  'translationKey',
  'draft',
]);

export interface RepositoryEntry {
  _id: string;
  kind: ContentKind;
  slug: string;
  lang: string;
  title: string;
  description: string;
  body: string;
  category: string | null;
  order: number;
  tags: string[];
  author: string | null;
  image: string | null;
  translationKey: string | null;
  data: Record<string, string>;
  status: 'published' | 'draft';
  publishedAt: Date | null;
  sourceHash: string;
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await markdownFiles(full)));
    else if (entry.name.endsWith('.md')) files.push(full);
  }
  return files.sort();
}

const str = (v: FrontMatterValue | undefined): string | undefined =>
  v === undefined ? undefined : Array.isArray(v) ? v.join(', ') : String(v);

/** One file as the entry it describes; throws naming the file when a field is wrong. */
export function entryFromFile(kind: ContentKind, relative: string, source: string): RepositoryEntry {
  const { meta, body } = parseFrontMatter(source, relative);
  const fail = (message: string) => {
    throw new Error(`${relative}: ${message}`);
  };
  const title = str(meta.title);
  const description = str(meta.description);
  if (!title) fail('no title');
  if (!description) fail('no description');
  if (!body.trim()) fail('no text');
  const fileSlug = relative
    .replace(/\.md$/, '')
    .replace(/\.[a-z]{2}(-[a-z]{2})?$/, '')
    .split(path.sep)
    .join('/');
  const rawSlug = str(meta.slug) ?? (kind === 'page' ? fileSlug : path.basename(fileSlug));
  const slugCheck = (kind === 'page' ? contentPathField : contentSlugField).safeParse(rawSlug);
  if (!slugCheck.success) fail(`bad slug "${rawSlug}"`);
  const langCheck = contentLanguageField.safeParse(str(meta.lang) ?? 'en');
  if (!langCheck.success) fail(`bad lang "${str(meta.lang)}"`);
  const date = str(meta.date);
  const publishedAt = date ? new Date(date) : null;
  if (publishedAt && Number.isNaN(publishedAt.getTime())) fail(`bad date "${date}"`);
  if ((kind === 'blog' || kind === 'announcement') && !publishedAt) fail('a post needs a date');
  if (kind === 'docs' && !str(meta.category)) fail('a docs page needs a category');
  const slug = slugCheck.data as string;
  const lang = langCheck.data as string;
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(meta)) {
    if (!KNOWN_FIELDS.has(key)) data[key] = str(value) ?? '';
  }
  return {
    _id: entryId(kind, lang, slug),
    kind,
    slug,
    lang,
    title: title!,
    description: description!,
    body,
    category: str(meta.category) ?? null,
    order: typeof meta.order === 'number' ? meta.order : 100,
    tags: Array.isArray(meta.tags) ? meta.tags : meta.tags ? [String(meta.tags)] : [],
    author: str(meta.author) ?? null,
    image: str(meta.image) ?? null,
    translationKey: str(meta.translationKey) ?? null,
    data,
    status: meta.draft === true ? 'draft' : 'published',
    publishedAt: publishedAt ?? (kind === 'blog' || kind === 'announcement' ? null : new Date(0)),
    sourceHash: createHash('sha256').update(source).digest('hex').slice(0, 32),
  };
}

/** Every entry of the repository's content folder. */
export async function readRepositoryContent(dir = CONTENT_DIR): Promise<RepositoryEntry[]> {
  const entries: RepositoryEntry[] = [];
  for (const [folder, kind] of Object.entries(FOLDERS)) {
    const base = path.join(dir, folder);
    for (const file of await markdownFiles(base)) {
      entries.push(entryFromFile(kind, path.relative(base, file), await readFile(file, 'utf8')));
    }
  }
  const seen = new Map<string, string>();
  for (const e of entries) {
    if (seen.has(e._id)) throw new Error(`Two content files are ${e._id}`);
    seen.set(e._id, e.slug);
  }
  return entries;
}

export interface LoadReport {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Entries edited through the API, left as they are. */
  kept: number;
}

function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: number }).code === 11000;
}

/** Upserts the repository's content; running it twice changes nothing the second time. */
export async function loadRepositoryContent(dir = CONTENT_DIR): Promise<LoadReport> {
  const report: LoadReport = { inserted: 0, updated: 0, unchanged: 0, kept: 0 };
  const entries = await readRepositoryContent(dir);
  const existing = new Map(
    (
      await ContentEntry.find(
        { _id: { $in: entries.map((e) => e._id) } },
        'source sourceHash editedAt',
      ).lean()
    ).map((d) => [String(d._id), d]),
  );
  for (const entry of entries) {
    const current = existing.get(entry._id);
    if (!current) {
      try {
        await ContentEntry.create({ ...entry, source: 'repository' });
        report.inserted += 1;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        report.unchanged += 1;
      }
    } else if (current.source === 'api' || current.editedAt) {
      report.kept += 1;
    } else if (current.sourceHash === entry.sourceHash) {
      report.unchanged += 1;
    } else {
      const { _id, ...fields } = entry;
      await ContentEntry.updateOne({ _id }, { $set: fields });
      report.updated += 1;
    }
  }
  return report;
}

let loading: Promise<LoadReport> | null = null;

/** Loads the content once per process (again after a failure); every content read awaits it. */
export function ensureContentLoaded(): Promise<LoadReport> {
  if (!loading) {
    loading = loadRepositoryContent().catch((err) => {
      loading = null;
      throw err;
    });
  }
  return loading;
}

/** For tests: the next read loads the repository's content again. */
export function resetContentLoad() {
  loading = null;
}
