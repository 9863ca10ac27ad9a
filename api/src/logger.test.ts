import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

/** Runs `body` in a fresh Node process with a buffered logger as `logger`; returns its stdout lines. */
function runWithBufferedLogger(body: string) {
  const logger = path.join(__dirname, 'logger.ts');
  const script = `const { createLogger } = require(${JSON.stringify(logger)});
const logger = createLogger('info', { buffered: true });
${body}`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  const lines = child.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { lines, status: child.status };
}

describe('the buffered logger of the API and worker processes', () => {
  it('writes what is buffered when the process exits at once', () => {
    const { lines, status } = runWithBufferedLogger(
      `for (let i = 0; i < 3; i++) logger.info({ i }, 'line'); process.exit(0);`,
    );
    expect(status).toBe(0);
    expect(lines.map((l) => l.i)).toEqual([0, 1, 2]);
  });

  it('writes what is buffered when the process dies of an uncaught error', () => {
    const { lines, status } = runWithBufferedLogger(
      `logger.info({ last: 'words' }, 'before the crash'); setImmediate(() => { throw new Error('boom'); });`,
    );
    expect(status).not.toBe(0);
    expect(lines[0]).toMatchObject({ last: 'words', msg: 'before the crash' });
  });

  it('writes a lone line while the process lives on, without waiting for more', async () => {
    // The child logs once and never exits; only the periodic flush can bring the line out. It is
    // killed with SIGKILL afterwards, which leaves no exit handler a chance to write anything.
    const logger = path.join(__dirname, 'logger.ts');
    const script = `const { createLogger } = require(${JSON.stringify(logger)});
createLogger('info', { buffered: true }).info('alone');
setInterval(() => undefined, 60_000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString('utf8');
          if (out.includes('\n')) resolve(out);
        });
        child.once('exit', (code) => reject(new Error(`the child exited (${code}) before writing`)));
        // Far more than the flush interval, even on a loaded machine; then the finally kills the child.
        setTimeout(() => reject(new Error('no line within 20 s: nothing flushed it')), 20_000).unref();
      });
      expect(JSON.parse(line)).toMatchObject({ msg: 'alone' });
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('keeps redacting secrets', () => {
    const { lines } = runWithBufferedLogger(
      `logger.info({ user: { password: 'hunter2' } }, 'x'); process.exit(0);`,
    );
    expect(lines[0]).toMatchObject({ user: { password: '[redacted]' } });
  });
});
