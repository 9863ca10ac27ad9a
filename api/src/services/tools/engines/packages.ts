/**
 * Where an installed package lives, found the way Node looks for it: harper.js
 * (ESM-only, its `exports` hide package.json) is loaded by path inside a worker
 * thread, and dictionary-en's files are read directly (its entry point needs
 * top-level await, which neither Jest nor our CommonJS build can require).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const localRequire = createRequire(__filename);

export function packageDir(name: string): string {
  for (const base of localRequire.resolve.paths(name) ?? []) {
    const dir = join(base, name);
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new Error(`Package ${name} is not installed`);
}
