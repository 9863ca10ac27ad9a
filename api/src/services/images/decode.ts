/**
 * What an uploaded (or provider-made) image is allowed to be, and how it is
 * made safe to store: the type is decided by the bytes (magic numbers), never
 * by a name or a header; the header's dimensions are checked before any
 * decoding (a 20,000 × 20,000 PNG of a few kilobytes is refused unread); the
 * image is then decoded in full (a truncated file fails here) and encoded
 * again by sharp, which drops every metadata block (EXIF with GPS, XMP,
 * comments) and anything hidden after the image data.
 */
import sharp from 'sharp';
import { ValidationError } from '../../errors';

export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';

const CONTENT_TYPES: Record<ImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The image type of the bytes, by their signature; null for anything else. */
export function sniffImageType(data: Buffer): ImageType | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 12 &&
    data.toString('ascii', 0, 4) === 'RIFF' &&
    data.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.toString('ascii', 0, 6))) return 'gif';
  return null;
}

/** Names what the bytes look like, for the refusal message. */
function describe(data: Buffer): string {
  if (data.length === 0) return 'an empty file';
  if (data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && (data[2] === 3 || data[2] === 5))
    return 'a zip archive';
  if (data.toString('ascii', 0, 5) === '%PDF-') return 'a PDF';
  if (data.toString('ascii', 0, 2) === '#!') return 'a script';
  if (/^\s*</.test(data.toString('utf8', 0, 64))) return 'markup (HTML, XML or SVG)';
  return 'not an image we accept';
}

export interface ImageLimits {
  /** Most pixels the header may declare (width × height). */
  maxInputPixels: number;
  /** The stored image fits this many pixels on its longest side. */
  maxDimension: number;
}

export interface CleanImage {
  data: Buffer;
  type: 'png' | 'jpeg' | 'webp';
  contentType: string;
  ext: string;
  width: number;
  height: number;
}

/**
 * Checks and re-encodes an image. Throws a 400 ValidationError naming the
 * problem for a file that is not a PNG, JPEG, WebP or GIF, that declares
 * too many pixels, or that does not decode.
 */
export async function cleanImage(data: Buffer, limits: ImageLimits): Promise<CleanImage> {
  const type = sniffImageType(data);
  if (!type) {
    throw ValidationError(`This file is ${describe(data)}. Upload a PNG, JPEG, WebP or GIF image.`, {
      reason: 'type',
    });
  }
  let meta: sharp.Metadata;
  try {
    // Reads the header only.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw ValidationError('This image is damaged and cannot be read.', { reason: 'corrupt' });
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width <= 0 || height <= 0) throw ValidationError('This image has no size.', { reason: 'corrupt' });
  if (width * height > limits.maxInputPixels) {
    throw ValidationError(
      `This image is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels; the largest accepted is ${(
        limits.maxInputPixels / 1_000_000
      ).toLocaleString('en-US')} megapixels.`,
      { reason: 'dimensions', width, height },
    );
  }
  // PNG and GIF stay lossless (as PNG), photographs stay JPEG, WebP stays WebP.
  const out: CleanImage['type'] = type === 'jpeg' ? 'jpeg' : type === 'webp' ? 'webp' : 'png';
  try {
    const pipeline = sharp(data, {
      limitInputPixels: limits.maxInputPixels,
      // A warning (a truncated JPEG, a bad CRC) is a refusal: the file is not what it claims.
      failOn: 'warning',
      // The first frame of an animation.
      pages: 1,
    })
      .rotate() // EXIF orientation applied to the pixels, since the EXIF block itself is dropped
      .resize({
        width: limits.maxDimension,
        height: limits.maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const encoded =
      out === 'jpeg'
        ? pipeline.jpeg({ quality: 88, mozjpeg: true })
        : out === 'webp'
          ? pipeline.webp({ quality: 88 })
          : pipeline.png({ compressionLevel: 8 });
    const { data: clean, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data: clean,
      type: out,
      contentType: CONTENT_TYPES[out],
      ext: out === 'jpeg' ? 'jpg' : out,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw ValidationError('This image is damaged or incomplete and cannot be read.', { reason: 'corrupt' });
  }
}

export function contentTypeOf(type: ImageType): string {
  return CONTENT_TYPES[type];
}
