import Router from '@koa/router';
import type { Context } from 'koa';
import { Types } from 'mongoose';
import type { Config } from '../../config';
import { ValidationError } from '../../errors';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import type { MediaFileDoc } from '../../models/MediaFile';
import { Post } from '../../models/Post';
import { presentMediaFile } from '../../presenters/mediaFile';
import { storeUpload } from '../../services/images';
import {
  deleteTeamFile,
  fileById,
  fileStorage,
  fileUrl,
  listTeamFiles,
  notFound,
  StorageMissing,
  signedLink,
  teamFile,
  verifyLink,
} from '../../services/storage';
import { readRawBody } from '../webhooks/rawBody';
import * as T from './schema';

/**
 * Stored files of a team (issue 16): uploads, and the bytes of every file.
 *
 * - POST /api/media?name=… with the file as the body (any content type but
 *   JSON): checked by its bytes, re-encoded, stored; 413 past the size limit.
 * - GET /api/media: the team's files. GET /api/media/{id}: one.
 * - GET /api/media/{id}/content: the bytes, for the team (session or token),
 *   for a signed link's holder until it expires, or for anyone when the file
 *   is the feature image of a public post. Everyone else: 404.
 * - POST /api/media/{id}/link: a short-lived signed link.
 * - DELETE /api/media/{id}.
 */
export function mediaRouter(config: Config) {
  const router = new Router({ prefix: '/media' });

  router.post('/', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.UploadQuery });
    if (ctx.request.is('json', 'urlencoded', 'multipart')) {
      throw ValidationError('Send the file itself as the request body (not JSON or a form).');
    }
    const data = await readRawBody(ctx, config.media.maxUploadBytes);
    if (data.length === 0) throw ValidationError('The file is empty.');
    const file = await storeUpload(ctx.services.config, authUser(ctx), data, query.name);
    ctx.status = 201;
    ctx.body = { data: presentMediaFile(file) };
  });

  router.get('/', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.MediaListQuery });
    const { files, total } = await listTeamFiles(authUser(ctx), {
      ...(query.kind ? { kinds: [query.kind] } : {}),
      offset: query.offset,
      limit: query.limit,
    });
    ctx.body = { data: files.map(presentMediaFile), total, offset: query.offset, limit: query.limit };
  });

  router.get('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.MediaParams });
    ctx.body = { data: presentMediaFile(await teamFile(authUser(ctx), params.id)) };
  });

  router.get('/:id/content', async (ctx) => {
    const { params, query } = readInput(ctx, { params: T.MediaParams, query: T.ContentQuery });
    const file = await readableFile(ctx, params.id, query);
    await sendFile(ctx, file, Boolean(query.download));
  });

  router.post('/:id/link', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.MediaParams });
    const file = await teamFile(authUser(ctx), params.id);
    const link = await signedLink(ctx.services.config.media, String(file._id));
    ctx.body = { data: { url: link.url, expiresAt: link.expiresAt.toISOString() } };
  });

  router.delete('/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.MediaParams });
    await deleteTeamFile(ctx.services.config, authUser(ctx), params.id);
    ctx.body = { data: { id: params.id, deleted: true } };
  });

  return router;
}

/** Who may read a file's bytes (see the router's header); 404 for everyone else. */
async function readableFile(
  ctx: Context,
  id: string,
  query: { expires?: string; signature?: string },
): Promise<MediaFileDoc> {
  if (query.signature !== undefined || query.expires !== undefined) {
    if (!(await verifyLink(ctx.services.config.media, id, query.expires, query.signature))) throw notFound();
    return fileById(id);
  }
  const user = ctx.state.user;
  if (user) return teamFile(user, id);
  // Signed out: only the feature image of a public post of the file's team.
  const file = await fileById(id);
  const shown = await Post.exists({
    teamId: new Types.ObjectId(String(file.teamId)),
    public: true,
    'featureImage.url': fileUrl(id),
  });
  if (!shown) throw notFound();
  return file;
}

async function sendFile(ctx: Context, file: MediaFileDoc, download: boolean) {
  try {
    ctx.body = await fileStorage(ctx.services.config).stream(file.key);
  } catch (err) {
    if (err instanceof StorageMissing) throw notFound();
    throw err;
  }
  ctx.attachment(file.name, { type: download ? 'attachment' : 'inline' });
  ctx.type = file.contentType;
  ctx.length = file.bytes;
  ctx.set('Cache-Control', 'private, max-age=300');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.set('X-Content-Type-Options', 'nosniff');
}
