/**
 * `npm run bench:publish`: 50 posts published live to a real WordPress
 * (Debian's, as `npm test` runs it: scripts/lib/wordpress.ts) through the
 * bulk publisher on the job engine, with 1 and then 4 worker processes (one
 * job at a time each), on a database, Redis and WordPress of its own
 * (.data/bench-publish; ports 27277, 16477, WordPress 18977 on MariaDB 33977).
 *
 * The reference, measured in the same run just before each of ours: the same
 * 50 posts created through WordPress's own REST API (`POST /wp/v2/posts`,
 * status publish) by 1 and then 4 concurrent clients with no Inkpress in
 * between. Reported per run: posts per second (first start to last finish)
 * and each post's time (p50, p95); our overhead is our p95 over WordPress's
 * p95 and WordPress's posts/s over ours. Our publish does more than the
 * create by design: it reads the post back and compares its URL, status and
 * title before the post is marked published (issue 12), and it holds a
 * publish lease. After each run every post is checked to exist once on
 * WordPress and to be marked published.
 *
 *   --posts=N   posts per run (default 50)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mongoose, { Types } from 'mongoose';
import { startBulkPublish } from '../api/src/commands/bulkPublish';
import { loadConfig } from '../api/src/config';
import { connectDatabase, ensureIndexes } from '../api/src/db';
import { JobEngine } from '../api/src/jobs/engine';
import { BulkPublishItem, type BulkPublishItemDoc } from '../api/src/models/BulkPublish';
import { Publication } from '../api/src/models/Publication';
import { Team } from '../api/src/models/Team';
import { User } from '../api/src/models/User';
import { createCollection } from '../api/src/services/collections';
import { createIntegration } from '../api/src/services/integrations';
import { say } from '../scripts/lib/log';
import { dataDir, root } from '../scripts/lib/paths';
import { type Service, stopAll } from '../scripts/lib/proc';
import { startDatabase, startRedis } from '../scripts/lib/services';
import { startWordpress, type WordpressServer } from '../scripts/lib/wordpress';
import { percentile, writeResult } from './lib';

const { values } = parseArgs({ options: { posts: { type: 'string', default: '50' } } });
const POSTS = Math.max(1, Math.min(100, Number(values.posts)));
const DB_PORT = 27277;
const REDIS_PORT = 16477;
const WP_PORT = 18977;
const WP_DB_PORT = 33977;
const DB_URI = `mongodb://127.0.0.1:${DB_PORT}/inkpress_bench_publish`;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;

const round = (x: number) => Math.round(x * 100) / 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The article every post carries: about 600 words in a dozen paragraphs and headings. */
function articleHtml(title: string): string {
  const paragraph =
    'Publishing is where the product pays off for its users, so every post is sent once, read back and compared before it is marked published. ';
  const sections = Array.from(
    { length: 6 },
    (_, i) => `<h2>Section ${i + 1}</h2><p>${paragraph.repeat(4)}</p><p>${paragraph.repeat(3)}</p>`,
  );
  return `<h1>${title}</h1>${sections.join('')}`;
}

function startWorker(prefix: string, allowHost: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'publishWorker.ts')], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      MONGODB_URI: DB_URI,
      REDIS_URL,
      JOBS_PREFIX: prefix,
      FETCH_ALLOW_HOSTS: allowHost,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().split('\n').includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`bench worker exited with ${code}`)));
  });
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
    plan: { planKey: 'advanced_1', status: 'lifetime' },
    marketing: { token: `bench-${userId}` },
  });
  return {
    id: String(userId),
    teamId: String(teamId),
    email: `bench-${userId}@inkpress.test`,
    role: 'Owner' as const,
    isInternal: false,
  };
}

/** WordPress alone: `POSTS` creates over `lanes` concurrent clients; each create's time. */
async function wordpressAlone(wp: WordpressServer, lanes: number, label: string) {
  const url = new URL(`${wp.url}/`);
  url.searchParams.set('rest_route', '/wp/v2/posts');
  const auth = `Basic ${Buffer.from(`${wp.admin.username}:${wp.admin.password}`).toString('base64')}`;
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let i = next++; i < POSTS; i = next++) {
        const title = `Reference ${label} ${i + 1}`;
        const t0 = performance.now();
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ title, content: articleHtml(title), status: 'publish' }),
        });
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`WordPress answered ${res.status} to a create`);
        durations.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    lanes,
    posts: POSTS,
    postsPerSecond: round(POSTS / seconds),
    perPostMs: { p50: round(percentile(durations, 50)), p95: round(percentile(durations, 95)) },
  };
}

/** Posts on WordPress with this exact title (any state), read as the administrator. */
async function wordpressCountTitled(wp: WordpressServer, prefix: string): Promise<Map<string, number>> {
  const auth = `Basic ${Buffer.from(`${wp.admin.username}:${wp.admin.password}`).toString('base64')}`;
  const counts = new Map<string, number>();
  for (let page = 1; ; page++) {
    const url = new URL(`${wp.url}/`);
    url.searchParams.set('rest_route', '/wp/v2/posts');
    url.searchParams.set('search', prefix);
    url.searchParams.set('per_page', '100');
    url.searchParams.set('page', String(page));
    url.searchParams.set('status', 'publish,draft,future');
    url.searchParams.set('_fields', 'title');
    url.searchParams.set('context', 'edit');
    const res = await fetch(url, { headers: { authorization: auth } });
    if (res.status === 400) break; // past the last page
    const list = (await res.json()) as { title: { raw: string } }[];
    for (const p of list) counts.set(p.title.raw, (counts.get(p.title.raw) ?? 0) + 1);
    if (list.length < 100) break;
  }
  return counts;
}

async function ours(wp: WordpressServer, workers: number) {
  const prefix = `bench-publish-${workers}-${Date.now()}`;
  const engine = new JobEngine({ redisUrl: REDIS_URL, prefix });
  const procs: ChildProcess[] = [];
  try {
    for (let i = 0; i < workers; i++) procs.push(await startWorker(prefix, wp.allowHost));
    const owner = await benchOwner();
    const config = loadConfig();
    const site = await createIntegration(config, owner, {
      type: 'wordpress',
      url: wp.url,
      username: wp.admin.username,
      applicationPassword: wp.admin.password,
    });
    const label = `Inkpress ${workers}w ${Date.now().toString(36)}`;
    const titles = Array.from({ length: POSTS }, (_, i) => `${label} ${i + 1}`);
    const { collection } = await createCollection(owner, {
      title: label,
      posts: titles.map((title) => ({ title, content: [{ value: articleHtml(title) }] })),
    });
    await sleep(500);
    say(`${workers} worker${workers > 1 ? 's' : ''}: ${POSTS} posts…`);
    const { run } = await startBulkPublish(engine, owner, {
      type: 'wordpress',
      integrationId: String(site._id),
      collectionIds: [String(collection._id)],
      status: 'publish',
    });
    let items: BulkPublishItemDoc[] = [];
    for (;;) {
      items = await BulkPublishItem.find({ runId: run._id }).lean<BulkPublishItemDoc[]>();
      if (items.length === POSTS && items.every((i) => i.status === 'succeeded' || i.status === 'failed'))
        break;
      await sleep(200);
    }
    const first = Math.min(...items.map((i) => i.startedAt!.getTime()));
    const last = Math.max(...items.map((i) => i.finishedAt!.getTime()));
    const durations = items.map((i) => i.finishedAt!.getTime() - i.startedAt!.getTime());
    const onSite = await wordpressCountTitled(wp, label);
    const published = await Publication.countDocuments({ integrationId: site._id, state: 'published' });
    return {
      workers,
      posts: POSTS,
      postsPerSecond: round(POSTS / ((last - first) / 1000)),
      perPostMs: { p50: round(percentile(durations, 50)), p95: round(percentile(durations, 95)) },
      checks: {
        succeeded: items.filter((i) => i.status === 'succeeded').length,
        markedPublished: published,
        onWordpressOnceEach: titles.every((t) => onSite.get(t) === 1),
      },
    };
  } finally {
    for (const p of procs) p.kill('SIGTERM');
    await Promise.all(
      procs.map((p) => new Promise((r) => (p.exitCode !== null ? r(null) : p.once('exit', r)))),
    );
    await engine
      .queue('jobs')
      .obliterate({ force: true })
      .catch(() => undefined);
    await engine.close();
  }
}

async function main() {
  const services: Service[] = [];
  const dir = path.join(dataDir, 'bench-publish');
  try {
    rmSync(dir, { recursive: true, force: true });
    say(`starting a database on ${DB_PORT}, Redis on ${REDIS_PORT} and WordPress on ${WP_PORT}…`);
    services.push(await startDatabase(path.join(dir, 'db'), DB_PORT, true));
    services.push(await startRedis(path.join(dir, 'redis'), REDIS_PORT, { quiet: true }));
    const wp = await startWordpress(path.join(dir, 'wordpress'), WP_PORT, WP_DB_PORT, { quiet: true });
    services.push(wp);
    process.env.FETCH_ALLOW_HOSTS = wp.allowHost;
    process.env.MONGODB_URI = DB_URI;
    await connectDatabase(DB_URI);
    await ensureIndexes();
    const runs = [];
    for (const workers of [1, 4]) {
      const reference = await wordpressAlone(wp, workers, `${workers}w`);
      say(`WordPress alone, ${workers} client${workers > 1 ? 's' : ''}: ${JSON.stringify(reference)}`);
      const inkpress = await ours(wp, workers);
      say(`Inkpress, ${workers} worker${workers > 1 ? 's' : ''}: ${JSON.stringify(inkpress)}`);
      runs.push({
        workers,
        wordpressAlone: reference,
        inkpress,
        overhead: {
          p95Ratio: round(inkpress.perPostMs.p95 / reference.perPostMs.p95),
          p95ExtraMs: round(inkpress.perPostMs.p95 - reference.perPostMs.p95),
          throughputRatio: round(inkpress.postsPerSecond / reference.postsPerSecond),
        },
      });
    }
    writeResult('publish', { posts: POSTS, runs });
  } finally {
    await mongoose.disconnect().catch(() => undefined);
    await stopAll(services);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
