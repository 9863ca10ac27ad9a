import type { ImageGenerateView } from '@inkpress/shared-core';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { AiProvider } from '../../ai/provider';
import { aiProvider, requestSignal } from '../../commands/charging';
import type { Config } from '../../config';
import { type AuthUser, authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import type { MediaFileDoc } from '../../models/MediaFile';
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

  /** One handler for both calls: the body checked by `schema`, the images made by `make`. */
  const drawing =
    <S extends z.ZodType>(
      schema: S,
      make: (
        config: Config,
        provider: AiProvider,
        user: AuthUser,
        body: z.output<S>,
        signal?: AbortSignal,
      ) => Promise<{ images: MediaFileDoc[]; label: string }>,
    ) =>
    async (ctx: Context) => {
      // The body schema is given, so the body is its output (the generic hides that from `Out`).
      const body = readInput(ctx, { body: schema }).body as z.output<S>;
      const result = await make(
        ctx.services.config,
        aiProvider(ctx),
        authUser(ctx),
        body,
        requestSignal(ctx),
      );
      const view: ImageGenerateView = {
        images: result.images.map(presentMediaFile),
        charged: result.images.length,
        label: result.label,
      };
      ctx.status = 201;
      ctx.body = { data: view };
    };

  router.post('/generate', requireUser, drawing(T.ImageGenerateBody, generateImages));
  router.post('/variation', requireUser, drawing(T.ImageVariationBody, varyImage));

  return router;
}
