/**
 * POST /api/train?partialUpload=true: a large file sent in parts, resumable.
 * Each part is stored under team:upload:part (a part sent again replaces
 * itself, so a resumed upload never doubles one); GET /api/train/{uploadId}
 * lists the parts in. When the last part is in, one request — the one that
 * claims the upload (a unique `_id`) — joins the parts in order, checks the
 * file by its bytes and indexes it like a whole upload; the parts are then
 * deleted. The whole file obeys the one-file size limit. An upload that
 * gets no part for a day is abandoned: the maintenance sweep deletes its
 * parts (sweepAbandonedUploads).
 */
import {
  ErrorCode,
  SOURCE_FILE_MAX_BYTES,
  type TrainPartQuery,
  type TrainPartView,
} from '@inkpress/shared-core';
import type { Context } from 'koa';
import { Types } from 'mongoose';
import { AppError, NotFound, ValidationError } from '../errors';
import type { AuthUser } from '../identity';
import { authUser } from '../middlewares/auth';
import type { ChatSourceDoc } from '../models/ChatSource';
import { UploadPart } from '../models/UploadPart';
import { readRawBody } from '../routes/webhooks/rawBody';
import { claimOnce, releaseClaim } from '../services/claims';
import { addFile } from './chatTrain';

/** An upload with no new part for this long is abandoned and its parts deleted. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

type PartRow = { part: number; parts: number; name: string; type: string; size: number };

async function partsOf(user: AuthUser, uploadId: string): Promise<PartRow[]> {
  return UploadPart.find(
    { teamId: new Types.ObjectId(user.teamId), uploadId },
    { _id: 0, part: 1, parts: 1, name: 1, type: 1, size: 1 },
  )
    .sort({ part: 1 })
    .lean<PartRow[]>();
}

const viewOf = (uploadId: string, rows: PartRow[]): TrainPartView => ({
  uploadId,
  name: rows[0]?.name ?? '',
  parts: rows[0]?.parts ?? 0,
  received: rows.map((r) => r.part),
});

/** Where an upload of the caller's team stands (404: none, or another team's). */
export async function partialUploadStatus(ctx: Context, uploadId: string): Promise<TrainPartView> {
  const rows = await partsOf(authUser(ctx), uploadId);
  if (rows.length === 0) throw NotFound('No upload with this id.');
  return viewOf(uploadId, rows);
}

/** Stores one part; with every part in, the indexed source (else where the upload stands). */
export async function trainPart(
  ctx: Context,
  query: TrainPartQuery,
): Promise<{ source: ChatSourceDoc } | { status: TrainPartView }> {
  const user = authUser(ctx);
  const data = await readRawBody(ctx, SOURCE_FILE_MAX_BYTES);
  if (data.length === 0) throw ValidationError('This part is empty.');
  const before = await partsOf(user, query.uploadId);
  const first = before[0];
  if (first && (first.parts !== query.parts || first.name !== query.name || first.type !== query.type)) {
    throw ValidationError('Every part of an upload must name the same file, type and number of parts.');
  }
  const others = before.filter((r) => r.part !== query.part).reduce((sum, r) => sum + r.size, 0);
  if (others + data.length > SOURCE_FILE_MAX_BYTES) throw new AppError(413, ErrorCode.PayloadTooLarge);

  const teamId = new Types.ObjectId(user.teamId);
  const _id = `${user.teamId}:${query.uploadId}:${query.part}`;
  await UploadPart.replaceOne(
    { _id },
    {
      _id,
      teamId,
      userId: new Types.ObjectId(user.id),
      uploadId: query.uploadId,
      part: query.part,
      parts: query.parts,
      name: query.name,
      type: query.type,
      size: data.length,
      data,
      // Set here, not left to the timestamps plugin: the abandoned-upload sweep reads it.
      updatedAt: new Date(),
    },
    { upsert: true },
  );
  const rows = await partsOf(user, query.uploadId);
  if (rows.length < query.parts) return { status: viewOf(query.uploadId, rows) };

  // Every part is in: one request joins them (two last parts at once must not index the file twice).
  const claim = `train-parts:${_id.slice(0, _id.lastIndexOf(':'))}`;
  if (!(await claimOnce(claim))) return { status: viewOf(query.uploadId, rows) };
  try {
    const docs = await UploadPart.find({ teamId, uploadId: query.uploadId }).sort({ part: 1 }).lean();
    const raw = Buffer.concat(
      docs.map((d) =>
        Buffer.from(
          (d.data as unknown as { buffer: Uint8Array }).buffer ?? (d.data as unknown as Uint8Array),
        ),
      ),
    );
    const source = await addFile(ctx, user, query, raw);
    await UploadPart.deleteMany({ teamId, uploadId: query.uploadId });
    return { source };
  } catch (error) {
    // A file refused by its bytes: the parts go (sending them again cannot help); a failure: try again.
    if (error instanceof AppError && error.status < 500) {
      await UploadPart.deleteMany({ teamId, uploadId: query.uploadId });
    }
    throw error;
  } finally {
    await releaseClaim(claim);
  }
}

/**
 * Deletes the parts of every upload whose newest part is older than
 * ABANDONED_UPLOAD_MS (a resumed upload that keeps sending is kept whole,
 * however old its first part). Returns how many parts went.
 */
export async function sweepAbandonedUploads(now = new Date()): Promise<{ uploads: number; parts: number }> {
  const cutoff = new Date(now.getTime() - ABANDONED_UPLOAD_MS);
  const stale = await UploadPart.find(
    { updatedAt: { $lt: cutoff } },
    { _id: 0, teamId: 1, uploadId: 1 },
  ).lean<{ teamId: Types.ObjectId; uploadId: string }[]>();
  const uploads = new Map(stale.map((r) => [`${r.teamId}:${r.uploadId}`, r]));
  let parts = 0;
  let swept = 0;
  for (const { teamId, uploadId } of uploads.values()) {
    if (await UploadPart.exists({ teamId, uploadId, updatedAt: { $gte: cutoff } })) continue;
    const { deletedCount } = await UploadPart.deleteMany({ teamId, uploadId, updatedAt: { $lt: cutoff } });
    parts += deletedCount;
    swept += 1;
  }
  return { uploads: swept, parts };
}
