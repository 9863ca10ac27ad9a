/**
 * The image restorer (issue 16), with sharp only, so it works with no AI
 * key: enlarge ×2 or ×4 (Lanczos), remove noise (a median filter), fix the
 * colour cast (grey-world channel gains) and flat contrast (a bounded
 * stretch), and sharpen (an unsharp mask scaled to the enlargement).
 * Face-safe mode sharpens more gently and skips the median, which smooths
 * skin and eyes into plastic.
 *
 * Memory: libvips streams the pipeline in tiles from the input file to the
 * encoder, so a large input is never held decoded several times; the only
 * whole-image pass before it is the statistics read for the colour gains.
 */
import sharp from 'sharp';
import { sharpness } from './metrics';

export interface RestoreOptions {
  scale: 2 | 4;
  denoise: boolean;
  sharpen: boolean;
  fixColors: boolean;
  faceSafe: boolean;
}

export interface RestoredImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
  width: number;
  height: number;
  /** Sharpness of the input enlarged plainly (same size) and of the restored image. */
  metrics: { sharpnessBefore: number; sharpnessAfter: number };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The per-channel `linear` of the colour and contrast fix: grey-world gains
 * that bring the three channel means together (at most ±20 %), then a
 * contrast stretch around the grey mean up to a spread of about 55 levels
 * (at most ×1.35), the mean drawn a quarter of the way toward mid-grey.
 * Gentle on purpose: a restorer that repaints a photo is a filter, not a fix.
 */
export async function colourAndContrast(input: Buffer | string): Promise<{ a: number[]; b: number[] }> {
  const { channels } = await sharp(input).stats();
  const colour = channels.slice(0, Math.min(3, channels.length));
  const means = colour.map((c) => Math.max(1, c.mean));
  const grey = means.reduce((sum, m) => sum + m, 0) / means.length;
  const spread = colour.reduce((sum, c) => sum + c.stdev, 0) / colour.length;
  const k = clamp(55 / Math.max(1, spread), 1, 1.35);
  const gains = colour.length === 3 ? means.map((m) => clamp(grey / m, 0.8, 1.2)) : means.map(() => 1);
  return {
    a: gains.map((g) => g * k),
    b: gains.map(() => grey * (1 - k) + 0.25 * (128 - grey)),
  };
}

/** Output size before any work, to refuse what would be too large. */
export async function restoredSize(input: Buffer | string, scale: number) {
  const meta = await sharp(input).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  return { width: width * scale, height: height * scale, inputWidth: width, inputHeight: height };
}

export async function restoreImage(input: Buffer | string, options: RestoreOptions): Promise<RestoredImage> {
  const meta = await sharp(input).metadata();
  const { width, height } = await restoredSize(input, options.scale);
  const photo = meta.format === 'jpeg' || meta.format === 'webp';

  let pipeline = sharp(input, { limitInputPixels: false })
    .rotate()
    .resize(width, height, { kernel: 'lanczos3' });
  if (options.denoise && !options.faceSafe) pipeline = pipeline.median(options.scale === 4 ? 5 : 3);
  if (options.fixColors) {
    const { a, b } = await colourAndContrast(input);
    pipeline = pipeline.linear(a, b);
  }
  if (options.sharpen) {
    const sigma = options.faceSafe ? 0.6 + 0.2 * options.scale : 0.6 + 0.4 * options.scale;
    pipeline = pipeline.sharpen({ sigma, m1: 0.5, m2: options.faceSafe ? 1.5 : 2.5 });
  }
  const encoded = photo
    ? pipeline.jpeg({ quality: 92, mozjpeg: true })
    : pipeline.png({ compressionLevel: 7 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });

  // The same enlargement without restoring, for the before/after measure: only the centre window
  // the measure reads is enlarged, so no second full-size image is made.
  const { inputWidth, inputHeight } = await restoredSize(input, 1);
  const side = Math.ceil(512 / options.scale);
  const cw = Math.min(side, inputWidth);
  const ch = Math.min(side, inputHeight);
  const plain = await sharp(input, { limitInputPixels: false })
    .rotate()
    .extract({
      left: Math.floor((inputWidth - cw) / 2),
      top: Math.floor((inputHeight - ch) / 2),
      width: cw,
      height: ch,
    })
    .resize(cw * options.scale, ch * options.scale, { kernel: 'lanczos3' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const [sharpnessBefore, sharpnessAfter] = await Promise.all([sharpness(plain), sharpness(data)]);
  return {
    data,
    contentType: photo ? 'image/jpeg' : 'image/png',
    ext: photo ? 'jpg' : 'png',
    width: info.width,
    height: info.height,
    metrics: { sharpnessBefore: round(sharpnessBefore), sharpnessAfter: round(sharpnessAfter) },
  };
}

const round = (v: number) => Math.round(v * 100) / 100;
