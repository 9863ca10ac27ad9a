/**
 * Splits the Jest files of `npm test` between two Jest processes that run side
 * by side. In one process Jest runs every file in band on a two-core machine,
 * leaving a core idle for most of the run.
 *
 * Files that use a server shared by the whole run (the real WordPress and
 * Ghost, the S3 server) all go to the first process, so they still run one at a
 * time. Everything else is isolated already: each API test file has its own
 * database, Redis prefix and queue names. The rest is balanced on each file's
 * duration in earlier runs (kept outside the repository, like the other caches),
 * or on its size times a factor for API tests when it has not run yet.
 */

import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What marks a test file that uses a server shared by the whole run (read from its text). */
export const SHARED_SERVICE_MARK = /WORDPRESS_TEST_|GHOST_TEST_|test\/s3['"]/;

/** Seconds of earlier runs, by path relative to the repository. */
export type Durations = Record<string, number>;

export interface Shards {
  /** Files of the first process: every shared-service file and its share of the rest. */
  first: string[];
  second: string[];
  /** The estimated seconds of each process, for the log. */
  estimate: [number, number];
}

export interface TestFile {
  /** Relative to the repository. */
  file: string;
  usesSharedService: boolean;
  /** Estimated seconds. */
  weight: number;
}

/**
 * The longest files first, each to the process with less to do; the
 * shared-service files to the first process before the rest is dealt.
 */
export function planShards(files: TestFile[]): Shards {
  const first: string[] = [];
  const second: string[] = [];
  let a = 0;
  let b = 0;
  for (const f of files.filter((f) => f.usesSharedService)) {
    first.push(f.file);
    a += f.weight;
  }
  const rest = files
    .filter((f) => !f.usesSharedService)
    .sort((x, y) => y.weight - x.weight || x.file.localeCompare(y.file));
  for (const f of rest) {
    if (a <= b) {
      first.push(f.file);
      a += f.weight;
    } else {
      second.push(f.file);
      b += f.weight;
    }
  }
  return { first, second, estimate: [a, b] };
}

/**
 * A file's estimated seconds when it has not run before: API tests start a
 * real app on a real database, so a byte of them costs more than a byte of a
 * unit test.
 */
export function guessSeconds(file: string, bytes: number): number {
  const perKb = file.startsWith('api/') ? 0.4 : 0.1;
  return (bytes / 1024) * perKb;
}

/** The test files with their marks and weights, read from disk. */
export function describeFiles(root: string, absolute: string[], durations: Durations): TestFile[] {
  return absolute.map((abs) => {
    const file = path.relative(root, abs);
    const text = readFileSync(abs, 'utf8');
    return {
      file,
      usesSharedService: SHARED_SERVICE_MARK.test(text),
      weight: durations[file] ?? guessSeconds(file, statSync(abs).size),
    };
  });
}

export function readDurations(cacheFile: string): Durations {
  if (!existsSync(cacheFile)) return {};
  try {
    const parsed = JSON.parse(readFileSync(cacheFile, 'utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]) && e[1] >= 0,
      ),
    );
  } catch {
    return {};
  }
}

/** Jest's `--json` report, as far as it is read here. */
export interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numRuntimeErrorTestSuites: number;
  testResults?: { name: string; startTime?: number; endTime?: number }[];
}

/** Earlier durations updated with the files of these reports (seconds, by relative path). */
export function mergeDurations(root: string, earlier: Durations, reports: JestReport[]): Durations {
  const next = { ...earlier };
  for (const report of reports)
    for (const r of report.testResults ?? [])
      if (r.startTime && r.endTime && r.endTime >= r.startTime)
        next[path.relative(root, r.name)] = Math.round((r.endTime - r.startTime) / 100) / 10;
  return next;
}

export function writeDurations(cacheFile: string, durations: Durations) {
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  const sorted = Object.fromEntries(Object.entries(durations).sort(([x], [y]) => x.localeCompare(y)));
  writeFileSync(cacheFile, `${JSON.stringify(sorted, null, 1)}\n`);
}
