/**
 * Public articles (issue 14): a post its owner made public, read by anyone
 * at /public/article/{post id}, and the sample articles of /public/samples
 * (Markdown in mfe-marketing/content/samples, at /public/article/{slug}).
 *
 * Only the owner's team changes a post's public settings (others' ids answer
 * 404). A post that is private, deleted or in a deleted collection answers
 * the same 404 as an id that never existed, and nothing of it (not its
 * title) is in the answer. The HTML is sanitised again on the way out.
 */
import {
  countHtmlWords,
  type PublicArticleView,
  type PublicSampleView,
  type PublicSettingsBody,
  type PublicSettingsView,
  publicArticlePath,
} from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { NotFound } from '../errors';
import type { AuthUser } from '../identity';
import { Collection } from '../models/Collection';
import { ContentEntry } from '../models/ContentEntry';
import { Post, type PostDoc } from '../models/Post';
import { ownerScope } from '../policies';
import { ensureContentLoaded } from './content/load';
import { type EntryDoc, findPublished } from './content/queries';
import { renderedEntry } from './content/rendered';
import { findPost } from './posts';
import { sanitizePostHtml } from './sanitize';
import { templates } from './templates';

const notFound = () => NotFound('There is no public article at this address.');

function settingsOf(post: Pick<PostDoc, '_id' | 'public' | 'publicIndexable'>): PublicSettingsView {
  const id = String(post._id);
  return {
    id,
    public: post.public ?? false,
    indexable: Boolean(post.public && post.publicIndexable),
    path: publicArticlePath(id),
  };
}

export async function getPublicSettings(user: AuthUser, postId: string): Promise<PublicSettingsView> {
  return settingsOf(await findPost(user, postId));
}

/** Makes the team's post public or private; making it private also turns indexing off. */
export async function setPublicSettings(
  user: AuthUser,
  postId: string,
  body: PublicSettingsBody,
): Promise<PublicSettingsView> {
  const post = await findPost(user, postId);
  const indexable = body.public ? (body.indexable ?? post.publicIndexable ?? false) : false;
  await Post.updateOne(
    { _id: post._id, ...ownerScope(user) },
    { $set: { public: body.public, publicIndexable: indexable } },
    // Not an edit of the text: the document's "last changed" stays.
    { timestamps: false },
  );
  return settingsOf({ _id: post._id, public: body.public, publicIndexable: indexable });
}

const firstParagraph = (html: string) =>
  (/<p[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** At most `max` characters, cut at a word. */
export function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/**
 * The body without a leading h1 that repeats the title (the page shows the
 * title as its one h1); any other h1 becomes an h2.
 */
function withoutTitleH1(html: string): string {
  return html
    .replace(/^\s*<h1[^>]*>[\s\S]*?<\/h1>\s*/, '')
    .replace(/<h1(\s|>)/g, '<h2$1')
    .replace(/<\/h1>/g, '</h2>');
}

function presentPostArticle(post: PostDoc): PublicArticleView {
  const index = Math.min(post.selectedContentIndex ?? 0, Math.max(0, post.content.length - 1));
  const html = withoutTitleH1(sanitizePostHtml(post.content[index]?.value ?? ''));
  const words = countHtmlWords(html);
  return {
    id: String(post._id),
    title: post.title,
    description: clip(post.metaDescription?.trim() || firstParagraph(html) || post.title),
    html,
    featureImage: post.featureImage
      ? { url: post.featureImage.url, alt: post.featureImage.alt ?? null }
      : null,
    language: post.postConfig?.language ?? null,
    faqs: (post.postConfig?.faqs ?? []).map((f) => ({ question: f.question, answer: f.answer })),
    indexable: Boolean(post.publicIndexable),
    sample: false,
    templateId: post.templateId ?? null,
    wordCount: words,
    readingMinutes: Math.max(1, Math.round(words / 220)),
    updatedAt: post.updatedAt.toISOString(),
  };
}

const templateOf = (doc: EntryDoc) =>
  (doc.data instanceof Map ? doc.data.get('template') : (doc.data as Record<string, string>)?.template) ??
  null;

function presentSample(doc: EntryDoc): PublicArticleView {
  const rendered = renderedEntry(doc);
  const html = withoutTitleH1(rendered.html);
  return {
    id: doc.slug,
    title: doc.title,
    description: doc.description,
    html,
    featureImage: doc.image ? { url: doc.image, alt: null } : null,
    language: doc.lang,
    // A sample's questions are part of its text already.
    faqs: [],
    indexable: true,
    sample: true,
    templateId: templateOf(doc),
    wordCount: countHtmlWords(html),
    readingMinutes: rendered.readingMinutes,
    updatedAt: doc.updatedAt.toISOString(),
  };
}

const SAMPLE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The public article at /public/article/{id}: a public post (by its id) or a sample (by its slug). */
export async function findPublicArticle(id: string): Promise<PublicArticleView | null> {
  if (/^[0-9a-f]{24}$/i.test(id)) {
    const post = await Post.findOne({ _id: new Types.ObjectId(id), public: true }).lean<PostDoc>();
    if (!post) return null;
    // A post outlives its collection only in a half-finished delete: not public then.
    if (!(await Collection.exists({ _id: post.collectionId, teamId: post.teamId }))) return null;
    return presentPostArticle(post);
  }
  if (id.length > 120 || !SAMPLE_ID.test(id)) return null;
  const sample = await findPublished('sample', id);
  return sample ? presentSample(sample) : null;
}

export async function getPublicArticle(id: string): Promise<PublicArticleView> {
  const article = await findPublicArticle(id);
  if (!article) throw notFound();
  return article;
}

/** The sample articles, in title order. */
export async function listSamples(): Promise<PublicSampleView[]> {
  await ensureContentLoaded();
  const docs = await ContentEntry.find({ kind: 'sample', status: 'published' })
    .sort({ title: 1 })
    .lean<EntryDoc[]>();
  return docs.map((doc) => ({
    id: doc.slug,
    title: doc.title,
    description: doc.description,
    path: publicArticlePath(doc.slug),
    templateId: templateOf(doc),
    templateName: templates.find((t) => t.id === templateOf(doc))?.name ?? null,
    readingMinutes: renderedEntry(doc).readingMinutes,
  }));
}

/** Public posts whose owners let search engines index them, for the sitemap. */
export async function indexablePublicArticles(limit = 5000): Promise<{ path: string; lastmod: Date }[]> {
  const posts = await Post.find({ public: true, publicIndexable: true })
    .select({ _id: 1, updatedAt: 1 })
    .sort({ updatedAt: -1 })
    .limit(limit)
    .lean();
  return posts.map((p) => ({ path: publicArticlePath(String(p._id)), lastmod: p.updatedAt }));
}
