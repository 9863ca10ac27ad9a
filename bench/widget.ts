/**
 * `npm run bench:widget`: what a partner's visitor pays for the widget
 * (issue 13).
 *
 * Bytes: the loader `widget.js` (goal: under 5 KB gzipped) and the embed
 * page's JavaScript (goal: under 90 KB gzipped) and CSS, from the production
 * build of mfe-tools (`mfe-tools/dist/embed`), gzipped as the API serves them
 * (level 9) and with Brotli for comparison.
 *
 * Time to interactive: a partner page on another origin (127.0.0.1, a port
 * of its own) with the embed code, loaded cold in headless Chromium, from
 * its navigation start to the tool's Run button being enabled inside the
 * iframe — against a reference measured the same way in the same run: the
 * same page with a plain cross-origin iframe of a static form, the least any
 * embedded tool can cost on this machine.
 *
 *   --no-build   measure the last build instead of building first
 *   --no-tti     bytes only (no platform, no browser)
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { say } from '../scripts/lib/log';
import { root } from '../scripts/lib/paths';
import { run } from '../scripts/lib/proc';
import { ensureChromium } from '../scripts/lib/services';
import { CHROMIUM_ARGS, median, percentile, withPlatform, writeResult } from './lib';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-tti': { type: 'boolean', default: false },
  },
});
const dir = path.join(root, 'mfe-tools', 'dist', 'embed');
const KB = 1024;
const goals = { widgetGzipBytes: 5 * KB, embedJsGzipBytes: 90 * KB };

// The time-to-interactive run builds the whole platform (withPlatform), the embed included.
if (!values['no-build'] && values['no-tti']) {
  say('building the widget and the embed bundle (npm run build:embed -w mfe-tools)…');
  run('npm', ['run', 'build:embed', '-w', 'mfe-tools'], { cwd: root });
}

/** The embed build's manifest, read after any build of this run. */
const manifest = () =>
  JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    widget: string;
    embed: { js: string[]; css: string[] };
  };

function sizes(files: string[]) {
  const bytes = files.map((f) => readFileSync(path.join(dir, f)));
  const sum = (list: Buffer[]) => list.reduce((n, b) => n + b.length, 0);
  return {
    files,
    bytes: sum(bytes),
    gzipBytes: sum(bytes.map((b) => gzipSync(b, { level: 9 }))),
    brotliBytes: sum(
      bytes.map((b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    ),
  };
}

const RUNS = 7;
const TOOL = 'acronym-generator';
const ADMIN_EMAIL = 'bench-admin@inkpress.test';
const PASSWORD = 'Bench-Horse-9-Battery';

/** A site on 127.0.0.1 and a free port that serves one page per path. */
async function site(pages: Record<string, () => string>) {
  const server = http.createServer((req, res) => {
    const page = pages[req.url ?? ''];
    if (!page) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(page());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body><h1>A partner's post</h1><p>Some text before the tool.</p>${body}</body></html>`;

/** An internal user's bearer token (registered on first use) and a partner for `origin`. */
async function partnerKey(platformUrl: string, origin: string): Promise<string> {
  const post = async (route: string, body: unknown, token?: string) => {
    const res = await fetch(`${platformUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data: Record<string, string> } };
  };
  const credentials = { email: ADMIN_EMAIL, password: PASSWORD, tokenType: 'bearer' };
  let session = await post('/api/auth/register', credentials);
  if (session.status !== 201) session = await post('/api/auth/login', credentials);
  const token = session.body.data.token;
  if (!token) throw new Error(`no session for ${ADMIN_EMAIL}: ${JSON.stringify(session.body)}`);
  const partner = await post(
    '/api/partners',
    { name: 'Bench partner', origins: [origin], dailyQuota: 1000 },
    token,
  );
  if (partner.status !== 201) throw new Error(`partner not created: ${JSON.stringify(partner.body)}`);
  return partner.body.data.key as string;
}

/** Milliseconds from the partner page's navigation start to an enabled button in its iframe, cold. */
async function timeToInteractive(executablePath: string, url: string, button: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const tab = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await tab.goto(url, { waitUntil: 'commit' });
    const frame = await (await tab.waitForSelector('iframe', { timeout: 60_000 })).contentFrame();
    if (!frame) throw new Error('the iframe has no frame');
    await frame.waitForSelector(`button:text("${button}"):enabled`, { timeout: 60_000 });
    // Both clocks as wall time, so the iframe's ready moment reads on the page's timeline.
    const ready = await frame.evaluate(() => performance.timeOrigin + performance.now());
    const start = await tab.evaluate(() => performance.timeOrigin);
    return ready - start;
  } finally {
    await browser.close();
  }
}

async function measureTti() {
  const executablePath = ensureChromium();
  const frame = await site({
    '/form': () =>
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Form</title></head><body><form><label>Phrase <input name="text"></label><button type="button">Run reference</button></form></body></html>',
  });
  let key = '';
  let platformUrl = '';
  const partner = await site({
    '/widget': () =>
      page(
        `<script src="${platformUrl}/widget.js" data-tool="${TOOL}" data-partner="${key}" async></script>`,
      ),
    '/reference': () =>
      page(`<iframe src="${frame.origin}/form" title="Reference" width="100%" height="480"></iframe>`),
  });
  try {
    return await withPlatform(
      async (platform) => {
        platformUrl = platform.url;
        key = await partnerKey(platform.url, partner.origin);
        const widget: number[] = [];
        const reference: number[] = [];
        // Alternated, so a busy moment of the machine weighs on both sides.
        for (let i = 0; i < RUNS; i++) {
          widget.push(
            await timeToInteractive(executablePath, `${partner.origin}/widget`, 'Run Acronym Generator'),
          );
          reference.push(
            await timeToInteractive(executablePath, `${partner.origin}/reference`, 'Run reference'),
          );
        }
        const round = (n: number) => Math.round(n * 10) / 10;
        const stats = (samples: number[]) => ({
          p50Ms: round(median(samples)),
          p95Ms: round(percentile(samples, 95)),
          samplesMs: samples.map(round),
        });
        const result = { runs: RUNS, tool: TOOL, widget: stats(widget), reference: stats(reference) };
        return {
          ...result,
          overheadP50Ms: round(result.widget.p50Ms - result.reference.p50Ms),
          ratioP50: round((result.widget.p50Ms / Math.max(result.reference.p50Ms, 1)) * 100) / 100,
        };
      },
      !values['no-build'],
      { INTERNAL_USER_EMAILS: ADMIN_EMAIL },
    );
  } finally {
    await partner.close();
    await frame.close();
  }
}

async function main() {
  const tti = values['no-tti'] ? null : await measureTti();
  const widget = sizes([manifest().widget]);
  const embedJs = sizes(manifest().embed.js);
  const embedCss = sizes(manifest().embed.css);
  const result = {
    goals,
    widget,
    embedJs,
    embedCss,
    timeToInteractive: tti,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    met: {
      widgetUnder5KB: widget.gzipBytes < goals.widgetGzipBytes,
      embedUnder90KB: embedJs.gzipBytes < goals.embedJsGzipBytes,
    },
  };
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
  say(`widget.js: ${kb(widget.bytes)}, ${kb(widget.gzipBytes)} gzipped (goal < 5 KB)`);
  say(
    `embed JS: ${kb(embedJs.bytes)}, ${kb(embedJs.gzipBytes)} gzipped (goal < 90 KB); CSS ${kb(embedCss.gzipBytes)} gzipped`,
  );
  if (tti)
    say(
      `time to interactive: widget p50 ${tti.widget.p50Ms} ms (p95 ${tti.widget.p95Ms}), plain iframe p50 ${tti.reference.p50Ms} ms: +${tti.overheadP50Ms} ms`,
    );
  writeResult('widget', result);
  if (!result.met.widgetUnder5KB || !result.met.embedUnder90KB) process.exitCode = 1;
}

void main();
