/**
 * The text of a PDF, read by unpdf (PDF.js) in a worker thread of its own:
 *
 * - unpdf loads PDF.js with a dynamic import, which a CommonJS build can
 *   do but Jest's module sandbox cannot; a worker is plain Node in every
 *   setting (the worker source below is CommonJS, evaluated from a string);
 * - parsing is CPU work on untrusted bytes: in a worker it never blocks the
 *   API's event loop, its memory is capped, and a PDF that takes longer than
 *   the deadline is stopped with its thread.
 */
import { Worker } from 'node:worker_threads';
import { packageDir } from '../tools/engines/packages';

export const PDF_TIMEOUT_MS = 30_000;
const PDF_MEMORY_MB = 256;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const path = require('node:path');
const { extractText, getDocumentProxy } = require(path.join(workerData.dir, 'dist/index.cjs'));
(async () => {
  try {
    const pdf = await getDocumentProxy(new Uint8Array(workerData.bytes), { verbosity: 0 });
    const { text } = await extractText(pdf, { mergePages: false });
    parentPort.postMessage({ pages: text });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
})();
`;

export class PdfUnreadable extends Error {}

/** The text of each page; rejects with PdfUnreadable for a damaged, encrypted or too slow PDF. */
export function pdfPages(bytes: Buffer, timeoutMs = PDF_TIMEOUT_MS): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { dir: packageDir('unpdf'), bytes },
      resourceLimits: { maxOldGenerationSizeMb: PDF_MEMORY_MB },
    });
    let done = false;
    const finish = (fn: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(
      () => finish(() => reject(new PdfUnreadable('The PDF took too long to read.'))),
      timeoutMs,
    );
    worker.on('message', (message: { pages?: string[]; error?: string }) =>
      finish(() =>
        message.pages ? resolve(message.pages) : reject(new PdfUnreadable(message.error ?? 'unreadable')),
      ),
    );
    worker.on('error', (error) => finish(() => reject(new PdfUnreadable(error.message))));
    worker.on('exit', (code) => finish(() => reject(new PdfUnreadable(`The PDF reader stopped (${code}).`))));
  });
}
