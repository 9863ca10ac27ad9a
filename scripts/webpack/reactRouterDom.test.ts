/**
 * The browser builds share reactRouterDom.ts under the key `react-router-dom`
 * (federation.ts): every name the app's code imports from `react-router-dom`
 * must be one it re-exports, or that import would be undefined in the browser
 * while Jest (which sees the real package) stays green.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { shared } from './federation';

const root = path.resolve(__dirname, '..', '..');
const browserPackages = [
  'shell',
  'shared-ui',
  'mfe-marketing',
  'mfe-editor',
  'mfe-tools',
  'mfe-billing',
  'mfe-integrations',
];

/** Source files a browser build may bundle (test files and test helpers run under Jest only). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['test', 'testing', '__mocks__'].includes(entry.name) ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The value (not type-only) names a file imports or re-exports from
 * `react-router-dom`, and whether it imports `react-router` (or a subpath)
 * itself: that would bundle a second React Router, with contexts of its own.
 */
function routerImports(file: string): { names: string[]; namespace: boolean; direct: boolean } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  let namespace = false;
  let direct = false;
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !/^react-router(-dom)?(\/|$)/.test(specifier.text))
      continue;
    if (specifier.text !== 'react-router-dom') direct = !(isImport && statement.importClause?.isTypeOnly);
    if (isImport) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespace = true;
      else if (bindings)
        for (const el of bindings.elements) if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
    } else if (!statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) namespace = true;
      else
        for (const el of clause.elements) if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
    }
  }
  return { names, namespace, direct };
}

function facadeExports(): Set<string> {
  const file = path.join(__dirname, 'reactRouterDom.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const names = new Set<string>();
  for (const statement of source.statements)
    if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const el of statement.exportClause.elements) names.add(el.name.text);
  return names;
}

describe('the shared react-router-dom of the browser builds', () => {
  it('is reactRouterDom.ts, and react-router is not shared on its own (it would ship whole)', () => {
    expect(shared['react-router-dom'].import).toBe(path.join(__dirname, 'reactRouterDom.ts'));
    expect(Object.keys(shared)).not.toContain('react-router');
  });

  it('re-exports every name the app imports from react-router-dom', () => {
    const exported = facadeExports();
    const missing: string[] = [];
    let files = 0;
    for (const pkg of browserPackages)
      for (const file of sources(path.join(root, pkg, 'src'))) {
        const { names, namespace, direct } = routerImports(file);
        if (names.length || namespace) files++;
        if (direct)
          missing.push(`${path.relative(root, file)}: imports react-router itself, not react-router-dom`);
        if (namespace) missing.push(`${path.relative(root, file)}: a namespace import or export *`);
        for (const name of names)
          if (!exported.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
      }
    expect(files).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
