/**
 * Stored files of a team (issue 16). The bytes go to the storage (the disk
 * under MEDIA_DIR by default, an S3 bucket when S3_* is configured; types.ts
 * for the interface); a MediaFile record
 * says which team owns them. Every read goes through `teamFile`, which
 * answers 404 for another team's file and for an id that is no id, so a file
 * never shows whether it exists to someone it does not belong to.
 *
 *   const file = await storeFile(ctx.services.config, user, { kind: 'upload', data, contentType, ext, name });
 *   const same = await teamFile(user, file._id);          // NotFound for anyone outside the team
 *   const bytes = await readFile(config, same);
 */

import type { MediaKind } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { Config } from '../../config';
import { NotFound } from '../../errors';
import type { AuthUser } from '../../identity';
import { MediaFile, type MediaFileDoc } from '../../models/MediaFile';
import { DiskStorage } from './disk';
import type { S3Storage } from './s3';
import type { FileStorage } from './types';

export { signedLink, signedPath, verifyLink, verifySigned } from './signing';
export { type FileStorage, StorageMissing } from './types';

const storages = new WeakMap<Config['media'], FileStorage>();

/** The storage of this configuration (one per process): S3 when configured, else the disk. */
export function fileStorage(config: Config): FileStorage {
  let storage = storages.get(config.media);
  if (!storage) {
    storage = config.media.s3 ? new (s3Class())(config.media.s3) : new DiskStorage(config.media.dir);
    storages.set(config.media, storage);
  }
  return storage;
}

/** The AWS SDK takes about 200 ms to load: only a process that stores in S3 loads it. */
function s3Class(): typeof S3Storage {
  return (require('./s3') as typeof import('./s3')).S3Storage;
}

export const notFound = () => NotFound('This file does not exist or is not yours.');

export interface NewFile {
  kind: MediaKind;
  data: Buffer;
  contentType: string;
  /** File extension without a dot (png, jpg, webp). */
  ext: string;
  /** A name for downloads. */
  name: string;
  width?: number | null;
  height?: number | null;
  prompt?: string | null;
  size?: string | null;
  style?: string | null;
  label?: string | null;
  sourceId?: string | Types.ObjectId | null;
}

/** Writes the bytes, then the record; when the record fails the bytes are removed again. */
export async function storeFile(
  config: Config,
  user: Pick<AuthUser, 'id' | 'teamId'>,
  file: NewFile,
): Promise<MediaFileDoc> {
  const id = new Types.ObjectId();
  const key = `teams/${user.teamId}/${id}.${file.ext}`;
  const storage = fileStorage(config);
  await storage.put(key, file.data, file.contentType);
  try {
    const doc = await MediaFile.create({
      _id: id,
      teamId: new Types.ObjectId(user.teamId),
      createdBy: new Types.ObjectId(user.id),
      kind: file.kind,
      key,
      name: safeName(file.name, file.ext),
      contentType: file.contentType,
      bytes: file.data.length,
      width: file.width ?? null,
      height: file.height ?? null,
      prompt: file.prompt ?? null,
      size: file.size ?? null,
      style: file.style ?? null,
      label: file.label ?? null,
      sourceId: file.sourceId ? new Types.ObjectId(String(file.sourceId)) : null,
    });
    return doc.toObject() as MediaFileDoc;
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** A download name of safe characters that ends in the file's real extension. */
export function safeName(name: string, ext: string): string {
  const base = name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .normalize('NFKD')
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'image'}.${ext}`;
}

/** The team's file, or 404 (another team's, deleted, or not an id). */
export async function teamFile(
  user: Pick<AuthUser, 'teamId'>,
  id: string | Types.ObjectId,
): Promise<MediaFileDoc> {
  if (!Types.ObjectId.isValid(String(id)) || !/^[a-f0-9]{24}$/i.test(String(id))) throw notFound();
  const doc = await MediaFile.findOne({ _id: new Types.ObjectId(String(id)) }).lean<MediaFileDoc>();
  if (!doc || String(doc.teamId) !== user.teamId) throw notFound();
  return doc;
}

/** A file by id whoever owns it: only for signed links, whose signature already names it. */
export async function fileById(id: string): Promise<MediaFileDoc> {
  if (!/^[a-f0-9]{24}$/i.test(id)) throw notFound();
  const doc = await MediaFile.findOne({ _id: new Types.ObjectId(id) }).lean<MediaFileDoc>();
  if (!doc) throw notFound();
  return doc;
}

/** The team's files, newest first; `kinds` narrows to some kinds. */
export async function listTeamFiles(
  user: Pick<AuthUser, 'teamId'>,
  options: { kinds?: readonly MediaKind[]; offset: number; limit: number },
): Promise<{ files: MediaFileDoc[]; total: number }> {
  // Equality on teamId first: the database filters it (FerretDB), the kinds follow.
  const filter: Record<string, unknown> = { teamId: new Types.ObjectId(user.teamId) };
  if (options.kinds?.length === 1) filter.kind = options.kinds[0];
  else if (options.kinds) filter.kind = { $in: options.kinds };
  const [files, total] = await Promise.all([
    MediaFile.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip(options.offset)
      .limit(options.limit)
      .lean<MediaFileDoc[]>(),
    MediaFile.countDocuments(filter),
  ]);
  return { files, total };
}

/** Removes the record, then the bytes. */
export async function deleteTeamFile(
  config: Config,
  user: Pick<AuthUser, 'teamId'>,
  id: string,
): Promise<void> {
  const doc = await teamFile(user, id);
  await MediaFile.deleteOne({ _id: doc._id, teamId: doc.teamId });
  await fileStorage(config).delete(doc.key);
}

/** The authorised address of a file's bytes. */
export function fileUrl(id: string | Types.ObjectId): string {
  return `/api/media/${String(id)}/content`;
}

/** The file id in one of our file addresses (`/api/media/{id}/content`, absolute or not), or the id itself. */
export function fileIdFrom(pathOrId: string): string | null {
  const trimmed = pathOrId.trim();
  if (/^[a-f0-9]{24}$/i.test(trimmed)) return trimmed.toLowerCase();
  let pathname = trimmed;
  try {
    pathname = new URL(trimmed, 'http://local').pathname;
  } catch {
    return null;
  }
  const match = /^\/api\/media\/([a-f0-9]{24})\/content$/i.exec(pathname);
  return match?.[1]?.toLowerCase() ?? null;
}
