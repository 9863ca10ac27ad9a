/**
 * `npm run bench:lighthouse`: Lighthouse 12.8 (the npm package, installed
 * once into the cache folder beside Ghost: it is 186 MB that nothing else
 * needs) against Debian's Chromium on `/`, a blog post, a tool page and
 * /pricing of the built platform, with Lighthouse's mobile settings (a
 * phone's screen, simulated slow 4G and a 4× slower CPU). Each page is
 * audited `--runs=N` times (default 3) in a fresh browser; the median of
 * each category's score and of the metrics behind performance is recorded,
 * with what the last run flagged, in bench/results/lighthouse.json.
 *
 * Goals (issue 14): SEO and accessibility 100, performance at least 95, on
 * each page.
 */
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { say } from '../scripts/lib/log';
import { run } from '../scripts/lib/proc';
import { ensureChromium } from '../scripts/lib/services';
import { cacheDir } from '../scripts/lib/wordpress';
import { CHROMIUM_ARGS, median, withPlatform, writeResult } from './lib';

const LIGHTHOUSE_VERSION = '12.8.2';
const installDir = path.join(cacheDir, `lighthouse-${LIGHTHOUSE_VERSION}`);
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const PAGES = ['/', '/blog/search-intent-explained', '/tools/paraphrasing-tool', '/pricing'];
const CATEGORIES = ['performance', 'accessibility', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const GOALS: Record<Category, number> = { performance: 95, accessibility: 100, seo: 100 };
/** The metrics behind the performance score, in milliseconds (CLS unitless). */
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  speedIndexMs: 'speed-index',
  cls: 'cumulative-layout-shift',
} as const;

interface Audit {
  score: number | null;
  numericValue?: number;
  title: string;
  scoreDisplayMode: string;
  details?: { items?: Record<string, unknown>[] };
}
interface Report {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
}
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Report } | undefined>;
interface Launcher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

/** Installs Lighthouse into the cache folder once (npm install there, not in the project). */
function ensureLighthouse() {
  if (existsSync(path.join(installDir, 'node_modules', 'lighthouse', 'package.json'))) return;
  say(`installing Lighthouse ${LIGHTHOUSE_VERSION} into ${installDir} (once)…`);
  mkdirSync(installDir, { recursive: true });
  run(
    'npm',
    [
      'install',
      '--prefix',
      installDir,
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--loglevel=error',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    { cwd: installDir },
  );
}

const load = async <T>(relative: string): Promise<T> =>
  (await import(pathToFileURL(path.join(installDir, 'node_modules', relative)).href)) as T;

/** What an audit's detail row is about: a file, a module, or an element. */
function subject(item: Record<string, unknown>): string | undefined {
  const node = item.node as { snippet?: string } | undefined;
  const source = item.source as { url?: string } | string | undefined;
  const name = item.url ?? (typeof source === 'string' ? source : source?.url) ?? node?.snippet;
  return typeof name === 'string' ? name.slice(0, 160) : undefined;
}

/** The audits of a category that did not pass in a report, worst first, with what they name: what to fix. */
function failing(report: Report, category: Category): string[] {
  return report.categories[category].auditRefs
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
    )
    .sort((a, b) => (a.audit?.score ?? 0) - (b.audit?.score ?? 0) || b.ref.weight - a.ref.weight)
    .map(({ ref, audit }) => {
      const about = (audit?.details?.items ?? []).map(subject).filter(Boolean).slice(0, 4);
      const what = `${ref.id} (${Math.round((audit?.score ?? 0) * 100)}): ${audit?.title}`;
      return about.length ? `${what} — ${about.join(', ')}` : what;
    });
}

async function audit(lighthouse: LighthouseFn, launcher: Launcher, chromePath: string, url: string) {
  const chrome = await launcher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no report for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(
        `Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

async function main() {
  const chromePath = ensureChromium();
  ensureLighthouse();
  const lighthouse = (await load<{ default: LighthouseFn }>('lighthouse/core/index.js')).default;
  const launcher = await load<Launcher>('chrome-launcher/dist/index.js');
  const build = !process.argv.includes('--no-build');
  await withPlatform(async (platform) => {
    const loadBefore = os.loadavg();
    const pages: Record<string, unknown> = {};
    const goals: Record<string, { target: number; actual: number; met: boolean }> = {};
    for (const page of PAGES) {
      const reports: Report[] = [];
      for (let i = 0; i < RUNS; i++)
        reports.push(await audit(lighthouse, launcher, chromePath, `${platform.url}${page}`));
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [
          c,
          median(reports.map((r) => Math.round((r.categories[c].score ?? 0) * 100))),
        ]),
      ) as Record<Category, number>;
      const metrics = Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => {
          const value = median(reports.map((r) => r.audits[id]?.numericValue ?? 0));
          return [name, name === 'cls' ? Math.round(value * 10_000) / 10_000 : Math.round(value)];
        }),
      );
      const last = reports[reports.length - 1]!;
      pages[page] = {
        scores,
        scoreRuns: Object.fromEntries(
          CATEGORIES.map((c) => [c, reports.map((r) => Math.round((r.categories[c].score ?? 0) * 100))]),
        ),
        metrics,
        failingLastRun: Object.fromEntries(CATEGORIES.map((c) => [c, failing(last, c)])),
      };
      for (const c of CATEGORIES)
        goals[`${c} ${page}`] = { target: GOALS[c], actual: scores[c], met: scores[c] >= GOALS[c] };
      console.log(page, JSON.stringify({ scores, metrics }));
    }
    writeResult('lighthouse', {
      lighthouse: LIGHTHOUSE_VERSION,
      settings: { formFactor: 'mobile', throttling: 'simulated (Lighthouse defaults)', runs: RUNS },
      loadAverage: { before: loadBefore, after: os.loadavg() },
      pages,
      goals,
    });
  }, build);
}

void main();
