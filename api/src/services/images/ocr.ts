/**
 * Text in an image, read by OCR: tesseract.js (the Tesseract engine in
 * WebAssembly) with each language's data from its `@tesseract.js-data/{code}`
 * package (English, German, French, Spanish, Italian, Portuguese, Dutch), so
 * nothing is fetched from a CDN. A worker thread per language, started on
 * first use and kept (at most MAX_WORKERS; the least recently used idle one
 * stops); one image is read at a time, in the order asked.
 *
 * The image is prepared first: greyscale, contrast stretched, and small text
 * enlarged (Tesseract reads letters of ~20–30 px best).
 */
import path from 'node:path';
import { DEFAULT_OCR_LANGUAGE, type OcrLanguage, ocrLanguageCodes } from '@inkpress/shared-core';
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

/** Images are read at most this wide (and enlarged to at least the minimum). */
const READ_MIN_WIDTH = 1200;
const READ_MAX_SIDE = 2400;
/** Workers kept at once: each holds its language's model (tens of MB). */
const MAX_WORKERS = 2;

/** The running workers by language, least recently used first. */
const workers = new Map<OcrLanguage, Promise<Worker>>();
/** The reads in order: one at a time, so a worker is never stopped mid-read. */
let queue: Promise<unknown> = Promise.resolve();

function langPath(language: OcrLanguage): string {
  // The package's folder holds `4.0.0/{code}.traineddata.gz` (the fast integer model).
  return path.join(path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), '4.0.0');
}

async function ocrWorker(language: OcrLanguage): Promise<Worker> {
  const running = workers.get(language);
  if (running) {
    // Most recently used last.
    workers.delete(language);
    workers.set(language, running);
    return running;
  }
  while (workers.size >= MAX_WORKERS) {
    const [oldest, worker] = workers.entries().next().value as [OcrLanguage, Promise<Worker>];
    workers.delete(oldest);
    await worker.then((w) => w.terminate()).catch(() => undefined);
  }
  const starting = createWorker(language, 1, {
    langPath: langPath(language),
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
      workers.delete(language);
      throw err;
    });
  workers.set(language, starting);
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

/** Runs `work` after every read asked before it. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** Reads the text of an image (PNG, JPEG, WebP; the caller has checked it) in `language`. */
export async function readText(
  image: Buffer,
  language: OcrLanguage = DEFAULT_OCR_LANGUAGE,
): Promise<OcrResult> {
  // Only our list's packages: the code was validated by the route, and is checked again here.
  if (!ocrLanguageCodes.includes(language)) throw new Error(`No OCR data for ${language}.`);
  const prepared = await prepare(image);
  const { data } = await inTurn(async () =>
    (await ocrWorker(language)).recognize(prepared, {}, { text: true, blocks: true }),
  );
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
  const running = [...workers.values()];
  workers.clear();
  await Promise.all(running.map((w) => w.then((started) => started.terminate()).catch(() => undefined)));
}
