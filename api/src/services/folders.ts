/**
 * Folders of collections, shared by a team. Collections belong to another
 * part of the API; folders only read (and on delete, release) the documents
 * of the `collections` collection by `folder_id`, stored as an id or a string.
 */
import mongoose, { Types } from 'mongoose';
import { NotFound } from '../errors';
import type { AuthUser } from '../identity';
import { Folder, type FolderDoc } from '../models/Folder';
import { ownerScope } from '../policies';

export const MAX_FOLDERS_LISTED = 1000;
const notFound = () => NotFound('Folder not found.');

export interface FolderWithCount extends FolderDoc {
  documentCount: number;
}

function collections() {
  return mongoose.connection.collection('collections');
}

/**
 * Every filter leads with equality on `teamId` (stored as an ObjectId by the
 * Collection model): FerretDB's PostgreSQL backend filters equality in the
 * database and `$in` only in its own process, so an `$in` here would read
 * every team's collections.
 */

/** Number of collections in each folder of a team, by folder id. */
export async function documentCounts(
  teamId: Types.ObjectId,
  folderIds: Types.ObjectId[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (folderIds.length === 0) return counts;
  const rows = await collections()
    .aggregate<{ _id: unknown; n: number }>([
      { $match: { teamId, folder_id: { $in: [...folderIds, ...folderIds.map(String)] } } },
      { $group: { _id: '$folder_id', n: { $sum: 1 } } },
    ])
    .toArray();
  for (const row of rows) counts.set(String(row._id), (counts.get(String(row._id)) ?? 0) + row.n);
  return counts;
}

async function withCounts(teamId: Types.ObjectId, folders: FolderDoc[]): Promise<FolderWithCount[]> {
  const counts = await documentCounts(
    teamId,
    folders.map((f) => f._id),
  );
  return folders.map((f) => ({ ...f, documentCount: counts.get(String(f._id)) ?? 0 }));
}

export async function createFolder(user: AuthUser, name: string): Promise<FolderWithCount> {
  const doc = await Folder.create({
    ...ownerScope(user),
    createdBy: new Types.ObjectId(user.id),
    title: name,
  });
  return { ...(doc.toObject() as FolderDoc), documentCount: 0 };
}

export async function listFolders(user: AuthUser): Promise<FolderWithCount[]> {
  const scope = ownerScope(user);
  const folders = await Folder.find(scope)
    .sort({ createdAt: -1, _id: -1 })
    .limit(MAX_FOLDERS_LISTED)
    .lean<FolderDoc[]>();
  return withCounts(scope.teamId, folders);
}

export async function getFolder(user: AuthUser, id: string): Promise<FolderWithCount> {
  const scope = ownerScope(user);
  const folder = await Folder.findOne({ _id: new Types.ObjectId(id), ...scope }).lean<FolderDoc>();
  if (!folder) throw notFound();
  const [withCount] = await withCounts(scope.teamId, [folder]);
  return withCount!;
}

export async function renameFolder(user: AuthUser, id: string, title: string): Promise<FolderWithCount> {
  const scope = ownerScope(user);
  const folder = await Folder.findOneAndUpdate(
    { _id: new Types.ObjectId(id), ...scope },
    { $set: { title } },
    { returnDocument: 'after' },
  ).lean<FolderDoc>();
  if (!folder) throw notFound();
  const [withCount] = await withCounts(scope.teamId, [folder]);
  return withCount!;
}

/**
 * Deletes a folder. Its collections are not deleted: they leave the folder
 * (folder_id unset) and stay in the team's list of collections.
 */
export async function deleteFolder(user: AuthUser, id: string) {
  const scope = ownerScope(user);
  const folderId = new Types.ObjectId(id);
  const { deletedCount } = await Folder.deleteOne({ _id: folderId, ...scope });
  if (deletedCount !== 1) throw notFound();
  await collections().updateMany(
    { teamId: scope.teamId, folder_id: { $in: [folderId, id] } },
    { $set: { folder_id: null } },
  );
}
