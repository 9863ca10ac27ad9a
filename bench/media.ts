/**
 * `npm run bench:media`: the image restorer on a 1-megapixel and a
 * 12-megapixel photograph-like image, against sharp called directly in the
 * same run (the same enlargement with nothing else: the floor any restorer
 * on sharp pays). Each case runs in a child process of its own, so its peak
 * memory (max RSS) is its own: the issue asks that large inputs are not held
 * decoded several times.
 *
 *   --runs=N   runs per case and side (default 3)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { restoreImage } from '../api/src/services/images/restore';
import { median, writeResult } from './lib';

const SIZES = { '1MP': [1200, 834], '12MP': [4240, 2830] } as const;
type Case = keyof typeof SIZES;

/** A noisy, soft, colour-cast picture of the given size, as JPEG, written to `file`. */
async function makeInput(file: string, width: number, height: number) {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#8a7f66"/>` +
      Array.from({ length: 40 }, (_, i) => {
        const x = ((i * 97) % 100) / 100;
        const y = ((i * 53) % 100) / 100;
        return `<circle cx="${x * width}" cy="${y * height}" r="${(0.02 + (i % 7) / 60) * width}" fill="hsl(${(i * 37) % 360} 55% 50%)"/>`;
      }).join('') +
      '</svg>',
  );
  await sharp(svg).blur(2).linear([1.12, 1, 0.85], [8, 8, 8]).jpeg({ quality: 75 }).toFile(file);
}

/** One side of one case, in this (child) process: prints {ms, maxRssMiB}. */
async function child(side: 'restorer' | 'sharp', file: string) {
  const started = performance.now();
  if (side === 'restorer') {
    await restoreImage(file, { scale: 2, denoise: true, sharpen: true, fixColors: true, faceSafe: false });
  } else {
    const meta = await sharp(file).metadata();
    await sharp(file)
      .resize((meta.width ?? 0) * 2, (meta.height ?? 0) * 2, { kernel: 'lanczos3' })
      .jpeg({ quality: 92, mozjpeg: true })
      .toBuffer();
  }
  const ms = performance.now() - started;
  process.stdout.write(JSON.stringify({ ms, maxRssMiB: process.resourceUsage().maxRSS / 1024 }));
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, child: { type: 'string' }, file: { type: 'string' } },
  });
  if (values.child) return child(values.child as 'restorer' | 'sharp', values.file ?? '');
  const runs = Math.max(1, Number(values.runs));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkpress-bench-media-'));
  const results: Record<string, unknown> = {};
  try {
    for (const name of Object.keys(SIZES) as Case[]) {
      const [width, height] = SIZES[name];
      const file = path.join(dir, `${name}.jpg`);
      await makeInput(file, width, height);
      const sides: Record<string, { ms: number[]; maxRssMiB: number[] }> = {
        restorer: { ms: [], maxRssMiB: [] },
        sharp: { ms: [], maxRssMiB: [] },
      };
      for (let i = 0; i < runs; i++) {
        // Alternating, so load on the machine falls on both sides alike.
        for (const side of ['sharp', 'restorer'] as const) {
          const out = execFileSync(
            process.execPath,
            [...process.execArgv, __filename, `--child=${side}`, `--file=${file}`],
            {
              encoding: 'utf8',
            },
          );
          const { ms, maxRssMiB } = JSON.parse(out) as { ms: number; maxRssMiB: number };
          sides[side]?.ms.push(ms);
          sides[side]?.maxRssMiB.push(maxRssMiB);
        }
      }
      const summary = Object.fromEntries(
        Object.entries(sides).map(([side, v]) => [
          side,
          { medianMs: Math.round(median(v.ms)), peakRssMiB: Math.round(Math.max(...v.maxRssMiB)) },
        ]),
      );
      const decodedMiB = Math.round((width * height * 3 * 4) / 2 ** 20);
      results[name] = {
        input: `${width}x${height}`,
        output: `${width * 2}x${height * 2}`,
        decodedOutputMiB: decodedMiB,
        ...summary,
      };
      console.log(name, JSON.stringify(results[name]));
    }
    writeResult('media', { runs, cases: results });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
