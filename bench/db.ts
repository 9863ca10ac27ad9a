/**
 * `npm run bench:db`: the API's hot paths on the embedded database against
 * the floor the database allows — the same queries sent straight through the
 * mongodb driver to the same database in the same run. Hot paths:
 *
 *   session read        GET /api/auth/session            vs find the session, then its user
 *   collections list    GET /api/collections (25 of 40)  vs the page, its count, its posts (no HTML)
 *   folders list        GET /api/folders (100 folders)   vs the folders, then their collection counts
 *   one post save       PUT /api/collections/:id, 1 post vs update the post, insert its revision, touch the collection
 *   200-post save       PUT /api/collections/:id, 200 new posts (~0.9 MB) vs insertMany posts + insertMany revisions
 *   credits reservation reserveCredits(…, 'words', 1) in this process vs one $inc on the account + one ledger insert,
 *                       one after another, each on an idle account (after the last one's snapshot write and
 *                       lease release, which follow its answer), and cold (no snapshot known to the process)
 *
 * The team's data sits among other teams' (OTHER_TEAMS × their folders,
 * collections and posts), as on a shared database. Every measurement has a
 * bounded number of operations (no open-ended load: the machine is shared),
 * at CONCURRENCY callers, after a short warm-up; the load average is recorded
 * before and after. Goals (issue 10): every list at ≥ 0.5 of the driver's
 * throughput, the 200-post save under 1 s, a credits reservation p95 under
 * 10 ms. Results go to bench/results/db.json.
 *
 *   --no-build      reuse api/dist and shared-core/dist
 *   --requests=N    operations per list measurement (default 300)
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MongoClient, ObjectId } from 'mongodb';
import mongoose, { Types } from 'mongoose';
import { say } from '../scripts/lib/log';
import { dataDir, root } from '../scripts/lib/paths';
import { apiEnvironment, shiftedPorts } from '../scripts/lib/platform';
import { run, type Service, startService, stopAll, waitForPort } from '../scripts/lib/proc';
import { startDatabase } from '../scripts/lib/services';
import { percentile, writeResult } from './lib';

/** Ports of this run: the platform's shifted by 240 (beside npm start, npm test and the other benchmarks). */
const OFFSET = 240;
const DB_PORT = 27027 + OFFSET;
const ports = shiftedPorts(OFFSET);
const HOST = '127.0.0.1';
const DB_NAME = 'inkpress_bench_db';
const CONCURRENCY = 10;
const FOLDERS = 100;
const COLLECTIONS = 40;
const POSTS_PER_COLLECTION = 3;
const OTHER_TEAMS = 50;
const BIG_SAVE_POSTS = 200;
const BIG_SAVE_RUNS = 3;
const LIST_GOAL_RATIO = 0.5;
const BIG_SAVE_GOAL_MS = 1000;
const RESERVATION_GOAL_P95_MS = 10;

interface Measured {
  operations: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  meanMs: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * `total` operations from `concurrency` callers; each starts its next when one ends (after
 * `prepare`, which is not timed).
 */
async function measure(
  total: number,
  concurrency: number,
  op: (i: number) => Promise<unknown>,
  prepare?: () => Promise<unknown>,
): Promise<Measured> {
  const latencies: number[] = [];
  let next = 0;
  let prepared = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) {
        const i = next++;
        if (prepare) {
          const p = performance.now();
          await prepare();
          prepared += performance.now() - p;
        }
        const t = performance.now();
        await op(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  // Time spent in `prepare` is not the operation's (with one caller at a time it is all waiting).
  const seconds = (performance.now() - started - (concurrency === 1 ? prepared : 0)) / 1000;
  return {
    operations: latencies.length,
    perSecond: round1(latencies.length / seconds),
    p50Ms: round1(percentile(latencies, 50)),
    p95Ms: round1(percentile(latencies, 95)),
    meanMs: round1(latencies.reduce((a, b) => a + b, 0) / latencies.length),
  };
}

async function call(method: string, urlPath: string, body: unknown, token: string | undefined) {
  const response = await fetch(`http://${HOST}:${ports.api}${urlPath}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as { data: Record<string, unknown> & Record<string, unknown>[] };
}

/** About 4.5 KB of article HTML, different for every `n`. */
function articleHtml(n: number): string {
  const paragraph = `<p>Paragraph about topic ${n}: ${'search engines reward clear, useful writing. '.repeat(12)}</p>`;
  return `<h2>Section ${n}</h2>${paragraph.repeat(8)}`;
}

/** Other teams' folders, collections and posts, written straight into the database. */
async function seedOtherTeams(client: MongoClient) {
  const db = client.db(DB_NAME);
  const now = Date.now();
  for (let t = 0; t < OTHER_TEAMS; t++) {
    const teamId = new ObjectId();
    const createdBy = new ObjectId();
    const folders = Array.from({ length: FOLDERS }, (_, i) => ({
      _id: new ObjectId(),
      teamId,
      createdBy,
      title: `Folder ${i}`,
      createdAt: new Date(now - i * 1000),
      updatedAt: new Date(now - i * 1000),
    }));
    const collections = Array.from({ length: COLLECTIONS }, (_, i) => ({
      _id: new ObjectId(),
      teamId,
      createdBy,
      title: `Collection ${i}`,
      folder_id: folders[i % FOLDERS]!._id,
      clientId: null,
      locales: [],
      metaData: {},
      draft: true,
      autoSave: true,
      templateId: null,
      createdAt: new Date(now - i * 1000),
      updatedAt: new Date(now - i * 1000),
    }));
    const posts = collections.flatMap((c) =>
      Array.from({ length: POSTS_PER_COLLECTION }, (_, order) => ({
        teamId,
        collectionId: c._id,
        createdBy,
        title: `Post ${order}`,
        content: [{ value: `<p>short ${order}</p>` }],
        order,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })),
    );
    await db.collection('folders').insertMany(folders);
    await db.collection('collections').insertMany(collections);
    await db.collection('posts').insertMany(posts);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      requests: { type: 'string', default: '300' },
    },
  });
  const requests = Math.max(20, Math.min(5000, Number(values.requests) || 300));
  const dir = path.join(dataDir, 'bench-db');
  const services: Service[] = [];
  const client = new MongoClient(`mongodb://${HOST}:${DB_PORT}/${DB_NAME}`);
  process.once('SIGINT', () => void stopAll(services).then(() => process.exit(130)));
  try {
    rmSync(dir, { recursive: true, force: true });
    say(`starting a database on port ${DB_PORT} (FerretDB on PostgreSQL, or mongod)…`);
    services.push(await startDatabase(path.join(dir, 'db'), DB_PORT, true));
    if (!values['no-build']) {
      say('building shared-core and the API…');
      run('npm', ['run', 'build', '--silent', '-w', '@inkpress/shared-core', '-w', '@inkpress/api'], {
        cwd: root,
      });
    }
    const uri = `mongodb://${HOST}:${DB_PORT}/${DB_NAME}`;
    const api = startService('api', process.execPath, [path.join(root, 'api', 'dist', 'index.js')], {
      cwd: path.join(root, 'api'),
      env: apiEnvironment(ports, uri, {
        NODE_ENV: 'production',
        API_HOST: HOST,
        LOG_LEVEL: 'warn',
        MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
        RATE_LIMIT_PER_IP: '0',
        RATE_LIMIT_PER_USER: '0',
        RATE_LIMIT_AUTH_PER_IP: '0',
        ACCOUNTS_PER_IP_PER_DAY: '0',
      }),
      quiet: true,
    });
    services.push(api);
    await waitForPort(ports.api, 'api', 60_000, api.child);
    await client.connect();
    const db = client.db(DB_NAME);

    say(`seeding ${OTHER_TEAMS} other teams (${FOLDERS} folders, ${COLLECTIONS} collections each)…`);
    await seedOtherTeams(client);
    say(`seeding the measured team: ${FOLDERS} folders, ${COLLECTIONS} collections…`);
    const registered = await call(
      'POST',
      '/api/auth/register',
      {
        email: `bench-db-${Date.now().toString(36)}@inkpress.test`,
        password: 'Bench-mark-password-1',
        tokenType: 'bearer',
      },
      undefined,
    );
    const token = registered.data.token as string;
    const folderIds: string[] = [];
    for (let i = 1; i <= FOLDERS; i++)
      folderIds.push((await call('POST', '/api/folders', { name: `Folder ${i}` }, token)).data.id as string);
    const collectionIds: string[] = [];
    for (let i = 0; i < COLLECTIONS; i++) {
      const created = await call(
        'POST',
        '/api/collections',
        {
          title: `Collection ${i}`,
          folder_id: folderIds[i % 10],
          posts: Array.from({ length: POSTS_PER_COLLECTION }, (_, p) => ({
            clientId: `c${i}-p${p}`,
            title: `Post ${p}`,
            content: [{ value: `<p>post ${p} of ${i}</p>` }],
          })),
        },
        token,
      );
      collectionIds.push(created.data.id as string);
    }
    const user = await db.collection('users').findOne({}, { sort: { _id: -1 } });
    if (!user) throw new Error('the registered user is not in the database');
    const session = await db.collection('sessions').findOne({ userId: user._id });
    if (!session) throw new Error('the session is not in the database');
    const teamId = (await db.collection('collections').findOne({ _id: new ObjectId(collectionIds[0]) }))!
      .teamId as ObjectId;

    const warmup = async (op: (i: number) => Promise<unknown>) => measure(20, CONCURRENCY, op);
    const loadBefore = os.loadavg();
    const results: Record<string, { api: Measured; driver: Measured; what: string; driverQuery: string }> =
      {};
    const compare = async (
      name: string,
      what: string,
      driverQuery: string,
      total: number,
      concurrency: number,
      apiOp: (i: number) => Promise<unknown>,
      driverOp: (i: number) => Promise<unknown>,
      apiPrepare?: () => Promise<unknown>,
    ) => {
      say(`${name}: ${total} operations, ${concurrency} concurrent…`);
      await warmup(driverOp);
      await warmup(apiOp);
      const driver = await measure(total, concurrency, driverOp);
      const apiRun = await measure(total, concurrency, apiOp, apiPrepare);
      results[name] = { what, driverQuery, api: apiRun, driver };
    };

    const sessions = db.collection('sessions');
    const users = db.collection('users');
    await compare(
      'session read',
      'GET /api/auth/session with a bearer token',
      'sessions.findOne({ tokenHash }), then users.findOne({ _id })',
      requests,
      CONCURRENCY,
      () => call('GET', '/api/auth/session', undefined, token),
      async () => {
        const s = await sessions.findOne({ tokenHash: session.tokenHash });
        await users.findOne({ _id: s!.userId });
      },
    );

    const collections = db.collection('collections');
    const posts = db.collection('posts');
    const folders = db.collection('folders');
    await compare(
      'collections list',
      `GET /api/collections (first page of 25 of the team's ${COLLECTIONS}, posts without HTML)`,
      'collections.find({ teamId }).sort({ updatedAt: -1, _id: -1 }).limit(25) with countDocuments({ teamId }), then posts.find({ teamId, collectionId: { $in } }) without content',
      requests,
      CONCURRENCY,
      () => call('GET', '/api/collections', undefined, token),
      async () => {
        const [page] = await Promise.all([
          collections.find({ teamId }).sort({ updatedAt: -1, _id: -1 }).limit(25).toArray(),
          collections.countDocuments({ teamId }),
        ]);
        await posts
          .find(
            { teamId, collectionId: { $in: page.map((c) => c._id) } },
            { projection: { content: 0, extendedData: 0, postMetadata: 0, postConfig: 0 } },
          )
          .sort({ order: 1, createdAt: 1, _id: 1 })
          .toArray();
      },
    );
    await compare(
      'folders list',
      `GET /api/folders (${FOLDERS} folders with their collection counts)`,
      'folders.find({ teamId }).sort({ createdAt: -1, _id: -1 }), then aggregate collections { $match: { teamId, folder_id: { $in } } }, { $group }',
      requests,
      CONCURRENCY,
      () => call('GET', '/api/folders', undefined, token),
      async () => {
        const list = await folders.find({ teamId }).sort({ createdAt: -1, _id: -1 }).limit(1000).toArray();
        await collections
          .aggregate([
            { $match: { teamId, folder_id: { $in: list.map((f) => f._id) } } },
            { $group: { _id: '$folder_id', n: { $sum: 1 } } },
          ])
          .toArray();
      },
    );

    // One post save: a one-post collection whose text changes on every save.
    const single = await call(
      'POST',
      '/api/collections',
      { title: 'Single', posts: [{ clientId: 'single', title: 'Single', content: [{ value: '<p>0</p>' }] }] },
      token,
    );
    const singleId = single.data.id as string;
    const singlePostId = new ObjectId(
      ((await posts.findOne({ collectionId: new ObjectId(singleId) })) as { _id: ObjectId })._id,
    );
    const revisions = db.collection('revisions');
    const saveTotal = Math.min(requests, 200);
    await compare(
      'one post save',
      'PUT /api/collections/:id with one post whose text changed (keeps a revision)',
      'posts.updateOne({ _id, teamId }, { $set }), revisions.insertOne, collections.updateOne({ _id }, { $set: { updatedAt } })',
      saveTotal,
      1,
      (i) =>
        call(
          'PUT',
          `/api/collections/${singleId}`,
          {
            posts: [{ id: String(singlePostId), title: `Single ${i}`, content: [{ value: articleHtml(i) }] }],
          },
          token,
        ),
      async (i) => {
        await posts.updateOne(
          { _id: singlePostId, teamId },
          { $set: { title: `Driver ${i}`, content: [{ value: articleHtml(i) }], updatedAt: new Date() } },
        );
        await revisions.insertOne({
          teamId,
          postId: singlePostId,
          title: `Driver ${i}`,
          content: [{ value: articleHtml(i) }],
        });
        await collections.updateOne({ _id: new ObjectId(singleId) }, { $set: { updatedAt: new Date() } });
      },
    );

    // The 200-post save: a new collection saved with 200 new posts (~0.9 MB), BIG_SAVE_RUNS times.
    const bigPosts = (run: number) =>
      Array.from({ length: BIG_SAVE_POSTS }, (_, p) => ({
        clientId: `big-${run}-${p}`,
        title: `Article ${p}`,
        content: [{ value: articleHtml(run * 1000 + p) }],
        metaTitle: `Article ${p}`,
        metaDescription: 'A generated article of a bulk collection.',
      }));
    const bytes = JSON.stringify({ posts: bigPosts(0) }).length;
    const bigIds: string[] = [];
    for (let r = 0; r < BIG_SAVE_RUNS + 1; r++)
      bigIds.push((await call('POST', '/api/collections', { title: `Big ${r}` }, token)).data.id as string);
    const bigSaveTimes: number[] = [];
    const driverBigTimes: number[] = [];
    say(`200-post save: ${BIG_SAVE_RUNS} saves of ${BIG_SAVE_POSTS} posts (${Math.round(bytes / 1024)} KB)…`);
    // The first (not counted) warms the API's code paths.
    for (let r = 0; r <= BIG_SAVE_RUNS; r++) {
      const driverCollection = new ObjectId();
      const docs = bigPosts(100 + r).map((p, order) => ({
        _id: new ObjectId(),
        teamId,
        collectionId: driverCollection,
        ...p,
        order,
        createdAt: new Date(),
        updatedAt: new Date(),
      }));
      let t = performance.now();
      await posts.insertMany(docs);
      await revisions.insertMany(
        docs.map((d) => ({
          teamId,
          postId: d._id,
          collectionId: driverCollection,
          title: d.title,
          content: d.content,
        })),
      );
      if (r > 0) driverBigTimes.push(performance.now() - t);
      t = performance.now();
      await call('PUT', `/api/collections/${bigIds[r]}`, { posts: bigPosts(r) }, token);
      if (r > 0) bigSaveTimes.push(performance.now() - t);
    }

    // Credits: reserveCredits in this process, on the same database (imported
    // here: the API's sources need shared-core's build, made above).
    const { connectDatabase, ensureIndexes } = await import('../api/src/db');
    const { getBalances, grantPaidCredits, reserveCredits } = await import('../api/src/services/credits');
    const { leasesReleased } = await import('../api/src/services/credits/lease');
    const { forgetKnownSnapshots } = await import('../api/src/services/credits/store');
    await connectDatabase(uri);
    await ensureIndexes();
    const account = { teamId: String(new Types.ObjectId()) };
    await grantPaidCredits(account, 'words', 100_000_000, { reason: 'bench' });
    await getBalances(account);
    const accounts = db.collection('bench_accounts');
    const ledger = db.collection('bench_ledger');
    const accountId = (await accounts.insertOne({ words: 100_000_000 })).insertedId;
    const reservationTotal = Math.min(requests, 300);
    await compare(
      'credits reservation',
      "reserveCredits(account, 'words', 1) called in this process (one caller at a time)",
      'accounts.updateOne({ _id }, { $inc: { words: -1 } }) and ledger.insertOne',
      reservationTotal,
      1,
      (i) => reserveCredits(account, 'words', 1, { reason: 'bench', ref: String(i) }),
      async (i) => {
        await accounts.updateOne({ _id: accountId }, { $inc: { words: -1 } });
        await ledger.insertOne({ accountId, kind: 'words', amount: -1, ref: String(i), at: new Date() });
      },
    );
    // A reservation answers once its ledger entry is in; the snapshot write and the lease's release
    // follow (the next reservation above waits for them, or takes the lease over). A request's
    // reservation usually finds the account idle: measured so too, each after the last one's work is
    // done (not timed). It then starts from the snapshot the last change of this process wrote (for
    // 2 s); "cold" is a reservation without it, which reads the snapshot with the lease (a first
    // change, or one after another process's).
    const driverReservation = (tag: string) => async (i: number) => {
      await accounts.updateOne({ _id: accountId }, { $inc: { words: -1 } });
      await ledger.insertOne({ accountId, kind: 'words', amount: -1, ref: `${tag}-${i}`, at: new Date() });
    };
    await compare(
      'credits reservation, idle account',
      "reserveCredits(account, 'words', 1), each once the account's previous change is fully written",
      'accounts.updateOne({ _id }, { $inc: { words: -1 } }) and ledger.insertOne',
      reservationTotal,
      1,
      (i) => reserveCredits(account, 'words', 1, { reason: 'bench-idle', ref: String(i) }),
      driverReservation('idle'),
      () => leasesReleased(),
    );
    await compare(
      'credits reservation, cold',
      "reserveCredits(account, 'words', 1) on an idle account with no snapshot known to this process",
      'accounts.updateOne({ _id }, { $inc: { words: -1 } }) and ledger.insertOne',
      reservationTotal,
      1,
      (i) => reserveCredits(account, 'words', 1, { reason: 'bench-cold', ref: String(i) }),
      driverReservation('cold'),
      async () => {
        await leasesReleased();
        forgetKnownSnapshots();
      },
    );
    const loadAfter = os.loadavg();

    const ratio = (name: string) =>
      Math.round((results[name]!.api.perSecond / results[name]!.driver.perSecond) * 1000) / 1000;
    const bigMedian = [...bigSaveTimes].sort((a, b) => a - b)[Math.floor(bigSaveTimes.length / 2)]!;
    const driverBigMedian = [...driverBigTimes].sort((a, b) => a - b)[Math.floor(driverBigTimes.length / 2)]!;
    const goals = [
      ...['collections list', 'folders list'].map((name) => ({
        goal: `${name}: API throughput ≥ ${LIST_GOAL_RATIO} of the driver's`,
        value: ratio(name),
        met: ratio(name) >= LIST_GOAL_RATIO,
      })),
      {
        goal: `200-post save under ${BIG_SAVE_GOAL_MS} ms (median of ${BIG_SAVE_RUNS})`,
        value: round1(bigMedian),
        met: bigMedian < BIG_SAVE_GOAL_MS,
      },
      ...['credits reservation', 'credits reservation, idle account', 'credits reservation, cold'].map(
        (name) => ({
          goal: `${name}: p95 under ${RESERVATION_GOAL_P95_MS} ms`,
          value: results[name]!.api.p95Ms,
          met: results[name]!.api.p95Ms < RESERVATION_GOAL_P95_MS,
        }),
      ),
    ];
    const table = Object.entries(results).map(([name, r]) => ({
      path: name,
      'API op/s': r.api.perSecond,
      'driver op/s': r.driver.perSecond,
      ratio: ratio(name),
      'API p50/p95 ms': `${r.api.p50Ms} / ${r.api.p95Ms}`,
      'driver p50/p95 ms': `${r.driver.p50Ms} / ${r.driver.p95Ms}`,
    }));
    console.table(table);
    say(`200-post save: API ${round1(bigMedian)} ms, driver ${round1(driverBigMedian)} ms (medians)`);
    for (const g of goals) say(`${g.met ? 'met    ' : 'NOT met'}  ${g.goal}: ${g.value}`);

    // FerretDB 1.24 answers buildInfo with a MongoDB wire version and its own ferretdbVersion.
    const buildInfo = (await db.admin().command({ buildInfo: 1 })) as {
      version?: string;
      ferretdbVersion?: string;
    };
    writeResult('db', {
      database: {
        server: buildInfo.ferretdbVersion
          ? `FerretDB ${buildInfo.ferretdbVersion} (wire version ${buildInfo.version})`
          : `MongoDB ${buildInfo.version}`,
        backend: buildInfo.ferretdbVersion
          ? 'PostgreSQL (private cluster, scripts/lib/services.ts)'
          : 'mongod',
        dataset: {
          otherTeams: OTHER_TEAMS,
          perTeam: { folders: FOLDERS, collections: COLLECTIONS, postsPerCollection: POSTS_PER_COLLECTION },
        },
      },
      method: {
        reference:
          'the same queries sent straight through the mongodb driver to the same database, in the same run',
        concurrency: CONCURRENCY,
        requestsPerList: requests,
        oneCallerAtATime: [
          'one post save',
          'credits reservation',
          'credits reservation, idle account',
          'credits reservation, cold',
        ],
      },
      loadAverage: { before: loadBefore.map(round1), after: loadAfter.map(round1) },
      paths: Object.fromEntries(
        Object.entries(results).map(([name, r]) => [name, { ...r, ratioToDriver: ratio(name) }]),
      ),
      bigSave: {
        posts: BIG_SAVE_POSTS,
        requestBytes: bytes,
        apiMs: bigSaveTimes.map(round1),
        apiMedianMs: round1(bigMedian),
        driverMs: driverBigTimes.map(round1),
        driverMedianMs: round1(driverBigMedian),
        driverQuery: 'posts.insertMany(200) then revisions.insertMany(200)',
      },
      goals,
    });
  } finally {
    await client.close().catch(() => undefined);
    await mongoose.disconnect().catch(() => undefined);
    await stopAll(services);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
