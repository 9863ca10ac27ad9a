/**
 * `npm run bench:pages`: cold loads of `/`, `/pricing` and `/dashboard` in
 * headless Chromium — JavaScript bytes transferred (gzip), requests, First
 * Contentful Paint and Largest Contentful Paint, median of 5 runs — against a
 * static reference page with no JavaScript, loaded the same way in the same run.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from '../scripts/lib/paths';
import { startService, waitForPort } from '../scripts/lib/proc';
import { ensureChromium } from '../scripts/lib/services';
import { CHROMIUM_ARGS, median, withPlatform, writeResult } from './lib';

const RUNS = 5;
const JS_BUDGET_FRONT_PAGE = 170 * 1024;
const pages = ['/', '/pricing', '/dashboard'];

interface Sample {
  jsBytes: number;
  totalBytes: number;
  requests: number;
  fcp: number;
  lcp: number;
}

async function measure(executablePath: string, url: string): Promise<Sample> {
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    let jsBytes = 0;
    let totalBytes = 0;
    let requests = 0;
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      requests++;
      pending.push(
        request.sizes().then((sizes) => {
          totalBytes += sizes.responseBodySize;
          if (request.resourceType() === 'script') jsBytes += sizes.responseBodySize;
        }),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(300);
    const paint = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number }>((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          let lcp = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve({ fcp, lcp }), 100);
        }),
    );
    await Promise.all(pending);
    return { jsBytes, totalBytes, requests, ...paint };
  } finally {
    await browser.close();
  }
}

async function series(executablePath: string, url: string) {
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await measure(executablePath, url));
  const m = (k: keyof Sample) => Math.round(median(samples.map((s) => s[k])) * 10) / 10;
  return {
    jsBytesGzip: m('jsBytes'),
    totalBytes: m('totalBytes'),
    requests: m('requests'),
    fcpMs: m('fcp'),
    lcpMs: m('lcp'),
    runs: RUNS,
  };
}

async function main() {
  const executablePath = ensureChromium();
  const build = !process.argv.includes('--no-build');
  await withPlatform(async (platform) => {
    const referencePort = platform.ports.shell + 50;
    const reference = startService(
      'reference',
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'scripts', 'serve.ts'),
        '--dir',
        path.join(root, 'bench', 'reference'),
        '--port',
        String(referencePort),
      ],
      { quiet: true },
    );
    try {
      await waitForPort(referencePort, 'reference page');
      const referenceResult = await series(executablePath, `http://localhost:${referencePort}/`);
      const results: Record<string, unknown> = {};
      for (const p of pages) {
        const r = await series(executablePath, `${platform.url}${p}`);
        results[p] = {
          ...r,
          fcpRatioToReference: Math.round((r.fcpMs / Math.max(referenceResult.fcpMs, 1)) * 100) / 100,
          lcpRatioToReference: Math.round((r.lcpMs / Math.max(referenceResult.lcpMs, 1)) * 100) / 100,
        };
        console.log(p, JSON.stringify(r));
      }
      const front = results['/'] as { jsBytesGzip: number };
      writeResult('pages', {
        reference: referenceResult,
        pages: results,
        goals: {
          frontPageJsUnder170KBGzip: {
            budgetBytes: JS_BUDGET_FRONT_PAGE,
            actualBytes: front.jsBytesGzip,
            met: front.jsBytesGzip < JS_BUDGET_FRONT_PAGE,
          },
        },
      });
    } finally {
      await reference.stop();
    }
  }, build);
}

void main();
