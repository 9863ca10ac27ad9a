/**
 * `npm run bench:tools`: three free tools through the API against the same
 * engines behind a bare node:http server (bench/toolsReference.ts), both
 * built, each in its own process, called alternately in the same run with
 * the same JSON bodies by the same client. Our overhead is the API's p95
 * over the reference's p95 (issue 13's goal: at most 15 % more).
 *
 *   grammar-checker   POST /api/tools/grammar-checker (JSON)
 *   readability       POST /api/tools/readability-improver, timed to its `report`
 *                     event (the library's analysis; the rest of the stream is
 *                     the writer's rewrite, not measured), then cancelled
 *   citation          POST /api/tools/citation-generator, a batch of references
 *                     one request after another, as the page sends them
 *
 * Texts of 1,000 and 10,000 words; citation batches of 10 and 60 references
 * (a 1,000- and a 10,000-word article's reference list). The engine alone,
 * called in this process without any transport, is recorded beside them.
 * The API runs built (`node api/dist/index.js`, NODE_ENV=production) on its
 * own database and ports; calls are signed in (no visitor quota).
 *
 *   --no-build     use the existing api/dist
 *   --runs=N       calls per case and side (default 100: the p95 of 30 calls is their second slowest)
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type ToolDefinition, toolBySlug } from '@inkpress/shared-core/tools';
import mongoose from 'mongoose';
import { connectDatabase } from '../api/src/db';
import { grantPaidCredits } from '../api/src/services/credits';
import { runLibraryTool, toolReport } from '../api/src/services/tools';
import { closeGrammar } from '../api/src/services/tools/engines/grammar';
import { say } from '../scripts/lib/log';
import { dataDir, root } from '../scripts/lib/paths';
import { apiEnvironment, shiftedPorts } from '../scripts/lib/platform';
import { run, type Service, startService, stopAll, waitForPort } from '../scripts/lib/proc';
import { startDatabase } from '../scripts/lib/services';
import { percentile, writeResult } from './lib';
import { type ComponentRoots, cpuMsSince, sampleCpu } from './processCpu';

const OFFSET = 250;
const DB_PORT = 27027 + OFFSET;
const ports = shiftedPorts(OFFSET);
/** The reference server: the shell's port of this offset (no shell runs here). */
const REF_PORT = ports.shell;
const HOST = '127.0.0.1';
const DB_NAME = 'inkpress_bench_tools';
const GOAL_OVERHEAD = 0.15;

const SENTENCES = [
  'Search engines reward clear, useful writing that answers a real question.',
  'Their is a reason most readers leave a page within seconds.',
  'A good introduction tells the reader what they will learn and why it matters.',
  'Short paragraphs, concrete examples and honest headings keep people reading.',
  'Many writers makes the mistake of burying the answer under a long preamble.',
  'Check every claim, link to your sources, and update the page when facts change.',
  'The the best articles are edited more than once before they are published.',
  'Notwithstanding the aforementioned considerations, comprehensive documentation necessitates meticulous interdepartmental collaboration.',
];

/** About `words` words of prose with a few planted mistakes. */
function textOf(words: number): string {
  const out: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const sentence = SENTENCES[i % SENTENCES.length] as string;
    out.push(sentence);
    count += sentence.split(/\s+/).length;
    if (i % 5 === 4) out.push('\n\n');
  }
  return out.join(' ').replace(/ \n\n /g, '\n\n');
}

/** A journal article, a book, a web page or a video, all different: a reference list's worth. */
function referenceList(count: number): Record<string, string>[] {
  const topics = [
    'Readability',
    'Search Engines',
    'Editing',
    'Plain Language',
    'Reading on Screens',
    'Citations',
  ];
  const people = [
    'Ada Lovelace',
    'Alan Turing',
    'Grace Hopper',
    'Rudolf Flesch',
    'Robert Gunning',
    'Ann Wylie',
  ];
  return Array.from({ length: count }, (_, i): Record<string, string> => {
    const topic = topics[i % topics.length] as string;
    const authors = [people[i % people.length], people[(i + 2) % people.length]]
      .slice(0, 1 + (i % 2))
      .join('\n');
    const year = String(1990 + (i % 35));
    switch (i % 4) {
      case 0:
        return {
          sourceType: 'article-journal',
          style: 'apa',
          title: `${topic} and the Reader: Study ${i + 1}`,
          authors,
          year,
          container: 'Journal of Writing Research',
          volume: String(3 + (i % 12)),
          issue: String(1 + (i % 4)),
          pages: `${100 + i}-${120 + i}`,
          doi: `10.1000/jwr.${2000 + i}`,
        };
      case 1:
        return {
          sourceType: 'book',
          style: 'apa',
          title: `The Art of ${topic}, Volume ${i + 1}`,
          authors,
          year,
          publisher: 'Oxford University Press',
        };
      case 2:
        return {
          sourceType: 'webpage',
          style: 'apa',
          title: `A Guide to ${topic} (${i + 1})`,
          authors,
          year,
          container: 'Inkpress Guides',
          url: `https://example.com/guides/${i + 1}`,
          accessed: '2026-11-20',
        };
      default:
        return {
          sourceType: 'video',
          style: 'apa',
          title: `${topic} Explained, Part ${i + 1}`,
          authors,
          year,
          publisher: 'YouTube',
          url: `https://www.youtube.com/watch?v=bench${i}`,
        };
    }
  });
}

let token = '';
async function post(base: string, urlPath: string, body: string): Promise<Response> {
  return fetch(`${base}${urlPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
}

async function json(base: string, urlPath: string, body: string): Promise<unknown> {
  const response = await post(base, urlPath, body);
  const text = await response.text();
  if (!response.ok) throw new Error(`${base}${urlPath}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * The time until a stream's `report` event has fully arrived. The rest of the
 * stream (the writer's rewrite) is then read to its end, untimed, so that the
 * API is idle again before the next call: cancelling it instead would leave the
 * API rewriting, or aborting and refunding, while the next call is timed.
 */
async function untilReport(base: string, urlPath: string, body: string): Promise<number> {
  const started = performance.now();
  const response = await post(base, urlPath, body);
  if (!response.ok || !response.body) throw new Error(`${base}${urlPath}: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  let reportMs: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (value) seen += decoder.decode(value, { stream: true });
    if (reportMs === undefined) {
      const at = seen.indexOf('event: report\n');
      // The whole event: its data line ends with a blank line.
      if (at >= 0 && seen.indexOf('\n\n', at) >= 0) {
        reportMs = performance.now() - started;
        seen = '';
      }
    } else if (seen.length > 4096) seen = seen.slice(-4096);
    if (done) break;
  }
  if (reportMs === undefined) {
    throw new Error(`${base}${urlPath}: the stream ended without a report: ${seen.slice(0, 300)}`);
  }
  if (/event: error\n/.test(seen))
    throw new Error(`${base}${urlPath}: the stream failed: ${seen.slice(-300)}`);
  return reportMs;
}

interface Side {
  p50Ms: number;
  p95Ms: number;
}
interface Case {
  tool: string;
  /** Words of the text, or the references of the batch (citation). */
  words?: number;
  references?: number;
  requestBytes: number;
  /** The API (middleware, session, validation, the tool's route) over loopback. */
  api: Side;
  /** The same engine code behind a bare node:http server, over loopback. */
  reference: Side;
  /** The engine called in the benchmark's process, no transport: for the record. */
  engine: Side;
  /** (API p95 − reference p95) / reference p95. */
  overheadP95: number;
  overheadP50: number;
  /** API p95 − reference p95, ms. */
  addedP95Ms: number;
  goalMet: boolean;
  loadAverage: { before: number[]; after: number[] };
  /**
   * CPU time per call of each process while the API and the reference were called (the engine
   * alone runs in the bench's own process, not counted): the API against the reference says
   * whether the API's extra time is work of its own (its CPU per call is higher) or waiting
   * (the same CPU, a longer wall time); the database's shows any query a call makes.
   */
  cpuMsPerCall: Record<string, number>;
}

const round = (x: number) => Math.round(x * 10) / 10;
const side = (times: number[]): Side => ({
  p50Ms: round(percentile(times, 50)),
  p95Ms: round(percentile(times, 95)),
});
const load = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

/** The call's own time when it gives one (a stream's time to its report), else the time it took. */
async function timed(fn: () => Promise<unknown> | unknown): Promise<number> {
  const t = performance.now();
  const own = await fn();
  const took = performance.now() - t;
  return typeof own === 'number' ? own : took;
}

interface Target {
  tool: string;
  words?: number;
  references?: number;
  requestBytes: number;
  /** One measured unit of work against a base URL (the API's or the reference's). */
  /** Resolves to its own time in ms when only part of it is timed (readability: until the report). */
  remote: (base: string) => Promise<unknown>;
  engine: () => Promise<unknown> | unknown;
}

async function measure(
  target: Target,
  runs: number,
  apiBase: string,
  refBase: string,
  processes: Record<string, ComponentRoots>,
): Promise<Case> {
  const before = load();
  // Warm all three (the grammar checker's worker starts on first use in each process).
  for (let i = 0; i < 3; i++) {
    await target.engine();
    await target.remote(refBase);
    await target.remote(apiBase);
  }
  const engineTimes: number[] = [];
  const refTimes: number[] = [];
  const apiTimes: number[] = [];
  const cpuBefore = sampleCpu(processes);
  for (let i = 0; i < runs; i++) {
    // Alternate who goes first, so neither always follows the other's leftovers.
    if (i % 2 === 0) {
      refTimes.push(await timed(() => target.remote(refBase)));
      apiTimes.push(await timed(() => target.remote(apiBase)));
    } else {
      apiTimes.push(await timed(() => target.remote(apiBase)));
      refTimes.push(await timed(() => target.remote(refBase)));
    }
    engineTimes.push(await timed(target.engine));
  }
  const cpuMs = cpuMsSince(cpuBefore, sampleCpu(processes));
  const e = side(engineTimes);
  const r = side(refTimes);
  const a = side(apiTimes);
  const ratio = (x: number, y: number) => Math.round(((x - y) / y) * 1000) / 1000;
  const overhead = ratio(a.p95Ms, r.p95Ms);
  const what = target.references ? `${target.references} references` : `${target.words} words`;
  say(
    `${target.tool.padEnd(16)} ${what.padStart(14)}: engine ${e.p50Ms} / ${e.p95Ms}, reference ${r.p50Ms} / ${r.p95Ms}, ` +
      `API ${a.p50Ms} / ${a.p95Ms} ms (p50 / p95), overhead at p95 ${Math.round(overhead * 100)} %`,
  );
  return {
    tool: target.tool,
    ...(target.words !== undefined ? { words: target.words } : {}),
    ...(target.references !== undefined ? { references: target.references } : {}),
    requestBytes: target.requestBytes,
    api: a,
    reference: r,
    engine: e,
    overheadP95: overhead,
    overheadP50: ratio(a.p50Ms, r.p50Ms),
    addedP95Ms: round(a.p95Ms - r.p95Ms),
    goalMet: overhead <= GOAL_OVERHEAD,
    loadAverage: { before, after: load() },
    cpuMsPerCall: Object.fromEntries(Object.entries(cpuMs).map(([name, ms]) => [name, round(ms / runs)])),
  };
}

function toolOf(slug: string): ToolDefinition {
  const tool = toolBySlug.get(slug);
  if (!tool) throw new Error(`no tool ${slug}`);
  return tool;
}

function targets(): Target[] {
  const out: Target[] = [];
  const grammar = toolOf('grammar-checker');
  const readability = toolOf('readability-improver');
  const citation = toolOf('citation-generator');
  for (const words of [1000, 10_000]) {
    const text = textOf(words);
    const body = JSON.stringify({ text });
    out.push({
      tool: grammar.slug,
      words,
      requestBytes: Buffer.byteLength(body),
      remote: (base) => json(base, '/api/tools/grammar-checker', body),
      engine: () => runLibraryTool(grammar, { text }),
    });
    out.push({
      tool: 'readability',
      words,
      requestBytes: Buffer.byteLength(body),
      remote: (base) => untilReport(base, '/api/tools/readability-improver', body),
      engine: () => toolReport(readability, text),
    });
  }
  for (const count of [10, 60]) {
    const list = referenceList(count);
    const bodies = list.map((source) => JSON.stringify(source));
    out.push({
      tool: 'citation',
      references: count,
      requestBytes: bodies.reduce((n, b) => n + Buffer.byteLength(b), 0),
      remote: async (base) => {
        for (const body of bodies) await json(base, '/api/tools/citation-generator', body);
      },
      engine: async () => {
        for (const source of list) await runLibraryTool(citation, source);
      },
    });
  }
  return out;
}

async function main() {
  const { values } = parseArgs({
    options: { 'no-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '100' } },
  });
  const runs = Math.max(5, Math.min(500, Number(values.runs) || 100));
  const dir = path.join(dataDir, 'bench-tools');
  const services: Service[] = [];
  process.once('SIGINT', () => void stopAll(services).then(() => process.exit(130)));
  try {
    rmSync(dir, { recursive: true, force: true });
    say(`starting a database on port ${DB_PORT}…`);
    services.push(await startDatabase(path.join(dir, 'db'), DB_PORT, true));
    if (!values['no-build']) {
      say('building shared-core and the API…');
      run('npm', ['run', 'build', '--silent', '-w', '@inkpress/shared-core', '-w', '@inkpress/api'], {
        cwd: root,
      });
    }
    const api = startService('api', process.execPath, [path.join(root, 'api', 'dist', 'index.js')], {
      cwd: path.join(root, 'api'),
      env: apiEnvironment(ports, `mongodb://${HOST}:${DB_PORT}/${DB_NAME}`, {
        NODE_ENV: 'production',
        API_HOST: HOST,
        LOG_LEVEL: 'warn',
        MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
        RATE_LIMIT_PER_IP: '0',
        RATE_LIMIT_PER_USER: '0',
        RATE_LIMIT_AUTH_PER_IP: '0',
        ACCOUNTS_PER_IP_PER_DAY: '0',
      }),
      quiet: true,
    });
    services.push(api);
    const reference = startService(
      'tools-reference',
      process.execPath,
      ['--import', 'tsx', path.join(root, 'bench', 'toolsReference.ts'), String(REF_PORT)],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, quiet: true },
    );
    services.push(reference);
    await waitForPort(ports.api, 'api', 180_000, api.child);
    await waitForPort(REF_PORT, 'tools reference', 180_000, reference.child);
    const apiBase = `http://${HOST}:${ports.api}`;
    const refBase = `http://${HOST}:${REF_PORT}`;
    const registered = (await json(
      apiBase,
      '/api/auth/register',
      JSON.stringify({
        email: `bench-tools-${Date.now().toString(36)}@inkpress.test`,
        password: 'Bench-mark-password-1',
        tokenType: 'bearer',
      }),
    )) as { data: { token: string } };
    token = registered.data.token;
    // Words enough for every reservation of the writing tool's AI part (the bench reads only its report).
    const me = (await (
      await fetch(`${apiBase}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { teamId: string } };
    await connectDatabase(`mongodb://${HOST}:${DB_PORT}/${DB_NAME}`);
    await grantPaidCredits({ teamId: me.data.teamId }, 'words', 100_000_000, { reason: 'bench' });

    // The grammar checker's worker loads its 16 MB WebAssembly on first use in each process (two
    // processes here, and this one): start them before anything is timed, retrying on a busy machine.
    const small = JSON.stringify({ text: 'This is an test.' });
    for (const base of [refBase, apiBase]) {
      for (let attempt = 1; ; attempt++) {
        try {
          await json(base, '/api/tools/grammar-checker', small);
          break;
        } catch (err) {
          if (attempt === 3) throw err;
          say(`grammar checker warming up at ${base}: ${(err as Error).message.slice(0, 120)}`);
        }
      }
    }
    await runLibraryTool(toolOf('grammar-checker'), { text: 'This is an test.' });

    const loadBefore = load();
    const cases: Case[] = [];
    const processes: Record<string, ComponentRoots> = {
      api: { pids: [api.child.pid!] },
      reference: { pids: [reference.child.pid!] },
      database: { cmdline: new RegExp(`(ferretdb.*${DB_PORT}|bin/postgres .*bench-tools)`) },
    };
    for (const target of targets()) cases.push(await measure(target, runs, apiBase, refBase, processes));
    writeResult('tools', {
      loadAverage: { before: loadBefore, after: load() },
      runsPerSide: runs,
      goal: `API p95 at most ${GOAL_OVERHEAD * 100} % above the reference's p95 (the same engines behind a bare node:http server)`,
      cases,
      goals: { overheadAtMost15PercentAtP95: cases.every((c) => c.goalMet) },
    });
  } finally {
    await closeGrammar();
    await mongoose.disconnect();
    await stopAll(services);
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
