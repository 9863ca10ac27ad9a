import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { say, warn } from './log';
import { root } from './paths';
import { run } from './proc';

const lerna = () => [
  require.resolve('lerna/dist/cli.js', { paths: [root] }),
  'run',
  'build',
  '--loglevel=error',
];
const lernaEnv = () => ({
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_SKIP_NX_CACHE: 'true',
});

/** Builds every package in dependency order through Lerna. */
export function buildAll() {
  say('building (lerna run build)…');
  run(process.execPath, lerna(), { cwd: root, env: lernaEnv() });
}

/**
 * The same build in the background, its output in `logFile` (shown if it fails): `npm test` builds
 * while Jest runs, since no Jest test reads a build's output, and the machine's second core is
 * mostly idle while the single Jest worker waits on the database.
 */
export function buildAllInBackground(logFile: string): Promise<void> {
  say(`building (lerna run build) beside the tests; its output: ${logFile}`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, lerna(), {
    cwd: root,
    env: lernaEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      log.end(() => {
        if (code === 0) return resolve();
        warn(readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n'));
        reject(new Error(`the build failed with ${code ?? signal}`));
      });
    });
  });
}
