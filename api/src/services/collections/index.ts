/**
 * Collections of posts, shared by a team (SPEC §3, §7). Every query is
 * scoped with `ownerScope`, so another team's collection is simply not
 * found (CollectionNotFound, 404). A save carries the collection's fields
 * and its posts (services/posts does the posts).
 *
 * Every request is checked completely (collection, folder) before the
 * first write, so a rejected request changes nothing.
 */
import { Types } from 'mongoose';
import { CollectionNotFound, NotFound } from '../../errors';
import type { AuthUser } from '../../identity';
import { Collection, type CollectionDoc, DEFAULT_COLLECTION_TITLE } from '../../models/Collection';
import { Folder } from '../../models/Folder';
import { Post, type PostDoc } from '../../models/Post';
import { ownerScope } from '../../policies';
import { type PostInput, postsOf, savePosts } from '../posts';
import { deleteRevisionsOf } from '../revisions';

/** A collection as a client saves it (SPEC §3); every field optional. */
export interface CollectionInput {
  clientId?: string | null;
  title?: string;
  locales?: string[];
  templateId?: string | null;
  metaData?: Record<string, unknown>;
  draft?: boolean;
  autoSave?: boolean;
  folder_id?: string | null;
  posts?: PostInput[];
}

export interface CollectionWithPosts {
  collection: CollectionDoc;
  posts: PostDoc[];
}

export type CollectionSort = 'updatedAt' | 'createdAt';

export interface ListQuery {
  offset: number;
  limit: number;
  /** A folder id, or 'none' for the collections outside every folder. */
  folderId?: string;
  sort: CollectionSort;
}

/** Throws 404 unless `folderId` is one of the team's folders. */
async function checkFolder(user: AuthUser, folderId: string | null | undefined) {
  if (!folderId) return;
  const found = await Folder.exists({ _id: new Types.ObjectId(folderId), ...ownerScope(user) });
  if (!found) throw NotFound('Folder not found.');
}

function collectionFields(input: CollectionInput) {
  const fields: Record<string, unknown> = {};
  if (input.clientId !== undefined) fields.clientId = input.clientId;
  if (input.title !== undefined) fields.title = input.title.trim() || DEFAULT_COLLECTION_TITLE;
  if (input.locales !== undefined) fields.locales = [...new Set(input.locales)];
  if (input.templateId !== undefined) fields.templateId = input.templateId;
  if (input.metaData !== undefined) fields.metaData = input.metaData;
  if (input.draft !== undefined) fields.draft = input.draft;
  if (input.autoSave !== undefined) fields.autoSave = input.autoSave;
  if (input.folder_id !== undefined) {
    fields.folder_id = input.folder_id ? new Types.ObjectId(input.folder_id) : null;
  }
  return fields;
}

export async function findCollection(user: AuthUser, id: string): Promise<CollectionDoc> {
  const collection = await Collection.findOne({
    _id: new Types.ObjectId(id),
    ...ownerScope(user),
  }).lean<CollectionDoc>();
  if (!collection) throw CollectionNotFound();
  return collection;
}

/** `options.id`: the new collection's id, for callers that must create it once (a job step). */
export async function createCollection(
  user: AuthUser,
  input: CollectionInput,
  options: { id?: Types.ObjectId } = {},
): Promise<CollectionWithPosts> {
  await checkFolder(user, input.folder_id);
  const doc = await Collection.create({
    ...(options.id ? { _id: options.id } : {}),
    ...ownerScope(user),
    createdBy: new Types.ObjectId(user.id),
    ...collectionFields(input),
  });
  const posts = input.posts?.length ? await savePosts(user, doc._id, input.posts, false) : [];
  return { collection: doc.toObject() as CollectionDoc, posts };
}

/**
 * Saves a collection: its fields, and when `posts` is sent, its posts
 * (upserted by id or client id; stored posts not sent are deleted).
 */
export async function updateCollection(
  user: AuthUser,
  id: string,
  input: CollectionInput,
): Promise<CollectionWithPosts> {
  // A move into a folder checks both first, so a rejected request writes nothing;
  // otherwise the update itself finds (or does not find) the collection.
  if (input.folder_id) {
    await findCollection(user, id);
    await checkFolder(user, input.folder_id);
  }
  const collection = await Collection.findOneAndUpdate(
    { _id: new Types.ObjectId(id), ...ownerScope(user) },
    // updatedAt always moves: a save is a change, even of the posts only.
    { $set: { ...collectionFields(input), updatedAt: new Date() } },
    { returnDocument: 'after', timestamps: false },
  ).lean<CollectionDoc>();
  if (!collection) throw CollectionNotFound();
  const posts = input.posts
    ? await savePosts(user, collection._id, input.posts, true)
    : await postsOf([collection._id], false, collection.teamId);
  return { collection, posts };
}

export async function getCollection(user: AuthUser, id: string): Promise<CollectionWithPosts> {
  const collection = await findCollection(user, id);
  return { collection, posts: await postsOf([collection._id], false, collection.teamId) };
}

/** A page of the team's collections, newest first, each with its posts (without their HTML). */
export async function listCollections(
  user: AuthUser,
  query: ListQuery,
): Promise<{ items: CollectionWithPosts[]; total: number }> {
  const scope = ownerScope(user);
  const filter: Record<string, unknown> = { ...scope };
  if (query.folderId === 'none') filter.folder_id = null;
  else if (query.folderId) filter.folder_id = new Types.ObjectId(query.folderId);
  const [collections, total] = await Promise.all([
    Collection.find(filter)
      .sort({ [query.sort]: -1, _id: -1 })
      .skip(query.offset)
      .limit(query.limit)
      .lean<CollectionDoc[]>(),
    Collection.countDocuments(filter),
  ]);
  const posts = await postsOf(
    collections.map((c) => c._id),
    true,
    scope.teamId,
  );
  const byCollection = new Map<string, PostDoc[]>();
  for (const post of posts) {
    const key = String(post.collectionId);
    const list = byCollection.get(key);
    if (list) list.push(post);
    else byCollection.set(key, [post]);
  }
  return {
    items: collections.map((collection) => ({
      collection,
      posts: byCollection.get(String(collection._id)) ?? [],
    })),
    total,
  };
}

/**
 * Moves collections into one of the team's folders (null: out of every
 * folder). All of them must be the team's, or nothing moves. The move does
 * not change updatedAt (it is filing, not editing).
 */
export async function moveCollections(
  user: AuthUser,
  ids: string[],
  folderId: string | null,
): Promise<{ ids: string[]; folder_id: string | null }> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const objectIds = unique.map((id) => new Types.ObjectId(id));
  const filter = { _id: { $in: objectIds }, ...ownerScope(user) };
  const found = await Collection.countDocuments(filter);
  if (found !== unique.length) throw CollectionNotFound();
  await checkFolder(user, folderId);
  await Collection.updateMany(
    filter,
    { $set: { folder_id: folderId ? new Types.ObjectId(folderId) : null } },
    { timestamps: false },
  );
  return { ids: unique, folder_id: folderId };
}

/** Deletes the team's collections among `ids` with their posts and revisions; unknown ids are skipped. */
export async function deleteCollections(user: AuthUser, ids: string[]): Promise<string[]> {
  const scope = ownerScope(user);
  const found = await Collection.find({
    _id: { $in: [...new Set(ids.map((id) => id.toLowerCase()))].map((id) => new Types.ObjectId(id)) },
    ...scope,
  })
    .select({ _id: 1 })
    .lean();
  const collectionIds = found.map((c) => c._id);
  if (collectionIds.length === 0) return [];
  const posts = await Post.find({ collectionId: { $in: collectionIds }, ...scope })
    .select({ _id: 1 })
    .lean();
  await Collection.deleteMany({ _id: { $in: collectionIds }, ...scope });
  await Post.deleteMany({ collectionId: { $in: collectionIds }, ...scope });
  await deleteRevisionsOf(posts.map((p) => p._id));
  return collectionIds.map(String);
}
