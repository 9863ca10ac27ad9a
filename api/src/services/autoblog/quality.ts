/**
 * The autoblog quality gate: a draft is held back (not saved as a post, not
 * published, its credits refunded) when it is too short, too hard to read
 * (Flesch reading ease, the readability tool's formula), has the title of
 * one of the team's posts, or shares too many of its word pairs with one
 * of them. The reason is shown in the schedule's history.
 */
import { type AutoblogQuality, countWords, htmlToText } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { Post } from '../../models/Post';
import { readabilityReport } from '../tools/engines/readability';

/** Posts of the team compared with a draft (the newest). */
export const COMPARED_POSTS = 300;

export interface QualityVerdict {
  passed: boolean;
  reason: string | null;
  words: number;
  readability: number | null;
  /** The highest share of the draft's word pairs found in one existing post (0…1). */
  overlap: number;
}

/** A title compared loosely: case, punctuation and spacing do not count. */
export function normalTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
}

/** The distinct adjacent word pairs of a text. */
export function pairsOf(text: string): Set<string> {
  const w = wordsOf(text);
  const pairs = new Set<string>();
  for (let i = 1; i < w.length; i++) pairs.add(`${w[i - 1]} ${w[i]}`);
  return pairs;
}

/** Share of `draft`'s pairs that are also in `other` (0 when the draft has none). */
export function overlapOf(draft: Set<string>, other: Set<string>): number {
  if (draft.size === 0) return 0;
  let shared = 0;
  for (const p of draft) if (other.has(p)) shared++;
  return shared / draft.size;
}

export interface ExistingPost {
  title: string;
  html: string;
}

/** The team's newest posts (title and text) the draft is compared with. */
export async function existingPosts(teamId: string, exceptPostId?: string): Promise<ExistingPost[]> {
  const posts = await Post.find({
    teamId: new Types.ObjectId(teamId),
    ...(exceptPostId ? { _id: { $ne: new Types.ObjectId(exceptPostId) } } : {}),
  })
    .sort({ updatedAt: -1 })
    .limit(COMPARED_POSTS)
    .select('title content selectedContentIndex')
    .lean<{ title?: string; content?: { value?: string }[]; selectedContentIndex?: number }[]>();
  return posts.map((p) => ({
    title: p.title ?? '',
    html: p.content?.[p.selectedContentIndex ?? 0]?.value ?? p.content?.[0]?.value ?? '',
  }));
}

/** Judges a draft against the schedule's gate and the team's posts. */
export function judgeDraft(
  draft: { title: string; html: string },
  gate: AutoblogQuality,
  existing: ExistingPost[],
): QualityVerdict {
  const text = htmlToText(draft.html);
  const words = countWords(text);
  let readability: number | null = null;
  try {
    readability = words > 0 ? readabilityReport(text).scores.flesch : null;
  } catch {
    readability = null;
  }
  const title = normalTitle(draft.title);
  const pairs = pairsOf(text);
  let overlap = 0;
  let closest: string | null = null;
  let sameTitle: string | null = null;
  for (const post of existing) {
    if (title && normalTitle(post.title) === title) sameTitle ??= post.title;
    const share = overlapOf(pairs, pairsOf(htmlToText(post.html)));
    if (share > overlap) {
      overlap = share;
      closest = post.title;
    }
  }
  const verdict = (reason: string | null): QualityVerdict => ({
    passed: reason === null,
    reason,
    words,
    readability,
    overlap: Math.round(overlap * 1000) / 1000,
  });
  if (words < gate.minWords) return verdict(`Too short: ${words} words, the minimum is ${gate.minWords}.`);
  if (gate.minReadability > 0 && (readability === null || readability < gate.minReadability))
    return verdict(
      `Hard to read: a reading-ease score of ${readability ?? 0}, the minimum is ${gate.minReadability}.`,
    );
  if (sameTitle !== null) return verdict(`Duplicate title: the post “${sameTitle}” already has it.`);
  if (overlap > gate.maxOverlap)
    return verdict(
      `Too close to “${closest}”: ${Math.round(overlap * 100)}% of its word pairs are there (at most ${Math.round(
        gate.maxOverlap * 100,
      )}%).`,
    );
  return verdict(null);
}
