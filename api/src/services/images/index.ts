/**
 * AI images and the restorer, charged through the credits ledger like words
 * (api/src/services/credits): the AI-images credit of the plan (freeAiImages
 * and the plan's aiImages grants) for generations and variations, the image
 * restores for the restorer. The credits are reserved before any work (402
 * before anything is drawn), settled with what was delivered (the images
 * actually stored), and refunded in full when the work fails.
 */
import type { ImageSize, ImageStyle } from '@inkpress/shared-core';
import { parseImageSize } from '@inkpress/shared-core';
import sharp from 'sharp';
import type { AiProvider } from '../../ai/provider';
import type { Config } from '../../config';
import { ValidationError } from '../../errors';
import type { AuthUser } from '../../identity';
import type { MediaFileDoc } from '../../models/MediaFile';
import { type CreditKind, refundReservation, reserveCredits, settleReservation } from '../credits';
import { fileIdFrom, fileStorage, notFound, storeFile, teamFile } from '../storage';
import { cleanImage } from './decode';
import { imageEngine } from './engines';
import { type RestoreOptions, restoredSize, restoreImage } from './restore';

export { cleanImage, sniffImageType } from './decode';
export { OFFLINE_IMAGE_LABEL } from './offlineArt';

/** Runs `work` on a reservation of `amount` credits of `kind`; `work` answers how many it delivered. */
async function charged<T>(
  user: AuthUser,
  kind: CreditKind,
  amount: number,
  reason: string,
  work: (deliver: (n: number) => void) => Promise<T>,
): Promise<T> {
  const reservation = await reserveCredits({ teamId: user.teamId }, kind, amount, {
    reason,
    userId: user.id,
  });
  let delivered = 0;
  try {
    return await work((n) => {
      delivered += n;
    });
  } finally {
    if (delivered > 0) await settleReservation(reservation, Math.min(delivered, amount));
    else await refundReservation(reservation);
  }
}

/** A provider's (or the drawer's) image checked, re-encoded and brought to the exact size asked for. */
async function fitted(config: Config, data: Buffer, size: ImageSize) {
  const clean = await cleanImage(data, { maxInputPixels: config.media.maxInputPixels, maxDimension: 4096 });
  const { width, height } = parseImageSize(size);
  if (clean.width === width && clean.height === height && clean.type === 'png') return clean;
  const { data: out, info } = await sharp(clean.data)
    .resize(width, height, { fit: 'cover' })
    .png({ compressionLevel: 8 })
    .toBuffer({ resolveWithObject: true });
  return {
    ...clean,
    data: out,
    type: 'png' as const,
    contentType: 'image/png',
    ext: 'png',
    width: info.width,
    height: info.height,
  };
}

function nameFrom(prompt: string): string {
  return prompt.split(/\s+/).slice(0, 8).join(' ');
}

export interface GenerateInput {
  prompt: string;
  size: ImageSize;
  style: ImageStyle;
  count: number;
}

/**
 * One image drawn by the image engine (the provider, or the offline drawer
 * without a key), checked and brought to its size, not stored: the public
 * /art page's visitors keep it in their browser.
 */
export async function drawImage(
  config: Config,
  provider: AiProvider,
  input: GenerateInput,
  signal?: AbortSignal,
): Promise<{ data: Buffer; contentType: string; width: number; height: number; label: string }> {
  const engine = imageEngine(config.ai, provider);
  const [first] = await engine.generate({ ...input, count: 1, signal });
  if (!first) throw ValidationError('The image service made no image for this prompt. Try another prompt.');
  const clean = await fitted(config, first, input.size);
  return {
    data: clean.data,
    contentType: clean.contentType,
    width: clean.width,
    height: clean.height,
    label: engine.label,
  };
}

/** POST /api/image/generate: `count` images charged as `count` AI images, stored in the team's gallery. */
export async function generateImages(
  config: Config,
  provider: AiProvider,
  user: AuthUser,
  input: GenerateInput,
  signal?: AbortSignal,
): Promise<{ images: MediaFileDoc[]; label: string }> {
  const engine = imageEngine(config.ai, provider);
  return charged(user, 'aiImages', input.count, 'image-generate', async (deliver) => {
    const drawn = await engine.generate({ ...input, signal });
    const images: MediaFileDoc[] = [];
    for (const data of drawn.slice(0, input.count)) {
      const clean = await fitted(config, data, input.size);
      images.push(
        await storeFile(config, user, {
          kind: 'ai-image',
          data: clean.data,
          contentType: clean.contentType,
          ext: clean.ext,
          name: nameFrom(input.prompt),
          width: clean.width,
          height: clean.height,
          prompt: input.prompt,
          size: input.size,
          style: input.style,
          label: engine.label,
        }),
      );
      deliver(1);
    }
    if (images.length === 0)
      throw ValidationError('The image service made no image for this prompt. Try another prompt.');
    return { images, label: engine.label };
  });
}

/** POST /api/image/variation: variations of one of the team's images, charged as AI images. */
export async function varyImage(
  config: Config,
  provider: AiProvider,
  user: AuthUser,
  input: { fileId: string; size: ImageSize; count: number },
  signal?: AbortSignal,
): Promise<{ images: MediaFileDoc[]; label: string }> {
  const source = await teamFile(user, input.fileId);
  if (!source.contentType.startsWith('image/')) throw ValidationError('Variations are made of images only.');
  const original = await fileStorage(config).get(source.key);
  // The provider takes a square PNG under 4 MB: the source as one.
  const { width } = parseImageSize(input.size);
  const square = await sharp(original)
    .resize(Math.min(1024, width), Math.min(1024, width), { fit: 'cover' })
    .png()
    .toBuffer();
  const engine = imageEngine(config.ai, provider);
  return charged(user, 'aiImages', input.count, 'image-variation', async (deliver) => {
    const drawn = await engine.vary({
      image: square,
      size: input.size,
      count: input.count,
      seed: String(source._id),
      signal,
    });
    const images: MediaFileDoc[] = [];
    for (const data of drawn.slice(0, input.count)) {
      const clean = await fitted(config, data, input.size);
      images.push(
        await storeFile(config, user, {
          kind: 'variation',
          data: clean.data,
          contentType: clean.contentType,
          ext: clean.ext,
          name: `${source.name.replace(/\.[a-z0-9]+$/i, '')} variation`,
          width: clean.width,
          height: clean.height,
          prompt: source.prompt,
          size: input.size,
          style: source.style,
          label: engine.label,
          sourceId: source._id,
        }),
      );
      deliver(1);
    }
    if (images.length === 0) throw ValidationError('The image service made no variation of this image.');
    return { images, label: engine.label };
  });
}

/** The largest restored image, in pixels. */
export const MAX_RESTORED_PIXELS = 64_000_000;

/** POST /api/images/restore: one image restore charged, the result stored beside its source. */
export async function restoreTeamImage(
  config: Config,
  user: AuthUser,
  input: { path: string } & RestoreOptions,
): Promise<{
  image: MediaFileDoc;
  source: MediaFileDoc;
  metrics: { sharpnessBefore: number; sharpnessAfter: number };
}> {
  const id = fileIdFrom(input.path);
  if (!id) throw notFound();
  const source = await teamFile(user, id);
  if (!source.contentType.startsWith('image/')) throw ValidationError('Only images can be restored.');
  const local = await fileStorage(config).localPath(source.key);
  try {
    const size = await restoredSize(local.path, input.scale);
    if (size.width * size.height > MAX_RESTORED_PIXELS) {
      throw ValidationError(
        `Enlarged ×${input.scale} this image would be ${size.width} × ${size.height} pixels, more than the ${
          MAX_RESTORED_PIXELS / 1_000_000
        } megapixels the restorer makes.${input.scale === 4 ? ' Try ×2.' : ''}`,
      );
    }
    return await charged(user, 'imageRestores', 1, 'image-restore', async (deliver) => {
      const restored = await restoreImage(local.path, input).catch((err: unknown) => {
        // sharp's own text names libvips internals: the person is told what it means.
        throw Object.assign(
          ValidationError('This image could not be restored: its file is damaged or incomplete.'),
          {
            cause: err,
          },
        );
      });
      const image = await storeFile(config, user, {
        kind: 'restored',
        data: restored.data,
        contentType: restored.contentType,
        ext: restored.ext,
        name: `${source.name.replace(/\.[a-z0-9]+$/i, '')} restored x${input.scale}`,
        width: restored.width,
        height: restored.height,
        prompt: source.prompt,
        size: `${restored.width}x${restored.height}`,
        style: null,
        label: 'restored',
        sourceId: source._id,
      });
      deliver(1);
      return { image, source, metrics: restored.metrics };
    });
  } finally {
    await local.release();
  }
}

/** An upload: checked by its bytes, re-encoded, stored as the team's. */
export async function storeUpload(
  config: Config,
  user: AuthUser,
  data: Buffer,
  name: string,
): Promise<MediaFileDoc> {
  const clean = await cleanImage(data, {
    maxInputPixels: config.media.maxInputPixels,
    maxDimension: config.media.maxDimension,
  });
  return storeFile(config, user, {
    kind: 'upload',
    data: clean.data,
    contentType: clean.contentType,
    ext: clean.ext,
    name,
    width: clean.width,
    height: clean.height,
  });
}
