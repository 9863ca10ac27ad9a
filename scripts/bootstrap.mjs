#!/usr/bin/env node
// The only plain-JavaScript entry point: on a fresh clone there is no
// TypeScript runner yet, so this installs dependencies when they are missing
// or stale, then hands over to the TypeScript script named by the first
// argument (scripts/<name>.ts) through tsx.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/bootstrap.mjs <start|test|bench> [args]');
  process.exit(2);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Inkpress needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}

const installed = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');
const stale =
  !existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs);
if (stale) {
  // `npm install` rather than `npm ci`: the lock pins every version, but the
  // registry mirror here serves only this platform's optional binaries
  // (biome, swc, rspack…), which `npm ci`'s strict sync check rejects.
  console.log('[inkpress] installing dependencies (npm install)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('[inkpress] npm install failed');
    process.exit(result.status ?? 1);
  }
}

// One process with the TypeScript loader in it, so signals reach the script itself.
const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts', `${command}.ts`), ...args],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
