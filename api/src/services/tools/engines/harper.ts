/**
 * harper.js (Apache-2.0), a rule-based English grammar checker compiled to
 * WebAssembly, run in one worker thread that is started on first use and kept:
 *
 * - its 16 MB module takes 1–3 s to start, so it is loaded once and reused;
 * - linting is synchronous WASM (~100 ms per 1,000 words): in a worker it never
 *   blocks the API's event loop;
 * - a WASM panic poisons the module for good: the worker is thrown away and the
 *   next call starts a fresh one; a run past its deadline is ended the same way.
 *
 * harper.js is ESM-only and has no `require` export, so the worker (plain
 * CommonJS, evaluated from the string below, hence the same in Jest, tsx and
 * the built API) loads its files by path, through Node's require(esm).
 * Harper's own spell check is switched off: it costs up to 50 ms per unknown
 * word (a text of gibberish would take minutes) and nspell does spelling.
 */
import { Worker } from 'node:worker_threads';
import { packageDir } from './packages';

export interface HarperLint {
  /** Harper's rule name, e.g. "RepeatedWords". */
  rule: string;
  /** Harper's lint kind, e.g. "Repetition", "Agreement". */
  kind: string;
  /** UTF-16 offsets into the text sent. */
  start: number;
  end: number;
  message: string;
  /** kind: 0 replace with text, 1 remove, 2 insert text after. */
  suggestions: Array<{ kind: number; text: string }>;
}

export interface HarperChunk {
  offset: number;
  text: string;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const path = require('node:path');
const harper = require(path.join(workerData.dir, 'dist/index.js'));
const { binary } = require(path.join(workerData.dir, 'dist/binary.js'));
const linter = new harper.LocalLinter({ binary, dialect: harper.Dialect.American });
const ready = (async () => {
  await linter.setup();
  const config = await linter.getLintConfig();
  await linter.setLintConfig({ ...config, SpellCheck: false });
})();
parentPort.on('message', async ({ id, chunks }) => {
  try {
    await ready;
    const lints = [];
    for (const chunk of chunks) {
      const groups = await linter.organizedLints(chunk.text, { language: 'plaintext' });
      for (const [rule, list] of Object.entries(groups)) {
        for (const lint of list) {
          const span = lint.span();
          lints.push({
            rule,
            kind: lint.lint_kind(),
            start: span.start + chunk.offset,
            end: span.end + chunk.offset,
            message: lint.message(),
            suggestions: lint.suggestions().map((s) => {
              const out = { kind: s.kind(), text: s.get_replacement_text() };
              s.free();
              return out;
            }),
          });
          span.free();
          lint.free();
        }
      }
    }
    parentPort.postMessage({ id, lints });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

interface Pending {
  resolve: (lints: HarperLint[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const [id, p] of pending) {
    clearTimeout(p.timer);
    pending.delete(id);
    p.reject(error);
  }
}

function discard(error: Error) {
  const old = worker;
  worker = undefined;
  failAll(error);
  if (old) void old.terminate();
}

function start(): Worker {
  const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { dir: packageDir('harper.js') } });
  w.on('message', (message: { id: number; lints?: HarperLint[]; error?: string }) => {
    const p = pending.get(message.id);
    if (!p) return;
    clearTimeout(p.timer);
    pending.delete(message.id);
    if (message.error !== undefined) {
      // A WASM panic leaves the module unusable: start afresh next time.
      if (worker === w) discard(new Error(`Grammar checker failed: ${message.error}`));
      p.reject(new Error(`Grammar checker failed: ${message.error}`));
    } else {
      p.resolve(message.lints ?? []);
    }
    if (pending.size === 0) w.unref();
  });
  w.on('error', (error) => {
    if (worker === w) discard(error instanceof Error ? error : new Error(String(error)));
  });
  w.on('exit', (code) => {
    if (worker === w) discard(new Error(`Grammar checker stopped (exit code ${code})`));
  });
  w.unref();
  return w;
}

/** Lints the chunks (offsets already shifted into the caller's text); rejects past `timeoutMs`. */
export function harperLint(chunks: HarperChunk[], timeoutMs: number): Promise<HarperLint[]> {
  worker ??= start();
  const w = worker;
  const id = nextId++;
  return new Promise<HarperLint[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      if (!pending.has(id)) return;
      pending.delete(id);
      reject(new Error(`Grammar checker took longer than ${Math.round(timeoutMs / 1000)} s`));
      if (worker === w) discard(new Error('Grammar checker restarted after a timeout'));
    }, timeoutMs);
    pending.set(id, { resolve, reject, timer });
    w.ref();
    w.postMessage({ id, chunks });
  });
}

/** Starts the worker and its WASM module ahead of the first request (e.g. when the API boots). */
export async function warmUpHarper(): Promise<void> {
  await harperLint([{ offset: 0, text: 'Ready.' }], 60_000);
}

/** Ends the worker (API shutdown, end of a test file); the next call starts a new one. */
export async function closeHarper(): Promise<void> {
  const w = worker;
  worker = undefined;
  failAll(new Error('Grammar checker closed'));
  if (w) await w.terminate();
}
