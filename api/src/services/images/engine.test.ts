import sharp from 'sharp';
import { cleanImage, sniffImageType } from './decode';
import { sharpness } from './metrics';
import { drawOfflineImage, offlineImageSvg, scenesOf } from './offlineArt';
import { restoreImage } from './restore';
import { bombPng, renamedScript, testPhoto, truncatedJpeg, zipFile } from './testing';

const limits = { maxInputPixels: 50_000_000, maxDimension: 4096 };

describe('the restorer', () => {
  it.each([2, 4] as const)(
    'makes a ×%i image larger and measurably sharper than its input',
    async (scale) => {
      const input = await testPhoto(240, 180);
      const out = await restoreImage(input, {
        scale,
        denoise: true,
        sharpen: true,
        fixColors: true,
        faceSafe: false,
      });
      expect([out.width, out.height]).toEqual([240 * scale, 180 * scale]);
      const meta = await sharp(out.data).metadata();
      expect([meta.width, meta.height]).toEqual([240 * scale, 180 * scale]);
      // At the output's size: sharper than the input enlarged plainly.
      expect(out.metrics.sharpnessAfter).toBeGreaterThan(out.metrics.sharpnessBefore * 1.5);
      // Brought back to the input's size: sharper than the input itself.
      const back = await sharp(out.data).resize(240, 180).png().toBuffer();
      expect(await sharpness(back)).toBeGreaterThan(await sharpness(input));
    },
  );

  it('removes the colour cast: the channel means come closer together', async () => {
    const input = await testPhoto(200, 150);
    const spread = async (data: Buffer) => {
      const means = (await sharp(data).stats()).channels.slice(0, 3).map((c) => c.mean);
      return Math.max(...means) - Math.min(...means);
    };
    const out = await restoreImage(input, {
      scale: 2,
      denoise: false,
      sharpen: false,
      fixColors: true,
      faceSafe: false,
    });
    expect(await spread(out.data)).toBeLessThan(await spread(input));
  });

  it('measures a blurred image as less sharp than the original', async () => {
    const photo = await testPhoto(300, 200);
    const blurred = await sharp(photo).blur(3).png().toBuffer();
    expect(await sharpness(blurred)).toBeLessThan((await sharpness(photo)) / 2);
  });
});

describe('uploaded images', () => {
  it('decides the type by the bytes', async () => {
    expect(sniffImageType(await testPhoto())).toBe('jpeg');
    expect(sniffImageType(bombPng(100, 1))).toBe('png');
    expect(sniffImageType(renamedScript)).toBeNull();
    expect(sniffImageType(zipFile())).toBeNull();
  });

  it('re-encodes an image and drops its GPS metadata', async () => {
    const photo = await testPhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const clean = await cleanImage(photo, limits);
    expect(clean).toMatchObject({ type: 'jpeg', contentType: 'image/jpeg', width: 320, height: 240 });
    const meta = await sharp(clean.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(clean.data.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('scales a large image down to the largest stored dimension', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const clean = await cleanImage(wide, { ...limits, maxDimension: 1200 });
    expect([clean.width, clean.height]).toEqual([1200, 400]);
  });

  it.each([
    ['a renamed script', () => renamedScript, /a script/],
    ['a zip', () => zipFile(), /a zip archive/],
    ['a truncated JPEG', () => truncatedJpeg(), /damaged/],
    ['a 20,000 × 20,000 PNG', () => bombPng(), /20,000 × 20,000 pixels/],
  ])('refuses %s with a clear 400', async (_name, make, message) => {
    await expect(cleanImage(await make(), limits)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(message),
    });
  });
});

describe('the offline drawer', () => {
  it('draws the same image for the same prompt, and another for another prompt', async () => {
    const a = await drawOfflineImage({
      prompt: 'A lighthouse on the sea at dawn',
      width: 256,
      height: 256,
      style: 'natural',
      index: 0,
    });
    const b = await drawOfflineImage({
      prompt: 'A lighthouse on the sea at dawn',
      width: 256,
      height: 256,
      style: 'natural',
      index: 0,
    });
    const c = await drawOfflineImage({
      prompt: 'Mountains under the stars',
      width: 256,
      height: 256,
      style: 'natural',
      index: 0,
    });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    expect(await sharp(a).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
  });

  it('takes the scene from the words and writes the prompt as its caption', () => {
    expect(scenesOf('A lighthouse on the sea at sunset')).toEqual(['sun', 'water']);
    expect(scenesOf('Mountains and a pine forest at night')).toEqual(['moon', 'stars', 'mountains', 'trees']);
    expect(scenesOf('Quarterly budget planning')).toEqual([]);
    const svg = offlineImageSvg({
      prompt: 'Tips & tricks <for> writers',
      width: 512,
      height: 512,
      style: 'minimal',
      index: 0,
    });
    expect(svg).toContain('Tips &amp; tricks &lt;for&gt; writers');
    expect(svg).toContain('offline image');
  });

  it('colours the image with the colour words of the prompt', async () => {
    const hueOf = async (prompt: string) => {
      const png = await drawOfflineImage({ prompt, width: 128, height: 128, style: 'vivid', index: 0 });
      const [r, g, b] = (await sharp(png).stats()).channels.map((c) => c.mean);
      return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
    };
    const blue = await hueOf('A blue abstract shape');
    const red = await hueOf('A red abstract shape');
    expect(blue.b - blue.r).toBeGreaterThan(red.b - red.r);
  });
});
