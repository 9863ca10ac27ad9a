import type { MediaKind } from '@inkpress/shared-core';
import Router from '@koa/router';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentMediaFile } from '../../presenters/mediaFile';
import { restoreTeamImage } from '../../services/images';
import { listTeamFiles } from '../../services/storage';
import * as T from './schema';

/** The kinds of the image gallery: what the team made (uploads are listed under /api/media). */
const GALLERY: readonly MediaKind[] = ['ai-image', 'variation', 'restored'];

/**
 * GET /api/images: the team's gallery (AI images, variations, restored
 * images), newest first. POST /api/images/restore {path, scale, …}: the
 * restorer (SPEC §7), one image restore charged. Deleting and downloading
 * go through /api/media/{id}.
 */
export function imagesRouter(_config: Config) {
  const router = new Router({ prefix: '/images' });

  router.get('/', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.MediaListQuery });
    const kinds = query.kind ? [query.kind] : GALLERY;
    const { files, total } = await listTeamFiles(authUser(ctx), {
      kinds,
      offset: query.offset,
      limit: query.limit,
    });
    ctx.body = { data: files.map(presentMediaFile), total, offset: query.offset, limit: query.limit };
  });

  router.post('/restore', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.ImageRestoreBody });
    const result = await restoreTeamImage(ctx.services.config, authUser(ctx), body);
    ctx.status = 201;
    ctx.body = {
      data: {
        image: presentMediaFile(result.image),
        source: presentMediaFile(result.source),
        metrics: { ...result.metrics, scale: body.scale },
        charged: 1,
      },
    };
  });

  return router;
}
