/**
 * Finds import cycles among a package's own modules: value imports only
 * (`import type` and all-type import lists are erased by the compiler, so
 * they cannot make a module run before its dependency is ready). Relative
 * specifiers are resolved to .ts/.tsx files or folder index files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules' && name !== 'test') out.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** True when every name of an import list is marked `type` (`{ type A, type B }`). */
function onlyTypes(clause: string): boolean {
  const list = /\{([^}]*)\}/.exec(clause)?.[1];
  if (!list || /^\s*[\w$]+\s*,/.test(clause) || clause.includes('* as')) return false;
  const names = list
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

/** The value imports of each module under `root`, as absolute paths. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const deps: string[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const [, , typeOnly, clause = '', specifier = ''] = match;
      if (typeOnly || !specifier.startsWith('.') || onlyTypes(clause)) continue;
      const target = resolve(file, specifier);
      if (target) deps.push(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** Every cycle found (each as the list of modules around it, relative to `root`). */
export function findCycles(root: string): string[][] {
  const graph = importGraph(root);
  const state = new Map<string, 'active' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'active');
    stack.push(file);
    for (const dep of graph.get(file) ?? []) {
      const seen = state.get(dep);
      if (seen === 'active') cycles.push(stack.slice(stack.indexOf(dep)).map((f) => path.relative(root, f)));
      else if (!seen) visit(dep);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
