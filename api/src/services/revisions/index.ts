/**
 * Revision history of a post: every save that changes a post's text (title,
 * variants, selected variant, meta title and description, slug) keeps a
 * revision; the newest MAX_REVISIONS_PER_POST are kept. A revision can be
 * compared with the current text (a word diff of the selected variants and
 * titles) and restored, which is itself a change and so keeps a revision.
 *
 * Saves that change nothing in the text (the editor autosaves often) add no
 * revision: each post stores the digest of its last revision.
 */
import { countHtmlWords, htmlToText } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { NotFound } from '../../errors';
import type { AuthUser } from '../../middlewares/auth';
import type { PostDoc } from '../../models/Post';
import { Revision, type RevisionDoc, type RevisionReason } from '../../models/Revision';
import { ownerScope } from '../../policies';
import { digest, type PostFields, type Variant } from '../posts/fields';
import { diffWords, type WordDiff } from './diff';

export const MAX_REVISIONS_PER_POST = 50;

export interface Snapshot {
  title: string;
  content: Variant[];
  selectedContentIndex: number;
  metaTitle: string;
  metaDescription: string;
  slug: string;
}

export function snapshotOf(post: Pick<PostFields, keyof Snapshot>): Snapshot {
  return {
    title: post.title,
    content: post.content.map((v) => ({ value: v.value })),
    selectedContentIndex: post.selectedContentIndex,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    slug: post.slug,
  };
}

export const snapshotHash = (snapshot: Snapshot) => digest(snapshot);

const selectedHtml = (s: Pick<Snapshot, 'content' | 'selectedContentIndex'>) =>
  s.content[s.selectedContentIndex]?.value ?? s.content[0]?.value ?? '';

/** Keeps a revision of `post` (already saved with `revisionHash` = `hash`), then drops the oldest past the cap. */
export async function keepRevision(
  user: AuthUser,
  post: { _id: Types.ObjectId; collectionId: Types.ObjectId } & Snapshot,
  hash: string,
  reason: RevisionReason,
  restoredFrom?: Types.ObjectId,
): Promise<RevisionDoc> {
  const snapshot = snapshotOf(post);
  const doc = await Revision.create({
    ...ownerScope(user),
    postId: post._id,
    collectionId: post.collectionId,
    createdBy: new Types.ObjectId(user.id),
    reason,
    restoredFrom: restoredFrom ?? null,
    hash,
    ...snapshot,
    words: countHtmlWords(selectedHtml(snapshot)),
  });
  await pruneRevisions(post._id);
  return doc.toObject() as RevisionDoc;
}

async function pruneRevisions(postId: Types.ObjectId) {
  const old = await Revision.find({ postId })
    .sort({ createdAt: -1, _id: -1 })
    .skip(MAX_REVISIONS_PER_POST)
    .select({ _id: 1 })
    .lean();
  if (old.length > 0) await Revision.deleteMany({ _id: { $in: old.map((r) => r._id) } });
}

export async function deleteRevisionsOf(postIds: Types.ObjectId[]) {
  if (postIds.length > 0) await Revision.deleteMany({ postId: { $in: postIds } });
}

export async function listRevisions(
  user: AuthUser,
  post: PostDoc,
  page: { offset: number; limit: number },
): Promise<{ items: RevisionDoc[]; total: number }> {
  const filter = { ...ownerScope(user), postId: post._id };
  const [items, total] = await Promise.all([
    Revision.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip(page.offset)
      .limit(page.limit)
      .select({ content: 0 })
      .lean<RevisionDoc[]>(),
    Revision.countDocuments(filter),
  ]);
  return { items, total };
}

export async function findRevision(user: AuthUser, post: PostDoc, revisionId: string): Promise<RevisionDoc> {
  const revision = await Revision.findOne({
    _id: new Types.ObjectId(revisionId),
    postId: post._id,
    ...ownerScope(user),
  }).lean<RevisionDoc>();
  if (!revision) throw NotFound('Revision not found.');
  return revision;
}

export interface RevisionComparison {
  /** The revision's title → the current title. */
  title: WordDiff;
  /** The revision's selected variant → the post's selected variant, as plain text. */
  content: WordDiff;
}

/** How the post changed since the revision. */
export function compareWithCurrent(revision: Snapshot, current: Snapshot): RevisionComparison {
  return {
    title: diffWords(revision.title, current.title),
    content: diffWords(htmlToText(selectedHtml(revision)), htmlToText(selectedHtml(current))),
  };
}
