/**
 * /art's public gallery (issue 16): the fixed sample prompts of shared-core,
 * each drawn by the offline drawer (prompt-seeded, labelled "offline image")
 * the first time it is asked for, then kept in memory with a strong ETag.
 * Only the listed samples can be drawn, so a visitor cannot make the server
 * render anything new; one drawing runs per sample however many ask at once.
 */
import { createHash } from 'node:crypto';
import { type ArtSampleView, artSamples, parseImageSize } from '@inkpress/shared-core';
import sharp from 'sharp';
import { drawOfflineImage, OFFLINE_IMAGE_LABEL } from './offlineArt';

export interface SampleImage {
  bytes: Buffer;
  contentType: 'image/webp';
  /** A strong ETag of the bytes (quoted). */
  etag: string;
}

const drawn = new Map<string, Promise<SampleImage>>();

/** The address of a sample's image. */
export const sampleImageUrl = (id: string) => `/api/free/art/samples/${id}`;

/** The gallery's samples, with their prompt, size, style, label and image address. */
export function artSampleList(): ArtSampleView[] {
  return artSamples.map((s) => ({
    id: s.id,
    prompt: s.prompt,
    size: s.size,
    style: s.style,
    label: OFFLINE_IMAGE_LABEL,
    url: sampleImageUrl(s.id),
    ...parseImageSize(s.size),
    contentType: 'image/webp',
  }));
}

async function draw(sample: (typeof artSamples)[number]): Promise<SampleImage> {
  const { width, height } = parseImageSize(sample.size);
  const png = await drawOfflineImage({ prompt: sample.prompt, width, height, style: sample.style, index: 0 });
  // WebP: a tenth of the PNG's bytes for these drawings, and every browser we support shows it.
  const bytes = await sharp(png).webp({ quality: 82 }).toBuffer();
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { bytes, contentType: 'image/webp', etag };
}

/** A sample's image (drawn once, then from memory), or null for an unknown id. */
export function artSampleImage(id: string): Promise<SampleImage> | null {
  const sample = artSamples.find((s) => s.id === id);
  if (!sample) return null;
  let image = drawn.get(sample.id);
  if (!image) {
    image = draw(sample);
    drawn.set(sample.id, image);
    // A failed drawing is not kept: the next request tries again.
    image.catch(() => drawn.delete(sample.id));
  }
  return image;
}
