/**
 * Posts: saved through their collection (services/collections), deleted,
 * taken out of a publication schedule, created by the AI routes (a
 * generated article, translations), and restored from a revision. Every
 * query is scoped to the user's team, so another team's post is not found.
 *
 * No transactions (FerretDB): writes are ordered so that a failure half-way
 * leaves nothing inconsistent the next save cannot repair — posts before
 * their revisions, revisions deleted after their posts.
 */
import { Types } from 'mongoose';
import { bulkWriteInChunks } from '../../db';
import { NotFound } from '../../errors';
import type { AuthUser } from '../../identity';
import { Collection } from '../../models/Collection';
import { Post, type PostDoc } from '../../models/Post';
import type { RevisionReason } from '../../models/Revision';
import { ownerScope } from '../../policies';
import {
  deleteRevisionsOf,
  findRevision,
  keepRevision,
  keepRevisions,
  nextRevisionSeq,
  type RevisionToKeep,
  snapshotHash,
  snapshotOf,
} from '../revisions';
import { defaultPostFields, digest, mergePostFields, type PostFields, type PostInput } from './fields';

export { defaultPostFields, mergePostFields, type PostFields, type PostInput } from './fields';

const postNotFound = () => NotFound('Post not found.');

/** The stored client-writable fields of a post. */
export function fieldsOf(post: PostDoc): PostFields {
  const defaults = defaultPostFields();
  return {
    clientId: post.clientId ?? null,
    title: post.title ?? defaults.title,
    content: (post.content ?? []).map((v) => ({ value: v.value ?? '' })),
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
    date: post.date ?? null,
    draft: post.draft ?? true,
    public: post.public ?? false,
    templateId: post.templateId ?? null,
    generatorOpen: post.generatorOpen ?? false,
    selectedContentIndex: post.selectedContentIndex ?? 0,
  };
}

export async function findPost(user: AuthUser, id: string): Promise<PostDoc> {
  const post = await Post.findOne({ _id: new Types.ObjectId(id), ...ownerScope(user) }).lean<PostDoc>();
  if (!post) throw postNotFound();
  return post;
}

/**
 * The posts of some collections, in list order. `light` leaves the variants'
 * HTML out. One collection is matched by equality (FerretDB's PostgreSQL
 * backend filters equality in the database, `$in` in its own process); for
 * several, `teamId` narrows the rows the database returns to the team's.
 */
export async function postsOf(
  collectionIds: Types.ObjectId[],
  light = false,
  teamId?: Types.ObjectId,
): Promise<PostDoc[]> {
  if (collectionIds.length === 0) return [];
  const filter: Record<string, unknown> =
    collectionIds.length === 1
      ? { collectionId: collectionIds[0] }
      : { collectionId: { $in: collectionIds } };
  if (teamId) filter.teamId = teamId;
  const query = Post.find(filter).sort({ order: 1, createdAt: 1, _id: 1 });
  if (light) query.select({ content: 0, extendedData: 0, postMetadata: 0, postConfig: 0 });
  return query.lean<PostDoc[]>();
}

/** Marks the collection as changed now (its place in the newest-first list). */
export async function touchCollection(collectionId: Types.ObjectId) {
  await Collection.updateOne(
    { _id: collectionId },
    { $set: { updatedAt: new Date() } },
    { timestamps: false },
  );
}

interface PlannedWrite {
  fields: PostFields;
  order: number;
  existing?: PostDoc;
}

/**
 * Saves the posts of a collection as the client sent them: each input
 * matches a stored post of this collection by id, then by client id, or
 * becomes a new post. With `removeMissing`, stored posts not sent are
 * deleted (with their revisions). Unchanged posts are not written; posts
 * whose text changed keep a revision. Returns the collection's posts.
 */
export async function savePosts(
  user: AuthUser,
  collectionId: Types.ObjectId,
  inputs: PostInput[],
  removeMissing: boolean,
): Promise<PostDoc[]> {
  const stored = await Post.find({ collectionId, ...ownerScope(user) }).lean<PostDoc[]>();
  const byId = new Map(stored.map((p) => [String(p._id), p]));
  const byClientId = new Map(stored.filter((p) => p.clientId).map((p) => [p.clientId as string, p]));
  const matched = new Set<string>();
  const plans: PlannedWrite[] = inputs.map((input, order) => {
    let existing = input.id ? byId.get(input.id) : undefined;
    if (!existing && input.clientId) existing = byClientId.get(input.clientId);
    if (existing && matched.has(String(existing._id))) existing = undefined;
    if (existing) matched.add(String(existing._id));
    const base = existing ? fieldsOf(existing) : defaultPostFields();
    return { fields: mergePostFields(base, input), order, existing };
  });

  const scope = ownerScope(user);
  const createdBy = new Types.ObjectId(user.id);
  const revisions: RevisionToKeep[] = [];
  const updates = [];
  const inserts = [];
  for (const plan of plans) {
    const saveHash = digest({ ...plan.fields, order: plan.order });
    const revisionHash = snapshotHash(snapshotOf(plan.fields));
    const textChanged = plan.existing?.revisionHash !== revisionHash;
    if (plan.existing) {
      if (plan.existing.saveHash === saveHash) continue;
      const seq = textChanged ? nextRevisionSeq(plan.existing) : null;
      updates.push({
        updateOne: {
          filter: { _id: plan.existing._id, ...scope },
          update: {
            $set: {
              ...plan.fields,
              order: plan.order,
              saveHash,
              revisionHash,
              ...(seq !== null ? { revisionSeq: seq } : {}),
            },
          },
        },
      });
      if (textChanged)
        revisions.push({ post: { ...plan.existing, ...plan.fields } as PostDoc, hash: revisionHash, seq });
    } else {
      const _id = new Types.ObjectId();
      const doc = {
        _id,
        ...scope,
        collectionId,
        createdBy,
        ...plan.fields,
        order: plan.order,
        saveHash,
        revisionHash,
        revisionSeq: 1,
      };
      inserts.push(doc);
      revisions.push({ post: doc as unknown as PostDoc, hash: revisionHash, seq: 1 });
    }
  }
  if (inserts.length > 0) await Post.insertMany(inserts);
  await bulkWriteInChunks(Post, updates);
  if (removeMissing) {
    const removed = stored.filter((p) => !matched.has(String(p._id))).map((p) => p._id);
    if (removed.length > 0) {
      await Post.deleteMany({ _id: { $in: removed }, ...scope });
      await deleteRevisionsOf(removed);
    }
  }
  await keepRevisions(user, revisions, 'save');
  return postsOf([collectionId], false, scope.teamId);
}

/** A new post at the end of a collection (a generated article, a translation), with its first revision. */
export async function createPost(
  user: AuthUser,
  collectionId: Types.ObjectId,
  input: PostInput,
  reason: RevisionReason,
  /** The new post's id, for callers that must create it once (a job step): a second insert fails. */
  options: { id?: Types.ObjectId } = {},
): Promise<PostDoc> {
  const _id = options.id ?? new Types.ObjectId();
  // A client id like the editor gives its own posts, so a later save matches this post either way.
  const fields = mergePostFields(defaultPostFields(), { clientId: `server-${_id}`, ...input });
  const last = await Post.findOne({ collectionId }).sort({ order: -1 }).select({ order: 1 }).lean();
  const order = (last?.order ?? -1) + 1;
  const revisionHash = snapshotHash(snapshotOf(fields));
  const doc = await Post.create({
    _id,
    ...ownerScope(user),
    collectionId,
    createdBy: new Types.ObjectId(user.id),
    ...fields,
    order,
    saveHash: digest({ ...fields, order }),
    revisionHash,
    revisionSeq: 1,
  });
  const post = doc.toObject() as unknown as PostDoc;
  await keepRevision(user, { post, hash: revisionHash, seq: 1 }, reason);
  await touchCollection(collectionId);
  return post;
}

/**
 * Changes a stored post's text fields from the server side (an improved
 * article as a new variant, a restored revision) and keeps a revision.
 */
export async function updatePostText(
  user: AuthUser,
  post: PostDoc,
  input: PostInput,
  reason: RevisionReason,
  restoredFrom?: Types.ObjectId,
): Promise<PostDoc> {
  const fields = mergePostFields(fieldsOf(post), input);
  const revisionHash = snapshotHash(snapshotOf(fields));
  const seq = nextRevisionSeq(post);
  const updated = await Post.findOneAndUpdate(
    { _id: post._id, ...ownerScope(user) },
    {
      $set: {
        ...fields,
        saveHash: digest({ ...fields, order: post.order ?? 0 }),
        revisionHash,
        ...(seq !== null ? { revisionSeq: seq } : {}),
      },
    },
    { returnDocument: 'after' },
  ).lean<PostDoc>();
  if (!updated) throw postNotFound();
  await keepRevision(user, { post: updated, hash: revisionHash, seq }, reason, restoredFrom);
  await touchCollection(updated.collectionId);
  return updated;
}

/** Deletes a post and its revisions. */
export async function deletePost(user: AuthUser, id: string): Promise<PostDoc> {
  const post = await findPost(user, id);
  await Post.deleteOne({ _id: post._id, ...ownerScope(user) });
  await deleteRevisionsOf([post._id]);
  await touchCollection(post.collectionId);
  return post;
}

/** Takes a post out of its publication schedule: back to draft, schedule cleared. */
export async function cancelPublish(user: AuthUser, id: string): Promise<PostDoc> {
  const post = await Post.findOneAndUpdate(
    { _id: new Types.ObjectId(id), ...ownerScope(user) },
    { $set: { status: 'draft', draft: true, schedulePublishConfig: null } },
    { returnDocument: 'after' },
  ).lean<PostDoc>();
  if (!post) throw postNotFound();
  return post;
}

/** Puts a revision's text back on its post (a change of its own, so it keeps a revision too). */
export async function restoreRevision(user: AuthUser, postId: string, revisionId: string): Promise<PostDoc> {
  const post = await findPost(user, postId);
  const revision = await findRevision(user, post, revisionId);
  return updatePostText(user, post, snapshotOf(revision), 'restore', revision._id);
}
