import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  describeFiles,
  guessSeconds,
  mergeDurations,
  planShards,
  readDurations,
  SHARED_SERVICE_MARK,
  type TestFile,
  writeDurations,
} from './jestShards';

const file = (name: string, weight: number, usesSharedService = false): TestFile => ({
  file: name,
  weight,
  usesSharedService,
});

describe('planShards', () => {
  it('keeps every file that uses a shared server in the first process, however heavy', () => {
    const shards = planShards([
      file('a.test.ts', 100, true),
      file('b.test.ts', 90, true),
      file('c.test.ts', 5),
      file('d.test.ts', 4),
    ]);
    expect(shards.first).toEqual(['a.test.ts', 'b.test.ts']);
    expect(shards.second).toEqual(['c.test.ts', 'd.test.ts']);
    expect(shards.estimate).toEqual([190, 9]);
  });

  it('deals the rest longest first to the process with less to do', () => {
    const shards = planShards([
      file('shared.test.ts', 10, true),
      file('x.test.ts', 3),
      file('y.test.ts', 8),
      file('z.test.ts', 6),
      file('w.test.ts', 1),
    ]);
    // 10 | 0 → y: 10 | 8 → z: 10 | 14 → x: 13 | 14 → w: 14 | 14
    expect(shards.first).toEqual(['shared.test.ts', 'x.test.ts', 'w.test.ts']);
    expect(shards.second).toEqual(['y.test.ts', 'z.test.ts']);
    expect(shards.estimate).toEqual([14, 14]);
  });

  it('loses and repeats no file', () => {
    const files = Array.from({ length: 50 }, (_, i) => file(`f${i}.test.ts`, (i * 7) % 13, i % 9 === 0));
    const { first, second } = planShards(files);
    expect([...first, ...second].sort()).toEqual(files.map((f) => f.file).sort());
  });
});

describe('the shared-server mark', () => {
  it('finds the WordPress, Ghost and S3 test settings and nothing else', () => {
    expect(SHARED_SERVICE_MARK.test('url: process.env.WORDPRESS_TEST_URL')).toBe(true);
    expect(SHARED_SERVICE_MARK.test("const key = process.env.GHOST_TEST_ADMIN_KEY ?? ''")).toBe(true);
    expect(SHARED_SERVICE_MARK.test("import { testS3 } from '../../../test/s3';")).toBe(true);
    expect(SHARED_SERVICE_MARK.test("import { startTestApi } from '../../../test/harness';")).toBe(false);
  });
});

describe('durations', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'jest-shards-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('weighs a file by its last duration, or by its size when it has not run', () => {
    writeFileSync(path.join(dir, 'known.test.ts'), 'x'.repeat(2048));
    writeFileSync(path.join(dir, 'new.test.ts'), `${'x'.repeat(2048)} WORDPRESS_TEST_URL`);
    const files = describeFiles(dir, [path.join(dir, 'known.test.ts'), path.join(dir, 'new.test.ts')], {
      'known.test.ts': 42,
    });
    expect(files[0]).toEqual({ file: 'known.test.ts', usesSharedService: false, weight: 42 });
    expect(files[1]).toMatchObject({ file: 'new.test.ts', usesSharedService: true });
    expect(files[1]?.weight).toBeCloseTo(guessSeconds('new.test.ts', 2066));
  });

  it('guesses an API test slower than a unit test of the same size', () => {
    expect(guessSeconds('api/src/routes/x.test.ts', 10_240)).toBeGreaterThan(
      guessSeconds('shared-ui/x.test.ts', 10_240),
    );
  });

  it('records the seconds of each file of the reports and keeps the others', () => {
    const merged = mergeDurations('/repo', { 'old.test.ts': 3, 'api/a.test.ts': 99 }, [
      {
        numPassedTests: 1,
        numFailedTests: 0,
        numPendingTests: 0,
        numRuntimeErrorTestSuites: 0,
        testResults: [{ name: '/repo/api/a.test.ts', startTime: 1000, endTime: 13_460 }],
      },
    ]);
    expect(merged).toEqual({ 'old.test.ts': 3, 'api/a.test.ts': 12.5 });
  });

  it('reads back what it wrote, and an unreadable cache as empty', () => {
    const cache = path.join(dir, 'nested', 'durations.json');
    expect(readDurations(cache)).toEqual({});
    writeDurations(cache, { 'b.test.ts': 2, 'a.test.ts': 1 });
    expect(readDurations(cache)).toEqual({ 'a.test.ts': 1, 'b.test.ts': 2 });
    writeFileSync(cache, '{not json');
    expect(readDurations(cache)).toEqual({});
    writeFileSync(cache, JSON.stringify({ 'a.test.ts': 'slow', 'b.test.ts': -1, 'c.test.ts': 4 }));
    expect(readDurations(cache)).toEqual({ 'c.test.ts': 4 });
  });
});
