import { say } from './log';
import { root } from './paths';
import { run } from './proc';

/** Builds every package in dependency order through Lerna. */
export function buildAll() {
  say('building (lerna run build)…');
  run(
    process.execPath,
    [require.resolve('lerna/dist/cli.js', { paths: [root] }), 'run', 'build', '--loglevel=error'],
    {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: 'true' },
    },
  );
}
