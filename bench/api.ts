/**
 * `npm run bench:api`: HTTP throughput of the built API on loopback with
 * autocannon — GET /api/status, GET /api/auth/session (with a session
 * cookie) and GET /api/folders for a user with 100 folders — against a bare
 * Koa hello-world started in the same run, in its own process like the API.
 * Every target is warmed up once, then measured in rounds (reference first in
 * each round), so a machine whose load drifts during the run skews every
 * target alike: req/s, p50 and p99 latency are medians over the rounds, and
 * a route's ratio to the reference is the median of its per-round ratios.
 * Results go to bench/results/api.json.
 *
 *   --no-build      reuse api/dist and shared-core/dist
 *   --duration=N    seconds per measured run (default 5)
 *   --rounds=N      rounds (default 3)
 *   --log-level=L   the API's LOG_LEVEL (default info, as in production: one
 *                   access line per request, written to the run's log file)
 *   --profile       run the API with V8's CPU profiler: a .cpuprofile in
 *                   .data/bench-api/profile when the run ends (open it in
 *                   Chrome's DevTools; the numbers of a profiled run are slower)
 *   --no-limits     turn the per-IP and per-user rate limits off (0) instead
 *                   of counting every request under a ceiling it never
 *                   reaches (1e9), as runs before 2026-11-26 did
 *
 * The API runs in production mode with its own database (FerretDB or
 * mongod, in .data/bench-api), outbox and log (.data/bench-api/logs). The
 * sign-up and auth limits are off (the seeding signs up and logs in).
 */
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Koa from 'koa';
import { say } from '../scripts/lib/log';
import { dataDir, root } from '../scripts/lib/paths';
import { apiEnvironment, shiftedPorts } from '../scripts/lib/platform';
import { run, type Service, setServiceLogDir, startService, stopAll, waitForPort } from '../scripts/lib/proc';
import { startDatabase } from '../scripts/lib/services';
import { median, writeResult } from './lib';

/** Every port of this run: the platform's shifted by 210 (beside npm start, npm test and bench:pages). */
const OFFSET = 210;
const DB_PORT = 27027 + OFFSET;
const ports = shiftedPorts(OFFSET);
const API_PORT = ports.api;
const REFERENCE_PORT = ports.api + 1;
const HOST = '127.0.0.1';
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const FOLDERS = 100;
/** Goals of issue 10: the session read and /api/status at half of bare Koa's throughput or better. */
const GOAL_RATIO = 0.5;
/** A per-IP and per-user limit no run reaches: the counters run on every request as in production. */
const LIMIT_CEILING = '1000000000';
/** Linux's USER_HZ: /proc reports CPU times in these ticks (100 on every architecture Node runs on). */
const CLOCK_TICKS_PER_SECOND = 100;

interface Target {
  name: string;
  path: string;
  port: number;
  /** The process serving it, whose CPU time is read from /proc around each run. */
  pid: number;
  headers?: Record<string, string>;
}

interface Measurement {
  name: string;
  method: 'GET';
  path: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  throughputMBPerSec: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU time (user + system) the serving process spent per answered request, in microseconds. */
  cpuMicrosPerRequest: number;
}

/** The reference server: Koa answering a small JSON body, nothing else. Runs in a child process. */
function serveReference(port: number) {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = { data: { hello: 'world' } };
  });
  app.listen(port, HOST);
}

function cannon(target: Target, duration: number) {
  return autocannon({
    url: `http://${HOST}:${target.port}${target.path}`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration,
    headers: target.headers ?? {},
  });
}

/** CPU time used so far by process `pid` (utime + stime from /proc/<pid>/stat), in microseconds. */
function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks / CLOCK_TICKS_PER_SECOND) * 1e6;
}

async function measure(target: Target, duration: number): Promise<Measurement> {
  const cpuBefore = cpuMicros(target.pid);
  const r = await cannon(target, duration);
  const cpuUsed = cpuMicros(target.pid) - cpuBefore;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    name: target.name,
    method: 'GET',
    path: target.path,
    requestsPerSec: round(r.requests.average),
    latencyP50Ms: round(r.latency.p50),
    latencyP99Ms: round(r.latency.p99),
    latencyMeanMs: round(r.latency.average),
    throughputMBPerSec: round(r.throughput.average / 1_048_576),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    cpuMicrosPerRequest: round(cpuUsed / Math.max(1, r.requests.total)),
  };
}

async function call(method: string, urlPath: string, body: unknown, token?: string) {
  const response = await fetch(`http://${HOST}:${API_PORT}${urlPath}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** A user with FOLDERS folders; returns its session token (the value of the session cookie). */
async function seed(): Promise<string> {
  const email = `bench-${Date.now().toString(36)}@inkpress.test`;
  const registered = await call('POST', '/api/auth/register', {
    email,
    password: 'Bench-mark-password-1',
    tokenType: 'bearer',
  });
  const token = registered.data.token;
  if (typeof token !== 'string') throw new Error('register did not return a token');
  for (let i = 1; i <= FOLDERS; i++) await call('POST', '/api/folders', { name: `Folder ${i}` }, token);
  return token;
}

async function main() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      duration: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '3' },
      'log-level': { type: 'string', default: 'info' },
      'no-limits': { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
      'serve-reference': { type: 'string' },
    },
  });
  if (values['serve-reference']) {
    serveReference(Number(values['serve-reference']));
    return;
  }
  const duration = Math.max(1, Math.min(60, Number(values.duration) || 5));
  const logLevel = values['log-level'] ?? 'info';
  const limit = values['no-limits'] ? '0' : LIMIT_CEILING;
  const roundCount = Math.max(1, Math.min(10, Number(values.rounds) || 3));
  const dir = path.join(dataDir, 'bench-api');
  const services: Service[] = [];
  const stop = () => stopAll(services);
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    rmSync(dir, { recursive: true, force: true });
    // The API's access log (every request at info) goes with this run's data, removed by the next run.
    setServiceLogDir(path.join(dir, 'logs'));
    say(`starting a database on port ${DB_PORT}…`);
    services.push(await startDatabase(path.join(dir, 'db'), DB_PORT, true));
    if (!values['no-build']) {
      say('building shared-core and the API…');
      run('npm', ['run', 'build', '--silent', '-w', '@inkpress/shared-core', '-w', '@inkpress/api'], {
        cwd: root,
      });
    }
    const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(dir, 'profile')}`] : [];
    const api = startService(
      'api',
      process.execPath,
      [...profile, path.join(root, 'api', 'dist', 'index.js')],
      {
        cwd: path.join(root, 'api'),
        env: apiEnvironment(ports, `mongodb://${HOST}:${DB_PORT}/inkpress_bench_api`, {
          NODE_ENV: 'production',
          API_HOST: HOST,
          LOG_LEVEL: logLevel,
          MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
          RATE_LIMIT_PER_IP: limit,
          RATE_LIMIT_PER_USER: limit,
          RATE_LIMIT_AUTH_PER_IP: '0',
          ACCOUNTS_PER_IP_PER_DAY: '0',
        }),
        quiet: true,
      },
    );
    services.push(api);
    const referenceServer = startService(
      'reference',
      process.execPath,
      ['--import', 'tsx', __filename, `--serve-reference=${REFERENCE_PORT}`],
      { cwd: root, quiet: true, env: { ...process.env, NODE_ENV: 'production' } },
    );
    services.push(referenceServer);
    await waitForPort(API_PORT, 'api', 60_000, api.child);
    await waitForPort(REFERENCE_PORT, 'reference', 30_000, referenceServer.child);

    const apiPid = api.child.pid!;
    const referencePid = referenceServer.child.pid!;
    say(`seeding a user with ${FOLDERS} folders…`);
    const token = await seed();
    const cookie = { Cookie: `inkpress_session=${token}` };

    const targets: Target[] = [
      { name: 'reference: bare Koa hello-world', path: '/', port: REFERENCE_PORT, pid: referencePid },
      { name: 'GET /api/status', path: '/api/status', port: API_PORT, pid: apiPid },
      {
        name: 'GET /api/auth/session',
        path: '/api/auth/session',
        port: API_PORT,
        pid: apiPid,
        headers: cookie,
      },
      {
        name: `GET /api/folders (${FOLDERS} folders)`,
        path: '/api/folders',
        port: API_PORT,
        pid: apiPid,
        headers: cookie,
      },
    ];
    for (const target of targets) {
      say(`warming up ${target.name} (${WARMUP_SECONDS} s)…`);
      await cannon(target, WARMUP_SECONDS);
    }
    const loadBefore = os.loadavg();
    const rounds: Measurement[][] = [];
    for (let round = 1; round <= roundCount; round++) {
      say(`round ${round} of ${roundCount}: ${duration} s per target, ${CONNECTIONS} connections…`);
      const measured: Measurement[] = [];
      for (const target of targets) {
        const m = await measure(target, duration);
        if (m.non2xx || m.errors) throw new Error(`${target.name}: ${m.non2xx} non-2xx, ${m.errors} errors`);
        measured.push(m);
      }
      rounds.push(measured);
    }
    const loadAfter = os.loadavg();

    const round2 = (n: number) => Math.round(n * 100) / 100;
    const summary = targets.map((target, i) => {
      const runs = rounds.map((r) => r[i]!);
      const ratios = rounds.map((r) => r[i]!.requestsPerSec / r[0]!.requestsPerSec);
      return {
        name: target.name,
        method: 'GET' as const,
        path: target.path,
        requestsPerSec: round2(median(runs.map((m) => m.requestsPerSec))),
        latencyP50Ms: round2(median(runs.map((m) => m.latencyP50Ms))),
        latencyP99Ms: round2(median(runs.map((m) => m.latencyP99Ms))),
        ratioToReference: Math.round(median(ratios) * 1000) / 1000,
        cpuMicrosPerRequest: round2(median(runs.map((m) => m.cpuMicrosPerRequest))),
        // The reference's CPU time per request over this target's: the throughput ratio each would
        // reach with a core of its own, which a busy machine shifts far less than req/s.
        cpuRatioToReference:
          Math.round(
            median(rounds.map((r) => r[0]!.cpuMicrosPerRequest / r[i]!.cpuMicrosPerRequest)) * 1000,
          ) / 1000,
        rounds: runs.map((m, r) => ({ ...m, ratioToReference: Math.round(ratios[r]! * 1000) / 1000 })),
      };
    });
    const [reference, ...routes] = summary;
    const session = routes.find((r) => r.path === '/api/auth/session')!;
    const status = routes.find((r) => r.path === '/api/status')!;

    say(`load average before ${loadBefore.map(round2).join(' ')}, after ${loadAfter.map(round2).join(' ')}`);
    console.table(
      summary.map((r) => ({
        target: r.name,
        'req/s': r.requestsPerSec,
        'p50 ms': r.latencyP50Ms,
        'p99 ms': r.latencyP99Ms,
        ratio: r.ratioToReference,
        'CPU µs/req': r.cpuMicrosPerRequest,
        'CPU ratio': r.cpuRatioToReference,
      })),
    );
    writeResult('api', {
      settings: {
        host: HOST,
        connections: CONNECTIONS,
        pipelining: 1,
        warmupSeconds: WARMUP_SECONDS,
        durationSeconds: duration,
        rounds: roundCount,
        folders: FOLDERS,
        apiEnv: {
          NODE_ENV: 'production',
          LOG_LEVEL: logLevel,
          RATE_LIMIT_PER_IP: Number(limit),
          RATE_LIMIT_PER_USER: Number(limit),
        },
      },
      // The 1-, 5- and 15-minute load averages around the measured rounds: numbers taken on a
      // busy machine are not comparable with numbers taken on an idle one.
      loadAverage: { before: loadBefore.map(round2), after: loadAfter.map(round2) },
      reference,
      routes,
      goals: {
        sessionReadAtHalfOfBareKoa: {
          target: GOAL_RATIO,
          actual: session.ratioToReference,
          met: session.ratioToReference >= GOAL_RATIO,
          byCpuTime: session.cpuRatioToReference,
        },
        statusAtHalfOfBareKoa: {
          target: GOAL_RATIO,
          actual: status.ratioToReference,
          met: status.ratioToReference >= GOAL_RATIO,
          byCpuTime: status.cpuRatioToReference,
        },
      },
    });
  } finally {
    await stop();
  }
}

void main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
