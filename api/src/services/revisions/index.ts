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
import { bulkWriteInChunks } from '../../db';
import { NotFound } from '../../errors';
import type { AuthUser } from '../../identity';
import { Post, type PostDoc } from '../../models/Post';
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

/** A revision to keep: the post (already saved with `revisionHash` = `hash`) and its new `revisionSeq`. */
export interface RevisionToKeep {
  post: { _id: Types.ObjectId; collectionId: Types.ObjectId } & Snapshot;
  hash: string;
  /**
   * The number this revision gets, as written on the post (its previous
   * `revisionSeq` + 1), or null when the post has none yet (saved before
   * revisions were numbered): its revisions are numbered here.
   */
  seq: number | null;
}

/** The post's next revision number, or null when its revisions are not numbered yet. */
export function nextRevisionSeq(post: { revisionSeq?: number | null } | undefined): number | null {
  if (!post) return 1;
  return typeof post.revisionSeq === 'number' ? post.revisionSeq + 1 : null;
}

/** Keeps a revision of one post, then drops the oldest past the cap. */
export async function keepRevision(
  user: AuthUser,
  item: RevisionToKeep,
  reason: RevisionReason,
  restoredFrom?: Types.ObjectId,
): Promise<RevisionDoc> {
  const [doc] = await keepRevisions(user, [item], reason, restoredFrom);
  return doc!;
}

/**
 * Keeps one revision for each of many posts (a collection save) in one
 * insert, then drops the revisions past the cap by number — one delete by
 * equality on (postId, seq) per post past the cap, which FerretDB's
 * PostgreSQL backend filters in the database — instead of reading and
 * counting each post's revisions.
 */
export async function keepRevisions(
  user: AuthUser,
  items: RevisionToKeep[],
  reason: RevisionReason,
  restoredFrom?: Types.ObjectId,
): Promise<RevisionDoc[]> {
  if (items.length === 0) return [];
  const scope = ownerScope(user);
  const createdBy = new Types.ObjectId(user.id);
  const docs = await Revision.insertMany(
    items.map(({ post, hash, seq }) => {
      const snapshot = snapshotOf(post);
      return {
        ...scope,
        postId: post._id,
        collectionId: post.collectionId,
        createdBy,
        reason,
        restoredFrom: restoredFrom ?? null,
        hash,
        seq,
        ...snapshot,
        words: countHtmlWords(selectedHtml(snapshot)),
      };
    }),
  );
  for (const { post, seq } of items) {
    if (seq === null) await numberRevisions(post._id);
    else if (seq > MAX_REVISIONS_PER_POST)
      await Revision.deleteMany({ postId: post._id, seq: seq - MAX_REVISIONS_PER_POST });
  }
  return docs.map((d) => d.toObject() as RevisionDoc);
}

/**
 * A post whose revisions were kept before they were numbered: keeps the
 * newest MAX_REVISIONS_PER_POST, numbers them 1…n from the oldest, and
 * records n on the post. Once per such post.
 */
async function numberRevisions(postId: Types.ObjectId) {
  const revisions = await Revision.find({ postId })
    .sort({ createdAt: -1, _id: -1 })
    .select({ _id: 1 })
    .lean();
  const kept = revisions.slice(0, MAX_REVISIONS_PER_POST).reverse();
  for (const old of revisions.slice(MAX_REVISIONS_PER_POST)) await Revision.deleteOne({ _id: old._id });
  await bulkWriteInChunks(
    Revision,
    kept.map((r, i) => ({ updateOne: { filter: { _id: r._id }, update: { $set: { seq: i + 1 } } } })),
  );
  await Post.updateOne({ _id: postId }, { $set: { revisionSeq: kept.length } }, { timestamps: false });
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
