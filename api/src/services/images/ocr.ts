/**
 * Text in an image, read by OCR: tesseract.js (the Tesseract engine in
 * WebAssembly) with its English data from the `@tesseract.js-data/eng`
 * package, so nothing is fetched from a CDN. One worker thread, started on
 * first use and kept; it reads one image at a time (its own queue).
 *
 * The image is prepared first: greyscale, contrast stretched, and small text
 * enlarged (Tesseract reads letters of ~20–30 px best).
 */
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, type Worker } from 'tesseract.js';

export interface OcrWord {
  text: string;
  confidence: number;
}
export interface OcrResult {
  text: string;
  /** Mean confidence of the words, 0–100 (0 when none was read). */
  confidence: number;
  words: OcrWord[];
  lines: number;
}

const LANGUAGE = 'eng';
/** Images are read at most this wide (and enlarged to at least the minimum). */
const READ_MIN_WIDTH = 1200;
const READ_MAX_SIDE = 2400;

let worker: Promise<Worker> | null = null;

function langPath(): string {
  // The package's folder holds `4.0.0/eng.traineddata.gz` (the fast integer model).
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
}

function ocrWorker(): Promise<Worker> {
  if (worker) return worker;
  const starting = createWorker(LANGUAGE, 1, {
    langPath: langPath(),
    gzip: true,
    // The data is read from the package each start; nothing is written beside it.
    cacheMethod: 'none',
  })
    .then(async (started) => {
      // Screenshots and web images carry no print resolution: read them as 300 dpi scans.
      await started.setParameters({ user_defined_dpi: '300' });
      return started;
    })
    .catch((err: unknown) => {
      worker = null;
      throw err;
    });
  worker = starting;
  return starting;
}

/** The image as Tesseract reads it best. */
async function prepare(image: Buffer): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  const width = meta.width ?? READ_MIN_WIDTH;
  const height = meta.height ?? READ_MIN_WIDTH;
  const scale = Math.min(Math.max(1, READ_MIN_WIDTH / width), READ_MAX_SIDE / Math.max(width, height));
  return sharp(image)
    .flatten({ background: '#ffffff' })
    .resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'lanczos3' })
    .greyscale()
    .normalise()
    .png()
    .toBuffer();
}

interface Block {
  paragraphs: { lines: { words: { text: string; confidence: number }[] }[] }[];
}

/** Reads the text of an image (PNG, JPEG, WebP; the caller has checked it). */
export async function readText(image: Buffer): Promise<OcrResult> {
  const prepared = await prepare(image);
  const { data } = await (await ocrWorker()).recognize(prepared, {}, { text: true, blocks: true });
  const lines = ((data.blocks ?? []) as Block[]).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const words = lines
    .flatMap((l) => l.words)
    .filter((w) => w.text.trim())
    .map((w) => ({ text: w.text.trim(), confidence: Math.round(w.confidence) }));
  const text = data.text
    .split('\n')
    .map((l: string) => l.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const confidence = words.length
    ? Math.round(words.reduce((sum, w) => sum + w.confidence, 0) / words.length)
    : 0;
  return { text, confidence, words, lines: lines.filter((l) => l.words.some((w) => w.text.trim())).length };
}

/** Stops the worker thread (tests, shutdown). */
export async function closeOcr(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await (await running).terminate();
}
