/**
 * Two API processes on one Redis (REDIS_URL, started by `npm test`) and one
 * database: this test's own API, and a second one started from the sources
 * in a child process. They share a per-user rate limit, and a sign-out on one
 * is refused at once on the other although both keep sessions in memory for
 * a minute. Without Redis each would count alone and the second would answer
 * the revoked session until its cache expired. When Redis does not answer, a
 * request is counted by its own process instead of failing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import { bearerToken, createUser, type TestUser } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { testRedisUrl } from '../../test/jobs';
import { RedisRateLimitStore } from './sharedState';

const PER_USER = 6;
const shared: NodeJS.ProcessEnv = {
  REDIS_URL: testRedisUrl,
  REDIS_PREFIX: `inkpress-test-${randomBytes(6).toString('hex')}:`,
  RATE_LIMIT_PER_USER: String(PER_USER),
  RATE_LIMIT_WINDOW_SECONDS: '600',
  SESSION_CACHE_TTL_MS: '60000',
};

let api: TestApi;
let second: ChildProcess;
let secondUrl: string;
let user: TestUser;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The second API process: the API's own entry point, on the same database, Redis and prefix. */
async function startSecondApi(): Promise<void> {
  const port = await freePort();
  second = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(__dirname, '..', 'index.ts')],
    {
      cwd: path.join(__dirname, '..', '..'),
      env: {
        ...process.env,
        ...shared,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        MONGODB_URI: api.config.mongodbUri,
        MAIL_OUTBOX_DIR: api.config.mail.outboxDir,
        SMTP_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  secondUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    second.once('exit', (code) => reject(new Error(`the second API exited with ${code}`))),
  );
  const listening = (async () => {
    for (;;) {
      const answered = await fetch(`${secondUrl}/api/status`).then(
        (r) => r.ok,
        () => false,
      );
      if (answered) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.race([listening, exited]);
}

beforeAll(async () => {
  api = await startTestApi(shared);
  user = await createUser(api);
  await startSecondApi();
}, 120_000);

afterAll(async () => {
  second?.kill('SIGTERM');
  await api.close();
});

const onFirst = (token: string, route: string) => api.http.get(route).set('Authorization', `Bearer ${token}`);
const onSecond = (token: string, route: string) =>
  fetch(`${secondUrl}${route}`, { headers: { Authorization: `Bearer ${token}` } });

describe('the state two API processes share through Redis', () => {
  it('counts one per-user limit across both processes', async () => {
    const token = await bearerToken(api, user);
    // bearerToken's sign-in is not counted (no user yet): PER_USER requests, split between the two.
    for (let i = 0; i < PER_USER / 2; i++) {
      await onFirst(token, '/api/auth/session').expect(200);
      expect((await onSecond(token, '/api/auth/session')).status).toBe(200);
    }
    const refusedThere = await onSecond(token, '/api/auth/session');
    expect(refusedThere.status).toBe(429);
    expect(((await refusedThere.json()) as { code: string }).code).toBe('RateLimitError');
    await onFirst(token, '/api/auth/session').expect(429);
  });

  it('refuses a session signed out on one process at once on the other, whose cache held it', async () => {
    const other = await createUser(api);
    const token = await bearerToken(api, other);
    // The second process has the session in its one-minute cache.
    expect((await onSecond(token, '/api/auth/session')).status).toBe(200);
    expect((await onSecond(token, '/api/auth/session')).status).toBe(200);
    await api.http.post('/api/auth/logout').set('Authorization', `Bearer ${token}`).send({}).expect(200);
    // The revocation crosses Redis in milliseconds; waiting for it is not a timing assertion.
    let status = 200;
    for (let tries = 0; tries < 100 && status === 200; tries++) {
      status = (await onSecond(token, '/api/auth/session')).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
  });
});

describe('RedisRateLimitStore', () => {
  it('counts in this process alone, without failing, when Redis does not answer', async () => {
    const port = await freePort();
    const redis = new Redis({
      port,
      host: '127.0.0.1',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
    });
    redis.on('error', () => undefined);
    const store = new RedisRateLimitStore(redis, 'nowhere:');
    const first = await store.hit('k', 60_000);
    const second = await store.hit('k', 60_000);
    expect([first.count, second.count]).toEqual([1, 2]);
    expect(second.resetAt).toBeGreaterThan(Date.now());
    redis.disconnect();
  });

  it('gives each window its expiry and starts again after it', async () => {
    const redis = new Redis(testRedisUrl);
    try {
      const store = new RedisRateLimitStore(redis, `inkpress-test-${randomBytes(6).toString('hex')}:`);
      const hits = [await store.hit('w', 300), await store.hit('w', 300)];
      expect(hits.map((h) => h.count)).toEqual([1, 2]);
      expect(hits[1]!.resetAt - Date.now()).toBeLessThanOrEqual(300);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await store.hit('w', 300)).count).toBe(1);
    } finally {
      await redis.quit();
    }
  });
});
