/**
 * The face detector on real pictures. The photo is face-api's demo sample 1
 * (three people), reduced to 480 px: see fixtures/README.md for its source
 * and licence.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { countFaces } from './faces';
import { drawOfflineImage } from './offlineArt';

const photo = () => readFile(path.join(__dirname, 'fixtures', 'three-faces.jpg'));

describe('counting faces', () => {
  it('finds the three faces in a photo of three people', async () => {
    const errors: unknown[] = [];
    expect(await countFaces(await photo(), (err) => errors.push(err))).toBe(3);
    expect(errors).toEqual([]);
  });

  it('finds them in a large copy too (reduced before it is looked at)', async () => {
    const large = await sharp(await photo())
      .resize(2400)
      .jpeg()
      .toBuffer();
    expect(await countFaces(large)).toBe(3);
  });

  it('finds none in a picture of text', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="300">
      <rect width="900" height="300" fill="#ffffff"/>
      <text x="40" y="170" font-family="sans-serif" font-size="64" fill="#111111">Grand opening Saturday</text></svg>`;
    const errors: unknown[] = [];
    expect(await countFaces(await sharp(Buffer.from(svg)).png().toBuffer(), (err) => errors.push(err))).toBe(
      0,
    );
    expect(errors).toEqual([]);
  });

  it('finds none in an offline landscape drawing', async () => {
    const image = await drawOfflineImage({
      prompt: 'mountains over a lake at sunset',
      width: 768,
      height: 512,
      style: 'natural',
      index: 0,
    });
    expect(await countFaces(image)).toBe(0);
  });

  it('answers null, and says why, when the image cannot be read', async () => {
    const errors: unknown[] = [];
    expect(await countFaces(Buffer.from('not an image'), (err) => errors.push(err))).toBeNull();
    expect(errors).toHaveLength(1);
    // The detector still works afterwards.
    expect(await countFaces(await photo())).toBe(3);
  });
});
