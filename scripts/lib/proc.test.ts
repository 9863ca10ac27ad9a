import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Service, serviceLogFile, setServiceLogDir, startService } from './proc';

let dir: string;
const services: Service[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'inkpress-proc-test-'));
  setServiceLogDir(dir);
});

afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.stop()));
  rmSync(dir, { recursive: true, force: true });
});

/** Blocks this thread — as `npm test` did while it waited for Jest — until `file` exists. */
function blockUntil(file: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const cell = new Int32Array(new SharedArrayBuffer(4));
  while (!existsSync(file) && Date.now() < deadline) Atomics.wait(cell, 0, 0, 20);
  return existsSync(file);
}

describe('a quiet service', () => {
  it('goes on writing a megabyte of logs while nobody in this process reads them', () => {
    const done = path.join(dir, 'done');
    const script = `process.stderr.write('w'.repeat(1 << 20), () => require('fs').writeFileSync(${JSON.stringify(done)}, ''))`;
    services.push(startService('chatty', process.execPath, ['-e', script], { quiet: true }));
    // A service writing into a pipe stops at the pipe's 64 KB until someone reads it.
    expect(blockUntil(done, 10_000)).toBe(true);
    expect(readFileSync(serviceLogFile('chatty'), 'utf8')).toHaveLength(1 << 20);
  });

  it('names its log after the service, in the log folder of the run', () => {
    expect(serviceLogFile('mfe-tools')).toBe(path.join(dir, 'mfe-tools.log'));
    expect(serviceLogFile('a b/c')).toBe(path.join(dir, 'a-b-c.log'));
  });
});
