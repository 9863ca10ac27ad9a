/**
 * How sharp an image is: the variance of its Laplacian (the classic focus
 * measure, Pech-Pacheco et al. 2000) on the greyscale image. Edges and
 * detail raise it; blur lowers it. Measured on a centre window of at most
 * `window` pixels square, cut by sharp before decoding the rest, so a
 * 48-megapixel image costs no more memory than a small one.
 */
import sharp from 'sharp';

export async function sharpness(input: Buffer | string, window = 512): Promise<number> {
  const meta = await sharp(input).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const w = Math.min(window, width);
  const h = Math.min(window, height);
  if (w < 3 || h < 3) return 0;
  const { data: px } = await sharp(input)
    .extract({ left: Math.floor((width - w) / 2), top: Math.floor((height - h) / 2), width: w, height: h })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return laplacianVariance(px, w, h);
}

/** The variance of the 4-neighbour Laplacian over the inner pixels of a greyscale raster. */
export function laplacianVariance(px: Uint8Array, width: number, height: number): number {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const lap =
        (px[i - width] ?? 0) + (px[i - 1] ?? 0) + (px[i + 1] ?? 0) + (px[i + width] ?? 0) - 4 * (px[i] ?? 0);
      sum += lap;
      sumSq += lap * lap;
      n++;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return sumSq / n - mean * mean;
}
