/**
 * `npm run bench:widget`: the bytes a partner's visitor downloads for the
 * widget (issue 13): the loader `widget.js` (goal: under 5 KB gzipped) and
 * the embed page's JavaScript (goal: under 90 KB gzipped) and CSS, from the
 * production build of mfe-tools (`mfe-tools/dist/embed`), gzipped as the
 * API serves them (level 9) and with Brotli for comparison.
 *
 *   --no-build   measure the last build instead of building the embed first
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { say } from '../scripts/lib/log';
import { root } from '../scripts/lib/paths';
import { run } from '../scripts/lib/proc';
import { writeResult } from './lib';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
const dir = path.join(root, 'mfe-tools', 'dist', 'embed');
const KB = 1024;
const goals = { widgetGzipBytes: 5 * KB, embedJsGzipBytes: 90 * KB };

if (!values['no-build']) {
  say('building the widget and the embed bundle (npm run build:embed -w mfe-tools)…');
  run('npm', ['run', 'build:embed', '-w', 'mfe-tools'], { cwd: root });
}

const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
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

const widget = sizes([manifest.widget]);
const embedJs = sizes(manifest.embed.js);
const embedCss = sizes(manifest.embed.css);
const result = {
  goals,
  widget,
  embedJs,
  embedCss,
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
writeResult('widget', result);
if (!result.met.widgetUnder5KB || !result.met.embedUnder90KB) process.exitCode = 1;
