import Router from '@koa/router';
import { aiProvider, requestSignal } from '../../commands/charging';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentMediaFile } from '../../presenters/mediaFile';
import { generateImages, varyImage } from '../../services/images';
import * as T from './schema';

/**
 * AI images (SPEC §7): POST /api/image/generate {prompt, size, style, count}
 * and POST /api/image/variation {fileId, size, count}. Each image costs one
 * AI image of the plan, reserved first (402 before anything is drawn) and
 * refunded when the image service fails; the images land in the gallery.
 */
export function imageRouter(_config: Config) {
  const router = new Router({ prefix: '/image' });

  router.post('/generate', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.ImageGenerateBody });
    const result = await generateImages(
      ctx.services.config,
      aiProvider(ctx),
      authUser(ctx),
      body,
      requestSignal(ctx),
    );
    ctx.status = 201;
    ctx.body = {
      data: {
        images: result.images.map(presentMediaFile),
        charged: result.images.length,
        label: result.label,
      },
    };
  });

  router.post('/variation', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.ImageVariationBody });
    const result = await varyImage(
      ctx.services.config,
      aiProvider(ctx),
      authUser(ctx),
      body,
      requestSignal(ctx),
    );
    ctx.status = 201;
    ctx.body = {
      data: {
        images: result.images.map(presentMediaFile),
        charged: result.images.length,
        label: result.label,
      },
    };
  });

  return router;
}
