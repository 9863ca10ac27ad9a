/**
 * The platform's local services: the embedded database (FerretDB 1.24 with
 * SQLite, or a mongod on the PATH), stripe-mock and Chromium. Each `ensure*`
 * installs what is missing; each `start*` runs one on a port of its own.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { say } from './log';
import { goBin } from './paths';
import { run, type Service, startService, waitForPort, which } from './proc';

const FERRETDB_VERSION = 'v1.24.2';

function works(binary: string, args: string[]) {
  return spawnSync(binary, args, { encoding: 'utf8' }).status === 0;
}

export type DatabaseKind = { kind: 'ferretdb' | 'mongod'; binary: string };

/** Finds mongod or ferretdb on the PATH, or builds FerretDB 1.24 with Go once. */
export function ensureDatabaseBinary(): DatabaseKind {
  const mongod = which('mongod');
  if (mongod) return { kind: 'mongod', binary: mongod };
  for (const candidate of [which('ferretdb'), path.join(goBin, 'ferretdb')]) {
    if (candidate && existsSync(candidate) && works(candidate, ['--version']))
      return { kind: 'ferretdb', binary: candidate };
  }
  if (!which('go'))
    throw new Error('Neither mongod nor ferretdb is installed, and Go is missing to build FerretDB.');
  say(`installing FerretDB ${FERRETDB_VERSION} (go install, once)…`);
  const target = path.join(goBin, 'ferretdb');
  const installed = spawnSync(
    'go',
    ['install', `github.com/FerretDB/FerretDB/cmd/ferretdb@${FERRETDB_VERSION}`],
    {
      stdio: 'inherit',
    },
  );
  if (installed.status === 0 && works(target, ['--version'])) return { kind: 'ferretdb', binary: target };
  // The module proxy can refuse the version list that `go install` checks, and
  // a build outside FerretDB's own repository lacks build/version/version.txt:
  // build from the downloaded module with that file written in.
  say('building FerretDB from the downloaded module…');
  const download = spawnSync(
    'go',
    ['mod', 'download', '-json', `github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`],
    {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  if (download.status !== 0) throw new Error(`go mod download failed:\n${download.stderr}`);
  const { Dir } = JSON.parse(download.stdout) as { Dir: string };
  const work = mkdtempSync(path.join(os.tmpdir(), 'ferretdb-src-'));
  try {
    cpSync(Dir, work, { recursive: true });
    spawnSync('chmod', ['-R', 'u+w', work]);
    writeFileSync(path.join(work, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
    mkdirSync(goBin, { recursive: true });
    run('go', ['build', '-o', target, './cmd/ferretdb'], { cwd: work });
    chmodSync(target, 0o755);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (!works(target, ['--version'])) throw new Error('FerretDB was built but does not run');
  return { kind: 'ferretdb', binary: target };
}

/** Starts the embedded database with its data in `dir`; answers on 127.0.0.1:port. */
export async function startDatabase(dir: string, port: number, quiet = false): Promise<Service> {
  const db = ensureDatabaseBinary();
  mkdirSync(dir, { recursive: true });
  const args =
    db.kind === 'mongod'
      ? ['--dbpath', dir, '--port', String(port), '--bind_ip', '127.0.0.1', '--quiet']
      : [
          '--handler=sqlite',
          `--sqlite-url=file:${dir}/`,
          `--state-dir=${dir}`,
          `--listen-addr=127.0.0.1:${port}`,
          '--debug-addr=-',
          '--telemetry=disable',
          '--log-level=warn',
        ];
  const service = startService('database', db.binary, args, { quiet });
  await waitForPort(port, `${db.kind} (database)`, 60_000, service.child);
  return service;
}

/** stripe-mock: Stripe's official mock of its API (HTTP on `port`). */
export function ensureStripeMock(): string {
  for (const candidate of [which('stripe-mock'), path.join(goBin, 'stripe-mock')]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  say('installing stripe-mock (go install, once)…');
  run('go', ['install', 'github.com/stripe/stripe-mock@latest']);
  return path.join(goBin, 'stripe-mock');
}

export async function startStripeMock(port: number, quiet = false): Promise<Service> {
  const binary = ensureStripeMock();
  const service = startService(
    'stripe-mock',
    binary,
    ['-http-port', String(port), '-https-port', String(port + 1)],
    {
      quiet,
    },
  );
  await waitForPort(port, 'stripe-mock', 30_000, service.child);
  return service;
}

/** Debian's Chromium (Playwright cannot download its own here); CHROMIUM_PATH overrides. */
export function ensureChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist`);
    return configured;
  }
  const found = which('chromium') ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error("Chromium is missing: install Debian's chromium package or set CHROMIUM_PATH");
  say('installing Chromium (apt-get)…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return '/usr/bin/chromium';
}
