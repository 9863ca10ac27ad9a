import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findCycles } from './importCycles';

const repo = path.resolve(__dirname, '../..');
const packages = [
  'api/src',
  'shared-core/src',
  'shared-ui/src',
  'shell/src',
  'mfe-marketing/src',
  'mfe-editor/src',
  'mfe-tools/src',
  'mfe-billing/src',
  'mfe-integrations/src',
];

describe('import cycles', () => {
  it.each(packages)('%s has none (value imports)', (dir) => {
    expect(findCycles(path.join(repo, dir))).toEqual([]);
  });

  it('finds a cycle, and ignores one made only of type imports', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    mkdirSync(path.join(root, 'lib'));
    writeFileSync(path.join(root, 'a.ts'), "import { b } from './lib/b';\nexport const a = () => b;\n");
    writeFileSync(path.join(root, 'lib/b.ts'), "import { a } from '../a';\nexport const b = () => a;\n");
    writeFileSync(path.join(root, 'c.ts'), "import type { D } from './d';\nexport type C = D;\n");
    writeFileSync(path.join(root, 'd.ts'), "import { type C } from './c';\nexport type D = C;\n");
    expect(findCycles(root)).toEqual([['a.ts', path.join('lib', 'b.ts')]]);
  });
});
