/**
 * `npm run bench:tools`: the free tools' library engines through the API
 * against the same engine called directly in this process, in the same
 * run, alternating call by call. Our overhead is the API's p95 over the
 * engine's p95 (goal: at most 15 % more).
 *
 *   grammar-checker   POST /api/tools/grammar-checker (JSON)  vs checkGrammar(text)
 *   readability       POST /api/tools/readability-improver, to its `report` event
 *                     (the analysis before the AI's rewrite)  vs readabilityReport(text)
 *   citation          POST /api/tools/citation-generator      vs cite(source, 'apa')
 *
 * Texts of 1,000 words and of the catalogue's maximum (20,000 characters,
 * about 3,300 words): the API refuses more, so the issue's 10,000 words can
 * only be measured on the engine alone, which this run does too.
 * The API runs built (`node api/dist/index.js`, NODE_ENV=production) on its
 * own database and ports; calls are signed in (no visitor quota).
 *
 *   --no-build     use the existing api/dist
 *   --runs=N       calls per case and side (default 30)
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { connectDatabase } from '../api/src/db';
import { grantPaidCredits } from '../api/src/services/credits';
import { checkGrammar, cite, readabilityReport } from '../api/src/services/tools/engines';
import { closeGrammar } from '../api/src/services/tools/engines/grammar';
import { say } from '../scripts/lib/log';
import { dataDir, root } from '../scripts/lib/paths';
import { apiEnvironment, shiftedPorts } from '../scripts/lib/platform';
import { run, type Service, startService, stopAll, waitForPort } from '../scripts/lib/proc';
import { startDatabase } from '../scripts/lib/services';
import { percentile, writeResult } from './lib';

const OFFSET = 250;
const DB_PORT = 27027 + OFFSET;
const ports = shiftedPorts(OFFSET);
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

/** The longest text the catalogue accepts: whole sentences up to 20,000 characters. */
function maxText(): string {
  const long = textOf(4000);
  return long.slice(0, long.lastIndexOf('.', 19_990) + 1);
}

const SOURCE = {
  sourceType: 'book',
  style: 'apa',
  title: 'Nineteen Eighty-Four',
  authors: 'George Orwell',
  year: '1949',
  publisher: 'Secker & Warburg',
} as const;

let token = '';
async function post(urlPath: string, body: unknown): Promise<Response> {
  return fetch(`http://${HOST}:${ports.api}${urlPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function json(urlPath: string, body: unknown): Promise<unknown> {
  const response = await post(urlPath, body);
  const text = await response.text();
  if (!response.ok) throw new Error(`${urlPath}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Reads a stream until its first `report` event, then stops reading (the AI's rewrite is not measured). */
async function untilReport(urlPath: string, body: unknown): Promise<void> {
  const response = await post(urlPath, body);
  if (!response.ok || !response.body) throw new Error(`${urlPath}: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`${urlPath}: the stream ended without a report`);
    seen += decoder.decode(value, { stream: true });
    if (seen.includes('event: report\n')) {
      await reader.cancel();
      return;
    }
  }
}

interface Side {
  p50Ms: number;
  p95Ms: number;
}
interface Case {
  tool: string;
  words: number;
  api: Side | null;
  direct: Side;
  /** (API p95 − engine p95) / engine p95. */
  overheadP95: number | null;
  goalMet: boolean | null;
}

const round = (x: number) => Math.round(x * 10) / 10;
const side = (times: number[]): Side => ({
  p50Ms: round(percentile(times, 50)),
  p95Ms: round(percentile(times, 95)),
});

async function timed(fn: () => Promise<unknown> | unknown): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

async function measure(
  tool: string,
  words: number,
  runs: number,
  direct: () => Promise<unknown> | unknown,
  api: (() => Promise<unknown>) | null,
): Promise<Case> {
  // Warm both sides (the grammar checker's worker starts on first use).
  await direct();
  if (api) await api();
  const directTimes: number[] = [];
  const apiTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    directTimes.push(await timed(direct));
    if (api) apiTimes.push(await timed(api));
  }
  const d = side(directTimes);
  const a = api ? side(apiTimes) : null;
  const overhead = a ? Math.round(((a.p95Ms - d.p95Ms) / d.p95Ms) * 1000) / 1000 : null;
  say(
    `${tool.padEnd(16)} ${String(words).padStart(5)} words: engine p50 ${d.p50Ms} / p95 ${d.p95Ms} ms` +
      (a
        ? `, API p50 ${a.p50Ms} / p95 ${a.p95Ms} ms, overhead ${Math.round((overhead ?? 0) * 100)} %`
        : ' (engine only)'),
  );
  return {
    tool,
    words,
    api: a,
    direct: d,
    overheadP95: overhead,
    goalMet: overhead === null ? null : overhead <= GOAL_OVERHEAD,
  };
}

async function main() {
  const { values } = parseArgs({
    options: { 'no-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '30' } },
  });
  const runs = Math.max(5, Math.min(500, Number(values.runs) || 30));
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
    await waitForPort(ports.api, 'api', 60_000, api.child);
    const registered = (await json('/api/auth/register', {
      email: `bench-tools-${Date.now().toString(36)}@inkpress.test`,
      password: 'Bench-mark-password-1',
      tokenType: 'bearer',
    })) as { data: { token: string } };
    token = registered.data.token;
    // Words enough for every reservation of the writing tool's AI part (the bench reads only its report).
    const me = (await (
      await fetch(`http://${HOST}:${ports.api}/api/users/me`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { teamId: string } };
    await connectDatabase(`mongodb://${HOST}:${DB_PORT}/${DB_NAME}`);
    await grantPaidCredits({ teamId: me.data.teamId }, 'words', 100_000_000, { reason: 'bench' });

    const cases: Case[] = [];
    const texts: [number, string][] = [
      [1000, textOf(1000)],
      [maxText().split(/\s+/).length, maxText()],
    ];
    for (const [words, text] of texts) {
      cases.push(
        await measure(
          'grammar-checker',
          words,
          runs,
          () => checkGrammar(text),
          () => json('/api/tools/grammar-checker', { text }),
        ),
      );
      cases.push(
        await measure(
          'readability',
          words,
          runs,
          () => readabilityReport(text),
          () => untilReport('/api/tools/readability-improver', { text }),
        ),
      );
    }
    // 10,000 words: more than the API accepts; the engine alone, for the record.
    cases.push(await measure('readability', 10_000, runs, () => readabilityReport(textOf(10_000)), null));
    cases.push(
      await measure(
        'citation',
        0,
        runs,
        () =>
          cite(
            {
              type: 'book',
              title: SOURCE.title,
              authors: [{ given: 'George', family: 'Orwell' }],
              year: SOURCE.year,
              publisher: SOURCE.publisher,
            },
            'apa',
          ),
        () => json('/api/tools/citation-generator', SOURCE),
      ),
    );
    const measured = cases.filter((c) => c.goalMet !== null);
    writeResult('tools', {
      loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
      runsPerSide: runs,
      goal: `API p95 at most ${GOAL_OVERHEAD * 100} % above the engine's p95`,
      cases,
      goals: { overheadAtMost15PercentAtP95: measured.every((c) => c.goalMet) },
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
