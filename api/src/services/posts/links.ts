/**
 * Internal link suggestions (POST /api/suggest-links, and the internal
 * links of a generated article): the team's own posts ranked by how many
 * words of their title and slug the content shares. Only the team's posts
 * are ever read; a post already linked from the content is left out.
 */
import { extractLinks, htmlToText, slugify } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { AuthUser } from '../../identity';
import { DEFAULT_POST_TITLE, Post } from '../../models/Post';
import { ownerScope } from '../../policies';

/** The most posts considered per request (newest first). */
export const MAX_LINK_CANDIDATES = 1000;

const STOP_WORDS = new Set(
  (
    'a an and are as at be by for from has have how i in is it its of on or our that the their this to was we ' +
    'what when where which who why will with you your can do does not no yes so if than then there these those ' +
    'about into over more most best new vs'
  ).split(' '),
);

/** Lowercase words of a text, letters and digits only. */
export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function contentWordsOf(text: string): Set<string> {
  return new Set(tokens(text).filter((w) => w.length > 1 && !STOP_WORDS.has(w)));
}

export interface LinkSuggestion {
  postId: string;
  collectionId: string;
  title: string;
  slug: string;
  /** A site path for the link; the publishing integration maps it to the live URL. */
  url: string;
  /** The phrase of the content to put the link on. */
  anchorText: string | null;
  /** Title and slug words the content shares. */
  sharedWords: string[];
  /** Shared words over the post's title and slug words (0 to 1). */
  score: number;
}

/** The longest run of the content's words made of `wanted` words (stop words only inside it). */
export function anchorIn(text: string, wanted: Set<string>): string | null {
  const words = text.split(/\s+/).filter(Boolean);
  let best: [number, number] | null = null;
  let start = -1;
  const close = (end: number) => {
    if (start < 0) return;
    let from = start;
    let to = end;
    const key = (i: number) => tokens(words[i] ?? '').join('');
    while (from < to && !wanted.has(key(from))) from++;
    while (to > from && !wanted.has(key(to - 1))) to--;
    if (to > from && (!best || to - from > best[1] - best[0])) best = [from, to];
    start = -1;
  };
  for (let i = 0; i < words.length; i++) {
    const word = tokens(words[i] ?? '').join('');
    const fits = wanted.has(word) || (STOP_WORDS.has(word) && start >= 0);
    if (fits && start < 0) start = i;
    if (!fits) close(i);
    // A run stops at the end of a sentence.
    if (fits && /[.!?;:]$/.test(words[i] ?? '')) close(i + 1);
  }
  close(words.length);
  if (!best) return null;
  const [from, to] = best as [number, number];
  return words
    .slice(from, to)
    .join(' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

export interface SuggestOptions {
  /** The HTML (or text) the links would go into. */
  content: string;
  /** Only these posts (the documents the user picked); all the team's posts when absent. */
  linkIds?: string[];
  limit: number;
  /** Posts never to suggest (the post being written, its collection's posts). */
  excludePostIds?: string[];
  excludeCollectionId?: string;
}

export async function suggestLinks(user: AuthUser, options: SuggestOptions): Promise<LinkSuggestion[]> {
  const filter: Record<string, unknown> = { ...ownerScope(user) };
  const excluded = (options.excludePostIds ?? []).map((id) => new Types.ObjectId(id));
  if (options.linkIds)
    filter._id = { $in: options.linkIds.map((id) => new Types.ObjectId(id)), $nin: excluded };
  else if (excluded.length > 0) filter._id = { $nin: excluded };
  if (options.excludeCollectionId)
    filter.collectionId = { $ne: new Types.ObjectId(options.excludeCollectionId) };
  const candidates = await Post.find(filter)
    .sort({ updatedAt: -1, _id: -1 })
    .limit(MAX_LINK_CANDIDATES)
    .select({ title: 1, slug: 1, collectionId: 1, updatedAt: 1 })
    .lean();

  const text = htmlToText(options.content);
  const contentWords = contentWordsOf(text);
  const linked = new Set(
    extractLinks(options.content).map((l) => l.href.replace(/[?#].*$/, '').replace(/\/+$/, '')),
  );
  const suggestions: LinkSuggestion[] = [];
  for (const post of candidates) {
    const title = post.title === DEFAULT_POST_TITLE ? '' : (post.title ?? '');
    const slug = post.slug || slugify(title);
    if (!title && !post.slug) continue;
    const url = `/${slug || String(post._id)}`;
    if ([...linked].some((href) => href === url || href.endsWith(url))) continue;
    const own = contentWordsOf(`${title} ${slug.replace(/[-_]+/g, ' ')}`);
    const shared = [...own].filter((w) => contentWords.has(w));
    if (shared.length === 0) continue;
    suggestions.push({
      postId: String(post._id),
      collectionId: String(post.collectionId),
      title: title || slug,
      slug,
      url,
      anchorText: anchorIn(text, new Set(shared)),
      sharedWords: shared,
      score: Math.round((shared.length / own.size) * 1000) / 1000,
    });
  }
  suggestions.sort((a, b) => b.sharedWords.length - a.sharedWords.length || b.score - a.score);
  return suggestions.slice(0, options.limit);
}
