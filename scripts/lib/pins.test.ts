/**
 * DESIGN.md §2: webpack and @module-federation/enhanced are pinned to exact
 * versions that build together (enhanced 2.9.2 fails on webpack 5.112). A caret
 * range would let a fresh lock pull a webpack minor that breaks every build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; devDependencies?: Record<string, string> }>;
};

const pins = { webpack: '5.111.1', '@module-federation/enhanced': '2.9.2' };

describe('federation build pins', () => {
  it.each(Object.entries(pins))('package.json pins %s to exactly %s', (name, version) => {
    expect(manifest.devDependencies[name]).toBe(version);
  });

  it.each(Object.entries(pins))('the lock file installs %s %s and records the exact pin', (name, version) => {
    expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
    expect(lock.packages['']?.devDependencies?.[name]).toBe(version);
  });
});
