/** What every benchmark shares: the platform under test and result files. */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from '../scripts/lib/build';
import { say } from '../scripts/lib/log';
import { dataDir, root } from '../scripts/lib/paths';
import { type RunningPlatform, shiftedPorts, startPlatform } from '../scripts/lib/platform';
import { type Service, stopAll } from '../scripts/lib/proc';
import { startDatabase } from '../scripts/lib/services';

export const resultsDir = path.join(root, 'bench', 'results');

/** Headless Chromium as this machine runs it (Debian's build, no sandbox, no background traffic). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function writeResult(name: string, result: unknown) {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const body = {
    benchmark: name,
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    },
    node: process.version,
    ...(result as object),
  };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  say(`results written to ${path.relative(root, file)}`);
}

/** Starts a database and the built platform on ports shifted by 200 (beside npm start and npm test). */
export async function withPlatform<T>(
  fn: (platform: RunningPlatform) => Promise<T>,
  build = true,
  apiEnv: NodeJS.ProcessEnv = {},
): Promise<T> {
  const services: Service[] = [];
  const dir = path.join(dataDir, 'bench');
  try {
    const dbPort = 27227;
    services.push(await startDatabase(path.join(dir, 'db'), dbPort, true));
    if (build) buildAll();
    const platform = await startPlatform({
      ports: shiftedPorts(200),
      mongodbUri: `mongodb://127.0.0.1:${dbPort}/inkpress_bench`,
      quiet: true,
      apiEnv: { LOG_LEVEL: 'warn', ...apiEnv },
    });
    services.push(...platform.services);
    return await fn(platform);
  } finally {
    await stopAll(services);
  }
}
