/**
 * The platform's local services: the embedded database (FerretDB 1.24 on a
 * private PostgreSQL cluster, or a mongod on the PATH), stripe-mock and Chromium. Each `ensure*`
 * installs what is missing; each `start*` runs one on a port of its own.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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

export interface DatabaseOptions {
  /** Prefix output lines instead of hiding them. */
  quiet?: boolean;
  /** A throw-away database (test and bench runs): PostgreSQL skips fsync. */
  disposable?: boolean;
}

/**
 * Starts the embedded database with its data in `dir`; answers on 127.0.0.1:port.
 * FerretDB runs on a private PostgreSQL cluster in `dir/postgres` (port
 * `postgresPort(port)`, loopback only); a mongod on the PATH keeps its files in `dir`.
 * Stopping the returned service stops both FerretDB and PostgreSQL.
 */
export async function startDatabase(
  dir: string,
  port: number,
  options: DatabaseOptions | boolean = {},
): Promise<Service> {
  const { quiet = false, disposable = false } = typeof options === 'boolean' ? { quiet: options } : options;
  const db = ensureDatabaseBinary();
  mkdirSync(dir, { recursive: true });
  if (db.kind === 'mongod') {
    const args = ['--dbpath', dir, '--port', String(port), '--bind_ip', '127.0.0.1', '--quiet'];
    const service = startService('database', db.binary, args, { quiet });
    await waitForPort(port, 'mongod (database)', 60_000, service.child);
    return service;
  }
  const pgPort = postgresPort(port);
  const postgres = await startPostgres(path.join(dir, 'postgres'), pgPort, { quiet, disposable });
  try {
    const ferret = await startFerretDb(
      db.binary,
      [
        `--handler=postgresql`,
        `--postgresql-url=postgres://postgres@127.0.0.1:${pgPort}/ferretdb?pool_max_conns=${FERRETDB_POOL}`,
      ],
      dir,
      port,
      quiet,
    );
    return combine('database', ferret, postgres);
  } catch (err) {
    await postgres.stop();
    throw err;
  }
}

/** FerretDB on the SQLite files of an install before PostgreSQL (for `npm run db:migrate`). */
export async function startSqliteFerretDb(
  sqliteDir: string,
  stateDir: string,
  port: number,
): Promise<Service> {
  const db = ensureDatabaseBinary();
  const binary = db.kind === 'ferretdb' ? db.binary : ferretDbBinary();
  if (!binary) throw new Error('FerretDB is needed to read the SQLite data but is not installed');
  mkdirSync(stateDir, { recursive: true });
  mkdirSync(sqliteDir, { recursive: true });
  return startFerretDb(
    binary,
    ['--handler=sqlite', `--sqlite-url=file:${sqliteDir}/`],
    stateDir,
    port,
    true,
    'ferretdb-sqlite',
  );
}

function ferretDbBinary(): string | undefined {
  for (const candidate of [which('ferretdb'), path.join(goBin, 'ferretdb')]) {
    if (candidate && existsSync(candidate) && works(candidate, ['--version'])) return candidate;
  }
  return undefined;
}

async function startFerretDb(
  binary: string,
  handlerArgs: string[],
  stateDir: string,
  port: number,
  quiet: boolean,
  name = 'database',
): Promise<Service> {
  const args = [
    ...handlerArgs,
    `--state-dir=${stateDir}`,
    `--listen-addr=127.0.0.1:${port}`,
    '--debug-addr=-',
    '--telemetry=disable',
    // At warn FerretDB writes every error answer out in full (each duplicate
    // key of a contended lease: 20 lines); errors are what an operator needs.
    '--log-level=error',
  ];
  const service = startService(name, binary, args, { quiet });
  await waitForPort(port, `ferretdb (${name})`, 60_000, service.child);
  return service;
}

/** One service made of several, stopped in order (FerretDB before the PostgreSQL under it). */
function combine(name: string, first: Service, ...rest: Service[]): Service {
  return {
    name,
    child: first.child,
    stop: async () => {
      for (const service of [first, ...rest]) await service.stop();
    },
  };
}

/**
 * PostgreSQL connections FerretDB may hold. FerretDB 1.24 holds one per
 * statement of a command it is running and waits for one more to write: once
 * every connection of its pool is held that way it waits forever (measured:
 * 150 parallel updateOne, or one bulk write of 51 updates, wedge a pool of
 * 50 — pgx's default). API processes open DATABASE_POOL_SIZE (20) connections
 * and send bulk writes of BULK_CHUNK (8) statements (api/src/db.ts), so 400
 * leaves room for several processes at once.
 */
export const FERRETDB_POOL = 400;

/** The PostgreSQL port under a FerretDB on `port` (27027 → 25027; below Linux's ephemeral range). */
export function postgresPort(port: number): number {
  return port - 2000;
}

const PG_TOOLS = ['initdb', 'pg_ctl', 'postgres', 'psql'];

/** The folder with PostgreSQL's server programs; installs Debian's `postgresql` when missing. */
export function ensurePostgres(): string {
  const found = findPostgres();
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error(
      "PostgreSQL is missing: install Debian's postgresql package (or set MONGODB_URI to a database of your own)",
    );
  say('installing PostgreSQL (apt-get install postgresql, once)…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'postgresql'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findPostgres();
  if (!installed) throw new Error('postgresql was installed but initdb/pg_ctl/postgres were not found');
  return installed;
}

function findPostgres(): string | undefined {
  const complete = (dir: string) => PG_TOOLS.every((tool) => existsSync(path.join(dir, tool)));
  // Debian keeps the server programs in /usr/lib/postgresql/<version>/bin, off the PATH.
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => path.join(debian, v, 'bin'))
    : [];
  const onPath = which('initdb');
  const candidates = [...(onPath ? [path.dirname(realpathSync(onPath))] : []), ...versions];
  return candidates.find(complete);
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` system user. */
function asPostgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const entry = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (entry.status !== 0 || group.status !== 0)
    throw new Error('running as root, and there is no postgres system user to run PostgreSQL as');
  return { uid: Number(entry.stdout.trim()), gid: Number(group.stdout.trim()) };
}

function pgCommand(bin: string, tool: string, args: string[]): [string, string[]] {
  const program = path.join(bin, tool);
  return asPostgresUser() ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
}

/** Lets the postgres user reach `dir` when we run as root: every parent must be traversable. */
function makeTraversable(dir: string) {
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
    if (path.dirname(current) === current) break;
  }
}

/**
 * A private PostgreSQL cluster in `dir` (created with initdb on first use):
 * loopback only, its Unix socket inside `dir`, trust authentication (the
 * cluster listens on 127.0.0.1 only), a `ferretdb` database. Stopped with
 * `pg_ctl stop -m fast`.
 */
export async function startPostgres(
  dir: string,
  port: number,
  options: { quiet?: boolean; disposable?: boolean } = {},
): Promise<Service> {
  const bin = ensurePostgres();
  const owner = asPostgresUser();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (owner) {
    makeTraversable(dir);
    chownSync(dir, owner.uid, owner.gid);
  }
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    say(`creating the PostgreSQL cluster in ${dir}…`);
    const [command, args] = pgCommand(bin, 'initdb', [
      '-D',
      dir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    const made = spawnSync(command, args, { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`initdb failed:\n${made.stdout}${made.stderr}`);
  }
  // A cluster left running by a run that was killed: stop it before starting ours.
  const [statusCommand, statusArgs] = pgCommand(bin, 'pg_ctl', ['status', '-D', dir]);
  if (spawnSync(statusCommand, statusArgs, { stdio: 'ignore' }).status === 0) stopPostgres(bin, dir);

  const settings = [
    '-D',
    dir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `max_connections=${FERRETDB_POOL + 20}`,
    ...(options.disposable
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : []),
  ];
  const [command, args] = pgCommand(bin, 'postgres', settings);
  const server = startService('postgres', command, args, { quiet: options.quiet });
  await waitForPort(port, 'PostgreSQL', 60_000, server.child);
  const service: Service = {
    name: 'postgres',
    child: server.child,
    stop: async () => {
      if (server.child.exitCode === null && !server.child.signalCode) stopPostgres(bin, dir);
      await server.stop();
    },
  };
  try {
    await createDatabase(bin, port, 'ferretdb');
  } catch (err) {
    await service.stop();
    throw err;
  }
  return service;
}

function stopPostgres(bin: string, dir: string) {
  const [command, args] = pgCommand(bin, 'pg_ctl', ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '30']);
  spawnSync(command, args, { stdio: 'ignore' });
}

async function createDatabase(bin: string, port: number, name: string) {
  const psql = (sql: string) =>
    spawnSync(
      path.join(bin, 'psql'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-tAc', sql],
      { encoding: 'utf8' },
    );
  // The server accepts TCP a moment before it accepts logins.
  for (let attempt = 0; ; attempt++) {
    const exists = psql(`SELECT 1 FROM pg_database WHERE datname = '${name}'`);
    if (exists.status === 0) {
      if (exists.stdout.trim() === '1') return;
      const created = psql(`CREATE DATABASE ${name}`);
      if (created.status === 0) return;
      throw new Error(`could not create the ${name} database:\n${created.stderr}`);
    }
    if (attempt > 100) throw new Error(`PostgreSQL does not accept logins:\n${exists.stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
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

/** Debian's `redis-server` (7.0 on Debian 12); installs the package when it is missing. */
export function ensureRedis(): string {
  const found = which('redis-server');
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error(
      "Redis is missing: install Debian's redis-server package (or set REDIS_URL to a Redis of your own)",
    );
  say('installing Redis (apt-get install redis-server, once)…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'redis-server'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = which('redis-server');
  if (!installed) throw new Error('redis-server was installed but is not on the PATH');
  return installed;
}

export interface RedisOptions {
  quiet?: boolean;
  /**
   * Keep the data across restarts (append-only file in `dir`): `npm start`, so
   * queued jobs survive a restart. Test runs keep nothing on disk.
   */
  persistent?: boolean;
}

/**
 * The job engine's Redis: `redis-server` on 127.0.0.1:port (loopback only, no
 * password: nothing else can reach it), its files in `dir`. BullMQ needs
 * `maxmemory-policy noeviction`: an evicted key is a lost job.
 */
export async function startRedis(dir: string, port: number, options: RedisOptions = {}): Promise<Service> {
  const binary = ensureRedis();
  mkdirSync(dir, { recursive: true });
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--protected-mode',
    'yes',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    options.persistent ? 'yes' : 'no',
    '--maxmemory-policy',
    'noeviction',
    '--daemonize',
    'no',
    // To stdout, which startService sends to the console or the service's log file.
    '--logfile',
    '',
  ];
  const service = startService('redis', binary, args, { quiet: options.quiet });
  await waitForPort(port, 'redis-server', 30_000, service.child);
  return service;
}
