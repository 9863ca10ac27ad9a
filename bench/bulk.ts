/**
 * `npm run bench:bulk`: 100 articles of one bulk run written by the offline
 * writer on 1 and then 2 worker processes (each running 2 jobs at once, the
 * worker's default; a run has 4 lanes), on the embedded database and a Redis
 * of their own (.data/bench-bulk, ports 27267 and 16467).
 *
 * Measured per run: articles per minute (first start to last finish), each
 * article's time (its start to its finish: p50, p95), the scaling ratio of 2
 * workers over 1, and per article the database time of the workers (the
 * driver's command monitoring, summed over workers) and Redis's own time
 * (INFO commandstats, reset before the run). After each run every article is
 * checked to be written, saved once and charged once. The CPU time of each
 * component (the workers, FerretDB, PostgreSQL, Redis, this process) says
 * where the two cores went, which is what limits the scaling.
 *
 *   --articles=N   articles per run (default 100)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bulkArticleCost } from '@inkpress/shared-core';
import mongoose, { Types } from 'mongoose';
import { startBulkRun } from '../api/src/commands/bulkGenerate';
import { connectDatabase, ensureIndexes } from '../api/src/db';
import { JobEngine } from '../api/src/jobs/engine';
import { BulkArticle, type BulkArticleDoc } from '../api/src/models/Bulk';
import { LedgerEntry } from '../api/src/models/LedgerEntry';
import { Post } from '../api/src/models/Post';
import { Team } from '../api/src/models/Team';
import { User } from '../api/src/models/User';
import { grantPaidCredits } from '../api/src/services/credits';
import { say } from '../scripts/lib/log';
import { dataDir, root } from '../scripts/lib/paths';
import { type Service, stopAll } from '../scripts/lib/proc';
import { startDatabase, startRedis } from '../scripts/lib/services';
import { percentile, writeResult } from './lib';
import { type ComponentRoots, cpuSince, sampleCpu } from './processCpu';

const { values } = parseArgs({ options: { articles: { type: 'string', default: '100' } } });
const ARTICLES = Math.max(1, Number(values.articles));
const DB_PORT = 27267;
const REDIS_PORT = 16467;
const DB_URI = `mongodb://127.0.0.1:${DB_PORT}/inkpress_bench_bulk`;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;

interface WorkerProc {
  child: ChildProcess;
  dbMs: number;
  dbCommands: number;
  /** Commands sent so far by name and collection ("update bulkarticles"). */
  kinds: Record<string, number>;
}

function startWorker(prefix: string): Promise<WorkerProc> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'api', 'src', 'commands', 'bulkTestWorker.ts')],
    {
      cwd: path.join(root, 'api'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        MONGODB_URI: DB_URI,
        REDIS_URL,
        JOBS_PREFIX: prefix,
        BULK_TEST_DELAY_MS: '0',
        BULK_STATS: '1',
        BULK_LOCK_MS: '30000',
        WORKER_CONCURRENCY: '2',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const proc: WorkerProc = { child, dbMs: 0, dbCommands: 0, kinds: {} };
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line === 'ready') resolve(proc);
        const stats = /^stats ([\d.]+) (\d+)$/.exec(line);
        if (stats) {
          proc.dbMs = Number(stats[1]);
          proc.dbCommands = Number(stats[2]);
        }
        if (line.startsWith('kinds ')) proc.kinds = JSON.parse(line.slice(6)) as Record<string, number>;
      }
    });
    child.once('exit', (code) => reject(new Error(`bench worker exited with ${code}`)));
  });
}

/** The part of BullMQ's Redis client (ioredis) the benchmark uses. */
interface RedisAdmin {
  info(section: string): Promise<string>;
  config(op: 'RESETSTAT'): Promise<unknown>;
}

/** Redis's own time in microseconds since the last reset, all commands. */
async function redisServerUsec(redis: RedisAdmin): Promise<{ usec: number; calls: number }> {
  const info = await redis.info('commandstats');
  let usec = 0;
  let calls = 0;
  for (const match of info.matchAll(/calls=(\d+),usec=(\d+)/g)) {
    calls += Number(match[1]);
    usec += Number(match[2]);
  }
  return { usec, calls };
}

async function benchOwner() {
  const userId = new Types.ObjectId();
  const teamId = new Types.ObjectId();
  await Team.create({ _id: teamId, ownerId: userId });
  await User.create({
    _id: userId,
    email: `bench-${userId}@inkpress.test`,
    passwordHash: 'not-a-password',
    teamId,
    homeTeamId: teamId,
    plan: { planKey: 'advanced_1', status: 'lifetime', withAccessToBulkGenerator: true },
    marketing: { token: `bench-${userId}` },
  });
  await grantPaidCredits({ teamId: String(teamId) }, 'words', 100_000_000, { reason: 'bench' });
  return {
    id: String(userId),
    teamId: String(teamId),
    email: `bench-${userId}@inkpress.test`,
    role: 'Owner' as const,
    isInternal: false,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(workers: number) {
  const prefix = `bench-bulk-${workers}-${Date.now()}`;
  const engine = new JobEngine({ redisUrl: REDIS_URL, prefix });
  const procs: WorkerProc[] = [];
  const redis = (await engine.queue('jobs').client) as unknown as RedisAdmin;
  try {
    for (let i = 0; i < workers; i++) procs.push(await startWorker(prefix));
    const owner = await benchOwner();
    await sleep(1000);
    const baseDb = procs.map((p) => p.dbMs);
    const baseCommands = procs.map((p) => p.dbCommands);
    const baseKinds = procs.map((p) => ({ ...p.kinds }));
    await redis.config('RESETSTAT');
    const rows = Array.from({ length: ARTICLES }, (_, i) => ({ keyword: `bench topic ${i}` }));
    say(`${workers} worker${workers > 1 ? 's' : ''}: ${ARTICLES} articles…`);
    const components: Record<string, ComponentRoots> = {
      workers: { pids: procs.map((p) => p.child.pid!).filter(Boolean) },
      ferretdb: { cmdline: new RegExp(`ferretdb.*127\\.0\\.0\\.1:${DB_PORT}`) },
      postgres: { cmdline: /bin\/postgres .*bench-bulk/ },
      redis: { cmdline: new RegExp(`redis-server.*${REDIS_PORT}`) },
      bench: { pids: [process.pid] },
    };
    const cpuBefore = sampleCpu(components);
    const started = Date.now();
    const { run } = await startBulkRun(engine, owner, { rows }, false);
    let articles: BulkArticleDoc[] = [];
    for (;;) {
      articles = await BulkArticle.find({ runId: run._id }).lean<BulkArticleDoc[]>();
      if (articles.every((a) => a.status !== 'queued' && a.status !== 'running')) break;
      await sleep(200);
    }
    const cpuAfter = sampleCpu(components);
    const redisStats = await redisServerUsec(redis);
    await sleep(600);
    const dbMs = procs.reduce((sum, p, i) => sum + (p.dbMs - baseDb[i]!), 0);
    const dbCommands = procs.reduce((sum, p, i) => sum + (p.dbCommands - baseCommands[i]!), 0);
    // The commands of an article by name and collection, most first: where its database time goes.
    const kinds: Record<string, number> = {};
    procs.forEach((p, i) => {
      for (const [kind, n] of Object.entries(p.kinds))
        kinds[kind] = (kinds[kind] ?? 0) + n - (baseKinds[i]![kind] ?? 0);
    });
    const commandsPerArticle = Object.fromEntries(
      Object.entries(kinds)
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, n]) => [kind, Math.round((n / ARTICLES) * 10) / 10]),
    );
    const first = Math.min(...articles.map((a) => a.startedAt!.getTime()));
    const last = Math.max(...articles.map((a) => a.finishedAt!.getTime()));
    const durations = articles.map((a) => a.finishedAt!.getTime() - a.startedAt!.getTime());
    // Checks: all written, one post and one settle per article.
    const succeeded = articles.filter((a) => a.status === 'succeeded').length;
    const posts = await Post.countDocuments({ collectionId: { $in: articles.map((a) => a.collectionId!) } });
    const settles = await LedgerEntry.countDocuments({ ref: new RegExp(`^${run._id}:`), op: 'settle' });
    const charged = articles.reduce((sum, a) => sum + a.charged, 0);
    const round = (x: number) => Math.round(x * 10) / 10;
    return {
      workers,
      articles: ARTICLES,
      wallSeconds: round((last - first) / 1000),
      sinceRequestSeconds: round((last - started) / 1000),
      articlesPerMinute: round((ARTICLES / ((last - first) / 1000)) * 60),
      perArticleMs: { p50: round(percentile(durations, 50)), p95: round(percentile(durations, 95)) },
      dbMsPerArticle: round(dbMs / ARTICLES),
      dbCommandsPerArticle: round(dbCommands / ARTICLES),
      commandsPerArticle,
      redisServerMsPerArticle: round(redisStats.usec / 1000 / ARTICLES),
      redisCommandsPerArticle: round(redisStats.calls / ARTICLES),
      cpu: cpuSince(cpuBefore, cpuAfter, (Date.now() - started) / 1000),
      checks: {
        succeeded,
        posts,
        settles,
        chargedAsPriced: charged === ARTICLES * bulkArticleCost({}),
      },
    };
  } finally {
    for (const p of procs) p.child.kill('SIGTERM');
    await Promise.all(
      procs.map((p) => new Promise((r) => (p.child.exitCode !== null ? r(null) : p.child.once('exit', r)))),
    );
    await engine
      .queue('jobs')
      .obliterate({ force: true })
      .catch(() => undefined);
    await engine.close();
  }
}

type Run = Awaited<ReturnType<typeof measure>>;

/** What the CPU numbers say about the scaling: where the cores went in each run. */
function reasons(one: Run, two: Run): string[] {
  const perArticle = (run: Run, names: string[]) =>
    Math.round((names.reduce((sum, n) => sum + (run.cpu.cpuSeconds[n] ?? 0), 0) / run.articles) * 1000);
  const line = (run: Run) =>
    `${run.workers} worker${run.workers > 1 ? 's' : ''}: ${run.cpu.coresBusy} of ${run.cpu.cores} cores busy; ` +
    `CPU per article: workers ${perArticle(run, ['workers'])} ms, database ${perArticle(run, ['ferretdb', 'postgres'])} ms ` +
    `(FerretDB ${perArticle(run, ['ferretdb'])}, PostgreSQL ${perArticle(run, ['postgres'])}), Redis ${perArticle(run, ['redis'])} ms.`;
  const out = [line(one), line(two)];
  const headroom = one.cpu.cores / Math.max(one.cpu.coresBusy, 0.01);
  out.push(
    `With one worker the components already kept ${one.cpu.coresBusy} cores busy, so on ${one.cpu.cores} cores a second worker can add at most ${Math.round(headroom * 100) / 100}× before they wait for CPU.`,
  );
  const [load1] = loadavg();
  if ((load1 ?? 0) > one.cpu.cores)
    out.push(
      `The machine's load average was ${load1?.toFixed(1)} on ${one.cpu.cores} cores: other processes took the cores these runs did not use, and the ratio measures the machine rather than the engine.`,
    );
  return out;
}

async function main() {
  const services: Service[] = [];
  const dir = path.join(dataDir, 'bench-bulk');
  try {
    rmSync(dir, { recursive: true, force: true });
    say(`starting a database on port ${DB_PORT} and Redis on ${REDIS_PORT}…`);
    services.push(await startDatabase(path.join(dir, 'db'), DB_PORT, true));
    services.push(await startRedis(path.join(dir, 'redis'), REDIS_PORT, { quiet: true }));
    await connectDatabase(DB_URI);
    await ensureIndexes();
    const one = await measure(1);
    say(JSON.stringify(one));
    const two = await measure(2);
    say(JSON.stringify(two));
    const scaling = Math.round((two.articlesPerMinute / one.articlesPerMinute) * 100) / 100;
    const why = reasons(one, two);
    writeResult('bulk', { runs: [one, two], scaling, goal: 1.6, loadAverage: loadavg(), reasons: why });
    say(`scaling with 2 workers: ${scaling}× (goal ≥ 1.6×)`);
    for (const line of why) say(line);
  } finally {
    await mongoose.disconnect().catch(() => undefined);
    await stopAll(services);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
