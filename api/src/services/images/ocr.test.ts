import sharp from 'sharp';
import { closeOcr, readText } from './ocr';

afterAll(() => closeOcr());

/** A picture of `lines` of text, drawn by librsvg, as a photo-like JPEG or a PNG. */
async function rendered(lines: string[], format: 'png' | 'jpeg' = 'png', size = 28): Promise<Buffer> {
  const height = 40 + lines.length * size * 1.6;
  const text = lines
    .map(
      (l, i) =>
        `<text x="24" y="${30 + size + i * size * 1.6}" font-family="DejaVu Sans, sans-serif" font-size="${size}">${l}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${height}"><rect width="100%" height="100%" fill="#fdfdf8"/>${text}</svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

describe('OCR (tesseract.js with the packaged English data, offline)', () => {
  it('reads a rendered sentence exactly, with high confidence', async () => {
    const read = await readText(await rendered(['The quick brown fox jumps over the lazy dog.']));
    expect(read.text).toBe('The quick brown fox jumps over the lazy dog.');
    expect(read.lines).toBe(1);
    expect(read.words.map((w) => w.text)).toEqual('The quick brown fox jumps over the lazy dog.'.split(' '));
    expect(read.confidence).toBeGreaterThan(80);
  }, 60_000);

  it('keeps the lines of the image, and reads small text from a JPEG', async () => {
    const read = await readText(
      await rendered(['Opening hours', 'Monday to Friday 9 to 17', 'Closed on Sundays'], 'jpeg', 16),
    );
    expect(read.text.split('\n')).toEqual(['Opening hours', 'Monday to Friday 9 to 17', 'Closed on Sundays']);
    expect(read.lines).toBe(3);
  }, 60_000);

  it('finds no text in a picture without any', async () => {
    const blank = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const read = await readText(blank);
    expect(read).toMatchObject({ text: '', words: [], lines: 0, confidence: 0 });
  }, 60_000);
});

describe('OCR in other languages (each from its @tesseract.js-data package, offline)', () => {
  it('reads a rendered German sentence exactly, umlauts and ß included, with the German data', async () => {
    const sentence = 'Die Größe der Brücke überrascht jeden Besucher.';
    const read = await readText(await rendered([sentence]), 'deu');
    expect(read.text).toBe(sentence);
    expect(read.confidence).toBeGreaterThan(80);
  }, 120_000);

  it('reads a French sentence with its accents, then English again (workers kept and swapped)', async () => {
    const french = 'Le garçon répète sa leçon très sérieusement.';
    expect((await readText(await rendered([french]), 'fra')).text).toBe(french);
    // Reads asked together each get their own language.
    const [german, english] = await Promise.all([
      readText(await rendered(['Schöne Grüße aus München.']), 'deu'),
      readText(await rendered(['Kind regards from Munich.'])),
    ]);
    expect(german.text).toBe('Schöne Grüße aus München.');
    expect(english.text).toBe('Kind regards from Munich.');
  }, 180_000);

  it('refuses a language it has no data package for', async () => {
    await expect(readText(await rendered(['Hello']), 'xyz' as never)).rejects.toThrow('No OCR data for xyz.');
  }, 60_000);
});
