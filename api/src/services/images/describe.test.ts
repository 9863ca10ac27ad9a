import { ALT_TEXT_MAX_CHARS, type ImageFactsView } from '@inkpress/shared-core';
import sharp from 'sharp';
import { basicAltText, basicCaption, basicDescription, colourName, measureImage } from './describe';

/** A picture of two colour bands: `left` over `share` of the width, `right` over the rest. */
function bands(width: number, height: number, left: string, right: string, share = 0.5): Promise<Buffer> {
  const split = Math.round(width * share);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${split}" height="${height}" fill="${left}"/>
    <rect x="${split}" width="${width - split}" height="${height}" fill="${right}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const facts = (more: Partial<ImageFactsView> = {}): ImageFactsView => ({
  width: 1200,
  height: 600,
  orientation: 'landscape',
  colours: [
    { name: 'dark blue', hex: '#102a60', share: 0.7 },
    { name: 'white', hex: '#ffffff', share: 0.3 },
  ],
  brightness: 0.35,
  greyscale: false,
  text: null,
  faces: null,
  ...more,
});

describe('colour names', () => {
  it.each([
    [[0, 0, 0], 'black'],
    [[255, 255, 255], 'white'],
    [[128, 128, 128], 'grey'],
    [[20, 20, 20], 'black'],
    [[70, 70, 70], 'dark grey'],
    [[200, 200, 200], 'light grey'],
    [[220, 30, 30], 'red'],
    [[240, 140, 20], 'orange'],
    [[120, 70, 20], 'brown'],
    [[240, 220, 40], 'yellow'],
    [[40, 160, 60], 'green'],
    [[20, 150, 150], 'teal'],
    [[30, 80, 220], 'blue'],
    [[16, 42, 96], 'dark blue'],
    [[160, 190, 250], 'light blue'],
    [[130, 50, 200], 'purple'],
    [[230, 80, 170], 'pink'],
  ] as const)('%j is %s', ([r, g, b], name) => {
    expect(colourName(r, g, b)).toBe(name);
  });
});

describe('measuring an image', () => {
  it('finds its size, shape, main colours with their shares, and lightness', async () => {
    const image = await bands(800, 400, '#1e50dc', '#ffffff', 0.75);
    const measured = await measureImage(image);
    expect(measured).toMatchObject({ width: 800, height: 400, orientation: 'landscape', greyscale: false });
    expect(measured.colours.map((c) => c.name)).toEqual(['blue', 'white']);
    expect(measured.colours[0]?.share).toBeCloseTo(0.75, 1);
    expect(measured.colours[0]?.hex).toBe('#1e50dc');
    // Three quarters at lightness 0.49, a quarter at 1.
    expect(measured.brightness).toBeCloseTo(0.75 * 0.49 + 0.25, 1);
  });

  it('tells portrait from square, and black and white from colour', async () => {
    const portrait = await measureImage(await bands(300, 600, '#000000', '#ffffff'));
    expect(portrait).toMatchObject({ orientation: 'portrait', greyscale: true });
    const square = await measureImage(await bands(500, 500, '#e0d020', '#20a040'));
    expect(square).toMatchObject({ orientation: 'square', greyscale: false });
    expect(square.colours.map((c) => c.name).sort()).toEqual(['green', 'yellow']);
  });
});

describe('basic texts, built from the facts only', () => {
  it('alt text names shape, lightness and colours, and stays under the limit with any text', () => {
    expect(basicAltText(facts())).toBe('Landscape mid-toned picture in dark blue and white');
    const long = basicAltText(facts({ text: 'Grand opening this Saturday '.repeat(20) }));
    expect(long.length).toBeLessThanOrEqual(ALT_TEXT_MAX_CHARS);
    expect(long).toMatch(
      /^Landscape mid-toned picture in dark blue and white with the text “Grand opening this/,
    );
    expect(long).toMatch(/…”$/);
  });

  it('a caption quotes the text it read, or says what the picture is made of', () => {
    expect(basicCaption(facts({ text: 'Sale ends Friday' }))).toBe(
      '“Sale ends Friday” on a dark blue and white background.',
    );
    expect(basicCaption(facts({ greyscale: true, brightness: 0.9 }))).toBe(
      'A bright landscape picture in black and white tones.',
    );
  });

  it('a description gives size, colour shares, lightness and the text, or says there is none', () => {
    expect(basicDescription(facts())).toBe(
      'A landscape image of 1200 × 600 pixels. Its main colours are dark blue (70 %), white (30 %). Overall it is mid-toned (lightness 35 %). No readable text was found in it.',
    );
    expect(basicDescription(facts({ text: 'Hello\nworld' }))).toMatch(
      /It contains the text “Hello world”\.$/,
    );
  });

  it('faces: alt text, caption and description say how many, and alt text stays under the limit', () => {
    expect(basicAltText(facts({ faces: 1 }))).toBe(
      'Landscape mid-toned picture in dark blue and white, showing one person’s face',
    );
    expect(basicAltText(facts({ faces: 3 }))).toBe(
      'Landscape mid-toned picture in dark blue and white, showing 3 faces',
    );
    expect(basicAltText(facts({ faces: 0 }))).toBe('Landscape mid-toned picture in dark blue and white');
    const long = basicAltText(facts({ faces: 12, text: 'Grand opening this Saturday '.repeat(20) }));
    expect(long.length).toBeLessThanOrEqual(ALT_TEXT_MAX_CHARS);
    expect(long).toMatch(
      /^Landscape mid-toned picture in dark blue and white, showing 12 faces, with the text “Grand/,
    );
    expect(basicCaption(facts({ faces: 3 }))).toBe(
      '3 faces in a mid-toned landscape picture in dark blue and white tones.',
    );
    expect(basicCaption(facts({ faces: 1, text: 'Meet the team' }))).toBe(
      '“Meet the team” beside one person’s face on a dark blue and white background.',
    );
    expect(basicDescription(facts({ faces: 3 }))).toMatch(
      /lightness 35 %\). It shows 3 faces\. No readable text/,
    );
    expect(basicDescription(facts({ faces: 0 }))).toMatch(/\. No faces were found in it\. No readable text/);
    // Unknown (the detector failed): nothing is said about faces.
    expect(basicDescription(facts({ faces: null }))).not.toMatch(/face/i);
  });
});
