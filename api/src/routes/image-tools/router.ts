import Router from '@koa/router';
import { runImageTool } from '../../commands/imageTools';
import type { Config } from '../../config';
import { readInput } from '../../middlewares/validate';
import * as T from './schema';

/**
 * The image tools of the free tools (issue 16):
 * - POST /api/image-tools/{slug}: the image itself as the body (PNG, JPEG, WebP or GIF, ≤ 5 MB);
 *   slug is image-to-text-generator, alt-text-generator, image-caption-generator or
 *   image-description-generator. Answers the text read, or alt text, a caption or a description
 *   with the facts it rests on. Visitors run under the image tools' daily quota.
 *   ?language=eng|deu|fra|spa|ita|por|nld: the language OCR reads the text in (English by default).
 */
export function imageToolsRouter(_config: Config) {
  const router = new Router({ prefix: '/image-tools' });

  router.post('/:slug', async (ctx) => {
    const { params, query } = readInput(ctx, { params: T.ImageToolParams, query: T.ImageToolQuery });
    ctx.body = { data: await runImageTool(ctx, params.slug, query.language) };
  });

  return router;
}
