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
ready.then(
  () => parentPort.postMessage({ ready: true }),
  () => undefined, // each request reports the failure
);
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
  timeoutMs: number;
  /** Armed once the worker is ready: a request's time is the linting's, not the worker's start. */
  timer?: NodeJS.Timeout;
}

/**
 * How long the worker may take to load its WebAssembly before the requests
 * waiting for it fail (1–3 s on an idle machine, far more on a busy one).
 * Until then a request's own deadline does not run: on a loaded machine a
 * cold start counted against the first request's deadline failed it, threw
 * the half-started worker away, and the next request started from zero again.
 */
export const HARPER_STARTUP_TIMEOUT_MS = 120_000;

let worker: Worker | undefined;
let workerReady = false;
let startupTimer: NodeJS.Timeout | undefined;
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
  workerReady = false;
  clearTimeout(startupTimer);
  failAll(error);
  if (old) void old.terminate();
}

function arm(id: number, p: Pending, w: Worker) {
  p.timer = setTimeout(() => {
    if (!pending.has(id)) return;
    pending.delete(id);
    p.reject(new Error(`Grammar checker took longer than ${Math.round(p.timeoutMs / 1000)} s`));
    if (worker === w) discard(new Error('Grammar checker restarted after a timeout'));
  }, p.timeoutMs);
}

function start(): Worker {
  const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { dir: packageDir('harper.js') } });
  workerReady = false;
  clearTimeout(startupTimer);
  startupTimer = setTimeout(() => {
    if (worker === w && !workerReady) {
      discard(
        new Error(`Grammar checker did not start within ${Math.round(HARPER_STARTUP_TIMEOUT_MS / 1000)} s`),
      );
    }
  }, HARPER_STARTUP_TIMEOUT_MS);
  startupTimer.unref();
  w.on('message', (message: { id?: number; ready?: boolean; lints?: HarperLint[]; error?: string }) => {
    if (message.ready) {
      if (worker !== w) return;
      workerReady = true;
      clearTimeout(startupTimer);
      for (const [id, p] of pending) if (!p.timer) arm(id, p, w);
      return;
    }
    const p = message.id === undefined ? undefined : pending.get(message.id);
    if (!p || message.id === undefined) return;
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

/**
 * Lints the chunks (offsets already shifted into the caller's text); rejects
 * past `timeoutMs` of linting, counted from when the worker is ready.
 */
export function harperLint(chunks: HarperChunk[], timeoutMs: number): Promise<HarperLint[]> {
  worker ??= start();
  const w = worker;
  const id = nextId++;
  return new Promise<HarperLint[]>((resolve, reject) => {
    const p: Pending = { resolve, reject, timeoutMs };
    pending.set(id, p);
    if (workerReady) arm(id, p, w);
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
  workerReady = false;
  clearTimeout(startupTimer);
  failAll(new Error('Grammar checker closed'));
  if (w) await w.terminate();
}
