/**
 * `npm test`: unit and API tests (Jest) on a real database started here, then
 * the built platform in Chromium (Playwright). Ends with one line of its own,
 * `N passed, N failed`, counting every test of every kind.
 *
 *   --only unit   Jest only        --only e2e   Playwright only
 *   --no-build    reuse the last build for the end-to-end run
 *   [files…]      only test files whose path matches   -g <text>   only tests whose name matches
 *                 (both for Jest and for Playwright)
 */

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll, buildAllInBackground } from './lib/build';
import { ensureGhostInstalled, ghostTestEnv, startGhost } from './lib/ghost';
import {
  describeFiles,
  type JestReport,
  mergeDurations,
  planShards,
  readDurations,
  writeDurations,
} from './lib/jestShards';
import { say, warn } from './lib/log';
import { dataDir, root } from './lib/paths';
import { shiftedPorts, startPlatform } from './lib/platform';
import { type Service, setServiceLogDir, startService, stopAll, waitForPort } from './lib/proc';
import { ensureChromium, startDatabase, startRedis, startStripeMock } from './lib/services';
import { cacheDir, startWordpress, wordpressTestEnv } from './lib/wordpress';
import { type S3Server, s3TestEnv, startS3Server } from './s3server/s3server';

const { values, positionals } = parseArgs({
  options: {
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    grep: { type: 'string', short: 'g' },
  },
  allowPositionals: true,
});
const filters = [...positionals, ...(values.grep ? ['-g', values.grep] : [])];
const runUnit = !values.only || values.only === 'unit';
const runE2e = !values.only || values.only === 'e2e';

// Everything the run starts sits on ports shifted by OFFSET (default 100), so a
// test run can go on beside `npm start`, and two runs beside each other.
const OFFSET = Number(process.env.INKPRESS_TEST_PORT_OFFSET ?? 100);
const DB_PORT = 27027 + OFFSET;
const STRIPE_PORT = 12111 + OFFSET;
const REDIS_PORT = 16379 + OFFSET;
const WORDPRESS_PORT = 18080 + OFFSET;
const WORDPRESS_DB_PORT = 33306 + OFFSET;
const GHOST_PORT = 12368 + OFFSET;
// Where end-to-end specs serve their fakes of outside services (a user's site, the IndexNow endpoint).
const E2E_FIXTURES_PORT = 18990 + OFFSET;
/** The local fake of YouTube's endpoints the workflows spec starts (the platform's API points at it). */
const YOUTUBE_PORT = 19080 + OFFSET;
/** The fake of Shopify's GraphQL Admin API the end-to-end platform publishes to (api/test/shopifyFake.ts). */
const SHOPIFY_PORT = 19180 + OFFSET;
/** The fake of Webflow's Data API v2 the end-to-end platform publishes to (api/test/webflowFake.ts). */
const WEBFLOW_PORT = 19280 + OFFSET;
/**
 * The fakes of Medium's and Reddit's APIs (api/test/mediumFake.ts, api/test/redditFake.ts); ending
 * in 85, so no other fake's port at another run's offset (all multiples of 100 apart) lands on them.
 */
const MEDIUM_PORT = 19385 + OFFSET;
const REDDIT_PORT = 19485 + OFFSET;
/** The fake of Google's token endpoint and Indexing API (api/test/googleIndexingFake.ts); ending in 65 like no other. */
const GOOGLE_INDEXING_PORT = 19665 + OFFSET;
/** The S3-compatible server of the Jest phase (scripts/s3server); ending in 45, like no other port here. */
const S3_PORT = 19545 + OFFSET;
const runDir = path.join(dataDir, OFFSET === 100 ? 'test' : `test-${OFFSET}`);
const results = path.join(runDir, 'results');
// A phase that has not ended by then is stopped and counted as failed, so the
// run always ends with its count instead of running into CI's own limit.
const JEST_DEADLINE_MS = Number(process.env.INKPRESS_JEST_DEADLINE_S ?? 2700) * 1000;
const PLAYWRIGHT_DEADLINE_MS = Number(process.env.INKPRESS_E2E_DEADLINE_S ?? 2400) * 1000;

interface Count {
  passed: number;
  failed: number;
  skipped: number;
}

const services: Service[] = [];
let interrupted = false;
/** The running test phases (Jest, Playwright): stopped with the run. */
const phases = new Set<ChildProcess>();

async function cleanup() {
  for (const child of phases) child.kill('SIGTERM');
  await stopAll(services);
  services.length = 0;
  // Servers that an end-to-end test restarted itself are not our children: stop them by pid.
  const stateFile = path.join(runDir, 'platform.json');
  if (existsSync(stateFile)) {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as {
      statics: Record<string, { pid?: number }>;
    };
    for (const { pid } of Object.values(state.statics)) {
      try {
        if (pid) process.kill(pid, 'SIGTERM');
      } catch {
        // already stopped
      }
    }
  }
}

// Ctrl-C, or a CI runner stopping the run: the phases and the services this run started stop with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    interrupted = true;
    void cleanup().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });

/**
 * Runs a test phase as a child and waits without blocking this process: the
 * services it started keep being served while the phase runs. Past its
 * deadline the phase is stopped; it then counts as one failure.
 */
function runPhase(what: string, args: string[], env: NodeJS.ProcessEnv, deadlineMs: number) {
  return new Promise<{ timedOut: boolean }>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });
    phases.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      warn(`${what} did not end within ${deadlineMs / 1000}s: stopping it`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, deadlineMs);
    child.on('exit', () => {
      phases.delete(child);
      clearTimeout(timer);
      resolve({ timedOut });
    });
  });
}

/** Each Jest process's heap (MB); INKPRESS_JEST_HEAP_MB overrides. */
const JEST_HEAP_MB = Number(process.env.INKPRESS_JEST_HEAP_MB ?? 8192);
/** Each test file's seconds in earlier runs, to balance the two Jest processes (outside the repository). */
const JEST_DURATIONS = path.join(cacheDir, 'jest-durations.json');

/** One Jest process over `files` (all files when none are given); its report, or undefined. */
async function jestProcess(
  name: string,
  files: string[] | undefined,
  env: NodeJS.ProcessEnv,
): Promise<{ report?: JestReport; timedOut: boolean }> {
  const out = path.join(results, `${name}.json`);
  rmSync(out, { force: true });
  const { timedOut } = await runPhase(
    name,
    // --forceExit: a handle a test left open must not keep the run from ending.
    // On two cores Jest runs every file of a process in band, whose heap grows with its files:
    // at V8's default 4 GB one process for all ~480 files ran out near the end. The machine has 24 GB.
    [
      `--max-old-space-size=${JEST_HEAP_MB}`,
      path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--ci',
      '--forceExit',
      '--json',
      `--outputFile=${out}`,
      ...(files
        ? ['--runTestsByPath', ...files]
        : [
            // The same file and name filters as Playwright's (a filter that matches no Jest file is no failure).
            ...(positionals.length || values.grep ? ['--passWithNoTests'] : []),
            ...positionals,
            ...(values.grep ? ['-t', values.grep] : []),
          ]),
    ],
    env,
    JEST_DEADLINE_MS,
  );
  if (!existsSync(out)) return { timedOut };
  return { report: JSON.parse(readFileSync(out, 'utf8')) as JestReport, timedOut };
}

/** Every Jest file of the run (absolute paths). */
function listJestFiles(env: NodeJS.ProcessEnv): string[] {
  const listed = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--listTests', '--json'],
    { cwd: root, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (listed.status !== 0) throw new Error(`jest --listTests failed: ${listed.stderr}`);
  return JSON.parse(listed.stdout) as string[];
}

/**
 * The whole Jest run in two processes side by side (scripts/lib/jestShards.ts
 * says how the files are split); a filtered run in one.
 */
async function runJest(env: NodeJS.ProcessEnv): Promise<Count> {
  say('unit and API tests (Jest)…');
  const filtered = positionals.length > 0 || Boolean(values.grep);
  let runs: { report?: JestReport; timedOut: boolean }[];
  if (filtered) runs = [await jestProcess('jest', undefined, env)];
  else {
    const durations = readDurations(JEST_DURATIONS);
    const shards = planShards(describeFiles(root, listJestFiles(env), durations));
    say(
      `Jest in two processes: ${shards.first.length} files (~${Math.round(shards.estimate[0])} s, ` +
        `with WordPress, Ghost and S3) and ${shards.second.length} files (~${Math.round(shards.estimate[1])} s)`,
    );
    runs = await Promise.all([
      jestProcess('jest-1', shards.first, env),
      jestProcess('jest-2', shards.second, env),
    ]);
    const reports = runs.flatMap((r) => (r.report ? [r.report] : []));
    writeDurations(JEST_DURATIONS, mergeDurations(root, durations, reports));
  }
  const count: Count = { passed: 0, failed: 0, skipped: 0 };
  for (const { report, timedOut } of runs) {
    if (!report) {
      count.failed += 1;
      continue;
    }
    count.passed += report.numPassedTests;
    count.failed += report.numFailedTests + report.numRuntimeErrorTestSuites + (timedOut ? 1 : 0);
    count.skipped += report.numPendingTests;
  }
  return count;
}

async function runPlaywright(env: NodeJS.ProcessEnv): Promise<Count> {
  say('end-to-end tests (Playwright in Chromium)…');
  const out = path.join(results, 'playwright.json');
  rmSync(out, { force: true });
  const { timedOut } = await runPhase(
    'Playwright',
    [
      path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      '--config',
      path.join(root, 'e2e', 'playwright.config.ts'),
      ...filters,
    ],
    { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    PLAYWRIGHT_DEADLINE_MS,
  );
  if (!existsSync(out)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return {
    passed: expected + flaky,
    failed: unexpected + (report.errors?.length ? 1 : 0) + (timedOut ? 1 : 0),
    skipped,
  };
}

async function main() {
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  setServiceLogDir(path.join(runDir, 'logs'));
  const total: Count = { passed: 0, failed: 0, skipped: 0 };
  const add = (c: Count) => {
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  };
  try {
    let mongodbUri = process.env.MONGODB_URI;
    if (!mongodbUri) {
      say(`starting a test database on port ${DB_PORT}…`);
      services.push(await startDatabase(path.join(runDir, 'db'), DB_PORT, { quiet: true, disposable: true }));
      mongodbUri = `mongodb://127.0.0.1:${DB_PORT}/inkpress`;
    }
    let redisUrl = process.env.REDIS_URL;
    if (!redisUrl) {
      say(`starting a test Redis on port ${REDIS_PORT}…`);
      services.push(await startRedis(path.join(runDir, 'redis'), REDIS_PORT, { quiet: true }));
      redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
    }
    services.push(await startStripeMock(STRIPE_PORT, true));
    // The S3 server of the S3 test files (Jest only): built once with Go while WordPress and Ghost boot.
    const s3Start = runUnit
      ? startS3Server(S3_PORT, { quiet: true }).then((server) => {
          services.push(server);
          return server;
        })
      : undefined;
    s3Start?.catch(() => undefined);
    // A real WordPress for the publishing tests. API tests allow its loopback address themselves
    // (FETCH_ALLOW_HOSTS in their own configuration: production refuses it, and some tests load a
    // production configuration); the end-to-end platform gets it below.
    // Ghost (installed into the cache folder on the first run) boots beside it.
    // Ghost's first install (minutes of a synchronous npm install) comes first: run inside the
    // start below, it stopped every timer of this process, and WordPress's database, listening
    // all along, was given up on when its wait's time ran out during it.
    ensureGhostInstalled();
    say(`starting WordPress on port ${WORDPRESS_PORT} and Ghost on port ${GHOST_PORT}…`);
    const [wordpressStart, ghostStart] = await Promise.allSettled([
      startWordpress(path.join(runDir, 'wordpress'), WORDPRESS_PORT, WORDPRESS_DB_PORT, { quiet: true }),
      startGhost(path.join(runDir, 'ghost'), GHOST_PORT, { quiet: true }),
    ]);
    for (const started of [wordpressStart, ghostStart])
      if (started.status === 'fulfilled') services.push(started.value);
    // Awaited before any failure is thrown, so a server that started is stopped with the rest.
    const s3: S3Server | undefined = s3Start ? await s3Start : undefined;
    if (wordpressStart.status === 'rejected') throw wordpressStart.reason;
    if (ghostStart.status === 'rejected') throw ghostStart.reason;
    const wordpress = wordpressStart.value;
    const ghost = ghostStart.value;
    const env = {
      ...process.env,
      ...wordpressTestEnv(wordpress),
      ...ghostTestEnv(ghost),
      MONGODB_URI: mongodbUri,
      REDIS_URL: redisUrl,
      STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_PORT}`,
      MAIL_OUTBOX_DIR: path.join(runDir, 'outbox'),
      NODE_ENV: 'test',
    };
    // The end-to-end run needs a build: made beside Jest when both run.
    let build: Promise<void> | undefined;
    if (runUnit && runE2e && !values['no-build']) {
      mkdirSync(path.join(runDir, 'logs'), { recursive: true });
      build = buildAllInBackground(path.join(runDir, 'logs', 'build.log'));
      // Awaited after Jest; a failure then counts once, there.
      build.catch(() => undefined);
    }
    if (runUnit) {
      add(await runJest({ ...env, ...(s3 ? s3TestEnv(s3) : {}) }));
      if (s3) {
        await s3.stop();
        services.splice(services.indexOf(s3), 1);
      }
    }
    if (runE2e && !interrupted) {
      const chromium = ensureChromium();
      if (build) {
        say('waiting for the build…');
        await build;
      } else if (!values['no-build']) buildAll();
      const ports = shiftedPorts(OFFSET);
      const stateFile = path.join(runDir, 'platform.json');
      const shopifyFake = startService(
        'shopify-fake',
        path.join(root, 'node_modules', '.bin', 'tsx'),
        [path.join(root, 'api', 'test', 'shopifyFakeServer.ts'), String(SHOPIFY_PORT)],
        { quiet: true },
      );
      services.push(shopifyFake);
      await waitForPort(SHOPIFY_PORT, 'the Shopify fake', 30_000, shopifyFake.child);
      const webflowFake = startService(
        'webflow-fake',
        path.join(root, 'node_modules', '.bin', 'tsx'),
        [path.join(root, 'api', 'test', 'webflowFakeServer.ts'), String(WEBFLOW_PORT)],
        { quiet: true },
      );
      services.push(webflowFake);
      await waitForPort(WEBFLOW_PORT, 'the Webflow fake', 30_000, webflowFake.child);
      for (const [name, port] of [
        ['medium', MEDIUM_PORT],
        ['reddit', REDDIT_PORT],
        ['googleIndexing', GOOGLE_INDEXING_PORT],
      ] as const) {
        const fake = startService(
          `${name}-fake`,
          path.join(root, 'node_modules', '.bin', 'tsx'),
          [path.join(root, 'api', 'test', `${name}FakeServer.ts`), String(port)],
          { quiet: true },
        );
        services.push(fake);
        await waitForPort(port, `the ${name} fake`, 30_000, fake.child);
      }
      say('starting the platform for the end-to-end tests…');
      const platformUri = mongodbUri.replace(/\/[^/?]*(\?|$)/, '/inkpress_e2e$1');
      // Its own Redis database (1), as it has its own MongoDB database: nothing Jest queued reaches it.
      const platformRedis = redisUrl.replace(/(redis:\/\/[^/]+)(\/\d*)?$/, '$1/1');
      const platform = await startPlatform({
        ports,
        mongodbUri: platformUri,
        quiet: true,
        stateFile,
        apiEnv: {
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          STRIPE_API_BASE: env.STRIPE_API_BASE,
          REDIS_URL: platformRedis,
          MAIL_OUTBOX_DIR: env.MAIL_OUTBOX_DIR,
          INTERNAL_USER_EMAILS: 'admin@inkpress.test',
          // The end-to-end tests register and sign in many times from one address.
          ACCOUNTS_PER_IP_PER_DAY: '0',
          RATE_LIMIT_AUTH_PER_IP: '0',
          LOGIN_FAILURES_BEFORE_DELAY: '0',
          RATE_LIMIT_PER_IP: '0',
          FETCH_ALLOW_HOSTS: [
            wordpress.allowHost,
            ghost.allowHost,
            `127.0.0.1:${E2E_FIXTURES_PORT}`,
            `127.0.0.1:${YOUTUBE_PORT}`,
            `127.0.0.1:${SHOPIFY_PORT}`,
            `127.0.0.1:${WEBFLOW_PORT}`,
            `127.0.0.1:${MEDIUM_PORT}`,
            `127.0.0.1:${REDDIT_PORT}`,
            `127.0.0.1:${GOOGLE_INDEXING_PORT}`,
          ]
            .filter(Boolean)
            .join(','),
          INDEXNOW_ENDPOINT: `http://127.0.0.1:${E2E_FIXTURES_PORT}/indexnow`,
          YOUTUBE_BASE_URL: `http://127.0.0.1:${YOUTUBE_PORT}`,
          SHOPIFY_BASE_URL: `http://127.0.0.1:${SHOPIFY_PORT}`,
          WEBFLOW_BASE_URL: `http://127.0.0.1:${WEBFLOW_PORT}/v2`,
          MEDIUM_BASE_URL: `http://127.0.0.1:${MEDIUM_PORT}`,
          REDDIT_BASE_URL: `http://127.0.0.1:${REDDIT_PORT}`,
          GOOGLE_OAUTH_TOKEN_URL: `http://127.0.0.1:${GOOGLE_INDEXING_PORT}/token`,
          GOOGLE_INDEXING_BASE_URL: `http://127.0.0.1:${GOOGLE_INDEXING_PORT}`,
        },
        // The offline writer pauses a millisecond between chunks in the job workers (about a second
        // an article): a bulk run then lasts long enough for its progress to be seen moving, which
        // on an idle machine it did not (five articles were done before the page's stream opened).
        workerEnv: { OFFLINE_WRITER_DELAY_MS: '1' },
      });
      services.push(...platform.services);
      add(
        await runPlaywright({
          ...env,
          CHROMIUM_PATH: chromium,
          E2E_PLATFORM_STATE: stateFile,
          E2E_BASE_URL: platform.url,
          E2E_FIXTURES_PORT: String(E2E_FIXTURES_PORT),
          E2E_MONGODB_URI: platformUri,
          E2E_YOUTUBE_PORT: String(YOUTUBE_PORT),
          E2E_SHOPIFY_URL: `http://127.0.0.1:${SHOPIFY_PORT}`,
          E2E_WEBFLOW_URL: `http://127.0.0.1:${WEBFLOW_PORT}`,
          E2E_MEDIUM_URL: `http://127.0.0.1:${MEDIUM_PORT}`,
          E2E_REDDIT_URL: `http://127.0.0.1:${REDDIT_PORT}`,
          E2E_GOOGLE_INDEXING_URL: `http://127.0.0.1:${GOOGLE_INDEXING_PORT}`,
          E2E_OUTPUT_DIR: path.join(root, 'e2e', 'artifacts', OFFSET === 100 ? 'output' : `output-${OFFSET}`),
        }),
      );
    }
  } catch (err) {
    warn(err instanceof Error ? (err.stack ?? err.message) : String(err));
    total.failed += 1;
  } finally {
    await cleanup();
  }
  const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
  console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
  process.exit(total.failed > 0 ? 1 : 0);
}

void main();
